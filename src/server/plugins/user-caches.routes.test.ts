/**
 * The session, plan and profile caches (ADR 025) through the real app, on PGlite and on
 * PostgreSQL: answers come from memory, yet sign-out, revocation, a plan change and any write to
 * a user's rows take effect for the very next request, also when another process made them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { queryRows, type Database } from '#server/db/client';
import { openDatabase } from '#server/db/open-database';
import { makePaid } from '../../../tests/setup/billing';
import {
  createSignedInUser,
  createTestApp,
  get,
  post,
  put,
  type TestApp,
} from '../../../tests/setup/test-app';

let made: TestApp;
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  made = await createTestApp();
  app = made.app;
  database = made.testDb.database;
});
afterAll(async () => made.close());

/** Runs `statement` with triggers off (a superuser's replication role): the caches hear nothing. */
async function silently(statement: string): Promise<void> {
  if (database.kind === 'pglite') {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(statement));
    });
    return;
  }
  const { Client } = await import('pg');
  const owner = new Client({ connectionString: made.testDb.databaseUrl });
  await owner.connect();
  try {
    await owner.query('begin');
    await owner.query('set local session_replication_role = replica');
    await owner.query(statement);
    await owner.query('commit');
  } finally {
    await owner.end();
  }
}

describe('the session cache', () => {
  it('answers from memory: a session row removed without a notification is still honoured', async () => {
    const { cookie, id } = await createSignedInUser(app, 'cached-session@example.com');
    // Sign-up's own notifications (sessions, users) first: on PostgreSQL one that arrives after
    // the read below has cached the session rightly drops it, and the proof would then fail.
    await database.changes.settled();
    expect((await get(app, '/api/profile', cookie)).statusCode).toBe(200);
    // The first read writes the profile's rows; their notifications (which rightly empty this
    // user's caches) must have arrived before the silent delete, or a slow one lands after it.
    await database.changes.settled();
    await silently(`delete from sessions where user_id = '${id}'`);
    // Proof that the second request did not query the session: it still gets through.
    expect((await get(app, '/api/profile', cookie)).statusCode).toBe(200);
    // The page-load session read is answered from the same memory.
    const session = (await get(app, '/api/auth/get-session', cookie)).json() as {
      user: { id: string };
    };
    expect(session.user.id).toBe(id);
  });

  it('ends a session at sign-out for the very next request', async () => {
    const { cookie } = await createSignedInUser(app, 'sign-out@example.com');
    expect((await get(app, '/api/profile', cookie)).statusCode).toBe(200);
    expect((await post(app, '/api/auth/sign-out', {}, cookie)).statusCode).toBe(200);
    expect((await get(app, '/api/profile', cookie)).statusCode).toBe(401);
    expect((await get(app, '/api/auth/get-session', cookie)).json()).toBeNull();
  });

  it('ends a session revoked in the database by someone else (an admin, another process)', async () => {
    const { cookie, id } = await createSignedInUser(app, 'revoked@example.com');
    expect((await get(app, '/api/profile', cookie)).statusCode).toBe(200);
    await database.systemDb.execute(sql`delete from sessions where user_id = ${id}`);
    await database.changes.settled();
    expect((await get(app, '/api/profile', cookie)).statusCode).toBe(401);
  });

  it('renews a session due for renewal on whichever route read it, and sends the cookie on', async () => {
    const { cookie, id } = await createSignedInUser(app, 'renewal@example.com');
    // Five days left of seven: older than the one-day update age, so the library renews it.
    await database.systemDb.execute(
      sql`update sessions set expires_at = now() + interval '5 days' where user_id = ${id}`,
    );
    await database.changes.settled();
    const response = await get(app, '/api/profile', cookie);
    expect(response.statusCode).toBe(200);
    const renewed = [response.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith('wellnest.session_token='));
    expect(renewed).toMatch(/Max-Age=604800/);
    const [row] = await queryRows<{ days: number }>(
      database.systemDb,
      sql`select extract(epoch from expires_at - now()) / 86400 as days from sessions where user_id = ${id}`,
    );
    expect(Number(row?.days)).toBeGreaterThan(6.9);
  });

  it('ends other sessions when the password changes', async () => {
    const first = await createSignedInUser(app, 'two-sessions@example.com');
    const second = await signInAgain('two-sessions@example.com');
    expect((await get(app, '/api/profile', second)).statusCode).toBe(200);
    const changed = await post(
      app,
      '/api/auth/change-password',
      { currentPassword: 'Calm-River-42!', newPassword: 'Quiet-Forest-73!' },
      first.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await get(app, '/api/profile', second)).statusCode).toBe(401);
  });
});

