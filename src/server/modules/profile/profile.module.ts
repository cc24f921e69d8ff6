/** The unified health profile, preferences, legacy data recovery and the system check. */
import type { FeatureModule } from '#server/modules/feature-module';
import { profileServicesOf } from './profile-services';
import { profileRoutes } from './profile.routes';

export const registerProfileModule: FeatureModule = async (app, context) => {
  await app.register(profileRoutes(profileServicesOf(context)));
};
