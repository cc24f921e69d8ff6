/** Tracker pages: symptoms, mood, habits, daily log, goals, achievements; spread into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import { lazyPage } from '../../lazy-page';

const symptoms = lazyPage('Symptom Tracker', () => import('./symptoms'));
const mood = lazyPage('Mood Tracker', () => import('./mood'));
const habits = lazyPage('Habit Tracker', () => import('./habits'));
const dailyLog = lazyPage('Daily Log', () => import('./daily-log'));
const goals = lazyPage('Wellness Goals', () => import('./goals'));
const achievements = lazyPage('Achievements', () => import('./achievements'));

const protectedPage = (path: string, name: string, page: AppRoute['page']): AppRoute => ({
  path,
  name,
  access: 'protected',
  page,
});

export const TRACKING_ROUTES: AppRoute[] = [
  protectedPage('/symptoms', 'Symptom Tracker', symptoms),
  protectedPage('/symptoms/tracker', 'Symptom Tracker', symptoms),
  protectedPage('/mood', 'Mood Tracker', mood),
  protectedPage('/mood-tracking', 'Mood Tracker', mood),
  protectedPage('/dashboard/mood-tracker', 'Mood Tracker', mood),
  protectedPage('/habits', 'Habit Tracker', habits),
  protectedPage('/dashboard/habits', 'Habit Tracker', habits),
  protectedPage('/dashboard/habit-tracking', 'Habit Tracker', habits),
  protectedPage('/log', 'Daily Log', dailyLog),
  protectedPage('/dashboard/daily-tracking', 'Daily Log', dailyLog),
  protectedPage('/wellness-goals', 'Wellness Goals', goals),
  protectedPage('/health-goals', 'Wellness Goals', goals),
  protectedPage('/dashboard/goals', 'Wellness Goals', goals),
  protectedPage('/dashboard/achievements', 'Achievements', achievements),
];
