import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { devOutbox } from './outbox.table';

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: string[];
}

export function createOutboxRepository(db: Db) {
  return {
    /** Records the email job's message once, however often the job runs (ADR 047). */
    async insertForJob(entry: OutboxEntry, jobId: string, userId: string | null): Promise<void> {
      await db
        .insert(devOutbox)
        .values({ ...entry, html: entry.html ?? null, job_id: jobId, user_id: userId })
        .onConflictDoNothing({ target: devOutbox.job_id });
    },
    async listNewestFirst(limit = 100) {
      return db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
