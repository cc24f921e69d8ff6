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
    async insert(entry: OutboxEntry): Promise<void> {
      await db.insert(devOutbox).values({ ...entry, html: entry.html ?? null });
    },
    async listNewestFirst(limit = 100) {
      return db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
