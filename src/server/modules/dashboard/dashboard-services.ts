/**
 * What the dashboard module builds once per app: the summary's sources (the owning modules'
 * faces) and the summary kept per user and day. Its route and the page's first answers read the
 * summary through `summaryJson`, so they share the one kept answer.
 */
import type { AppContext } from '#server/app-context';
import { oncePerApp } from '#server/lib/once-per-app';
import { buildDashboardSummary, summarySources, type SummaryRequest } from './dashboard-summary';

/**
 * How long a summary is reused at most. Any write to the user's rows drops it at once (ADR 025);
 * the TTL bounds what moves with time alone (the profile's completeness counts recent tracking).
 */
const DASHBOARD_SUMMARY_TTL_MS = 60_000;

function buildDashboardServices(context: AppContext) {
  // Each part's owning module's services, the same its routes answer from (ADR 121).
  const sources = summarySources(context);
  // Kept serialised per user and day, dropped when any of the user's rows change.
  const cache = context.userCaches.create<string>({
    dependsOn: 'any',
    ttlMs: DASHBOARD_SUMMARY_TTL_MS,
    maxEntries: 2_000,
  });
  /** GET /api/dashboard/summary's body for the actor and day: the kept one, or built now. */
  async function summaryJson(request: SummaryRequest): Promise<string> {
    const { actor, date } = request;
    let uncached: string | null = null;
    const json = await cache.getOrLoad(`${actor.id}:${date}`, async () => {
      const built = await buildDashboardSummary(sources, request);
      if (built.cacheable) return { value: built.json, userId: actor.id };
      uncached = built.json;
      return null;
    });
    return (json ?? uncached)!;
  }
  return { summaryJson };
}
export type DashboardServices = ReturnType<typeof buildDashboardServices>;

/** The dashboard's services of this app, built on first use. */
export const dashboardServicesOf = oncePerApp(buildDashboardServices);
