/**
 * A throwaway database for one test file, cloned from the template the database projects build
 * once per run (tests/setup/database-template.ts: migrations applied, knowledge base loaded): an
 * in-memory PGlite opened from the template's dump by default, or `CREATE DATABASE ... TEMPLATE`
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the database tests on both).
 */
import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { openDatabase } from '#server/db/open-database';
import type { DatabaseTemplate, TemplateReady } from './database-template';

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

// The ready file of the template this worker has seen built.
let readyTemplate: string | undefined;

/**
 * Waits for the run's template: database-template.ts builds it in the background, so a file that
 * starts early (the OCR files run first, while it is built) waits, once per worker. The database
 * projects' setup file (database-ready.ts) waits before a file's tests, where no test or hook
 * timeout runs; createTestDatabase checks again for a file run some other way.
 */
export async function templateBuilt(template: DatabaseTemplate): Promise<void> {
  if (readyTemplate === template.readyFile) return;
  // A failed build says so in the file; this only ends a wait on a setup that died with the run.
  const deadline = Date.now() + 300_000;
  while (!existsSync(template.readyFile)) {
    if (Date.now() > deadline)
      throw new Error(`The template database was not built within 300 s (${template.readyFile})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ready = JSON.parse(readFileSync(template.readyFile, 'utf8')) as TemplateReady;
  if (!ready.ok) throw new Error(`The template database could not be built:\n${ready.error}`);
  readyTemplate = template.readyFile;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = templateOrThrow();
  await templateBuilt(template);
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
  // A throwaway database need not outlive a crash of the server: its commits return without
  // waiting for the WAL flush (ADR 110). Every connection the file opens starts with it; what a
  // commit does and makes visible is the same.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
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

/**
 * Runs one statement as the database owner (the migrations' user), outside the app's role: on
 * PostgreSQL over a connection of its own, on PGlite (one user, the owner) on the database. `$1`
 * is the one parameter PGlite's path fills in, quoted.
 */
export async function asOwner(
  testDb: TestDatabase,
  statement: string,
  params: unknown[] = [],
): Promise<void> {
  if (!testDb.databaseUrl) {
    await testDb.database.db.execute(sql.raw(statement.replace('$1', `'${String(params[0])}'`)));
    return;
  }
  const { Client } = await import('pg');
  const client = new Client({ connectionString: testDb.databaseUrl });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}
