/**
 * The embedded database's memory settings (ADR 102): a new data directory (made by a child
 * process) opens with them and keeps what was written to it. That the app's databases run with
 * them is pglite-memory.app.test.ts: this file opens its own PGlite and needs no test database, so
 * it runs once (in 'unit'), not again beside the PostgreSQL files (ADR 110).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPgliteDataDir, PGLITE_MEMORY_SETTINGS, pgliteStartParams } from './pglite-memory';

const SETTINGS_QUERY = `select name, current_setting(name) as value from pg_settings where name in (${Object.keys(
  PGLITE_MEMORY_SETTINGS,
)
  .map((name) => `'${name}'`)
  .join(', ')})`;

const asSettings = (rows: Array<{ name: string; value: string }>) =>
  Object.fromEntries(rows.map((row) => [row.name, row.value]));

describe('PGlite memory settings', () => {
  it('a new data directory is made, opens with the settings and keeps its rows', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const dir = mkdtempSync(join(tmpdir(), 'wellnest-pglite-memory-'));
    const pgDataDir = join(dir, 'pg');
    const open = () =>
      PGlite.create({
        dataDir: pgDataDir,
        startParams: pgliteStartParams(PGlite.defaultStartParams),
      });
    try {
      await createPgliteDataDir(pgDataDir);
      expect(existsSync(join(pgDataDir, 'PG_VERSION'))).toBe(true);
      const first = await open();
      try {
        expect(
          asSettings((await first.query<{ name: string; value: string }>(SETTINGS_QUERY)).rows),
        ).toEqual(PGLITE_MEMORY_SETTINGS);
        await first.exec(
          `create table memory_check (note text); insert into memory_check values ('kept')`,
        );
      } finally {
        await first.close();
      }
      // An existing directory is left as it is.
      await createPgliteDataDir(pgDataDir);
      const again = await open();
      try {
        expect((await again.query('select note from memory_check')).rows).toEqual([
          { note: 'kept' },
        ]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
