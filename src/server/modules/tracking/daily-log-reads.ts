/**
 * GET /api/daily-log/:date as the route answers it: the day's page, kept per user and day as the
 * JSON it sends. The route calls this, and so does the dashboard summary through the face.
 */
import { dailyLogSchema } from '#shared/contracts/tracking.contract';
import { cachedJson } from '#server/lib/cached-json';
import type { UserCache } from '#server/lib/user-cache';
import type { Actor } from '#server/plugins/actor';
import type { DailyLogService } from './daily-log.service';

export interface DailyLogReads {
  service: Pick<DailyLogService, 'get'>;
  /** A day's page as JSON, per user and day, dropped when any table it shows changes. */
  cache: UserCache<string>;
}

/** One day's page (mood, symptoms, habits, sleep, water, the cabinet's doses), as JSON. */
export async function readDailyLogJson(
  { service, cache }: DailyLogReads,
  actor: Actor,
  date: string,
): Promise<string> {
  const { json } = await cachedJson(cache, {
    key: `${actor.id}:${date}`,
    userId: actor.id,
    schema: dailyLogSchema,
    load: () => service.get(actor, date),
  });
  return json;
}
