import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client';
import { contactMessages } from './contact.table';

export interface NewContactMessage {
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function createContactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<{ id: string; createdAt: Date }> {
      // No RETURNING: a visitor may write a message but, under row-level security, not read one back.
      const row = { id: randomUUID(), createdAt: new Date() };
      await db.insert(contactMessages).values({ ...message, ...row });
      return row;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
