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
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('Contact message insert returned no row');
      return row;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
