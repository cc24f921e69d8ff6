/**
 * Opens the database (PostgreSQL or PGlite, client.ts says how each acts) with the whole schema.
 * Apart from client.ts, which holds the types every repository imports, so that those do not
 * import the schema (ADR 108): only the app, the scripts and the test setup open a database.
 */
import { resolve } from 'node:path';
import type { Client, Pool, PoolClient } from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { readsWithoutStatementTimeout } from './bounded-read';
import { createPgliteDataDir, pgliteStartParams } from './pglite-memory';
import {
  actorSettings,
  currentActor,
  runWithActorStore,
  SYSTEM_ACTOR,
  type DbActor,
} from './acting-user';
import {
  pgliteUserChangeFeed,
  postgresUserChangeFeed,
  type UserChangeFeed,
} from './user-change-feed';
import {
  MIGRATIONS_FOLDER,
  queryRows,
  type Database,
  type DatabaseOptions,
  type Db,
} from './client';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.appDatabaseUrl)
    : openPglite(options.dataDir, options.pgliteDump);
}

/** The role the app's queries run as; migration 0008 creates it and its policies. */
export const APP_ROLE = 'wellnest_app';

/**
 * The role the system's queries run as (migration 0029, ADR 085): the policies' system branch is
 * membership of it, not a setting, so the app's login role (a member of wellnest_app only) cannot
 * open every row. Only the owner's connections switch to it.
 */
const SYSTEM_ROLE = 'wellnest_system';

// Session-level (not transaction-local) so that it covers a single statement and a whole
// transaction alike; a checkout overwrites both settings (and the role) unless the connection is
// known to act for that actor already (`ActingUserPool`), so nothing is carried from one request
// to the next on a reused connection.
const SET_ACTOR_AND_ROLE = `select set_config('role', $1, false), set_config('app.user_id', $2, false), set_config('app.system', $3, false)`;
const SET_ACTOR = `select set_config('app.user_id', $1, false), set_config('app.system', $2, false)`;

/**
 * Whether one statement may change a connection's session settings (its role, `app.user_id`,
 * anything by `set_config`): a SET, RESET or DISCARD command, or a call of set_config. Checked on
 * the statements `ActingUserPool.query` runs, so a connection one of them ran on is switched again
 * on its next checkout. Errs towards yes: a false yes costs one round trip, never a wrong actor.
 * It reads the statement's text only: no function of the schema sets anything for the session
 * (theirs are transaction-local, `set_config(..., true)`), and a new one must not.
 */
function mayChangeSession(text: string): boolean {
  return /(?:^|;)\s*(?:set|reset|discard)\b/i.test(text) || /set_config/i.test(text);
}

/** A statement's text as pg is handed it: a string or a config object (`{ text, values, name }`). */
function statementText(first: unknown): string {
  if (typeof first === 'string') return first;
  return typeof first === 'object' && first !== null && 'text' in first
    ? String((first as { text: unknown }).text)
    : '';
}

/**
 * Whom each idle connection was last switched to (`<role>|<user id>|<system>`), for every
 * `ActingUserPool`: the app's and the system's share one pg pool when the app has no login role
 * of its own, so what one did to a connection the other must know.
 */
const actingAs = new WeakMap<PoolClient, string>();

/**
 * What Drizzle's node-postgres driver sees as its pool (it treats any class named *Pool as one): a
 * pg Pool whose every checkout first says who it acts for, so each statement and each transaction
 * runs under the row-level security policies of that actor.
 *
 * Saying it is a round trip of its own, as long as a daily write's statement itself on loopback
 * (profiled with bench/signed-in-profile.ts: a third of a write's main-thread time went to the socket writes of its
 * round trips). So a connection remembers whom it was last switched to (`actingAs`, above), and a
 * one-statement checkout for the same actor on the same connection sends nothing first. What it
 * remembers is only trusted where every statement run on it since was seen: a connection handed
 * out by `connect()` (a transaction, which may run anything) forgets it, and so does one whose
 * statement might have changed its session (`mayChangeSession`) or that failed.
 */
