/** Liveness: `GET /api/health` answers once the database answers a ping. */
import type { FeatureModule } from '#server/modules/feature-module';
import { healthRoutes } from './health.routes';

export const registerHealthModule: FeatureModule = async (app, { database }) => {
  await app.register(healthRoutes(database.ping));
};
