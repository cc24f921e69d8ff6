/**
 * The page table the app hands to shared code (usePageMeta, the chat's in-app links).
 *
 * usePageMeta runs on every page load and needs one path's meta. The table of every page's meta
 * (page-meta.ts) is large (every area's entries and what their structured data imports: the FAQ,
 * the plans), so only the meta of the area the path belongs to is loaded, after render; a
 * prerendered page already carries its tags. Whether a path is a page (the chat links only those)
 * is answered from the route lists the router already has, with nothing to load.
 */
import type { PageMeta } from '#client/config/page-meta-types';
import { metaKeysOf, normalizePath } from '#client/config/page-path';
import type { PageTable } from '#client/lib/page-table';
import type { AppRoute } from './app-route';
import { ACCOUNT_ROUTES } from './routes/account/account-routes';
import { ADMIN_ROUTES } from './routes/admin/admin-routes';
import { AI_INSIGHTS_ROUTES } from './routes/ai-insights/ai-insights-routes';
import { AROMATHERAPY_ROUTES } from './routes/aromatherapy/aromatherapy-routes';
import { AUTH_ROUTES } from './routes/auth/auth-routes';
import { BILLING_ROUTES } from './routes/billing/billing-routes';
import { COMMUNITY_ROUTES } from './routes/community/community-routes';
import { DASHBOARD_ROUTES } from './routes/dashboard/dashboard-routes';
import { INGREDIENTS_ROUTES } from './routes/ingredients/ingredients-routes';
import { INTERACTIONS_ROUTES } from './routes/interactions/interactions-routes';
import { LAB_ROUTES } from './routes/labs/labs-routes';
import { LEGAL_ROUTES } from './routes/legal/legal-routes';
import { MARKETING_ROUTES } from './routes/marketing/marketing-routes';
import { NUTRITION_ROUTES } from './routes/nutrition/nutrition-routes';
import { PROGRESS_ROUTES } from './routes/progress/progress-routes';
import { PROVIDERS_ROUTES } from './routes/providers/providers-routes';
import { SAFETY_ROUTES } from './routes/safety/safety-routes';
import { SEARCH_ROUTES } from './routes/search/search-routes';
import { TRACKING_ROUTES } from './routes/tracking/tracking-routes';

type AreaMeta = Readonly<Record<string, PageMeta>>;
type AreaMetaLoader = () => Promise<AreaMeta>;

/**
 * Each area's routes with a loader of its page meta. Every loader is a dynamic import of its own,
 * so each area's meta is a chunk of its own and a page loads only its area's (/dashboard: the
 * dashboard's two entries, not the whole table). The route lists are what the router already
 * has; an area's `<area>-page-meta.ts` lists exactly its routes' paths, which
 * page-table-source.test.ts checks for every route: a new area adds a line here too.
 */
const AREAS: ReadonlyArray<readonly [AppRoute[], AreaMetaLoader]> = [
  [
    MARKETING_ROUTES,
    () => import('./routes/marketing/marketing-page-meta').then((m) => m.MARKETING_PAGE_META),
  ],
  [
    BILLING_ROUTES,
    () => import('./routes/billing/billing-page-meta').then((m) => m.BILLING_PAGE_META),
  ],
  [LEGAL_ROUTES, () => import('./routes/legal/legal-page-meta').then((m) => m.LEGAL_PAGE_META)],
  [AUTH_ROUTES, () => import('./routes/auth/auth-page-meta').then((m) => m.AUTH_PAGE_META)],
  [
    DASHBOARD_ROUTES,
    () => import('./routes/dashboard/dashboard-page-meta').then((m) => m.DASHBOARD_PAGE_META),
  ],
  [
    ACCOUNT_ROUTES,
    () => import('./routes/account/account-page-meta').then((m) => m.ACCOUNT_PAGE_META),
  ],
  [
    INTERACTIONS_ROUTES,
    () =>
      import('./routes/interactions/interactions-page-meta').then((m) => m.INTERACTIONS_PAGE_META),
  ],
  [
    INGREDIENTS_ROUTES,
    () => import('./routes/ingredients/ingredients-page-meta').then((m) => m.INGREDIENTS_PAGE_META),
  ],
  [
    AI_INSIGHTS_ROUTES,
    () => import('./routes/ai-insights/ai-insights-page-meta').then((m) => m.AI_INSIGHTS_PAGE_META),
  ],
  [SAFETY_ROUTES, () => import('./routes/safety/safety-page-meta').then((m) => m.SAFETY_PAGE_META)],
  [LAB_ROUTES, () => import('./routes/labs/labs-page-meta').then((m) => m.LAB_PAGE_META)],
  [
    TRACKING_ROUTES,
    () => import('./routes/tracking/tracking-page-meta').then((m) => m.TRACKING_PAGE_META),
  ],
  [
    PROGRESS_ROUTES,
    () => import('./routes/progress/progress-page-meta').then((m) => m.PROGRESS_PAGE_META),
  ],
  [
    NUTRITION_ROUTES,
    () => import('./routes/nutrition/nutrition-page-meta').then((m) => m.NUTRITION_PAGE_META),
  ],
  [
    AROMATHERAPY_ROUTES,
    () =>
      import('./routes/aromatherapy/aromatherapy-page-meta').then((m) => m.AROMATHERAPY_PAGE_META),
  ],
  [SEARCH_ROUTES, () => import('./routes/search/search-page-meta').then((m) => m.SEARCH_PAGE_META)],
  [
    PROVIDERS_ROUTES,
    () => import('./routes/providers/providers-page-meta').then((m) => m.PROVIDERS_PAGE_META),
  ],
  [
    COMMUNITY_ROUTES,
    () => import('./routes/community/community-page-meta').then((m) => m.COMMUNITY_PAGE_META),
  ],
  [ADMIN_ROUTES, () => import('./routes/admin/admin-page-meta').then((m) => m.ADMIN_PAGE_META)],
];

/** Each route path's area loader; a later area wins a path, as in PAGE_META's spread. */
const AREA_OF_PATH = new Map(
  AREAS.flatMap(([routes, load]) => routes.map((route) => [route.path, load] as const)),
);

/**
 * The key a path's meta is found under and the loader of the area that lists it, following the
 * whole table's lookup (metaKeysOf); undefined when no area does: the default meta.
 */
export function areaMetaOf(path: string): { key: string; load: AreaMetaLoader } | undefined {
  for (const key of metaKeysOf(path)) {
    const load = AREA_OF_PATH.get(key);
    if (load) return { key, load };
  }
  return undefined;
}

/** A path's meta, the same as page-meta.ts's metaFor gives, from its area's chunk alone. */
export async function loadPageMeta(path: string): Promise<PageMeta> {
  const area = areaMetaOf(path);
  const meta = area && (await area.load())[area.key];
  // The default is in the chunk the head builder (apply-page-meta) loads anyway.
  return meta ?? (await import('#client/config/default-page-meta')).DEFAULT_META;
}

export const PAGE_TABLE: PageTable = {
  metaFor: loadPageMeta,
  // Each page's meta is listed under its route's path (page-table-source.test.ts checks it).
  isAppPath: (path) => AREA_OF_PATH.has(normalizePath(path)),
};
