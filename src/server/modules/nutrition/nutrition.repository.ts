/** Queries of the nutrition module's own tables; every one filters by the user's id. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MealPlan, MealSlot } from '#shared/contracts/nutrition.contract';
import { isUuid } from '#shared/contracts/common.contract';
import { queryRows, type Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/unique-violation';
import { createKeyedTurns } from '#server/lib/keyed-turns';
import { foodLogEntries, mealPlans } from './nutrition.table';

export type MealPlanRow = typeof mealPlans.$inferSelect;
export type NewMealPlan = Omit<typeof mealPlans.$inferInsert, 'id' | 'user_id'>;

export interface FoodLogEntryValues {
  meal: MealSlot;
  food_id: string | null;
  recipe_id: string | null;
  grams: number | null;
  servings: number | null;
}

export function createNutritionRepository(db: Db) {
  const inTurn = createKeyedTurns();
  return {
    async insertPlan(userId: string, values: NewMealPlan): Promise<MealPlanRow> {
      const [row] = await db
        .insert(mealPlans)
        .values({ ...values, user_id: userId })
        .returning();
      return row!;
    },

    async listPlans(userId: string) {
      return db
        .select({
          id: mealPlans.id,
          created_at: mealPlans.created_at,
          start_date: mealPlans.start_date,
          days: mealPlans.days,
        })
        .from(mealPlans)
        .where(eq(mealPlans.user_id, userId))
        .orderBy(desc(mealPlans.created_at), desc(mealPlans.id))
        .limit(100);
    },

    async findPlan(userId: string, id: string): Promise<MealPlanRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.user_id, userId), eq(mealPlans.id, id)));
      return row ?? null;
    },

    async updatePlanDays(
      userId: string,
      id: string,
      planDays: MealPlan['days'],
      micronutrients: MealPlan['micronutrients'] | null,
    ): Promise<void> {
      await db
        .update(mealPlans)
        .set({
          plan_days: planDays,
          micronutrients: micronutrients ?? null,
          updated_at: new Date(),
        })
        .where(and(eq(mealPlans.user_id, userId), eq(mealPlans.id, id)));
    },

    async deletePlan(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(mealPlans)
        .where(and(eq(mealPlans.user_id, userId), eq(mealPlans.id, id)))
        .returning({ id: mealPlans.id });
      return rows.length > 0;
    },

    async foodLog(userId: string, date: string) {
      return db
        .select()
        .from(foodLogEntries)
        .where(and(eq(foodLogEntries.user_id, userId), eq(foodLogEntries.log_date, date)))
        .orderBy(asc(foodLogEntries.position));
    },

    /**
     * Replaces the day's entries in one statement (a PUT is the whole day; ADR 088): the delete
     * and the insert of a data-modifying WITH, atomic without a transaction held across round
     * trips. Answers the rows stored, in their order.
     *
     * Two such statements at once on PostgreSQL: the later one's delete waits for the first's
     * rows, finds them gone and cannot see the rows the first inserted after its snapshot, so
     * both would insert (nine copies of one entry after a benchmark). The day's positions are
     * unique (migration 0034), so the later insert fails instead and the statement runs again
     * on a fresh snapshot: the last save is the day's list, from any process. Within a process
     * the saves of one day also take turns, so they do not wait on each other's locks holding
     * pooled connections.
     */
    replaceFoodLog(
      userId: string,
      date: string,
      entries: readonly FoodLogEntryValues[],
    ): Promise<(typeof foodLogEntries.$inferSelect)[]> {
      return inTurn(`${userId}:${date}`, () => replaceDayRetried(db, userId, date, entries));
    },
  };
}

/**
 * How many times a day's save runs when another process's save of the same day keeps taking the
 * day's positions first; each run sees every save committed before it, so a second is enough
 * unless a third writer comes in between.
 */
const DAY_SAVE_ATTEMPTS = 5;

/** replaceDay, run again while another save of the day wins the positions' unique index. */
async function replaceDayRetried(
  db: Db,
  userId: string,
  date: string,
  entries: readonly FoodLogEntryValues[],
): Promise<(typeof foodLogEntries.$inferSelect)[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await replaceDay(db, userId, date, entries);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === DAY_SAVE_ATTEMPTS) throw error;
    }
  }
}

/** The day's entries replaced by `entries` in one statement; the rows stored, in their order. */
async function replaceDay(
  db: Db,
  userId: string,
  date: string,
  entries: readonly FoodLogEntryValues[],
): Promise<(typeof foodLogEntries.$inferSelect)[]> {
  const gone = sql`delete from ${foodLogEntries}
    where ${foodLogEntries.user_id} = ${userId} and ${foodLogEntries.log_date} = ${date}`;
  if (entries.length === 0) {
    await db.execute(gone);
    return [];
  }
  const rows = await queryRows<typeof foodLogEntries.$inferSelect>(
    db,
    // The insert reads the delete's count, so the delete runs first: a data-modifying WITH that
    // the main statement does not read runs after it, and the new rows would meet the old ones
    // on the day's unique positions.
    sql`with gone as (${gone} returning 1)
      insert into food_log_entries (user_id, log_date, position, meal, food_id, recipe_id, grams, servings)
      select ${userId}, ${date}::date, (entry.ord - 1)::smallint, entry.value ->> 'meal',
        entry.value ->> 'food_id', entry.value ->> 'recipe_id',
        (entry.value ->> 'grams')::real, (entry.value ->> 'servings')::real
      from jsonb_array_elements(${JSON.stringify(entries)}::jsonb) with ordinality as entry(value, ord)
      where (select count(*) from gone) >= 0
      returning *`,
  );
  return rows.sort((a, b) => a.position - b.position);
}
export type NutritionRepository = ReturnType<typeof createNutritionRepository>;
