/** Head tags for the progress pages: private (never indexed), one title per address. */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';

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

export const PROGRESS_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/trends': trends,
  '/analytics': trends,
  '/dashboard/patterns': patterns,
  '/dashboard/insights': patterns,
  '/reports': reports,
  '/dashboard/reports': reports,
  '/dashboard/analytics': reports,
  '/dashboard/progress': progress,
  '/dashboard/progress-tracker': progress,
  '/progress-tracker': progress,
  '/dashboard/overview': page(
    'Overview',
    'Your wellness score, actions, notifications and trends in one place.',
  ),
  '/dashboard/diet-progress': page(
    'Diet Progress',
    'Your water and diet goals, with charts of what you track.',
  ),
  '/dashboard/reminders': page(
    'Reminders',
    'Reminders for your habits and medicines, in the app and by email, at your local time.',
  ),
  '/notifications': page(
    'Notifications',
    'Safety alerts about your medicines and lab results, and the reminders you set.',
  ),
};

export function progressMetaFor(path: string): PageMeta {
  return PROGRESS_PAGE_META[path] ?? trends;
}