async function signInAgain(email: string): Promise<string> {
  const response = await post(app, '/api/auth/sign-in/email', {
    email,
    password: 'Calm-River-42!',
  });
  const raw = [response.headers['set-cookie']].flat().map(String);
  const pair = raw.find((c) => c.startsWith('wellnest.session_token='));
  if (!pair) throw new Error(`sign-in failed: ${response.statusCode}`);
  return pair.split(';')[0]!;
}

describe('the profile and plan caches', () => {
  it('shows a saved section at once, to the profile and to the check', async () => {
    const { cookie } = await createSignedInUser(app, 'profile-cache@example.com');
    const check = async () =>
      (
        (await post(app, '/api/interactions/check', { items: ['warfarin'] }, cookie)).json() as {
          cautions: Array<{ reason: string }>;
        }
      ).cautions.filter((caution) => caution.reason === 'age');
    expect((await get(app, '/api/profile', cookie)).statusCode).toBe(200);
    expect(await check()).toEqual([]);
    const saved = await put(app, '/api/profile/sections/personal_info', { age: 70 }, cookie);
    expect(saved.statusCode).toBe(200);
    const read = (await get(app, '/api/profile', cookie)).json() as {
      profile: { personal_info: { age?: number } };
    };
    expect(read.profile.personal_info.age).toBe(70);
    // 65 and over: warfarin carries an age caution, read from the new profile at once.
    expect((await check()).length).toBeGreaterThan(0);
  });

  it('shows a row another process wrote (a medicine added to the cabinet) at once', async () => {
    const { cookie, id } = await createSignedInUser(app, 'cabinet-cache@example.com');
    const before = (await get(app, '/api/profile', cookie)).body;
    expect(before).not.toContain('Metformin');
    await database.systemDb.execute(
      sql`insert into medications (user_id, name, frequency) values (${id}, 'Metformin', 'Twice daily')`,
    );
    await database.changes.settled();
    expect((await get(app, '/api/profile', cookie)).body).toContain('Metformin');
  });

  it('opens a paid feature as soon as the plan changes', async () => {
    const { cookie, id } = await createSignedInUser(app, 'plan-cache@example.com');
    const timing = { items: [{ name: 'levothyroxine' }, { name: 'calcium' }] };
    expect((await post(app, '/api/interactions/timing', timing, cookie)).statusCode).toBe(403);
    await makePaid(database, id);
    expect((await post(app, '/api/interactions/timing', timing, cookie)).statusCode).toBe(200);
  });
});

describe('on PostgreSQL, two app processes', () => {
  let other: { app: FastifyInstance; database: Database } | undefined;

  beforeAll(async () => {
    if (!made.testDb.databaseUrl) return;
    const second = await openDatabase({ databaseUrl: made.testDb.databaseUrl, dataDir: 'unused' });
    const built = await buildApp(made.config, { database: second });
    other = { app: built.app, database: second };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a sign-out on one process ends the session on the other before the sign-out returns',
    async () => {
      const { cookie } = await createSignedInUser(app, 'two-processes@example.com');
      expect((await get(other!.app, '/api/profile', cookie)).statusCode).toBe(200);
      expect((await post(app, '/api/auth/sign-out', {}, cookie)).statusCode).toBe(200);
      expect((await get(other!.app, '/api/profile', cookie)).statusCode).toBe(401);
    },
  );
});

describe('the change triggers', () => {
  it('watch every table that holds a user_id, except the audit log', async () => {
    const missing = await queryRows<{ table_name: string }>(
      database.db,
      sql`select c.table_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
            and c.table_name <> 'security_audit_log'
            and not exists (select 1 from pg_trigger g join pg_class k on k.oid = g.tgrelid
                            where k.relname = c.table_name and g.tgname = 'wellnest_user_change')`,
    );
    expect(missing.map((row) => row.table_name)).toEqual([]);
  });
});
