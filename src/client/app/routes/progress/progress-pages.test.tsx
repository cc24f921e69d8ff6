import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeProgressApi,
  makeActionPlan,
  type FakeProgressOptions,
} from '../../../../../tests/setup/fake-progress-api';
import type { Reminder } from '#shared/contracts/reminders.contract';
import type { Habit } from '#shared/contracts/tracking.contract';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import OverviewPage from './overview-page';
import PatternsPage from './patterns-page';
import RemindersPage from './reminders-page';
import ReportsPage from './reports-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(page: ReactElement, path: string, options: FakeProgressOptions = {}) {
  const api = fakeProgressApi(options);
  renderInProviders(page, createTestQueryClient('signed-in'), path);
  return { api, user: userEvent.setup() };
}

describe('Smart Wellness Dashboard on /dashboard/overview', () => {
  it('shows a paid user their real actions; ticking one sends the PATCH and the pending count drops', async () => {
    const { api, user } = renderPage(<OverviewPage />, '/dashboard/overview', { isPaid: true });
    expect(
      await screen.findByRole('heading', { name: 'Your Real Dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Action Center' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('2 pending')).toBeInTheDocument();
    expect(screen.getByText('Start with the high-priority one.')).toBeInTheDocument();
    const item = screen.getByText('Drink a glass of water with each meal').closest('li')!;
    expect(within(item).getByText('High priority')).toBeInTheDocument();
    expect(within(item).getByText('Impact: 8/10')).toBeInTheDocument();
    expect(within(item).getByText('Effort: 3/5')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'nutrition' })).toBeInTheDocument();
    // Steps expand only when there is more than one.
    await user.click(within(item).getByRole('button', { name: 'Show 2 steps' }));
    expect(within(item).getByText('Put a glass by your plate')).toBeInTheDocument();
    const single = screen.getByText('Walk after lunch').closest('li')!;
    expect(within(single).queryByRole('button', { name: /steps/ })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Drink a glass of water with each meal'));
    expect(await screen.findByText('1 pending')).toBeInTheDocument();
    expect(screen.getByText('Nice work.')).toBeInTheDocument();
    expect(screen.getByLabelText('Drink a glass of water with each meal')).toBeChecked();
    expect(api.callsTo('PATCH /api/action-plans/plan-1').map((call) => call.body)).toEqual([
      { status: 'completed' },
    ]);

    await user.click(screen.getByLabelText('Drink a glass of water with each meal'));
    expect(await screen.findByText('2 pending')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/action-plans/plan-1').map((call) => call.body)).toEqual([
      { status: 'completed' },
      { status: 'pending' },
    ]);
  }, 30_000);

  it('ticks at once, and puts the box and the count back when the server refuses', async () => {
    const { api, user } = renderPage(<OverviewPage />, '/dashboard/overview', {
      isPaid: true,
      isPatchFailing: true,
    });
    expect(await screen.findByText('2 pending', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Drink a glass of water with each meal'));
    expect(
      await screen.findByText('That change was not saved: Database unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 pending')).toBeInTheDocument();
    expect(screen.getByLabelText('Drink a glass of water with each meal')).not.toBeChecked();
    expect(api.callsTo('PATCH /api/action-plans/plan-1')).toHaveLength(1);
  }, 30_000);

  it('shows the score computed from the data, and 78 only as the stated starting score', async () => {
    const { user } = renderPage(<OverviewPage />, '/dashboard/overview', { isPaid: true });
    await user.click(await screen.findByRole('tab', { name: 'Wellness Score' }));
    expect(await screen.findByText('64')).toBeInTheDocument();
    expect(
      screen.getByText('Your score out of 100, from 6 of the last 30 days'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sleep' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
  }, 30_000);

  it('says when the score is the default 78 because nothing is logged', async () => {
    const { user } = renderPage(<OverviewPage />, '/dashboard/overview', {
      isPaid: true,
      score: {
        score: 78,
        is_default: true,
        parts: [],
        days_of_data: 0,
        window_days: 30,
        computed_at: '2026-11-20T08:00:00.000Z',
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Wellness Score' }));
    expect(await screen.findByText('78')).toBeInTheDocument();
    expect(screen.getByText('Starting score out of 100 — nothing logged yet')).toBeInTheDocument();
  }, 30_000);

  it('offers a free user the preview and the plan, and asks for none of their actions', async () => {
    const { api } = renderPage(<OverviewPage />, '/dashboard/overview', { isPaid: false });
    // Non-paid users see the 'Preview Dashboard' with sample data, inline.
    expect(await screen.findByRole('heading', { name: 'Preview Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Sample data, not yours/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Action Center' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the full preview' })).toHaveAttribute(
      'href',
      '/dashboard?demo=true',
    );
    expect(screen.getByRole('link', { name: 'See Wellness Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('heading', { name: 'Your Real Dashboard' })).not.toBeInTheDocument();
    await screen.findByText(/You logged something on/);
    expect(api.callsTo('GET /api/action-plans')).toHaveLength(0);
  }, 30_000);

  it('lists in-app notifications and marks one read', async () => {
    const { api, user } = renderPage(<OverviewPage />, '/dashboard/overview', {
      isPaid: true,
      notifications: [
        {
          id: 'n1',
          kind: 'reminder',
          title: 'Time for: Evening walk',
          body: 'Your 19:00 reminder.',
          link: '/habits',
          created_at: '2026-11-20T19:00:00.000Z',
          read_at: null,
        },
      ],
    });
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Time for: Evening walk' })).toHaveAttribute(
      'href',
      '/habits',
    );
    await user.click(screen.getByRole('button', { name: 'Mark "Time for: Evening walk" as read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(api.callsTo('POST /api/notifications/n1/read')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /as read/ })).not.toBeInTheDocument();
  }, 30_000);
});

describe('plan gates on the progress pages', () => {
  it('/dashboard/patterns shows a free user the upgrade prompt and never asks for patterns', async () => {
    const { api } = renderPage(<PatternsPage />, '/dashboard/patterns', { isPaid: false });
    expect(
      await screen.findByRole('heading', { name: 'Pattern insights needs Wellness Pro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade for Pattern insights' })).toHaveAttribute(
      'href',
      '/upgrade/pattern_insights',
    );
    await screen.findByText(/You logged something on/);
    expect(api.callsTo('GET /api/insights/patterns')).toHaveLength(0);
  }, 30_000);

  it('/dashboard/patterns leads with the patterns for a paid user', async () => {
    renderPage(<PatternsPage />, '/dashboard/patterns', { isPaid: true });
    expect(await screen.findByText('You walked: mood 1.2 points higher')).toBeInTheDocument();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Pattern insights', 'The data behind the patterns']);
  }, 30_000);

  it('/reports gives a paid user the PDF and emails the report to them', async () => {
    const { api, user } = renderPage(<ReportsPage />, '/reports', {
      isPaid: true,
      extra: {
        'POST /api/reports/weekly/email': () => ({
          sent: true,
          week: '2026-W47',
          to: 'a***@example.com',
        }),
      },
    });
    expect(await screen.findByText('5 of 7 days with data.')).toBeInTheDocument();
    expect(screen.getByText('Evening walk: 4 of 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toMatch(
      /^\/api\/reports\/weekly\/pdf\?today=\d{4}-\d{2}-\d{2}$/,
    );
    await user.click(screen.getByRole('button', { name: 'Email me this report' }));
    expect(await screen.findByText('Sent to a***@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/reports/weekly/email')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/reports/weekly').at(-1)?.search.get('week')).toBe('2026-W46'),
    );
  }, 30_000);

  it('/reports shows a free user the report, with an upgrade prompt instead of the PDF and email', async () => {
    renderPage(<ReportsPage />, '/reports', { isPaid: false });
    expect(await screen.findByText('5 of 7 days with data.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'PDF reports needs Wellness Pro' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me this report' })).not.toBeInTheDocument();
  }, 30_000);
});

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
  channels: ['in_app', 'email'],
  active: true,
  next_run_at: '2026-11-23T19:00:00.000Z',
  last_sent_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
};

describe('/dashboard/reminders', () => {
  it('creates a habit reminder at a local time, on chosen days, with the browser’s time zone', async () => {
    const { api, user } = renderPage(<RemindersPage />, '/dashboard/reminders', {
      isPaid: true,
      extra: {
        'GET /api/habits': () => ({ today: '2026-11-20', habits: [HABIT] }),
        'POST /api/reminders': () => REMINDER,
      },
    });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await screen.findByText(`Your time zone: ${zone}`)).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Remind me about'), 'Evening walk');
    const time = screen.getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '19:00');
    await user.click(screen.getByRole('checkbox', { name: 'Sun' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.click(screen.getByRole('checkbox', { name: 'By email' }));
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(await screen.findByText('Reminder added.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/reminders').map((call) => call.body)).toEqual([
      {
        habit_id: 'habit-1',
        local_time: '19:00',
        weekdays: [1, 2, 3, 4, 5],
        channels: ['in_app', 'email'],
        time_zone: zone,
      },
    ]);
  }, 30_000);

  it('creates a reminder in the account’s time zone when one is saved', async () => {
    const { api, user } = renderPage(<RemindersPage />, '/dashboard/reminders', {
      isPaid: true,
      extra: {
        'GET /api/habits': () => ({ today: '2026-11-20', habits: [HABIT] }),
        'GET /api/profile': () => ({ profile: { preferences: { time_zone: 'Pacific/Auckland' } } }),
        'POST /api/reminders': () => REMINDER,
      },
    });
    expect(await screen.findByText('Your time zone: Pacific/Auckland')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Remind me about'), 'Evening walk');
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(await screen.findByText('Reminder added.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/reminders')[0]?.body).toMatchObject({
      habit_id: 'habit-1',
      time_zone: 'Pacific/Auckland',
    });
  }, 30_000);

  it('refuses to send a reminder without a target or a day', async () => {
    const { api, user } = renderPage(<RemindersPage />, '/dashboard/reminders', {
      isPaid: true,
      extra: { 'GET /api/habits': () => ({ today: '2026-11-20', habits: [HABIT] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add reminder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a habit or a medicine');
    await user.selectOptions(screen.getByLabelText('Remind me about'), 'Evening walk');
    for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one day'),
    );
    expect(api.callsTo('POST /api/reminders')).toHaveLength(0);
  }, 30_000);

  it('lists, pauses and edits a reminder', async () => {
    const { api, user } = renderPage(<RemindersPage />, '/dashboard/reminders', {
      isPaid: true,
      reminders: [REMINDER],
      extra: { 'PATCH /api/reminders/rem-1': () => REMINDER },
    });
    expect(
      await screen.findByText(/19:00 \(Europe\/London\) · Weekdays · In the app and By email/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/reminders/rem-1').map((call) => call.body)).toEqual([
        { active: false },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Edit reminder for Evening walk' }));
    const form = screen.getByRole('form', { name: 'Edit reminder for Evening walk' });
    await user.click(within(form).getByRole('checkbox', { name: 'Sat' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/reminders/rem-1')).toHaveLength(2));
    expect(api.callsTo('PATCH /api/reminders/rem-1')[1]?.body).toMatchObject({
      local_time: '19:00',
      weekdays: [1, 2, 3, 4, 5, 6],
    });
  }, 30_000);

  it('shows a free user the upgrade prompt and asks for no reminders', async () => {
    const { api } = renderPage(<RemindersPage />, '/dashboard/reminders', { isPaid: false });
    expect(
      await screen.findByRole('heading', { name: 'Automated reminders needs Wellness Pro' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/reminders')).toHaveLength(0);
  }, 30_000);
});

// Keeps the fixture honest: a plan made by the helper parses as the contract says.
it('fixture action plans match the contract', async () => {
  const { actionPlanSchema } = await import('#shared/contracts/action-plans.contract');
  expect(() => actionPlanSchema.parse(makeActionPlan())).not.toThrow();
});
