/**
 * Mail: SMTP when SMTP_URL is set, otherwise the outbox table, which the development outbox page
 * and `GET /api/dev/outbox` show (never in production unless allowed).
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { createOutboxRepository } from './outbox.repository';
import { outboxRoutes } from './outbox.routes';

export const registerMailModule: FeatureModule = async (app, { config, database, mailer }) => {
  if (config.isDevOutboxEnabled && mailer.kind === 'outbox')
    // A development tool listing every account's mail: it reads as the system (ADR 020).
    await app.register(outboxRoutes(createOutboxRepository(database.systemDb)));
};
