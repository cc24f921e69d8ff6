/** The declarations (ADR 119: head tags, first data, views) of the progress pages: private (never indexed), one title per address. */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';
import {
  bodyMetricsOfMonth,
  goals,
  habits,
  lastWeekFoodLogs,
  patternsOf,
  query,
  trends as trendsOf,
} from '../../page-requests';

const page = (title: string, description: string): PageMeta => ({
  title: `${title} | Wellnest`,
  description,
  robots: NOT_INDEXED,
});

const trends = page(
  'Your Trends',
  'Charts of your mood, energy, sleep, water, symptoms, habits and medicines over 7, 30 and 90 days.',
);
const patterns = page(
  'Pattern Insights',
  'What goes with your better and worse days, with the number of days behind each pattern.',
);
const reports = page(
  'Weekly Report',
  'Your week in numbers, with a PDF download and an email copy on Wellness Pro.',
);
const progress = page(
  'Goals and Streaks',
  'Your goals and habit streaks, with charts of everything you track.',
);

export const PROGRESS_DECLARATIONS = declarePages({
  trends: {
    meta: trends,
    data: {
      firstRequests: ({ date }) => [trendsOf(date), bodyMetricsOfMonth(date)],
      thenRequests: patternsOf,
    },
    views: ['progress'],
  },
  patterns: {
    meta: patterns,
    data: { firstRequests: ({ date }) => [trendsOf(date)], thenRequests: patternsOf },
    views: ['progress'],
  },
  weeklyReport: {
    meta: reports,
    data: {
      firstRequests: ({ date }) => [`/api/reports/weekly${query({ today: date })}`, trendsOf(date)],
    },
    views: ['progress'],
  },
  goalsProgress: {
    meta: progress,
    data: { firstRequests: ({ date }) => [goals(date), habits(date), trendsOf(date)] },
    views: ['progress', 'tracking'],
  },
  overview: {
    meta: page('Overview', 'Your wellness score, actions, notifications and trends in one place.'),
    data: {
      firstRequests: ({ date }) => [trendsOf(date)],
      thenRequests: ({ date }) => [`/api/action-plans${query({ today: date })}`],
    },
    views: ['progress'],
  },
  dietProgress: {
    meta: page('Diet Progress', 'Your water and diet goals, with charts of what you track.'),
    data: {
      firstRequests: ({ date }) => [
        goals(date),
        habits(date),
        trendsOf(date),
        ...lastWeekFoodLogs(date),
      ],
    },
    views: ['nutrition', 'progress', 'tracking'],
  },
  reminders: {
    meta: page(
      'Reminders',
      'Reminders for your habits and medicines, in the app and by email, at your local time.',
    ),
    // Asks nothing before the frame has answered (the plan decides what it shows).
    data: {
      firstRequests: () => [],
      thenRequests: ({ date }) => [
        habits(date),
        '/api/medications',
        '/api/reminders',
        '/api/profile',
      ],
    },
    views: ['medications', 'profile', 'progress', 'tracking'],
  },
  notifications: {
    meta: page(
      'Notifications',
      'Safety alerts about your medicines and lab results, and the reminders you set.',
    ),
    data: { firstRequests: () => ['/api/notifications'] },
    views: ['progress'],
  },
});
