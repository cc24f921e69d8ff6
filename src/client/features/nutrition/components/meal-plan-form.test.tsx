import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NUTRITION_MESSAGES } from '#shared/contracts/nutrition.contract';
import { fakeFetch, type FakeRoutes } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { PLAN } from '../test-fixtures';
import { MealPlanForm } from './meal-plan-form';

function renderForm(isPaid: boolean, routes: FakeRoutes = {}) {
  const api = fakeFetch({ 'POST /api/meal-plans': { status: 201, body: PLAN }, ...routes });
  const onCreated = vi.fn();
  renderInProviders(
    <MealPlanForm isPaid={isPaid} today="2026-11-23" onCreated={onCreated} />,
    createTestQueryClient('signed-in'),
  );
  return { api, onCreated, user: userEvent.setup() };
}

async function setDays(user: ReturnType<typeof userEvent.setup>, value: string) {
  const days = screen.getByLabelText('Days');
  await user.clear(days);
  if (value) await user.type(days, value);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MealPlanForm', () => {
  it.each(['0', '15', ''])(
    "refuses %s days with the contract's message and sends nothing",
    async (value) => {
      const { api, user } = renderForm(true);
      await setDays(user, value);
      await user.click(screen.getByRole('button', { name: 'Make my plan' }));
      expect(screen.getByText(NUTRITION_MESSAGES.days)).toBeInTheDocument();
      expect(screen.getByLabelText('Days')).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST /api/meal-plans')).toHaveLength(0);
    },
  );

  it.each(['999', '5001'])(
    "refuses an energy target of %s kcal with the contract's message",
    async (value) => {
      const { api, user } = renderForm(true);
      await user.type(screen.getByLabelText('Energy target (kcal, optional)'), value);
      await user.click(screen.getByRole('button', { name: 'Make my plan' }));
      expect(screen.getByText(NUTRITION_MESSAGES.energy)).toBeInTheDocument();
      expect(api.callsTo('POST /api/meal-plans')).toHaveLength(0);
    },
  );

  it('tells a free user that more than 3 days is a paid feature, and offers no energy field', async () => {
    const { api, user } = renderForm(false);
    expect(screen.queryByLabelText('Energy target (kcal, optional)')).not.toBeInTheDocument();
    expect(screen.getByText('1 to 3 days on the free plan')).toBeInTheDocument();
    await setDays(user, '4');
    await user.click(screen.getByRole('button', { name: 'Make my plan' }));
    expect(screen.getByText(NUTRITION_MESSAGES.freeDays)).toBeInTheDocument();
    expect(api.callsTo('POST /api/meal-plans')).toHaveLength(0);
  });

  it('sends a valid plan and hands the created plan on', async () => {
    const { api, onCreated, user } = renderForm(true);
    await setDays(user, '7');
    await user.type(screen.getByLabelText('Energy target (kcal, optional)'), '2200');
    await user.click(screen.getByRole('button', { name: 'Make my plan' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.callsTo('POST /api/meal-plans').map((call) => call.body)).toEqual([
      { days: 7, start_date: '2026-11-23', energy_kcal: 2200 },
    ]);
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ id: 'plan-1' });
  });

  it("shows the API's own message when it refuses, with a link to the profile", async () => {
    const { user } = renderForm(false, {
      'POST /api/meal-plans': {
        status: 400,
        body: { code: 'PROFILE_INCOMPLETE', message: NUTRITION_MESSAGES.profileNeeded },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Make my plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NUTRITION_MESSAGES.profileNeeded);
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});
