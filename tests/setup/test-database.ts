/**
 * A throwaway database for one test file, cloned from the template the database projects build
 * once per run (tests/setup/database-template.ts: migrations applied, knowledge base loaded): an
 * in-memory PGlite opened from the template's dump by default, or `CREATE DATABASE ... TEMPLATE`
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the database tests on both).
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import type { DatabaseTemplate } from './database-template';

export interface TestDatabase {
  database: Database;
  databaseUrl?: string;
  drop: () => Promise<void>;
}

// One copy of the dump per worker (the api project does not isolate modules), not one per file.
let pgliteDump: { file: string; blob: Blob } | undefined;

function templateOrThrow(): DatabaseTemplate {
  const template = inject('databaseTemplate');
  if (!template)
    throw new Error(
      'No template database: this file uses the database but runs outside the api project. ' +
        'vitest.config.ts puts a file there when it imports tests/setup/test-app or test-database.',
    );
  return template;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = templateOrThrow();
  if (template.kind === 'pglite') {
    if (pgliteDump?.file !== template.dumpFile)
      pgliteDump = { file: template.dumpFile, blob: new Blob([readFileSync(template.dumpFile)]) };
    const database = await openDatabase({ dataDir: 'memory://', pgliteDump: pgliteDump.blob });
    return { database, drop: () => database.close() };
  }
  const { Client } = await import('pg');
  const name = `wellnest_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: template.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  await admin.end();
  const url = new URL(template.serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    database,
    databaseUrl: url.toString(),
    drop: async () => {
      // A test may have closed the pool on purpose (to break the app); the drop must still run.
      await database.close().catch(() => undefined);
      const cleanup = new Client({ connectionString: template.serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
