/**
 * Three processes starting at once on a fresh PostgreSQL database all come up (ADR 046), each
 * migration is applied once (an advisory lock around the migrator), each changed knowledge kind
 * is written by one of them (an advisory lock and a re-read of the stored hashes), and a reader
 * never sees a knowledge table half-written (one transaction per reload).
 * PostgreSQL only: PGlite's data directory is held by one process (data-dir-lock.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, queryRows, type Database } from '#server/db/client';
import { openDatabase } from '#server/db/open-database';
import { loadKnowledge } from '#server/knowledge/load-knowledge';
import { loadKnowledgeFiles } from '#server/knowledge/load-knowledge-files';
import { KNOWLEDGE_KINDS } from '#server/knowledge/knowledge-kinds';
import {
  createKnowledgeRepository,
  type KindContent,
} from '#server/knowledge/knowledge.repository';
import { substancesKind } from '#server/knowledge/substances.kind';
// Puts this file in the database projects (vitest.config.ts), where TEST_DATABASE_URL is set.
import '../../../tests/setup/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;

/** What three processes would each do on start: open (migrating) and load the knowledge base. */
async function start(url: string): Promise<Database> {
  const database = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  await loadKnowledge(database.db);
  return database;
}

describe.runIf(serverUrl)('three processes starting at once on a fresh PostgreSQL database', () => {
  const name = `wellnest_concurrent_${randomBytes(6).toString('hex')}`;
  let url: string;
  const databases: Database[] = [];

  /** A statement as the server's owner (the app's role may not read drizzle's bookkeeping). */
  async function asOwner<T>(statement: string, target = serverUrl!): Promise<T[]> {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: target });
    await client.connect();
    try {
      return (await client.query(statement)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const admin = (statement: string) => asOwner(statement);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(serverUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close().catch(() => undefined)));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /** Three more handles on the database, as three more processes would hold (already migrated). */
  async function openThree(): Promise<Database[]> {
    const opened = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ databaseUrl: url, dataDir: 'unused' })),
    );
    databases.push(...opened);
    return opened;
  }

  it('all come up; each migration is recorded once; the knowledge tables are full', async () => {
    const started = await Promise.allSettled([start(url), start(url), start(url)]);
    for (const result of started) if (result.status === 'fulfilled') databases.push(result.value);
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await asOwner<{ hash: string; times: number }>(
      'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
      url,
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.filter((row) => row.times !== 1)).toEqual([]);

    const files = loadKnowledgeFiles();
    for (const kind of KNOWLEDGE_KINDS) {
      const [row] = await queryRows<{ n: number }>(
        databases[0]!.db,
        sql`select count(*)::int as n from ${kind.table}`,
      );
      expect(row?.n, getTableName(kind.table)).toBe(files.records(kind).length);
    }
    const [kinds] = await queryRows<{ n: number }>(
      databases[0]!.db,
      sql`select count(*)::int as n from knowledge_kinds`,
    );
    expect(kinds?.n).toBe(KNOWLEDGE_KINDS.length);
  });

  it('a changed kind reloaded by three processes at once is written by one of them', async () => {
    const files = loadKnowledgeFiles();
    const changed: KindContent = {
      kind: substancesKind,
      version: files.version(substancesKind),
      contentHash: `deploy-${randomBytes(8).toString('hex')}`,
      records: files.records(substancesKind),
    };
    const processes = await openThree();
    const written = await Promise.all(
      processes.map((database) => createKnowledgeRepository(database.db).replaceKinds([changed])),
    );
    expect(written.flat()).toEqual([substancesKind.name]);
  });

  it('a reader never sees a knowledge table half-written while another process reloads it', async () => {
    const [writer, reader] = await openThree();
    const files = loadKnowledgeFiles();
    const full = files.records(substancesKind);
    // The new content has a third of the records, so old, new and anything between tell apart.
    const fewer = full.filter((_, i) => i % 3 === 0);
    const table = substancesKind.table;
    const counts = new Set<number>();
    let done = false;
    const reading = (async () => {
      while (!done) {
        const [row] = await queryRows<{ n: number }>(
          reader!.db,
          sql`select count(*)::int as n from ${table}`,
        );
        counts.add(row!.n);
      }
    })();
    const write = (records: typeof full) =>
      createKnowledgeRepository(writer!.db).replaceKinds([
        {
          kind: substancesKind,
          version: files.version(substancesKind),
          contentHash: `deploy-${randomBytes(8).toString('hex')}`,
          records,
        },
      ]);
    try {
      for (let round = 0; round < 3; round++) {
        await write(fewer);
        await write(full);
      }
    } finally {
      done = true;
      await reading;
    }
    expect(counts.size).toBeGreaterThan(0);
    expect([...counts].filter((n) => n !== full.length && n !== fewer.length)).toEqual([]);
  });
});
