import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateOf } from '#client/lib/use-today';
import { daysEndingOn } from '#shared/domain/dates';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import HabitsPage from './habits';
import { fakeTrackingApi, makeHabit, type FakeTrackingOptions } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHabits(options: FakeTrackingOptions = {}) {
  const api = fakeTrackingApi(options);
  renderInProviders(<HabitsPage />, createTestQueryClient('signed-in'), '/habits');
  return { api, user: userEvent.setup() };
}

const today = localDateOf();

describe('/habits', () => {
  it('shows current and best streaks in the unit of the schedule, and the week count', async () => {
    renderHabits({
      habits: [
        makeHabit({ id: 'h1', name: 'Walk', current_streak: 3, best_streak: 1 + 4, week_count: 2 }),
        makeHabit({
          id: 'h2',
          name: 'Yoga',
          schedule: 'weekly',
          times_per_week: 3,
          streak_unit: 'weeks',
          current_streak: 1,
          best_streak: 2,
          week_count: 1,
          week_target: 3,
        }),
      ],
    });
    const walk = within((await screen.findByRole('heading', { name: 'Walk' })).closest('article')!);
    expect(walk.getByText('Current streak:').nextSibling).toHaveTextContent('3 days');
    expect(walk.getByText('Best streak:').nextSibling).toHaveTextContent('5 days');
    expect(walk.getByText('Every day · 2 of 7 this week')).toBeInTheDocument();
    const yoga = within(screen.getByRole('heading', { name: 'Yoga' }).closest('article')!);
    expect(yoga.getByText('Current streak:').nextSibling).toHaveTextContent('1 week');
    expect(yoga.getByText('Best streak:').nextSibling).toHaveTextContent('2 weeks');
    expect(yoga.getByText('3 times a week · 1 of 3 this week')).toBeInTheDocument();
  });

  it('checks today off with one tap and unchecks a past day in the week strip', async () => {
    const days = daysEndingOn(today, 7);
    const { api, user } = renderHabits({
      habits: [makeHabit({ id: 'h1', name: 'Walk' })],
      checkIns: { h1: [days[2]!] },
    });
    await user.click(await screen.findByRole('button', { name: 'Done today: Walk' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/habits/h1/check-ins/${today}`)).toHaveLength(1),
    );
    expect(api.callsTo(`PUT /api/habits/h1/check-ins/${today}`)[0]?.search.get('today')).toBe(
      today,
    );

    const strip = within(screen.getByRole('list', { name: 'Last 7 days' }));
    const pastDay = await waitFor(() => {
      const pressed = strip.getAllByRole('button', { pressed: true });
      expect(pressed).toHaveLength(1);
      return pressed[0]!;
    });
    await user.click(pastDay);
    await waitFor(() =>
      expect(api.callsTo(`DELETE /api/habits/h1/check-ins/${days[2]}`)).toHaveLength(1),
    );
  });

  it('refuses a nameless habit and posts a weekly one with its times a week', async () => {
    const { api, user } = renderHabits();
    await user.click(await screen.findByRole('button', { name: 'Add habit' }));
    expect(screen.getByText('Give your habit a name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Habit name (required)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo('POST /api/habits')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Habit name (required)' }), ' Stretch ');
    await user.click(screen.getByRole('radio', { name: 'Some days a week' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Times a week' }), '4');
    await user.click(screen.getByRole('button', { name: 'Add habit' }));
    expect(await screen.findByText('Stretch was added.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/habits').map((call) => call.body)).toEqual([
      { name: 'Stretch', schedule: 'weekly', times_per_week: 4 },
    ]);
    expect(await screen.findByRole('heading', { name: 'Stretch' })).toBeInTheDocument();
  });
});
