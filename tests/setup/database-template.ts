/**
 * Vitest globalSetup of the api project: builds the template database once per run (migrations
 * applied, knowledge base loaded) so that each test file starts from a copy of it instead of
 * creating a database, migrating it and loading the knowledge base itself.
 *
 * PGlite (the default): the template is dumped to a file; each file opens an in-memory PGlite from
 * that dump. PostgreSQL (TEST_DATABASE_URL set): the template is a database on that server, closed
 * to connections; each file runs `CREATE DATABASE ... TEMPLATE` on it. It is dropped at the end.
 *
 * The setup names the template and returns at once; the template is built in the background and
 * `readyFile` is written when it is there (or with the error that stopped it), which each file
 * waits for before its first copy (test-database.ts). Vitest runs every project's globalSetup
 * before any test, one after the other: built in the setup, the two templates of `npm test`
 * (PGlite and PostgreSQL) took the first half-minute of the run with one core idle and no test
 * running. Now they are built side by side while the OCR files, which need no database, run
 * (ADR 110).
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import type { Database } from '#server/db/client';
import { openDatabase } from '#server/db/open-database';
import { loadKnowledge } from '#server/knowledge/load-knowledge';

export type DatabaseTemplate = { readyFile: string } & (
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; name: string }
);

/** What setup writes to `readyFile`: the template is there, or why it is not. */
export type TemplateReady = { ok: true } | { ok: false; error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate?: DatabaseTemplate;
  }
}

async function fill(database: Database): Promise<void> {
  try {
    await loadKnowledge(database.db);
  } finally {
    await database.close();
  }
}

async function buildPgliteTemplate(dumpFile: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { MIGRATIONS_FOLDER } = await import('#server/db/client');
  const schema = await import('#server/db/schema');
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await loadKnowledge(drizzle(client, { schema }) as unknown as Database['db']);
    const dump = await client.dumpDataDir('none');
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

async function postgresAdmin(serverUrl: string, statement: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function buildPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await postgresAdmin(serverUrl, `CREATE DATABASE ${name}`);
  // Thrown away at the end of the run: its commits need not wait for the WAL flush (ADR 110).
  await postgresAdmin(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await fill(await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' }));
  // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template: nobody may.
  await postgresAdmin(serverUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
}

/** Written whole or not at all: a file never reads a half-written answer. */
function signal(readyFile: string, ready: TemplateReady): void {
  writeFileSync(`${readyFile}.tmp`, JSON.stringify(ready));
  renameSync(`${readyFile}.tmp`, readyFile);
}

export default function setup(project: TestProject) {
  // The api-postgres project names its server in its own env; `api` follows the process's.
  const projectEnv = project.config.env as Record<string, string | undefined> | undefined;
  const serverUrl = projectEnv?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const folder = mkdtempSync(join(tmpdir(), 'wellnest-template-'));
  const readyFile = join(folder, 'ready.json');
  const template: DatabaseTemplate = serverUrl
    ? {
        kind: 'postgres',
        serverUrl,
        name: `wellnest_template_${randomBytes(6).toString('hex')}`,
        readyFile,
      }
    : { kind: 'pglite', dumpFile: join(folder, 'template.tar'), readyFile };
  project.provide('databaseTemplate', template);
  const built = (
    template.kind === 'postgres'
      ? buildPostgresTemplate(template.serverUrl, template.name)
      : buildPgliteTemplate(template.dumpFile)
  ).then(
    () => signal(readyFile, { ok: true }),
    (error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`The ${project.name} project's template database failed:\n${message}`);
      signal(readyFile, { ok: false, error: message });
    },
  );
  return async () => {
    await built;
    if (template.kind === 'postgres')
      await postgresAdmin(
        template.serverUrl,
        `DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`,
      );
    rmSync(folder, { recursive: true, force: true });
  };
}
