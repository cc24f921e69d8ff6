import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERACTION_MESSAGES, type TimingResponse } from '#shared/contracts/interactions.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { TimingPlanner } from './timing-planner';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAN: TimingResponse = {
  items: [],
  schedule: [],
  rules: [],
  all_rules_kept: true,
  wake_time: '06:30',
  bed_time: '22:30',
};

function renderPlanner(cabinet: { name: string; frequency: string; active: boolean }[]) {
  const api = fakeFetch({
    'GET /api/medications': { body: { medications: cabinet } },
    'POST /api/interactions/timing': { body: PLAN },
  });
  renderInProviders(<TimingPlanner />, createTestQueryClient('signed-in'));
  return { api, user: userEvent.setup() };
}

const planMyDay = () => screen.getByRole('button', { name: 'Plan my day' });

describe('TimingPlanner', () => {
  it("refuses an empty list with the contract's message, posts nothing, and takes a name added after", async () => {
    const { api, user } = renderPlanner([]);
    await screen.findByText(/Your cabinet has no active medicines/);
    await user.click(planMyDay());
    expect(await screen.findByRole('alert')).toHaveTextContent(INTERACTION_MESSAGES.emptyList);
    expect(api.callsTo('POST /api/interactions/timing')).toHaveLength(0);

    // The search is not answered here, so Enter adds the name as typed.
    await user.type(
      screen.getByRole('combobox', { name: 'Add a medicine, supplement or food' }),
      'Magnesium{Enter}',
    );
    expect(
      await screen.findByRole('combobox', { name: 'How often you take Magnesium' }),
    ).toHaveValue('1');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(planMyDay());
    await waitFor(() =>
      expect(api.callsTo('POST /api/interactions/timing').map((call) => call.body)).toEqual([
        {
          items: [{ name: 'Magnesium', doses_per_day: 1 }],
          wake_time: '07:00',
          bed_time: '22:30',
        },
      ]),
    );
  });

  it("refuses a missing wake-up time with the contract's message on the field", async () => {
    const { api, user } = renderPlanner([{ name: 'Iron', frequency: 'Once daily', active: true }]);
    await screen.findByRole('combobox', { name: 'How often you take Iron' });
    const wake = screen.getByLabelText('I wake up at');
    await user.clear(wake);
    await user.click(planMyDay());
    expect(wake).toHaveAttribute('aria-invalid', 'true');
    expect(wake).toHaveAccessibleDescription('Use a time such as 07:00');
    expect(wake).toHaveFocus();
    expect(api.callsTo('POST /api/interactions/timing')).toHaveLength(0);

    await user.type(wake, '06:30');
    await waitFor(() => expect(wake).not.toHaveAttribute('aria-invalid'));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'How often you take Iron' }),
      'Three times a day',
    );
    await user.click(planMyDay());
    await waitFor(() =>
      expect(api.callsTo('POST /api/interactions/timing').map((call) => call.body)).toEqual([
        { items: [{ name: 'Iron', doses_per_day: 3 }], wake_time: '06:30', bed_time: '22:30' },
      ]),
    );
  });

  it('drops a removed medicine from what is sent', async () => {
    const { api, user } = renderPlanner([
      { name: 'Levothyroxine', frequency: 'Once daily', active: true },
      { name: 'Iron', frequency: 'Twice daily', active: true },
    ]);
    await screen.findByRole('combobox', { name: 'How often you take Iron' });
    await user.click(screen.getByRole('button', { name: 'Remove Levothyroxine' }));
    await user.click(planMyDay());
    await waitFor(() =>
      expect(api.callsTo('POST /api/interactions/timing').map((call) => call.body)).toEqual([
        { items: [{ name: 'Iron', doses_per_day: 2 }], wake_time: '07:00', bed_time: '22:30' },
      ]),
    );
    expect(screen.getByRole('combobox', { name: 'How often you take Iron' })).toHaveValue('2');
  });
});
