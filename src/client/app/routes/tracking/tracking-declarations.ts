/** The declarations (ADR 119: head tags, first data, views) of the tracker pages (signed in, kept out of search); each page serves its aliases with one canonical path. */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';
import { goals, habitsWithArchived, id, idsIn, monthOf, query } from '../../page-requests';
import { addDays } from '#shared/domain/dates';

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
  doseHistory: meta(
    'Dose History',
    'The doses you marked taken or skipped over the last 7, 30 or 90 days, medicine by medicine.',
    '/dose-history',
  ),
  achievements: meta(
    'Achievements',
    'Badges earned from what you log, and how close you are to the next ones.',
    '/dashboard/achievements',
  ),
} satisfies Record<string, PageMeta>;

/** Each tracker page: its head tags, its first data and the views it shows (ADR 119). */
export const TRACKING_DECLARATIONS = declarePages({
  symptoms: {
    meta: TRACKING_META.symptoms,
    data: {
      firstRequests: ({ date }) => [
        '/api/symptoms/options',
        `/api/symptoms${query(monthOf(date))}`,
      ],
    },
    views: ['tracking'],
  },
  mood: {
    meta: TRACKING_META.mood,
    data: {
      firstRequests: ({ date }) => [
        `/api/mood${query({ from: date, to: date })}`,
        `/api/mood${query({ from: `${date.slice(0, 4)}-01-01`, to: `${date.slice(0, 4)}-12-31` })}`,
      ],
    },
    views: ['tracking'],
  },
  habits: {
    meta: TRACKING_META.habits,
    data: {
      firstRequests: ({ date }) => [habitsWithArchived(date)],
      // Each habit's week strip: its check-ins over the 7 days ending today.
      thenRequests: ({ date }, answers) =>
        idsIn(answers, habitsWithArchived(date), 'habits').map(
          (habit) =>
            `/api/habits/${id(habit)}/check-ins${query({ from: addDays(date, -6), to: date })}`,
        ),
    },
    views: ['tracking'],
  },
  dailyLog: {
    meta: TRACKING_META.dailyLog,
    data: {
      firstRequests: ({ date }) => [`/api/daily-log/${id(date)}`],
      // The symptom form's names, asked once the day has rendered.
      thenRequests: () => ['/api/symptoms/options'],
    },
    views: ['tracking'],
  },
  goals: {
    meta: TRACKING_META.goals,
    data: { firstRequests: ({ date }) => ['/api/profile', goals(date)] },
    views: ['profile', 'tracking'],
  },
  achievements: {
    meta: TRACKING_META.achievements,
    data: { firstRequests: () => ['/api/achievements'] },
    views: ['tracking'],
  },
  doseHistory: {
    meta: TRACKING_META.doseHistory,
    // The last 30 days, ending on the member's today (its query is left out: 30 is the default).
    data: { firstRequests: ({ date }) => [`/api/dose-history/${id(date)}`] },
    // Doses (tracking) and the cabinet's medicines (a medicine write refreshes tracking too).
    views: ['tracking'],
  },
});
