/**
 * What the trends module builds once per app: its service and the answer kept per user, window
 * and day. Its route reads through them (`readTrendsJson`), and so does a page's first answer, the
 * route's own read (ADR 130), so they share the one kept answer.
 */
import type { z } from 'zod';
import type { trendsQuerySchema } from '#shared/contracts/trends.contract';
import { trendsResponseSchema } from '#shared/contracts/trends.contract';
import { cachedJson } from '#server/lib/cached-json';
import { oncePerApp } from '#server/lib/once-per-app';
import type { UserCache } from '#server/lib/user-cache';
import type { Actor } from '#server/plugins/actor';
import type { AppContext } from '#server/app-context';
import { createTrendsService, type TrendsService } from './trends.service';

/** Every table a trends answer is read from (the trackers' rows over the window). */
const TRENDS_TABLES = [
  'mood_entries',
  'daily_logs',
  'symptom_logs',
  'habits',
  'habit_check_ins',
] as const;

export interface TrendsServices {
  service: TrendsService;
  /** The trends answer as JSON, per user, window and day, dropped when a tracker is written. */
  cache: UserCache<string>;
}

/** The trends module's services of this app, built on first use. */
export const trendsServicesOf = oncePerApp(
  (context: Pick<AppContext, 'readers' | 'now' | 'userCaches'>): TrendsServices => ({
    service: createTrendsService({
      tracked: context.readers.tracking,
      now: context.now ?? (() => new Date()),
    }),
    // Each write to these trackers is announced on the change feed (ADR 025).
    cache: context.userCaches.create<string>({
      dependsOn: TRENDS_TABLES,
      ttlMs: 60_000,
      maxEntries: 2_000,
    }),
  }),
);

/** GET /api/trends's body for the actor: the kept JSON, or built now. */
export async function readTrendsJson(
  { service, cache }: TrendsServices,
  actor: Actor,
  query: z.output<typeof trendsQuerySchema>,
): Promise<string> {
  const days = Number(query.days);
  // Keyed by the day the window ends: tomorrow's window is another answer.
  const today = service.todayOf(query.today);
  const { json } = await cachedJson(cache, {
    key: `${actor.id}:${days}:${today}`,
    userId: actor.id,
    schema: trendsResponseSchema,
    load: () => service.trends(actor, days, today),
  });
  return json;
}
