/**
 * The app's embedded databases run with the memory settings of ADR 102 (that a new data directory
 * opens with them is pglite-memory.test.ts). A database test on PGlite only: on PostgreSQL the
 * settings are the server's.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { queryRows } from './client';
import { PGLITE_MEMORY_SETTINGS } from './pglite-memory';

const SETTINGS_QUERY = `select name, current_setting(name) as value from pg_settings where name in (${Object.keys(
  PGLITE_MEMORY_SETTINGS,
)
  .map((name) => `'${name}'`)
  .join(', ')})`;

it.runIf(!process.env.TEST_DATABASE_URL)('the app opens PGlite with them', async () => {
  const { database, drop } = await createTestDatabase();
  try {
    expect(database.kind).toBe('pglite');
    const rows = await queryRows<{ name: string; value: string }>(
      database.db,
      sql.raw(SETTINGS_QUERY),
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.value]))).toEqual(
      PGLITE_MEMORY_SETTINGS,
    );
  } finally {
    await drop();
  }
});
