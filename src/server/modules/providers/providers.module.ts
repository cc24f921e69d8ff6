/** Wellness providers and shared summaries: the directory, applications, review, share links. */
import type { FeatureModule } from '#server/modules/feature-module';
import { providersServicesOf } from './providers-services';
import { providerAdminRoutes, providerRoutes, shareRoutes } from './providers.routes';

export const registerProvidersModule: FeatureModule = async (app, context) => {
  const deps = providersServicesOf(context);
  await app.register(providerRoutes(deps));
  await app.register(shareRoutes(deps));
  await app.register(providerAdminRoutes(deps));
};
