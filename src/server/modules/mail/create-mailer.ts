/**
 * The app's mailer on the job queue (ADR 047): SMTP when SMTP_URL is set, otherwise the outbox
 * table (the development outbox shows it). A mailer given to buildApp (tests) replaces all of it:
 * its `send` is called directly, and it also delivers the email jobs others queue (reminders).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config/env';
import type { Database } from '#server/db/client';
import type { JobQueue } from '#server/modules/jobs/index';
import { createOutboxTransport, createSmtpTransport, type Mailer } from './mailer';
import { createOutboxRepository } from './outbox.repository';
import { createQueuedMailer, registerEmailJobs } from './email-jobs';

export async function createMailerFor(
  config: AppConfig,
  database: Database,
  jobs: JobQueue,
  log: Pick<FastifyBaseLogger, 'warn'>,
  replacement?: Mailer,
): Promise<Mailer> {
  if (replacement) {
    registerEmailJobs(jobs, (message) => replacement.send(message));
    return replacement;
  }
  const transport = config.SMTP_URL
    ? await createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxTransport(createOutboxRepository(database.db));
  registerEmailJobs(jobs, transport.deliver);
  return createQueuedMailer(jobs, transport, log);
}
