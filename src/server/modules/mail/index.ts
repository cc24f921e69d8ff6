// mail: every e-mail as an 'email' job, sent by SMTP or to the dev outbox (no routes; the outbox module shows the outbox).
export { createOutboxTransport, extractLinks, type EmailMessage, type Mailer } from './mailer';
export { enqueueEmail, registerEmailJobs, SEND_WAIT_MS } from './email-jobs';
export { createOutboxReader, type OutboxReader } from './outbox.reader';
export { createOutboxRepository } from './outbox.repository';
