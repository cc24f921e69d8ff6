import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '#shared/contracts/tracking.contract';
import { TRACKING_MESSAGES } from '#shared/contracts/tracking.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { GoalCard } from './goal-card';

const GOAL: Goal = {
  id: 'g-1',
  title: 'Reach 70 kg',
  source: 'custom',
  profile_goal: null,
  metric: 'weight',
  target_value: 70,
  current_value: 74,
  unit: 'kg',
  direction: 'at_most',
  period: 'day',
  status: 'active',
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  progress: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GoalCard: the current value', () => {
  it("refuses a blank or negative value with the contract's message, then sends the number", async () => {
    const fake = fakeFetch({
      'PATCH /api/goals/g-1': (call) => ({ body: { ...GOAL, ...(call.body as object) } }),
    });
    renderInProviders(<GoalCard goal={GOAL} />, createTestQueryClient('signed-in'), '/goals');
    // Rendered by the app (no server HTML to keep), the form loads at once (form-on-edit.tsx).
    const field = await screen.findByLabelText('Now (kg)');
    expect(field).toHaveValue(74);
    const update = screen.getByRole('button', { name: 'Update Reach 70 kg' });

    await userEvent.clear(field);
    await userEvent.click(update);
    expect(await screen.findByText(TRACKING_MESSAGES.goalValue)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '-3');
    await userEvent.click(update);
    expect(screen.getByText(TRACKING_MESSAGES.goalValue)).toBeInTheDocument();
    expect(fake.callsTo('PATCH /api/goals/g-1')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '72.5');
    await userEvent.click(update);
    await vi.waitFor(() =>
      expect(fake.callsTo('PATCH /api/goals/g-1')[0]?.body).toEqual({ current_value: 72.5 }),
    );
    expect(screen.queryByText(TRACKING_MESSAGES.goalValue)).not.toBeInTheDocument();
  });
});
