/** The declarations (ADR 119: head tags, first data, views) of the weekly AI insight page (signed in, never indexed). */
import { NOT_INDEXED } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';

export const AI_INSIGHTS_DECLARATIONS = declarePages({
  aiInsights: {
    meta: {
      title: 'Your Weekly Insight | Wellnest',
      description: 'A weekly summary of your medicines, profile and activity, from your own data.',
      robots: NOT_INDEXED,
    },
    data: { firstRequests: () => ['/api/ai-insights/weekly'] },
    views: ['insights'],
  },
});
