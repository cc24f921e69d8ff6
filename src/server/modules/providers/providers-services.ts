/**
 * The directory's and the share links' services, built once per app: their routes and a page's
 * first answers read the directory, a listing, one's own listings, one's shares and a shared
 * summary through the same ones (`providers.directory`, `providers.get`, `providers.mine`,
 * `shares.list`, `shares.open`).
 */
import { oncePerApp } from '#server/lib/once-per-app';
import type { AppContext } from '#server/app-context';
import { configuredNppesRegistry } from './nppes';
import { createProvidersRepository } from './providers.repository';
import { createProvidersService } from './providers.service';
import { createShareSources } from './share-sources';
import { createSharesService } from './shares.service';

function buildProvidersServices(context: AppContext) {
  const { db } = context.database;
  const { config } = context;
  const repository = createProvidersRepository(db);
  return {
    providers: createProvidersService({
      repository,
      registry: configuredNppesRegistry(config.NPPES_API_URL, context.log),
      log: context.log,
      now: context.now,
    }),
    shares: createSharesService({
      repository,
      ...createShareSources({ knowledge: context.knowledge, readers: context.readers }),
      now: context.now,
    }),
  };
}

/** The providers module's services of this app, built on first use. */
export const providersServicesOf = oncePerApp(buildProvidersServices);
