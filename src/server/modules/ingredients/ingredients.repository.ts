/**
 * Queries of the ingredient module's tables. The avoid-list is the user's own rows (every query
 * filters by the user's id; row-level security holds it too). Products are a shared catalogue:
 * everyone reads approved rows, a submitter also reads their own pending ones, and only an admin
 * changes a row's status. Check usage is counted in the security audit log, like chat usage.
 */
import { PRODUCT_CHECK_AUDIT_ACTION } from '#shared/contracts/audit.contract';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import type { IngredientProductKind } from '#shared/contracts/ingredients.contract';
import { addDays, parseCalendarDate, utcToday } from '#shared/domain/dates';
import type { Db } from '#server/db/client';
import { lockAccountForUpdate } from '#server/modules/auth/index';
import { createAuditLog } from '#server/modules/audit/index';
import { ingredientAvoidItems, products } from './ingredients.table';

export type ProductRow = typeof products.$inferSelect;
export type AvoidRow = typeof ingredientAvoidItems.$inferSelect;

/** The audit action one product or ingredient check is counted under. */
/** Server-only in the audit contract: a client cannot post it and use up its own checks. */
export const PRODUCT_CHECK_ACTION = PRODUCT_CHECK_AUDIT_ACTION;

export interface UtcDay {
  start: Date;
  end: Date;
}

/** The UTC calendar day `now` falls in, as the range the audit log is counted over. */
export function utcDayOf(now: Date): UtcDay {
  const today = utcToday(now);
  return { start: parseCalendarDate(today)!, end: parseCalendarDate(addDays(today, 1))! };
}

export function createIngredientsRepository(db: Db) {
  return {
    // ── Usage ────────────────────────────────────────────────────────────────────────────────
    /** Counts one check unless `limit` is reached today; a null limit counts without one. */
    async reserveCheck(
      userId: string,
      day: UtcDay,
      limit: number | null,
      at: Date,
    ): Promise<{ allowed: boolean; used: number }> {
      return db.transaction(async (tx) => {
        // One user's concurrent checks count one at a time.
        await lockAccountForUpdate(tx, userId);
        const log = createAuditLog(tx);
        const used = await log.countActions(userId, PRODUCT_CHECK_ACTION, day.start, day.end);
        if (limit !== null && used >= limit) return { allowed: false, used };
        await log.appendUsage({
          userId,
          action: PRODUCT_CHECK_ACTION,
          resourceType: 'ingredients',
          createdAt: at,
        });
        return { allowed: true, used: used + 1 };
      });
    },

    // ── The avoid-list ───────────────────────────────────────────────────────────────────────
    listAvoid(userId: string): Promise<AvoidRow[]> {
      return db
        .select()
        .from(ingredientAvoidItems)
        .where(eq(ingredientAvoidItems.user_id, userId))
        .orderBy(asc(ingredientAvoidItems.created_at), asc(ingredientAvoidItems.name_key));
    },

    /** Replaces the whole list in one transaction, keeping the given order. */
    async replaceAvoid(
      userId: string,
      items: { name_key: string; name: string; ingredient_id: string | null }[],
      at: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(ingredientAvoidItems).where(eq(ingredientAvoidItems.user_id, userId));
        if (items.length === 0) return;
        await tx.insert(ingredientAvoidItems).values(
          items.map((item, index) => ({
            ...item,
            user_id: userId,
            // A millisecond apart, so the list reads back in the order it was written.
            created_at: new Date(at.getTime() + index),
          })),
        );
      });
    },

    // ── Products ─────────────────────────────────────────────────────────────────────────────
    /** The approved product with this barcode, else this user's own pending one (newest first). */
    async findVisibleProduct(barcode: string, userId: string): Promise<ProductRow | null> {
      const rows = await db
        .select()
        .from(products)
        .where(
          and(
            eq(products.barcode, barcode),
            or(
              eq(products.status, 'approved'),
              and(eq(products.status, 'pending'), eq(products.submitted_by, userId)),
            ),
          ),
        )
        .orderBy(desc(products.created_at))
        .limit(10);
      return rows.find((row) => row.status === 'approved') ?? rows[0] ?? null;
    },

    async findApproved(barcode: string): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.barcode, barcode), eq(products.status, 'approved')))
        .limit(1);
      return row ?? null;
    },

    async findOwnPending(barcode: string, userId: string): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(
          and(
            eq(products.barcode, barcode),
            eq(products.status, 'pending'),
            eq(products.submitted_by, userId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async insertProduct(values: {
      barcode: string;
      name: string;
      brand: string;
      ingredients_text: string;
      kind: IngredientProductKind;
      submitted_by: string;
    }): Promise<ProductRow> {
      const [row] = await db
        .insert(products)
        .values({ ...values, status: 'pending' })
        .returning();
      return row!;
    },

    async updatePending(
      id: string,
      values: {
        name: string;
        brand: string;
        ingredients_text: string;
        kind: IngredientProductKind;
      },
    ): Promise<ProductRow> {
      const [row] = await db
        .update(products)
        .set(values)
        .where(and(eq(products.id, id), eq(products.status, 'pending')))
        .returning();
      return row!;
    },

    async findProductById(id: string): Promise<ProductRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row ?? null;
    },

    async approveProduct(id: string, at: Date): Promise<ProductRow | null> {
      const [row] = await db
        .update(products)
        .set({ status: 'approved', reviewed_at: at })
        .where(eq(products.id, id))
        .returning();
      return row ?? null;
    },
  };
}
export type IngredientsRepository = ReturnType<typeof createIngredientsRepository>;
