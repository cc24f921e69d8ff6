/** Saved analyses: every query filters by the owner, so another user's id reads as not found. */
import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import type { Db } from '#server/db/client';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import { savedInteractionAnalyses } from './saved-analyses.table';

const SAVED_MAX = 200;

export function createSavedAnalysesRepository(db: Db) {
  return {
    async insert(
      userId: string,
      values: { title: string; items: string[]; result: CheckResponse },
    ) {
      const [row] = await db
        .insert(savedInteractionAnalyses)
        .values({ user_id: userId, ...values })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    list(userId: string) {
      return db
        .select()
        .from(savedInteractionAnalyses)
        .where(eq(savedInteractionAnalyses.user_id, userId))
        .orderBy(desc(savedInteractionAnalyses.created_at))
        .limit(SAVED_MAX);
    },
    async find(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(savedInteractionAnalyses)
        .where(
          and(eq(savedInteractionAnalyses.id, id), eq(savedInteractionAnalyses.user_id, userId)),
        );
      return row ?? null;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(savedInteractionAnalyses)
        .where(
          and(eq(savedInteractionAnalyses.id, id), eq(savedInteractionAnalyses.user_id, userId)),
        )
        .returning({ id: savedInteractionAnalyses.id });
      return rows.length > 0;
    },
  };
}
export type SavedAnalysesRepository = ReturnType<typeof createSavedAnalysesRepository>;
