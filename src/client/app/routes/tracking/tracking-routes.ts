/** Tracker pages: symptoms, mood, habits, daily log, goals, achievements, dose history; collected into APP_ROUTES by route-table.tsx. */
import { protectedPage, type AppRoute } from '../../app-route';
import type { TRACKING_DECLARATIONS } from './tracking-declarations';
import { lazyPage } from '../../lazy-page';

const symptoms = lazyPage('Symptom Tracker', () => import('./symptoms'));
const mood = lazyPage('Mood Tracker', () => import('./mood'));
const habits = lazyPage('Habit Tracker', () => import('./habits'));
const dailyLog = lazyPage('Daily Log', () => import('./daily-log'));
const goals = lazyPage('Wellness Goals', () => import('./goals'));
const achievements = lazyPage('Achievements', () => import('./achievements'));
const doseHistory = lazyPage('Dose History', () => import('./dose-history'));

type Page = keyof typeof TRACKING_DECLARATIONS;

export const TRACKING_ROUTES: AppRoute<Page>[] = [
  protectedPage('/symptoms', 'Symptom Tracker', symptoms, 'symptoms'),
  protectedPage('/symptoms/tracker', 'Symptom Tracker', symptoms, 'symptoms'),
  protectedPage('/mood', 'Mood Tracker', mood, 'mood'),
  protectedPage('/mood-tracking', 'Mood Tracker', mood, 'mood'),
  protectedPage('/dashboard/mood-tracker', 'Mood Tracker', mood, 'mood'),
  protectedPage('/habits', 'Habit Tracker', habits, 'habits'),
  protectedPage('/dashboard/habits', 'Habit Tracker', habits, 'habits'),
  protectedPage('/dashboard/habit-tracking', 'Habit Tracker', habits, 'habits'),
  protectedPage('/log', 'Daily Log', dailyLog, 'dailyLog'),
  protectedPage('/dashboard/daily-tracking', 'Daily Log', dailyLog, 'dailyLog'),
  protectedPage('/wellness-goals', 'Wellness Goals', goals, 'goals'),
  protectedPage('/health-goals', 'Wellness Goals', goals, 'goals'),
  protectedPage('/dashboard/goals', 'Wellness Goals', goals, 'goals'),
  protectedPage('/dashboard/achievements', 'Achievements', achievements, 'achievements'),
  // A tool added after the menu was laid out names its own place in it (ADR 131 addendum).
  protectedPage('/dose-history', 'Dose History', doseHistory, 'doseHistory', {
    group: 'insights',
    label: 'Dose history',
    after: '/trends',
  }),
];
