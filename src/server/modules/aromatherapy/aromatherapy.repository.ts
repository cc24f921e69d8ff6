/** Queries of the aromatherapy module's own tables; every one filters by the user's id. */
import { and, count, desc, eq } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import type { Db } from '#server/db/client';
import { aromatherapyBlends, aromatherapyFavoriteOils } from './aromatherapy.table';

export type BlendRow = typeof aromatherapyBlends.$inferSelect;
export type NewBlend = Pick<BlendRow, 'name' | 'oils' | 'carrier_ml' | 'application'>;
export type FavoriteRow = typeof aromatherapyFavoriteOils.$inferSelect;

export function createAromatherapyRepository(db: Db) {
  return {
    async insertBlend(userId: string, values: NewBlend): Promise<BlendRow> {
      const [row] = await db
        .insert(aromatherapyBlends)
        .values({ ...values, user_id: userId })
        .returning();
      return row!;
    },

    async countBlends(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(aromatherapyBlends)
        .where(eq(aromatherapyBlends.user_id, userId));
      return row?.n ?? 0;
    },

    async listBlends(userId: string): Promise<BlendRow[]> {
      return db
        .select()
        .from(aromatherapyBlends)
        .where(eq(aromatherapyBlends.user_id, userId))
        .orderBy(desc(aromatherapyBlends.created_at), desc(aromatherapyBlends.id))
        .limit(200);
    },

    async findBlend(userId: string, id: string): Promise<BlendRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(aromatherapyBlends)
        .where(and(eq(aromatherapyBlends.user_id, userId), eq(aromatherapyBlends.id, id)));
      return row ?? null;
    },

    async deleteBlend(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(aromatherapyBlends)
        .where(and(eq(aromatherapyBlends.user_id, userId), eq(aromatherapyBlends.id, id)))
        .returning({ id: aromatherapyBlends.id });
      return rows.length > 0;
    },

    async listFavorites(userId: string): Promise<FavoriteRow[]> {
      return db
        .select()
        .from(aromatherapyFavoriteOils)
        .where(eq(aromatherapyFavoriteOils.user_id, userId))
        .orderBy(desc(aromatherapyFavoriteOils.created_at), aromatherapyFavoriteOils.oil_id);
    },

    async findFavorite(userId: string, oilId: string): Promise<FavoriteRow | null> {
      const [row] = await db
        .select()
        .from(aromatherapyFavoriteOils)
        .where(
          and(
            eq(aromatherapyFavoriteOils.user_id, userId),
            eq(aromatherapyFavoriteOils.oil_id, oilId),
          ),
        );
      return row ?? null;
    },

    /** Adds the favourite once; a second PUT keeps the first one's time. */
    async addFavorite(userId: string, oilId: string): Promise<FavoriteRow> {
      await db
        .insert(aromatherapyFavoriteOils)
        .values({ user_id: userId, oil_id: oilId })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(aromatherapyFavoriteOils)
        .where(
          and(
            eq(aromatherapyFavoriteOils.user_id, userId),
            eq(aromatherapyFavoriteOils.oil_id, oilId),
          ),
        );
      return row!;
    },

    async deleteFavorite(userId: string, oilId: string): Promise<boolean> {
      const rows = await db
        .delete(aromatherapyFavoriteOils)
        .where(
          and(
            eq(aromatherapyFavoriteOils.user_id, userId),
            eq(aromatherapyFavoriteOils.oil_id, oilId),
          ),
        )
        .returning({ oil_id: aromatherapyFavoriteOils.oil_id });
      return rows.length > 0;
    },
  };
}
export type AromatherapyRepository = ReturnType<typeof createAromatherapyRepository>;
