import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_MESSAGES, type Reminder } from '#shared/contracts/reminders.contract';
import type { Habit } from '#shared/contracts/tracking.contract';
import { fakeProgressApi } from '../../../../../tests/setup/fake-progress-api';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { REMINDER_FORM_MESSAGES, RemindersManager } from './reminders-manager';

const HABIT: Habit = {
  id: 'habit-1',
  name: 'Evening walk',
  description: null,
  schedule: 'daily',
  times_per_week: null,
  archived_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  streak_unit: 'days',
  current_streak: 2,
  best_streak: 4,
  week_count: 3,
  week_target: 7,
  done_today: false,
};

const REMINDER: Reminder = {
  id: 'rem-1',
  kind: 'habit',
  habit_id: 'habit-1',
  medication_id: null,
  target_name: 'Evening walk',
  local_time: '19:00',
  weekdays: [1, 2, 3, 4, 5],
  time_zone: 'Europe/London',
  channels: ['in_app'],
  active: true,
  next_run_at: '2026-11-23T19:00:00.000Z',
  last_sent_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderManager(reminders: Reminder[] = []) {
  const api = fakeProgressApi({
    isPaid: true,
    reminders,
    extra: {
      'GET /api/habits': () => ({ today: '2026-11-20', habits: [HABIT] }),
      'GET /api/profile': () => ({ profile: { preferences: { time_zone: 'Europe/London' } } }),
      'POST /api/reminders': () => REMINDER,
      'PATCH /api/reminders/rem-1': () => REMINDER,
    },
  });
  renderInProviders(<RemindersManager />, createTestQueryClient('signed-in'), '/');
  return { api, user: userEvent.setup() };
}

describe('RemindersManager', () => {
  it('refuses a new reminder without a target, marks the select, and drops the message once chosen', async () => {
    const { api, user } = renderManager();
    expect(await screen.findByText('Your time zone: Europe/London')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REMINDER_FORM_MESSAGES.habit_id);
    const target = screen.getByLabelText('Remind me about');
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveAttribute('aria-describedby', alert.id);

    await user.selectOptions(target, 'Evening walk');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(target).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST /api/reminders')).toHaveLength(0);
  }, 30_000);

  it('names the target first, then the schedule, and sends the body once all is right', async () => {
    const { api, user } = renderManager();
    await screen.findByText('Your time zone: Europe/London');
    await user.clear(screen.getByLabelText('Time'));
    await user.click(screen.getByRole('checkbox', { name: 'In the app' }));
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_FORM_MESSAGES.habit_id);

    await user.selectOptions(screen.getByLabelText('Remind me about'), 'Evening walk');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_FORM_MESSAGES.local_time),
    );
    await user.type(screen.getByLabelText('Time'), '07:15');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.noChannel),
    );
    await user.click(screen.getByRole('checkbox', { name: 'By email' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/reminders')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(await screen.findByText('Reminder added.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/reminders').map((call) => call.body)).toEqual([
      {
        habit_id: 'habit-1',
        local_time: '07:15',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        channels: ['email'],
        time_zone: 'Europe/London',
      },
    ]);
    // The form starts afresh for the next reminder.
    expect(screen.getByLabelText('Remind me about')).toHaveValue('');
    expect(screen.getByLabelText('Time')).toHaveValue('08:00');
  }, 30_000);

  it('refuses an edit without a day and sends nothing, then saves the whole schedule', async () => {
    const { api, user } = renderManager([REMINDER]);
    await user.click(await screen.findByRole('button', { name: 'Edit reminder for Evening walk' }));
    const form = screen.getByRole('form', { name: 'Edit reminder for Evening walk' });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
      await user.click(within(form).getByRole('checkbox', { name: day }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.noWeekday);
    expect(api.callsTo('PATCH /api/reminders/rem-1')).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: 'Sat' }));
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/reminders/rem-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/reminders/rem-1')[0]?.body).toEqual({
      local_time: '19:00',
      weekdays: [6],
      channels: ['in_app'],
      time_zone: 'Europe/London',
    });
  }, 30_000);
});
