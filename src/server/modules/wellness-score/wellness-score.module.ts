/** The wellness score: GET /api/wellness-score from the user's tracked days and lifestyle. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createProfileReader } from '#server/modules/profile/index';
import { createTrackingReader } from '#server/modules/tracking/index';
import { wellnessScoreRoutes } from './wellness-score.routes';
import { createWellnessScoreService } from './wellness-score.service';

export const registerWellnessScoreModule: FeatureModule = async (app, deps) => {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const service = createWellnessScoreService({
    tracked: createTrackingReader(db),
    profiles: createProfileReader(db, { now }),
    now,
  });
  await app.register(wellnessScoreRoutes({ service }));
};
