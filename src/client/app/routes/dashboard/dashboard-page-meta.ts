/** Head tags for the dashboard and wellness pages (signed in, never indexed). */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';

export const DASHBOARD_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/dashboard': {
    title: 'Your Dashboard | Wellnest',
    description: 'Your Wellnest dashboard: actions, trends and your wellness profile.',
    robots: NOT_INDEXED,
  },
  '/wellness': {
    title: 'Your Wellness Dashboard | Wellnest',
    description: 'Your wellness tools and how far along your profile setup is.',
    robots: NOT_INDEXED,
  },
};
