/** What other modules may read of action plans: how many of the user's action items are still open. */
import type { Db } from '#server/db/client';
import { createActionPlansRepository } from './action-plans.repository';

export function createActionPlansReader(db: Db) {
  const actionPlans = createActionPlansRepository(db);
  return {
    pendingActionCount: (userId: string): Promise<number> => actionPlans.pendingCount(userId),
  };
}
export type ActionPlansReader = ReturnType<typeof createActionPlansReader>;
