import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_MESSAGES, type Goal } from '#shared/contracts/tracking.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { GOAL_FORM_MESSAGES, GoalForm } from './goal-form';

const CREATED: Goal = {
  id: 'g1',
  title: 'Sleep 7.5 hours',
  source: 'custom',
  profile_goal: null,
  metric: 'sleep_hours',
  target_value: 7.5,
  current_value: null,
  unit: null,
  direction: 'at_least',
  period: 'day',
  status: 'active',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  progress: null,
};

function renderForm() {
  const api = fakeFetch({ 'POST /api/goals': { status: 201, body: CREATED } });
  renderInProviders(<GoalForm />, createTestQueryClient('signed-in'));
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GoalForm', () => {
  it("asks for a title and a target with the contract's rule, and sends nothing", async () => {
    const { api, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(screen.getByText(GOAL_FORM_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByText(TRACKING_MESSAGES.goalTarget)).toBeInTheDocument();
    expect(screen.getByLabelText('Goal title (required)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/goals')).toHaveLength(0);
  });

  it('refuses a target above the limit with the same words as the API', async () => {
    const { api, user } = renderForm();
    await user.type(screen.getByLabelText('Goal title (required)'), 'Sleep a lot');
    await user.type(screen.getByLabelText('Target'), '100001');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(screen.getByText(TRACKING_MESSAGES.goalValue)).toBeInTheDocument();
    expect(api.callsTo('POST /api/goals')).toHaveLength(0);
  });

  it('sends a valid goal and says it was added', async () => {
    const { api, user } = renderForm();
    await user.type(screen.getByLabelText('Goal title (required)'), '  Sleep 7.5 hours ');
    await user.type(screen.getByLabelText('Target'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('Sleep 7.5 hours was added.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/goals').map((call) => call.body)).toEqual([
      {
        title: 'Sleep 7.5 hours',
        metric: 'sleep_hours',
        target_value: 7.5,
        direction: 'at_least',
        period: 'day',
      },
    ]);
  });

  it('keeps a weight goal in lbs for an imperial account, and in kg otherwise', async () => {
    const api = fakeFetch({
      'GET /api/profile': { body: { profile: { preferences: { units: 'imperial' } } } },
      'POST /api/goals': { status: 201, body: CREATED },
    });
    renderInProviders(<GoalForm />, createTestQueryClient('signed-in'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Goal title (required)'), 'Reach 180 lbs');
    await user.selectOptions(screen.getByLabelText('What to measure'), 'weight');
    await user.type(await screen.findByLabelText('Target (lbs)'), '180');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('Reach 180 lbs was added.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/goals')[0]?.body).toMatchObject({
      metric: 'weight',
      target_value: 180,
      unit: 'lbs',
    });
  });

  it('asks for a weight target in kg for a metric account, with no unit sent', async () => {
    const { api, user } = renderForm();
    await user.type(screen.getByLabelText('Goal title (required)'), 'Reach 70 kg');
    await user.selectOptions(screen.getByLabelText('What to measure'), 'weight');
    await user.type(screen.getByLabelText('Target (kg)'), '70');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('Reach 70 kg was added.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/goals')[0]?.body).not.toHaveProperty('unit');
  });
});
