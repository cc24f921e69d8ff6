/**
 * The GET routes a signed-in page's first data asks (ADR 119) whose handler does more than return
 * the value its 200 is written from (it sets headers on its reply), so they cannot be declared as
 * reads where they are registered (`readRoute`, `memberRoutes(app).read`, ADR 130). Every other
 * route a page asks first declares its read itself and has no entry here. Each entry is answered
 * through the face of the module that owns it rather than by asking the route (ADR 124): keyed by
 * its route's path as the route declares it, it parses the path's params and query with the
 * route's own schemas (a value the route would answer 400 is not answered), calls the same
 * function the route's handler calls, and writes the value through the route's response schema
 * (or sends the JSON the route keeps), so its answer is the route's body byte for byte. Who may
 * ask is not written here: the route's own declaration (`app.routeAccess`) is applied by the
 * caller (first-answers.ts). A test holds every entry to its route's answer, and every request a
 * declared page asks first to a read.
 */
import type { z } from 'zod';
import { dashboardSummaryQuerySchema } from '#shared/contracts/dashboard.contract';
import { sharedSummarySchema, sharedTokenParamsSchema } from '#shared/contracts/providers.contract';
import { safetySummarySchema } from '#shared/contracts/safety-summary.contract';
import type { AppContext } from '#server/app-context';
import { toResponseJson } from '#server/lib/cached-json';
import type { ReadVisit } from '#server/plugins/first-read-registry';
import { dashboardServicesOf } from '#server/modules/dashboard/index';
import { safetySummaryOf } from '#server/modules/interactions/index';
import { providersServicesOf } from '#server/modules/providers/index';

/** The modules' services the reads call, each built once per app (the routes' own). */
export function firstReadSources(context: AppContext) {
  return {
    dashboard: dashboardServicesOf(context),
    safetySummary: safetySummaryOf(context),
    providers: providersServicesOf(context),
  };
}
export type FirstReadSources = ReturnType<typeof firstReadSources>;

/** A route's body for the visit, as JSON text; a throw is an answer other than 200. */
export type FirstRead = (sources: FirstReadSources, visit: ReadVisit) => Promise<string>;

/** A value written as its route's serializer writes it. */
const write =
  <T>(schema: z.ZodType, read: (sources: FirstReadSources, visit: ReadVisit) => Promise<T>) =>
  async (sources: FirstReadSources, visit: ReadVisit) =>
    toResponseJson(schema, await read(sources, visit));

/** The path's params or query as the route's schema reads them (a ZodError is the route's 400). */
const paramsOf = <S extends z.ZodType>(schema: S, visit: ReadVisit): z.output<S> =>
  schema.parse(visit.params);
const queryOf = <S extends z.ZodType>(schema: S, visit: ReadVisit): z.output<S> =>
  schema.parse(visit.query);

/** Every route a page's first data may ask that declares no read of its own, by its path. */
export const FIRST_READS: Readonly<Record<string, FirstRead>> = {
  // The route also sends `cache-control: private, no-store`.
  '/api/dashboard/summary': (s, visit) =>
    s.dashboard.summaryJson({
      actor: visit.actor,
      date: queryOf(dashboardSummaryQuerySchema, visit).date,
      audit: visit.audit,
      log: visit.log,
    }),
  // The route also sends `cache-control: private, no-store`.
  '/api/safety/summary': write(safetySummarySchema, (s, { actor }) =>
    s.safetySummary.forUser(actor.id),
  ),
  // The route also sends `X-Robots-Tag: noindex` and `Cache-Control: no-store`, on a 404 too.
  '/api/shared/:token': write(sharedSummarySchema, (s, visit) =>
    s.providers.shares.open(paramsOf(sharedTokenParamsSchema, visit).token),
  ),
};
