/** Head tags for the weekly AI insight page (signed in, never indexed). */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';

export const AI_INSIGHTS_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/ai-insights': {
    title: 'Your Weekly Insight | Wellnest',
    description: 'A weekly summary of your medicines, profile and activity, from your own data.',
    robots: NOT_INDEXED,
  },
};
