/** Trends: GET /api/trends, every tracked series per day, cached per user until a tracker is written. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createTrackingReader } from '#server/modules/tracking/index';
import { trendsRoutes } from './trends.routes';
import { createTrendsService } from './trends.service';

/** Every table a trends answer is read from (the trackers' rows over the window). */
export const TRENDS_TABLES = [
  'mood_entries',
  'daily_logs',
  'symptom_logs',
  'habits',
  'habit_check_ins',
] as const;

export const registerTrendsModule: FeatureModule = async (app, deps) => {
  const service = createTrendsService({
    tracked: createTrackingReader(deps.database.db),
    now: deps.now ?? (() => new Date()),
  });
  // Each write to these trackers is announced on the change feed (ADR 025).
  const cache = deps.userCaches.create<string>({
    dependsOn: TRENDS_TABLES,
    ttlMs: 60_000,
    maxEntries: 2_000,
  });
  await app.register(trendsRoutes({ service, cache }));
};
