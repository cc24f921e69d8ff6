/** The declarations (ADR 119: head tags, first data, views) of the dashboard and wellness pages (signed in, never indexed). */
import { NOT_INDEXED } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';
import { PROFILE_DATA } from '../../page-requests';
import { isPreviewSearch } from './preview-search';

export const DASHBOARD_DECLARATIONS = declarePages({
  dashboard: {
    meta: {
      title: 'Your Dashboard | Wellnest',
      description: 'Your Wellnest dashboard: actions, trends and your wellness profile.',
      robots: NOT_INDEXED,
    },
    data: {
      // Its summary carries the frame's answers too (filed under their own queries), except on the
      // sample preview ('?demo=true'), which reads no summary.
      carriesFrame: ({ search }) => !isPreviewSearch(search),
      firstRequests: ({ date, search }) =>
        isPreviewSearch(search) ? [] : [`/api/dashboard/summary?date=${encodeURIComponent(date)}`],
    },
    views: ['dashboard'],
  },
  wellness: {
    meta: {
      title: 'Your Wellness Dashboard | Wellnest',
      description: 'Your wellness tools and how far along your profile setup is.',
      robots: NOT_INDEXED,
    },
    data: PROFILE_DATA,
    views: ['profile'],
  },
});
