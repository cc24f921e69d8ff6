/**
 * The diagnostics service, built once per app: its routes read the admin's overview, diagnostics
 * and auth health through it (`overview(actor)`, `diagnostics(actor)`, `authHealth(actor)`; each
 * read also a page's first answer, ADR 130), so they share its per-address report allowance and
 * anything it remembers.
 */
import { oncePerApp } from '#server/lib/once-per-app';
import type { AppContext } from '#server/app-context';
import { createDiagnosticsRepository } from './diagnostics.repository';
import { createDiagnosticsService } from './diagnostics.service';

function buildDiagnosticsService(context: AppContext) {
  const { database, config, knowledge } = context;
  return createDiagnosticsService({
    repository: createDiagnosticsRepository(database.db),
    now: context.now ?? (() => new Date()),
    databaseKind: database.kind,
    ping: database.ping,
    mailTransport: config.SMTP_URL ? 'smtp' : 'outbox',
    authOk: async () => (await context.auth.api.ok()).ok === true,
    moderationQueueSize: () => context.readers.community.moderationQueueSize(),
    knowledgeCounts: () => ({
      foods: knowledge.foods.all().length,
      recipes: knowledge.recipes.all().length,
    }),
  });
}

/** The diagnostics service of this app, built on first use. */
export const diagnosticsServiceOf = oncePerApp(buildDiagnosticsService);
