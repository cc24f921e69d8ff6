/**
 * Sending email (ADR 047): `send` puts the message in the outbox (an 'email' job in `jobs`) and
 * tries it at once; a transport that fails leaves the job for retries with backoff. The transport
 * is SMTP through nodemailer when SMTP_URL is set, otherwise the development outbox (a table
 * listed at /dev/outbox). Both are real delivery paths; the outbox is refused in production by the
 * config schema.
 */
import { PermanentJobError } from '#server/modules/jobs/index';
import type { OutboxRepository } from './outbox.repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The account it concerns: its queued job is deleted with the account (ADR 047), so no address
   * or link outlives the user in a job waiting for a retry. Not part of the email.
   */
  userId?: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send: (message: EmailMessage) => Promise<void>;
}

/**
 * Delivers one email job's message; a retried job must not be recorded twice. `userId` is the
 * job's account (the outbox keeps it so the mail is deleted with the account).
 */
export interface MailTransport {
  kind: Mailer['kind'];
  deliver: (message: EmailMessage, jobId: string, userId?: string | null) => Promise<void>;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/** Every link in the text, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(URL_PATTERN) ?? [])];
}

/** The development outbox: one row per job (a retried job's second insert does nothing). */
export function createOutboxTransport(outbox: OutboxRepository): MailTransport {
  return {
    kind: 'outbox',
    deliver: (message, jobId, userId) =>
      outbox.insertForJob(
        {
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          links: extractLinks(message.text),
        },
        jobId,
        userId ?? message.userId ?? null,
      ),
  };
}

/** Short SMTP timeouts, well inside the email job's lease (email-jobs.ts). */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

export async function createSmtpTransport(smtpUrl: string, from: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  // A retry after an unseen success sends the same Message-ID, so a mail client can fold the two.
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'wellnest.invalid';
  return {
    kind: 'smtp',
    deliver: async (message, jobId) => {
      try {
        await transport.sendMail({ from, ...message, messageId: `<${jobId}@${domain}>` });
      } catch (error) {
        // 5xx is the server's final answer for this message (unknown mailbox, refused content):
        // retrying cannot change it. Anything else (connection, 4xx) is worth another try.
        const status = (error as { responseCode?: unknown } | null)?.responseCode;
        if (typeof status === 'number' && status >= 500 && status < 600)
          throw new PermanentJobError(`SMTP_${status}`, 'the SMTP server refused the message');
        throw error;
      }
    },
  };
}
