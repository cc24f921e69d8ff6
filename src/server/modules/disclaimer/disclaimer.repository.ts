import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { disclaimerAcknowledgements } from './disclaimer.table';

export function createDisclaimerRepository(db: Db) {
  return {
    async findAcknowledgedAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ acknowledgedAt: disclaimerAcknowledgements.acknowledged_at })
        .from(disclaimerAcknowledgements)
        .where(eq(disclaimerAcknowledgements.user_id, userId))
        .limit(1);
      return row?.acknowledgedAt ?? null;
    },

    /** Records the acknowledgement once; a repeat keeps the first time. */
    async acknowledge(userId: string, at: Date): Promise<void> {
      await db
        .insert(disclaimerAcknowledgements)
        .values({ user_id: userId, acknowledged_at: at })
        .onConflictDoNothing({ target: disclaimerAcknowledgements.user_id });
    },
  };
}
export type DisclaimerRepository = ReturnType<typeof createDisclaimerRepository>;
