/** The wellness score: GET /api/wellness-score from the user's tracked days and lifestyle. */
import type { FeatureModule } from '#server/modules/feature-module';
import { wellnessScoreRoutes } from './wellness-score.routes';
import { createWellnessScoreService } from './wellness-score.service';

export const registerWellnessScoreModule: FeatureModule = async (app, deps) => {
  const now = deps.now ?? (() => new Date());
  const service = createWellnessScoreService({
    tracked: deps.readers.tracking,
    profiles: deps.readers.profiles,
    now,
  });
  await app.register(wellnessScoreRoutes({ service }));
};
