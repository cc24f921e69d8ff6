/**
 * Mail: SMTP when SMTP_URL is set, otherwise the outbox table, which the development outbox page
 * and `GET /api/dev/outbox` show (never in production unless allowed).
 */
import type { AppConfig } from '#server/config/env';
import type { Database } from '#server/db/client';
import type { FeatureModule } from '#server/modules/feature-module';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';
import { createOutboxRepository } from './outbox.repository';
import { outboxRoutes } from './outbox.routes';

export async function createMailerFor(config: AppConfig, database: Database): Promise<Mailer> {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(createOutboxRepository(database.db));
}

export const registerMailModule: FeatureModule = async (app, { config, database, mailer }) => {
  if (config.isDevOutboxEnabled && mailer.kind === 'outbox')
    await app.register(outboxRoutes(createOutboxRepository(database.db)));
};
