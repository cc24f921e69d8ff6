/**
 * The daily log: per user and day, hours slept (the night that ended that morning),
 * glasses of water (one glass = 250 ml) and the cabinet medicines taken or skipped.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export interface MedicationDose {
  medication_id: string;
  status: 'taken' | 'skipped';
  /** Which of the day's scheduled doses (ADR 077); absent: the first, as rows before it read. */
  dose?: number;
}

export const dailyLogs = pgTable(
  'daily_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    log_date: date('log_date', { mode: 'string' }).notNull(),
    sleep_hours: real('sleep_hours'),
    water_glasses: smallint('water_glasses'),
    medication_doses: jsonb('medication_doses')
      .$type<MedicationDose[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('daily_logs_user_date_unique').on(table.user_id, table.log_date),
    // Quarter hours are exact in binary floating point, so the step check is exact too.
    check(
      'daily_logs_sleep_range',
      sql`${table.sleep_hours} is null or (${table.sleep_hours} between 0 and 24 and ${table.sleep_hours} * 4 = trunc(${table.sleep_hours} * 4))`,
    ),
    check(
      'daily_logs_water_range',
      sql`${table.water_glasses} is null or ${table.water_glasses} between 0 and 40`,
    ),
    check(
      'daily_logs_doses_array',
      sql`jsonb_typeof(${table.medication_doses}) = 'array' and jsonb_array_length(${table.medication_doses}) <= 100`,
    ),
  ],
);
