/**
 * A fake progress API behind the shared fetch fake, for component and page tests: trends for any window,
 * patterns, action plans that really toggle (with the pending count), the wellness score, reminders,
 * notifications and the weekly report. Every call is recorded so a test can check what was sent.
 */
import type { ActionPlan } from '#shared/contracts/action-plans.contract';
import type { PatternsResponse } from '#shared/contracts/insights.contract';
import type { AppNotification } from '#shared/contracts/notifications.contract';
import type { Reminder } from '#shared/contracts/reminders.contract';
import type { WeeklyReport } from '#shared/contracts/reports.contract';
import type { TrendDay, TrendsResponse } from '#shared/contracts/trends.contract';
import type { WellnessScore } from '#shared/contracts/wellness-score.contract';
import { TREND_SERIES } from '#shared/contracts/trends.contract';
import type { SubscriptionStatus } from '#shared/contracts/billing.contract';
import { fakeFetch, type FetchCall } from './fake-fetch';

const PAID: SubscriptionStatus = {
  isSubscribed: true,
  tier: 'wellness_plus',
  simplifiedTier: 'paid',
  trialEnd: null,
  subscriptionEnd: '2026-12-21T00:00:00.000Z',
};
const FREE: SubscriptionStatus = {
  isSubscribed: false,
  tier: 'free',
  simplifiedTier: 'free',
  trialEnd: null,
  subscriptionEnd: null,
};

