/**
 * Body metrics: one value per user, kind and day (weight, height, blood pressure, resting or
 * average heart rate, steps), each kind in one fixed unit (BODY_METRIC_UNITS). Blood pressure keeps
 * the systolic number in `value` and the diastolic in `value2`. `source` says where it came from.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const bodyMetrics = pgTable(
  'body_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    measured_on: date('measured_on', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    value2: doublePrecision('value2'),
    source: text('source').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('body_metrics_user_kind_day_unique').on(
      table.user_id,
      table.kind,
      table.measured_on,
    ),
    index('body_metrics_user_day_idx').on(table.user_id, table.measured_on),
    check(
      'body_metrics_kind_check',
      sql`${table.kind} in ('weight', 'height', 'blood_pressure', 'heart_rate', 'steps')`,
    ),
    check('body_metrics_source_check', sql`${table.source} in ('apple_health', 'fhir')`),
    check('body_metrics_value_check', sql`${table.value} > 0`),
    check(
      'body_metrics_pressure_check',
      sql`(${table.kind} = 'blood_pressure') = (${table.value2} is not null)`,
    ),
  ],
);
