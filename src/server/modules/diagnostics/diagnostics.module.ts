/** Diagnostics: client error reports, and the admin's diagnostics, overview and auth health. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createDiagnosticsRepository } from './diagnostics.repository';
import { adminDiagnosticsRoutes, errorReportRoutes } from './diagnostics.routes';
import { createCommunityReader } from '#server/modules/community/index';
import { createDiagnosticsService } from './diagnostics.service';

export const registerDiagnosticsModule: FeatureModule = async (app, context) => {
  const { database, config, knowledge } = context;
  const service = createDiagnosticsService({
    repository: createDiagnosticsRepository(database.db),
    now: context.now ?? (() => new Date()),
    databaseKind: database.kind,
    ping: database.ping,
    mailTransport: config.SMTP_URL ? 'smtp' : 'outbox',
    authOk: async () => (await context.auth.api.ok()).ok === true,
    moderationQueueSize: () => createCommunityReader(database.db).moderationQueueSize(),
    knowledgeCounts: () => ({
      foods: knowledge.foods.all().length,
      recipes: knowledge.recipes.all().length,
    }),
  });
  await app.register(errorReportRoutes({ service }));
  await app.register(adminDiagnosticsRoutes({ service }));
};
