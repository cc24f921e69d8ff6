/**
 * Sending email: SMTP through nodemailer when SMTP_URL is set, otherwise the development outbox
 * (a table listed at /dev/outbox). Both are real delivery paths; the outbox is refused in
 * production by the config schema.
 */
import type { OutboxRepository } from './outbox.repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send: (message: EmailMessage) => Promise<void>;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/** Every link in the text, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(URL_PATTERN) ?? [])];
}

export function createOutboxMailer(outbox: OutboxRepository): Mailer {
  return {
    kind: 'outbox',
    send: (message) => outbox.insert({ ...message, links: extractLinks(message.text) }),
  };
}

export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
}
