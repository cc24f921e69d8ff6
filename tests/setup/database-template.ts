/**
 * Vitest globalSetup of the api project: builds the template database once per run (migrations
 * applied, knowledge base loaded) so that each test file starts from a copy of it instead of
 * creating a database, migrating it and loading the knowledge base itself.
 *
 * PGlite (the default): the template is dumped to a file; each file opens an in-memory PGlite from
 * that dump. PostgreSQL (TEST_DATABASE_URL set): the template is a database on that server, closed
 * to connections; each file runs `CREATE DATABASE ... TEMPLATE` on it. It is dropped at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '#server/db/client';
import { loadKnowledge } from '#server/knowledge/load-knowledge';

export type DatabaseTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; name: string };

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

async function pgliteTemplate(): Promise<{ template: DatabaseTemplate; drop: () => void }> {
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
    const folder = mkdtempSync(join(tmpdir(), 'wellnest-template-'));
    const dumpFile = join(folder, 'template.tar');
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { kind: 'pglite', dumpFile },
      drop: () => rmSync(folder, { recursive: true, force: true }),
    };
  } finally {
    await client.close();
  }
}

async function postgresTemplate(
  serverUrl: string,
): Promise<{ template: DatabaseTemplate; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `wellnest_template_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await fill(await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' }));
  // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template: nobody may.
  await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  return {
    template: { kind: 'postgres', serverUrl, name },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export default async function setup(project: TestProject) {
  // The api-postgres project names its server in its own env; `api` follows the process's.
  const projectEnv = project.config.env as Record<string, string | undefined> | undefined;
  const serverUrl = projectEnv?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const { template, drop } = serverUrl ? await postgresTemplate(serverUrl) : await pgliteTemplate();
  project.provide('databaseTemplate', template);
  return drop;
}
