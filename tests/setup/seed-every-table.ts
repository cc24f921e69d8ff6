/**
 * One row in every table that names a user (a `user_id` column or a foreign key to users.id),
 * found from the catalogue, for the data-rights tests (ADR 037): parents before children so each
 * foreign key points at the same user's own parent row. A new table whose check constraints a
 * filler value does not meet makes the seeding fail, naming the table: add its values below.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';

type Row = Record<string, unknown>;

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: string;
  column_default: string | null;
}

interface ForeignKey {
  table_name: string;
  column_name: string;
  foreign_table: string;
}

/** A marker every seeded text column carries, so a test can look for it in an export. */
export const SEED_MARK = 'seeded-value';

function fillerValue(column: Column): unknown {
  switch (column.data_type) {
    case 'uuid':
      return randomUUID();
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
    case 'real':
    case 'double precision':
      return 1;
    case 'boolean':
      return false;
    case 'jsonb':
    case 'json':
      return {};
    case 'date':
      return '2026-01-01';
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return new Date('2026-01-01T00:00:00Z');
    case 'ARRAY':
      return '{}';
    case 'bytea':
      return Buffer.from('%PDF-1.4 seeded');
    default:
      return `${SEED_MARK}-${randomUUID().slice(0, 8)}`;
  }
}

/** Values the tables' check constraints ask for, where a filler would not do. */
const CHECKED_VALUES: Record<string, Row> = {
  analysis_results: { test_type: 'blood' },
  body_metrics: { kind: 'weight', source: 'fhir', value2: null },
  daily_logs: { medication_doses: [] },
  error_reports: { severity: 'low' },
  goals: {
    source: 'custom',
    metric: 'custom',
    direction: 'at_least',
    period: 'day',
    status: 'active',
  },
  habits: { schedule: 'daily', times_per_week: null },
  health_action_plans: { category: 'nutrition', priority: 'high', status: 'pending' },
  lab_files: { kind: 'pdf', size: 15, bytes: Buffer.from('%PDF-1.4 seeded') },
  lab_reports: { test_type: 'blood', status: 'review', source: 'upload', method: 'text' },
  notifications: { kind: 'reminder' },
  reminder_deliveries: { outcome: 'sent' },
  reminders: {
    local_time: '08:00',
    weekdays: '{1}',
    channels: '{in_app}',
    time_zone: 'UTC',
    medication_id: null,
  },
  subscribers: { simplified_tier: 'free' },
  user_preferences: { health_journey_level: 'maintain' },
};

/** Every table naming a user, and the columns that do, straight from the catalogue. */
export async function tablesNamingUsers(db: Pick<Db, 'execute'>): Promise<Map<string, string[]>> {
  const found = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id'
      union
      select c.conrelid::regclass::text, a.attname
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'public.users'::regclass`,
  );
  const tables = new Map<string, string[]>([['users', ['id']]]);
  for (const row of found)
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}

export async function seedEveryTable(db: Pick<Db, 'execute'>, userId: string): Promise<string[]> {
  const tables = [...(await tablesNamingUsers(db)).keys()];
  const columns = await queryRows<Column>(
    db,
    sql`select table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema = 'public'`,
  );
  const foreignKeys = await queryRows<ForeignKey>(
    db,
    sql`
    select c.conrelid::regclass::text as table_name, a.attname as column_name,
      c.confrelid::regclass::text as foreign_table
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const insertedIds = new Map<string, unknown>();
  const pending = [...tables];
  while (pending.length > 0) {
    const table = pending.find((name) =>
      foreignKeys
        .filter((fk) => fk.table_name === name && fk.foreign_table !== name)
        .every((fk) => !pending.includes(fk.foreign_table) || fk.foreign_table === 'users'),
    );
    if (!table) throw new Error(`No insert order for ${pending.join(', ')}`);
    pending.splice(pending.indexOf(table), 1);
    if (table === 'users') continue;
    const values: Row = {};
    for (const column of columns.filter((c) => c.table_name === table)) {
      const fk = foreignKeys.find(
        (key) => key.table_name === table && key.column_name === column.column_name,
      );
      if (column.column_name === 'user_id' || fk?.foreign_table === 'users')
        values[column.column_name] = userId;
      else if (fk && insertedIds.has(fk.foreign_table))
        values[column.column_name] = insertedIds.get(fk.foreign_table);
      else if (fk && !tables.includes(fk.foreign_table)) {
        // A shared parent no user owns (a community topic the migration seeds): any of its rows.
        const [parent] = await queryRows<Row>(
          db,
          sql`select id from ${sql.identifier(fk.foreign_table)} limit 1`,
        );
        values[column.column_name] = parent?.id ?? fillerValue(column);
      } else if (column.is_nullable === 'NO' && column.column_default === null)
        values[column.column_name] = fillerValue(column);
    }
    Object.assign(values, CHECKED_VALUES[table]);
    const names = Object.keys(values);
    try {
      const inserted = await queryRows<Row>(
        db,
        sql`
        insert into ${sql.identifier(table)} (${sql.join(
          names.map((name) => sql.identifier(name)),
          sql`, `,
        )})
        values (${sql.join(
          names.map((name) => {
            const value = values[name];
            return value !== null &&
              typeof value === 'object' &&
              !(value instanceof Date) &&
              !(value instanceof Uint8Array)
              ? sql`${JSON.stringify(value)}::jsonb`
              : sql`${value}`;
          }),
          sql`, `,
        )})
        returning *`,
      );
      insertedIds.set(table, inserted[0]?.id);
    } catch (error) {
      throw new Error(`Seeding ${table} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return tables;
}

/** How many rows of each table name the user, in any of the columns that can. */
export async function rowsNaming(
  db: Pick<Db, 'execute'>,
  userId: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, keys] of await tablesNamingUsers(db)) {
    const where = sql.join(
      keys.map((key) => sql`${sql.identifier(key)} = ${userId}`),
      sql` or `,
    );
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${sql.identifier(table)} where ${where}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}
