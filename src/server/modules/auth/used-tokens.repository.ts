import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { usedVerificationTokens } from './auth.table';

export function createUsedTokensRepository(db: Db) {
  return {
    /** Claims a token hash; false when it was already used (unique key, so races are safe). */
    async claim(tokenHash: string): Promise<boolean> {
      const rows = await db
        .insert(usedVerificationTokens)
        .values({ tokenHash })
        .onConflictDoNothing()
        .returning({ tokenHash: usedVerificationTokens.tokenHash });
      return rows.length === 1;
    },
    async release(tokenHash: string): Promise<void> {
      await db
        .delete(usedVerificationTokens)
        .where(eq(usedVerificationTokens.tokenHash, tokenHash));
    },
  };
}
export type UsedTokensRepository = ReturnType<typeof createUsedTokensRepository>;
