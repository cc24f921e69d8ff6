/**
 * The database: PostgreSQL through node-postgres when DATABASE_URL is set, otherwise the embedded
 * PGlite (PostgreSQL in WASM) under DATA_DIR. Both speak the same Drizzle schema and migrations.
 *
 * On PostgreSQL the migrations run as DATABASE_URL's user (the owner) and the app's queries as the
 * role `wellnest_app`, under row-level security (ADR 020): every checkout from the pool first sets
 * who the query acts for (acting-user.ts). PGlite has a single superuser role, so its policies
 * exist but do not bind.
 *
 * This file holds what the code that uses the database imports (its types, `queryRows`); the
 * opening itself is in open-database.ts.
 */
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { projectPath } from '../lib/project-paths';
import type { UserChangeFeed } from './user-change-feed';

/**
 * The database or a transaction: Drizzle's transaction class extends its database class, so a
 * `tx` is handed wherever a Db is asked, with no cast (ADR 107). The type leaves out the schema
 * (no code uses Drizzle's relational `db.query`), so this file does not import the schema: every
 * repository imports it, and the schema's tables import other modules' faces for their foreign
 * keys (ADR 108). The database itself is still opened with the whole schema (open-database.ts).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  /** Acts for the current actor (acting-user.ts): a request's user, nobody, or the system outside requests. */
  db: Db;
  /**
   * Always acts as the system, also inside a request: only for the auth library, which must find a
   * user by email or session token before anyone is known.
   */
  systemDb: Db;
  kind: 'postgres' | 'pglite';
  /** Every committed write to a user's rows, for the in-process caches (ADR 025). */
  changes: UserChangeFeed;
  /** Round-trips a real query; used by the health endpoint. */
  ping: () => Promise<void>;
  /** The app's connections now, for /metrics (ADR 046). */
  poolStats: () => PoolStats;
  close: () => Promise<void>;
}

export type PoolStats = {
  /** Connections open. */
  total: number;
  /** Open and not checked out. */
  idle: number;
  /** Checkouts waiting for a connection. */
  waiting: number;
};

/** Rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

export const MIGRATIONS_FOLDER = projectPath('drizzle');

export interface DatabaseOptions {
  databaseUrl?: string;
  /**
   * A login role in `wellnest_app` for the app's queries (DATABASE_APP_URL). Without it the owner's
   * connections switch to `wellnest_app` with SET ROLE on every checkout.
   */
  appDatabaseUrl?: string;
  /** A directory for PGlite, or 'memory://' for a throwaway in-memory database (tests). */
  dataDir: string;
  /** An in-memory PGlite starts as a copy of this dump (`dumpDataDir()`): tests clone a template. */
  pgliteDump?: Blob;
}
