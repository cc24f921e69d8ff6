/**
 * Title, description, robots, social and structured data for every route, composed
 * from each area's own page meta (src/client/app/routes/<area>/<area>-page-meta.ts). Read by the
 * prerenderer (static <head> for public pages) and by usePageMeta (client-side navigation).
 */
import { ACCOUNT_PAGE_META } from '../app/routes/account/account-page-meta';
import { ADMIN_PAGE_META } from '../app/routes/admin/admin-page-meta';
import { AROMATHERAPY_PAGE_META } from '../app/routes/aromatherapy/aromatherapy-page-meta';
import { AUTH_PAGE_META } from '../app/routes/auth/auth-page-meta';
import { BILLING_PAGE_META } from '../app/routes/billing/billing-page-meta';
import { COMMUNITY_PAGE_META } from '../app/routes/community/community-page-meta';
import { DASHBOARD_PAGE_META } from '../app/routes/dashboard/dashboard-page-meta';
import { AI_INSIGHTS_PAGE_META } from '../app/routes/ai-insights/ai-insights-page-meta';
import { INTERACTIONS_PAGE_META } from '../app/routes/interactions/interactions-page-meta';
import { INGREDIENTS_PAGE_META } from '../app/routes/ingredients/ingredients-page-meta';
import { LAB_PAGE_META } from '../app/routes/labs/labs-page-meta';
import { LEGAL_PAGE_META } from '../app/routes/legal/legal-page-meta';
import { MARKETING_PAGE_META } from '../app/routes/marketing/marketing-page-meta';
import { NUTRITION_PAGE_META } from '../app/routes/nutrition/nutrition-page-meta';
import { PROGRESS_PAGE_META } from '../app/routes/progress/progress-page-meta';
import { PROVIDERS_PAGE_META } from '../app/routes/providers/providers-page-meta';
import { SAFETY_PAGE_META } from '../app/routes/safety/safety-page-meta';
import { SEARCH_PAGE_META } from '../app/routes/search/search-page-meta';
import { TRACKING_PAGE_META } from '../app/routes/tracking/tracking-page-meta';
import { NOT_INDEXED, type PageMeta } from './page-meta-types';
import { SITE } from './site';

export { APP_URL_PLACEHOLDER, SITE } from './site';
export type { PageMeta, Robots } from './page-meta-types';

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

/** Pages not in the table (app screens, 404s) are kept out of search results. */
export const DEFAULT_META: PageMeta = {
  title: 'Wellnest',
  description: SITE.description,
  robots: NOT_INDEXED,
  ogType: 'website',
};

/** Drops the query, hash and trailing slashes: '/about/?x=1' → '/about'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function metaFor(path: string): PageMeta {
  const clean = normalizePath(path);
  return (
    PAGE_META[clean] ??
    (clean.startsWith('/dashboard/') ? PAGE_META['/dashboard'] : undefined) ??
    DEFAULT_META
  );
}
