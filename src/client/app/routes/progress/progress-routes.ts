/**
 * Progress pages: trends, analytics, reports, Smart Wellness Dashboard; collected into APP_ROUTES by
 * route-table.tsx. 'Progress' names this navigation area (one layout, one row of page links), not a
 * feature: its pages compose the trends, insights, reports, reminders and notifications features
 * (and tracking's goals), each named by its API prefix (ADR 064).
 */
import { protectedPage, type AppRoute } from '../../app-route';
import type { PROGRESS_DECLARATIONS } from './progress-declarations';
import { lazyPage } from '../../lazy-page';

const trends = lazyPage('Trends', () => import('./trends-page'));
const patterns = lazyPage('Pattern Insights', () => import('./patterns-page'));
const reports = lazyPage('Weekly Report', () => import('./reports-page'));
const goalsProgress = lazyPage('Goals and Streaks', () => import('./goals-progress-page'));
const overview = lazyPage('Overview', () => import('./overview-page'));
const dietProgress = lazyPage('Diet Progress', () => import('./diet-progress-page'));
const reminders = lazyPage('Reminders', () => import('./reminders-page'));
const notifications = lazyPage('Notifications', () => import('./notifications-page'));

type Page = keyof typeof PROGRESS_DECLARATIONS;

export const PROGRESS_ROUTES: AppRoute<Page>[] = [
  protectedPage('/trends', 'Trends', trends, 'trends'),
  protectedPage('/analytics', 'Trends', trends, 'trends'),
  protectedPage('/dashboard/patterns', 'Pattern Insights', patterns, 'patterns'),
  protectedPage('/dashboard/insights', 'Pattern Insights', patterns, 'patterns'),
  protectedPage('/reports', 'Weekly Report', reports, 'weeklyReport'),
  protectedPage('/dashboard/reports', 'Weekly Report', reports, 'weeklyReport'),
  // /dashboard/reports and /dashboard/analytics are the same page.
  protectedPage('/dashboard/analytics', 'Weekly Report', reports, 'weeklyReport'),
  protectedPage('/dashboard/progress', 'Goals and Streaks', goalsProgress, 'goalsProgress'),
  protectedPage('/dashboard/progress-tracker', 'Goals and Streaks', goalsProgress, 'goalsProgress'),
  protectedPage('/progress-tracker', 'Goals and Streaks', goalsProgress, 'goalsProgress'),
  protectedPage('/dashboard/overview', 'Overview', overview, 'overview'),
  protectedPage('/dashboard/diet-progress', 'Diet Progress', dietProgress, 'dietProgress'),
  protectedPage('/dashboard/reminders', 'Reminders', reminders, 'reminders'),
  // Every plan: safety alerts and sent reminders (the bell opens it).
  protectedPage('/notifications', 'Notifications', notifications, 'notifications'),
];
