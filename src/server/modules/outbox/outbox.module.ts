/**
 * The development outbox viewer (/api/dev/outbox and the /dev/outbox page; under /api/dev, not
 * /api/outbox, because it exists only for development). The mail module
 * writes the outbox table when SMTP_URL is not set; this module only shows it, and never in
 * production unless allowed.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { outboxRoutes } from './outbox.routes';

export const registerOutboxModule: FeatureModule = async (
  app,
  { config, mailer, systemReaders },
) => {
  if (config.isDevOutboxEnabled && mailer.kind === 'outbox')
    // A development tool listing every account's mail: it reads as the system (ADR 020).
    await app.register(outboxRoutes({ outbox: systemReaders.outbox }));
};
