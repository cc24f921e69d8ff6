/** Queries of the nutrition module's own tables; every one filters by the user's id. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MealPlan, MealSlot } from '#shared/contracts/nutrition.contract';
import { isUuid } from '#shared/contracts/common.contract';
import { queryRows, type Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/unique-violation';
import { createKeyedBatches, oneAfterAnother } from '#server/lib/keyed-turns';
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

/** A stored entry of the day as a save answers it: its place and what it is. */
export type StoredFoodLogEntry = Pick<
  typeof foodLogEntries.$inferSelect,
  'position' | 'meal' | 'food_id' | 'recipe_id' | 'grams' | 'servings'
>;

/**
 * A number as a `real` column gives it back: rounded to single precision, and read from the
 * shortest decimal that rounds to it again, which is how PostgreSQL prints a float4.
 */
function asStoredReal(value: number): number {
  const single = Math.fround(value);
  for (let digits = 1; digits < 10; digits += 1) {
    const printed = Number(single.toPrecision(digits));
    if (Math.fround(printed) === single) return printed;
  }
  return single;
}

/** The entries a save sent, as the day holds them once that save is stored. */
const asStoredDay = (entries: readonly FoodLogEntryValues[]): StoredFoodLogEntry[] =>
  entries.map((entry, position) => ({
    position,
    meal: entry.meal,
    food_id: entry.food_id,
    recipe_id: entry.recipe_id,
    grams: entry.grams === null ? null : asStoredReal(entry.grams),
    servings: entry.servings === null ? null : asStoredReal(entry.servings),
  }));

type DaySave = { userId: string; date: string; entries: readonly FoodLogEntryValues[] };

/**
 * A batch of one day's saves (ADR 145): a save is the whole day, so the batch stores its last
 * list in one statement, and each earlier save is answered with its own list as the day held it
 * once stored, as if they had run one after another in the instant of that statement. If the
 * statement fails, the saves run one after another, each meeting its own outcome.
 */
function saveDays(db: Db) {
  const save = (day: DaySave) => replaceDayRetried(db, day.userId, day.date, day.entries);
  return async (saves: readonly DaySave[]) => {
    if (saves.length === 1) return oneAfterAnother(saves, save);
    let stored: StoredFoodLogEntry[];
    try {
      stored = await save(saves.at(-1)!);
    } catch {
      return oneAfterAnother(saves, save);
    }
    return saves.map((day, index) => ({
      status: 'fulfilled' as const,
      value: index === saves.length - 1 ? stored : asStoredDay(day.entries),
    }));
  };
}

export function createNutritionRepository(db: Db) {
  // The saves of one day take turns in this process, and those that wait for their turn are
  // taken together (ADR 145).
  const inBatches = createKeyedBatches(saveDays(db));
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
     * pooled connections, and those that wait are stored together (`saveDays`).
     */
    replaceFoodLog(
      userId: string,
      date: string,
      entries: readonly FoodLogEntryValues[],
    ): Promise<StoredFoodLogEntry[]> {
      return inBatches(`${userId}:${date}`, { userId, date, entries });
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
