/**
 * The email outbox on the job queue (ADR 047). Every email is an 'email' job first: `send` stores
 * it and runs it at once, so a working transport delivers before the request answers; a failed
 * attempt stays queued and a worker retries it with backoff (at least once). The transport records
 * a job once however often it runs (the development outbox's unique job_id; SMTP reuses the
 * job's Message-ID).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EnqueueOptions, JobQueue } from '#server/modules/jobs/index';
import type { EmailMessage, Mailer, MailTransport } from './mailer';

export const EMAIL_JOB = 'email';
/** 10 attempts: retries after about 5 s, 10 s, 20 s ... 15 min, some 35 minutes in all. */
export const EMAIL_MAX_ATTEMPTS = 10;
/** Well beyond the SMTP timeouts (mailer.ts): past it, the attempt is taken as lost. */
export const EMAIL_LEASE_MS = 2 * 60 * 1000;
/** How long `send` waits for an attempt another worker happens to be running. */
export const SEND_WAIT_MS = 5_000;

/** The job's payload: the message only (the address and text are needed to send it, nothing else). */
function toPayload(message: EmailMessage): Record<string, unknown> {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
  };
}

function fromPayload(payload: Record<string, unknown>): EmailMessage {
  const { to, subject, text, html } = payload;
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string')
    throw new TypeError('not an email payload');
  return { to, subject, text, ...(typeof html === 'string' ? { html } : {}) };
}

/** Makes `deliver` the handler of this app's email jobs. */
export function registerEmailJobs(
  jobs: JobQueue,
  deliver: (message: EmailMessage, jobId: string, userId: string | null) => Promise<void>,
): void {
  jobs.register(EMAIL_JOB, async (job) => deliver(fromPayload(job.payload), job.id, job.userId), {
    leaseMs: EMAIL_LEASE_MS,
    clearPayloadWhenFinished: true,
  });
}

/**
 * Queues an email. Given `db` (a transaction), it commits with the write that caused it: the
 * reminder scheduler's delivery row and its email are both there or neither.
 */
export function enqueueEmail(
  jobs: JobQueue,
  message: EmailMessage,
  options: Pick<EnqueueOptions, 'db' | 'userId'> = {},
): Promise<string> {
  return jobs.enqueue(EMAIL_JOB, toPayload(message), {
    ...options,
    maxAttempts: EMAIL_MAX_ATTEMPTS,
  });
}

/**
 * The app's mailer: queue, then try now. `send` resolves once the email is delivered or safely
 * queued for a retry; it throws only when it could not even be queued (the database is down).
 */
export function createQueuedMailer(
  jobs: JobQueue,
  transport: Pick<MailTransport, 'kind'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Mailer {
  return {
    kind: transport.kind,
    send: async (message) => {
      const id = await enqueueEmail(jobs, message, { userId: message.userId ?? null });
      const outcome = await jobs.runNow(id, { timeoutMs: SEND_WAIT_MS });
      // No address or content in the log: only that this send did not go out yet.
      if (outcome.status === 'failed')
        log.warn({ jobId: id, code: outcome.error }, 'email send failed');
      else if (outcome.status === 'pending')
        log.warn({ jobId: id }, 'email send failed, queued for retry');
    },
  };
}