class ActingUserPool {
  /**
   * `pool` serves users and nobody, switching to `role` unless it logs in as the app's role;
   * `systemPool` (the owner's connections, the same pool when the app has no login role of its own)
   * serves the system, switched to wellnest_system on every checkout.
   */
  constructor(
    private readonly pool: Pool,
    private readonly role: string | null,
    private readonly systemPool: Pool,
    private readonly fixedActor?: DbActor,
  ) {}

  /** A connection acting for the current actor; `remember` keeps whom for the next checkout. */
  private async checkout(remember: boolean): Promise<PoolClient> {
    // Read before any await: a checkout that waits for a free connection resumes elsewhere.
    const actor = this.fixedActor ?? currentActor();
    const { userId, system } = actorSettings(actor);
    const asSystem = actor.kind === 'system';
    const client = await (asSystem ? this.systemPool : this.pool).connect();
    const role = asSystem ? SYSTEM_ROLE : this.role;
    const key = `${role ?? ''}|${userId}|${system}`;
    const known = actingAs.get(client) === key;
    actingAs.delete(client);
    try {
      if (!known || !remember) {
        if (role) await client.query(SET_ACTOR_AND_ROLE, [role, userId, system]);
        else await client.query(SET_ACTOR, [userId, system]);
      }
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    if (remember) actingAs.set(client, key);
    return client;
  }

  /** For a transaction or anything holding the connection: always switched, then forgotten. */
  connect(): Promise<PoolClient> {
    return this.checkout(false);
  }

  /** Like Pool.query: one checkout for one statement, a failed one's connection discarded. */
  async query(...args: Parameters<PoolClient['query']>): Promise<unknown> {
    const client = await this.checkout(true);
    if (mayChangeSession(statementText(args[0]))) actingAs.delete(client);
    try {
      const result: unknown = await (client.query as (...a: unknown[]) => Promise<unknown>)(
        ...args,
      );
      client.release();
      return result;
    } catch (error) {
      actingAs.delete(client);
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * Refuses to run the app as a role that row-level security does not bind, or that could make
 * itself the system (ADR 020, ADR 085): checked as nobody (the app's role) and as the system.
 */
async function assertBoundByPolicies(db: Db): Promise<void> {
  const check = sql`
    select current_user as name, r.rolsuper as superuser, r.rolbypassrls as bypass,
      exists (select 1 from pg_tables t where t.schemaname = 'public'
              and t.tableowner = current_user) as owner,
      wellnest_is_system() as system
    from pg_roles r where r.rolname = current_user`;
  type Role = {
    name: string;
    superuser: boolean;
    bypass: boolean;
    owner: boolean;
    system: boolean;
  };
  for (const kind of ['none', 'system'] as const) {
    const [role] = await runWithActorStore(
      { actor: kind === 'none' ? { kind } : SYSTEM_ACTOR },
      () => queryRows<Role>(db, check),
    );
    if (!role || role.superuser || role.bypass || role.owner)
      throw new Error(
        `database: the ${kind === 'none' ? "app's" : "system's"} role ${role?.name ?? '(unknown)'} must not be a superuser, bypass row-level security or own the tables (ADR 020)`,
      );
    if (role.system !== (kind === 'system'))
      throw new Error(
        kind === 'none'
          ? `database: the app's role ${role.name} can act as the system: it must not be a member of ${SYSTEM_ROLE} (ADR 085)`
          : `database: the system's connections are not ${SYSTEM_ROLE}: create the role as deploy/postgres/10-wellnest-roles.sh does (ADR 085)`,
      );
  }
}

/**
 * The key of the session-level advisory lock held while migrating (ADR 046): 'wellnest' in ASCII,
 * a bigint no other lock of ours uses (the knowledge reload takes its own, knowledge.repository.ts).
 */
export const MIGRATION_LOCK_KEY = '8603401876125610868';

/**
 * Migrations as the owner, on a connection of their own that never switches role, under an
 * advisory lock: processes starting together on a fresh database would otherwise race to create
 * drizzle's bookkeeping table and apply the same migration twice. The others wait, then find
 * nothing left to apply. Lock and migration must share this one connection (a session lock
 * belongs to its connection); if the process dies, the server drops the connection and the lock.
 */
async function migrateUnderLock(owner: Client): Promise<void> {
  await owner.connect();
  try {
    await owner.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
      const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
      await migratePg(drizzlePg(owner), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await owner.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await owner.end();
  }
}

async function openPostgres(url: string, appUrl?: string): Promise<Database> {
  // Imported here, not at the top: drizzle's node-postgres driver loads pg (about 3 MB of heap),
  // which a process on the embedded database never uses (ADR 126).
  const { Client, Pool } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  await migrateUnderLock(new Client({ connectionString: url, connectionTimeoutMillis: 5000 }));
  const pool = new Pool({
    connectionString: appUrl ?? url,
    max: 10,
    connectionTimeoutMillis: 5000,
  });
  // An idle client can be cut off by the server (restart, failover); the pool replaces it. Without
  // a listener that 'error' event would crash the process.
  pool.on('error', (error) => console.error(`database: idle connection lost (${error.message})`));
  // The system's work runs on the owner's connections switched to wellnest_system: the app's
  // login role, when there is one, cannot become it (ADR 085).
  const systemPool = appUrl
    ? new Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 5000 })
    : pool;
  if (systemPool !== pool)
    systemPool.on('error', (error) =>
      console.error(`database: idle system connection lost (${error.message})`),
    );
  const endPools = async () => {
    await pool.end();
    if (systemPool !== pool) await systemPool.end();
  };
  const role = appUrl ? null : APP_ROLE;
  const db = drizzlePg(new ActingUserPool(pool, role, systemPool) as unknown as Pool, {
    schema,
  }) as unknown as Db;
  const systemDb = drizzlePg(
    new ActingUserPool(pool, role, systemPool, SYSTEM_ACTOR) as unknown as Pool,
    { schema },
  ) as unknown as Db;
  let changes: UserChangeFeed;
  try {
    await assertBoundByPolicies(db);
    // LISTEN needs no privilege; the owner's URL is the one that always exists.
    changes = await postgresUserChangeFeed(async () => {
      const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      await client.connect();
      return client;
    });
  } catch (error) {
    await endPools();
    throw error;
  }
  return {
    db,
    systemDb,
    kind: 'postgres',
    changes,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => {
      const pools = systemPool === pool ? [pool] : [pool, systemPool];
      return {
        total: pools.reduce((sum, each) => sum + each.totalCount, 0),
        idle: pools.reduce((sum, each) => sum + each.idleCount, 0),
        waiting: pools.reduce((sum, each) => sum + each.waitingCount, 0),
      };
    },
    close: async () => {
      await changes.close();
      await endPools();
    },
  };
}

async function openPglite(dataDir: string, dump?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (dump && !inMemory) throw new Error('A PGlite dump can only be opened in memory');
  const release = inMemory ? () => undefined : lockDataDir(resolve(dataDir));
  try {
    const pgDataDir = resolve(dataDir, 'pg');
    if (!inMemory) await createPgliteDataDir(pgDataDir);
    const client = await PGlite.create({
      ...(inMemory ? { loadDataDir: dump } : { dataDir: pgDataDir }),
      startParams: pgliteStartParams(PGlite.defaultStartParams),
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const changes = await pgliteUserChangeFeed(client);
    readsWithoutStatementTimeout(db);
    return {
      db,
      // One superuser role: the policies do not bind here (ADR 020), so both are the same.
      systemDb: db,
      kind: 'pglite',
      changes,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      // One embedded connection, queries queued on it in turn: nothing to count waiting.
      poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
      close: async () => {
        await changes.close();
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
