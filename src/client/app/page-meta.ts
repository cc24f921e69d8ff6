/**
 * Title, description, robots, social and structured data for every route, composed from each
 * area's own page meta (routes/<area>/<area>-page-meta.ts). Read by the prerenderer (static <head>
 * for public pages) and by the site search's 'Pages' group. The app itself does not load it:
 * usePageMeta loads only the meta of the current path's area (page-table-source.ts, ADR 070).
 */
import { DEFAULT_META } from '#client/config/default-page-meta';
import type { PageMeta } from '#client/config/page-meta-types';
import { metaKeysOf } from '#client/config/page-path';
import { ACCOUNT_PAGE_META } from './routes/account/account-page-meta';
import { ADMIN_PAGE_META } from './routes/admin/admin-page-meta';
import { AROMATHERAPY_PAGE_META } from './routes/aromatherapy/aromatherapy-page-meta';
import { AUTH_PAGE_META } from './routes/auth/auth-page-meta';
import { BILLING_PAGE_META } from './routes/billing/billing-page-meta';
import { COMMUNITY_PAGE_META } from './routes/community/community-page-meta';
import { DASHBOARD_PAGE_META } from './routes/dashboard/dashboard-page-meta';
import { AI_INSIGHTS_PAGE_META } from './routes/ai-insights/ai-insights-page-meta';
import { INTERACTIONS_PAGE_META } from './routes/interactions/interactions-page-meta';
import { INGREDIENTS_PAGE_META } from './routes/ingredients/ingredients-page-meta';
import { LAB_PAGE_META } from './routes/labs/labs-page-meta';
import { LEGAL_PAGE_META } from './routes/legal/legal-page-meta';
import { MARKETING_PAGE_META } from './routes/marketing/marketing-page-meta';
import { NUTRITION_PAGE_META } from './routes/nutrition/nutrition-page-meta';
import { PROGRESS_PAGE_META } from './routes/progress/progress-page-meta';
import { PROVIDERS_PAGE_META } from './routes/providers/providers-page-meta';
import { SAFETY_PAGE_META } from './routes/safety/safety-page-meta';
import { SEARCH_PAGE_META } from './routes/search/search-page-meta';
import { TRACKING_PAGE_META } from './routes/tracking/tracking-page-meta';

export const PAGE_META: Record<string, PageMeta> = {
  ...MARKETING_PAGE_META,
  ...BILLING_PAGE_META,
  ...LEGAL_PAGE_META,
  ...AUTH_PAGE_META,
  ...DASHBOARD_PAGE_META,
  ...ACCOUNT_PAGE_META,
  ...INTERACTIONS_PAGE_META,
  ...INGREDIENTS_PAGE_META,
  ...AI_INSIGHTS_PAGE_META,
  ...SAFETY_PAGE_META,
  ...LAB_PAGE_META,
  ...TRACKING_PAGE_META,
  ...PROGRESS_PAGE_META,
  ...NUTRITION_PAGE_META,
  ...AROMATHERAPY_PAGE_META,
  ...SEARCH_PAGE_META,
  ...PROVIDERS_PAGE_META,
  ...COMMUNITY_PAGE_META,
  ...ADMIN_PAGE_META,
};

export function metaFor(path: string): PageMeta {
  for (const key of metaKeysOf(path)) {
    const meta = PAGE_META[key];
    if (meta) return meta;
  }
  return DEFAULT_META;
}