/** `window` days ending 2026-11-20; mood on every other day from the end, `logged` days in all. */
export function makeTrends(window: number, logged = Math.min(window, 6)): TrendsResponse {
  const end = Date.UTC(2026, 10, 20);
  const days: TrendDay[] = Array.from({ length: window }, (_, index) => {
    const date = new Date(end - (window - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    const hasData = window - 1 - index < logged;
    return {
      date,
      mood: hasData ? 3 + (index % 2) : null,
      energy: hasData ? 3 : null,
      sleep_hours: hasData ? 7.5 : null,
      water_glasses: hasData ? 6 : null,
      symptom_count: hasData ? 0 : null,
      symptom_max_severity: null,
      habit_completion: hasData ? 0.5 : null,
      medicines_taken_ratio: null,
    };
  });
  const summary = Object.fromEntries(
    TREND_SERIES.map((series) => {
      const values = days.flatMap((day) => (day[series] === null ? [] : [day[series]]));
      const average = values.length
        ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100
        : null;
      return [series, { average, days_with_data: values.length }];
    }),
  ) as TrendsResponse['summary'];
  return {
    window_days: window,
    from: days[0]?.date ?? '2026-11-20',
    to: '2026-11-20',
    days,
    summary,
    days_with_data: logged,
  };
}

export const WALK_PATTERN: PatternsResponse['patterns'][number] = {
  factor: 'tag:walk',
  outcome: 'mood',
  effect: 1.2,
  days_with: 4,
  days_without: 5,
  label: 'you walked',
  summary:
    'On the 4 days you walked, your mood averaged 4.2, 1.2 points higher than on the 5 days without (3.0).',
  direction: 'higher',
  mean_with: 4.2,
  mean_without: 3,
  effect_size: 1.4,
  window_days: 90,
};

export const PATTERNS: PatternsResponse = {
  patterns: [WALK_PATTERN],
  window_days: 90,
  days_analysed: 9,
  min_days_per_group: 3,
};
export const NO_PATTERNS: PatternsResponse = {
  patterns: [],
  window_days: 90,
  days_analysed: 2,
  min_days_per_group: 3,
};

export function makeActionPlan(overrides: Partial<ActionPlan> = {}): ActionPlan {
  return {
    action_id: 'plan-1',
    title: 'Drink a glass of water with each meal',
    description: 'You logged fewer than 6 glasses on most days this week.',
    category: 'nutrition',
    priority: 'high',
    impact_score: 8,
    time_sensitivity: 5,
    effort: 3,
    status: 'pending',
    completed_at: null,
    scheduled_for: null,
    steps: ['Put a glass by your plate', 'Tick it off at dinner'],
    rule_key: 'water_low',
    created_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export const WELLNESS_SCORE: WellnessScore = {
  score: 64,
  is_default: false,
  parts: [
    {
      key: 'sleep',
      label: 'Sleep',
      score: 70,
      weight: 0.5,
      detail: 'Average 6.5 hours over 5 nights',
    },
    { key: 'mood', label: 'Mood', score: 58, weight: 0.5, detail: 'Average mood 3.3 over 6 days' },
  ],
  days_of_data: 6,
  window_days: 30,
  computed_at: '2026-11-20T08:00:00.000Z',
};

export function makeReport(): WeeklyReport {
  return {
    week: '2026-W47',
    from: '2026-11-16',
    to: '2026-11-22',
    days_with_data: 5,
    averages: {
      mood: 3.6,
      energy: 3.2,
      sleep_hours: 7.25,
      water_glasses: 6,
      habit_completion: 0.8,
      medicines_taken_ratio: null,
    },
    best_day: { date: '2026-11-18', mood: 5, energy: 4 },
    worst_day: { date: '2026-11-17', mood: 2, energy: 2 },
    habits: [{ habit_id: 'h1', name: 'Evening walk', done: 4, target: 7 }],
    symptoms: [],
    goals: [],
    achievements: [],
    safety: {
      medication_count: 0,
      counts: {
        total: { major: 0, moderate: 0, minor: 0 },
        interactions: { major: 0, moderate: 0, minor: 0 },
        cautions: { major: 0, moderate: 0, minor: 0 },
        cautions_by_reason: { condition: 0, allergy: 0, pregnancy: 0, age: 0, lab: 0 },
        duplicates: 0,
        findings: 0,
      },
    },
    highlights: ['You checked in on 5 of 7 days.'],
    generated_at: '2026-11-20T08:00:00.000Z',
  };
}

export interface FakeProgressOptions {
  isPaid?: boolean;
  patterns?: PatternsResponse;
  actionPlans?: ActionPlan[];
  score?: WellnessScore;
  reminders?: Reminder[];
  notifications?: AppNotification[];
  /** PATCH /api/action-plans/:id answers 500 and changes nothing. */
  isPatchFailing?: boolean;
  /** Other answers (tracker, cabinet...) by 'METHOD /path'. */
  extra?: Record<string, (call: FetchCall) => unknown>;
}

/** Installs the fake; returns the recorded calls and the live action plans. */
export function fakeProgressApi(options: FakeProgressOptions = {}) {
  const plans = [
    ...(options.actionPlans ?? [
      makeActionPlan(),
      makeActionPlan({
        action_id: 'plan-2',
        title: 'Walk after lunch',
        category: 'fitness',
        priority: 'low',
        steps: ['Walk 10 minutes'],
      }),
    ]),
  ];
  const notifications = [...(options.notifications ?? [])];
  const pendingCount = () => plans.filter((plan) => plan.status === 'pending').length;
  const answer = (call: FetchCall): { status: number; body: unknown } => {
    const key = `${call.method} ${call.path}`;
    const extra = options.extra?.[key];
    if (extra) return { status: 200, body: extra(call) };
    if (key === 'GET /api/subscription') return { status: 200, body: options.isPaid ? PAID : FREE };
    if (key === 'GET /api/trends')
      return { status: 200, body: makeTrends(Number(call.search.get('days') ?? 30)) };
    if (key === 'GET /api/insights/patterns') {
      return options.isPaid
        ? { status: 200, body: options.patterns ?? PATTERNS }
        : {
            status: 403,
            body: { code: 'PLAN_REQUIRED', message: 'Pattern insights needs Wellness Pro' },
          };
    }
    if (key === 'GET /api/action-plans')
      return {
        status: 200,
        body: {
          action_plans: plans,
          pending_count: pendingCount(),
          quick_tip: 'Start with the high-priority one.',
        },
      };
    const planMatch = /^PATCH \/api\/action-plans\/(.+)$/.exec(key);
    if (planMatch && options.isPatchFailing)
      return { status: 500, body: { code: 'INTERNAL', message: 'Database unavailable' } };
    if (planMatch) {
      const index = plans.findIndex((plan) => plan.action_id === planMatch[1]);
      const status = (call.body as { status: 'pending' | 'completed' }).status;
      const plan = plans[index];
      if (!plan) return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
      plans[index] = {
        ...plan,
        status,
        completed_at: status === 'completed' ? '2026-11-20T09:00:00.000Z' : null,
      };
      return {
        status: 200,
        body: { action_plan: plans[index], pending_count: pendingCount(), quick_tip: 'Nice work.' },
      };
    }
    if (key === 'GET /api/wellness-score')
      return { status: 200, body: options.score ?? WELLNESS_SCORE };
    if (key === 'GET /api/reminders')
      return { status: 200, body: { reminders: options.reminders ?? [] } };
    if (key === 'GET /api/notifications') {
      return {
        status: 200,
        body: {
          notifications,
          unread_count: notifications.filter((n) => n.read_at === null).length,
        },
      };
    }
    const readMatch = /^POST \/api\/notifications\/(.+)\/read$/.exec(key);
    if (readMatch) {
      const index = notifications.findIndex((n) => n.id === readMatch[1]);
      const found = notifications[index];
      if (found) notifications[index] = { ...found, read_at: '2026-11-20T09:00:00.000Z' };
      return { status: 204, body: undefined };
    }
    if (key === 'GET /api/reports/weekly') return { status: 200, body: makeReport() };
    if (key === 'GET /api/goals') return { status: 200, body: { today: '2026-11-20', goals: [] } };
    if (key === 'GET /api/habits')
      return { status: 200, body: { today: '2026-11-20', habits: [] } };
    if (key === 'GET /api/medications') return { status: 200, body: { medications: [] } };
    if (key === 'GET /api/preferences')
      return {
        status: 200,
        body: { onboarding_completed: true, health_journey_level: 'improve', updated_at: null },
      };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  };
  const api = fakeFetch((call) => answer(call));
  return { calls: api.calls, plans, callsTo: api.callsTo };
}
