/**
 * What other modules may read of the ingredient module: one user's avoid-list (names as written
 * and the knowledge ids they resolved to), which every tool applies with the rest of the person.
 */
import { getTableName } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { createIngredientsRepository } from './ingredients.repository';
import { ingredientAvoidItems } from './ingredients.table';

/** The table the avoid-list is read from: a cache of the person depends on it. */
export const AVOID_LIST_TABLE = getTableName(ingredientAvoidItems);

export function createAvoidListReader(db: Db) {
  const repository = createIngredientsRepository(db);
  return {
    async avoidItems(userId: string): Promise<{ name: string; id: string | null }[]> {
      const rows = await repository.listAvoid(userId);
      return rows.map((row) => ({ name: row.name, id: row.ingredient_id }));
    },
  };
}
export type AvoidListReader = ReturnType<typeof createAvoidListReader>;
