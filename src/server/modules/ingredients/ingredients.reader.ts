/**
 * What other modules may read of the ingredient module: one user's avoid-list (names as written
 * and the knowledge ids they resolved to), which every tool applies with the rest of the person.
 */
import type { Db } from '#server/db/client';
import { createIngredientsRepository } from './ingredients.repository';

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
