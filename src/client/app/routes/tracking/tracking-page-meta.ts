/** Head tags for the tracker pages (signed in, kept out of search); each page serves its aliases with one canonical path. */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';

const meta = (title: string, description: string, canonicalPath: string): PageMeta => ({
  title: `${title} | Wellnest`,
  description,
  robots: NOT_INDEXED,
  canonicalPath,
});

export const TRACKING_META = {
  symptoms: meta(
    'Symptom Tracker',
    'Log symptoms with their severity, time, possible triggers and a note, and see them on a calendar.',
    '/symptoms',
  ),
  mood: meta(
    'Mood and Energy Check-in',
    'A daily mood and energy check-in that takes seconds, and your year in pixels.',
    '/mood',
  ),
  habits: meta(
    'Habit Tracker',
    'Your own habits, daily or a few times a week, with check-offs and streaks.',
    '/habits',
  ),
  dailyLog: meta(
    'Daily Log',
    'One page for your day: mood, symptoms, habits, sleep, water and the medicines you took or skipped.',
    '/log',
  ),
  goals: meta(
    'Wellness Goals',
    'Goals from your health profile and your own, with measurable targets and progress.',
    '/wellness-goals',
  ),
  achievements: meta(
    'Achievements',
    'Badges earned from what you log, and how close you are to the next ones.',
    '/dashboard/achievements',
  ),
} satisfies Record<string, PageMeta>;

/** Every tracker path with its head tags, for PAGE_META (src/client/app/page-meta.ts). */
export const TRACKING_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/symptoms': TRACKING_META.symptoms,
  '/symptoms/tracker': TRACKING_META.symptoms,
  '/mood': TRACKING_META.mood,
  '/mood-tracking': TRACKING_META.mood,
  '/dashboard/mood-tracker': TRACKING_META.mood,
  '/habits': TRACKING_META.habits,
  '/dashboard/habits': TRACKING_META.habits,
  '/dashboard/habit-tracking': TRACKING_META.habits,
  '/log': TRACKING_META.dailyLog,
  '/dashboard/daily-tracking': TRACKING_META.dailyLog,
  '/wellness-goals': TRACKING_META.goals,
  '/health-goals': TRACKING_META.goals,
  '/dashboard/goals': TRACKING_META.goals,
  '/dashboard/achievements': TRACKING_META.achievements,
};
