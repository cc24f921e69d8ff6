/**
 * The nutrition module's own rows: meal plans (the days and notes as made, so a plan reads back
 * exactly as it was answered, whatever the recipes become) and the food log, one row per logged
 * entry of a day. Foods and recipes themselves are knowledge (knowledge_foods, knowledge_recipes).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MealPlan } from '#shared/contracts/nutrition.contract';
import { users } from '#server/modules/users/index';

export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    days: smallint('days').notNull(),
    /** The planner's seed: a swap reuses it with the day and slot, so swaps are repeatable. */
    seed: integer('seed').notNull(),
    targets: jsonb('targets').$type<MealPlan['targets']>().notNull(),
    plan_days: jsonb('plan_days').$type<MealPlan['days']>().notNull(),
    notes: jsonb('notes').$type<MealPlan['notes']>().notNull(),
    micronutrients: jsonb('micronutrients').$type<MealPlan['micronutrients']>(),
    /** What the plan was made under (vitamin K band, potassium cap), so a swap keeps to it. */
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('meal_plans_user_created_idx').on(table.user_id, table.created_at),
    check('meal_plans_days_range', sql`${table.days} between 1 and 14`),
  ],
);

export const foodLogEntries = pgTable(
  'food_log_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    log_date: date('log_date', { mode: 'string' }).notNull(),
    /** The entry's place in the day, as the client sent the list. */
    position: smallint('position').notNull(),
    meal: text('meal').notNull(),
    food_id: text('food_id'),
    recipe_id: text('recipe_id'),
    grams: real('grams'),
    servings: real('servings'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One list a day: the unique positions make two saves of the same day from different processes
    // end with one of them (migration 0034, nutrition.repository.ts).
    uniqueIndex('food_log_entries_user_date_position_key').on(
      table.user_id,
      table.log_date,
      table.position,
    ),
  ],
);
