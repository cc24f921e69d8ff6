/**
 * Wellness providers and shared summaries: the directory, applications, review, share links. It
 * serves /api/providers, the member's share links under /api/shares, the public view of a link
 * under /api/shared (no session: the token is the key) and the admin's review under
 * /api/admin/providers; one module because a share is made for a provider and reviewed with them.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { providersServicesOf } from './providers-services';
import { providerAdminRoutes, providerRoutes, shareRoutes } from './providers.routes';

export const registerProvidersModule: FeatureModule = async (app, context) => {
  const deps = providersServicesOf(context);
  await app.register(providerRoutes(deps));
  await app.register(shareRoutes(deps));
  await app.register(providerAdminRoutes(deps));
};
