/** Wellness providers and shared summaries: the directory, applications, review, share links. */
import type { FeatureModule } from '#server/modules/feature-module';
import { configuredNppesRegistry } from './nppes';
import { createProvidersRepository } from './providers.repository';
import { providerAdminRoutes, providerRoutes, shareRoutes } from './providers.routes';
import { createProvidersService } from './providers.service';
import { createShareSources } from './share-sources';
import { createSharesService } from './shares.service';

export const registerProvidersModule: FeatureModule = async (app, context) => {
  const { db } = context.database;
  const { config } = context;
  const repository = createProvidersRepository(db);
  const deps = {
    providers: createProvidersService({
      repository,
      registry: configuredNppesRegistry(config.NPPES_API_URL, context.log),
      log: context.log,
      now: context.now,
    }),
    shares: createSharesService({
      repository,
      ...createShareSources({
        db,
        knowledge: context.knowledge,
        appUrl: config.appUrl,
        now: context.now,
      }),
      now: context.now,
    }),
  };
  await app.register(providerRoutes(deps));
  await app.register(shareRoutes(deps));
  await app.register(providerAdminRoutes(deps));
};
