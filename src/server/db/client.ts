/**
 * The database: PostgreSQL through node-postgres when DATABASE_URL is set, otherwise the embedded
 * PGlite (PostgreSQL in WASM) under DATA_DIR. Both speak the same Drizzle schema and migrations.
 */
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Round-trips a real query; used by the health endpoint. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, '../../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A directory for PGlite, or 'memory://' for a throwaway in-memory database (tests). */
  dataDir: string;
  /** An in-memory PGlite starts as a copy of this dump (`dumpDataDir()`): tests clone a template. */
  pgliteDump?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.pgliteDump);
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client can be cut off by the server (restart, failover); the pool replaces it. Without
  // a listener that 'error' event would crash the process.
  pool.on('error', (error) => console.error(`database: idle connection lost (${error.message})`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, dump?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (dump && !inMemory) throw new Error('A PGlite dump can only be opened in memory');
  const release = inMemory ? () => undefined : lockDataDir(resolve(dataDir));
  try {
    const client = await PGlite.create(
      inMemory ? { loadDataDir: dump } : { dataDir: resolve(dataDir, 'pg') },
    );
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
