/** Queries of the nutrition module's own tables; every one filters by the user's id. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MealPlan, MealSlot } from '#shared/contracts/nutrition.contract';
import { isUuid } from '#shared/contracts/common.contract';
import { queryRows, type Db } from '#server/db/client';
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
     * The saves of one day take turns in this process: on PostgreSQL two such
     * statements at once both insert, since the second's delete waits for the first's rows, finds
     * them gone and cannot see the rows the first inserted after its snapshot, so the day held
     * both lists (nine copies of one entry after a benchmark). Another process's save can still
     * meet one this way; see bench/README.md.
     */
    replaceFoodLog(
      userId: string,
      date: string,
      entries: readonly FoodLogEntryValues[],
    ): Promise<(typeof foodLogEntries.$inferSelect)[]> {
      return inTurn(`${userId}:${date}`, () => replaceDay(db, userId, date, entries));
    },
  };
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
    sql`with gone as (${gone})
      insert into food_log_entries (user_id, log_date, position, meal, food_id, recipe_id, grams, servings)
      select ${userId}, ${date}::date, (entry.ord - 1)::smallint, entry.value ->> 'meal',
        entry.value ->> 'food_id', entry.value ->> 'recipe_id',
        (entry.value ->> 'grams')::real, (entry.value ->> 'servings')::real
      from jsonb_array_elements(${JSON.stringify(entries)}::jsonb) with ordinality as entry(value, ord)
      returning *`,
  );
  return rows.sort((a, b) => a.position - b.position);
}
export type NutritionRepository = ReturnType<typeof createNutritionRepository>;
