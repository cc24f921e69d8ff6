/** SMTP when SMTP_URL is set, otherwise the outbox table (the development outbox shows it). */
import type { AppConfig } from '#server/config/env';
import type { Database } from '#server/db/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';
import { createOutboxRepository } from './outbox.repository';

export async function createMailerFor(config: AppConfig, database: Database): Promise<Mailer> {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(createOutboxRepository(database.db));
}
