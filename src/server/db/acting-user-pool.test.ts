/**
 * The pool's checkout on PostgreSQL (ADR 020 and its addendum): a connection is switched to the acting
 * user before a statement, but a one-statement checkout for the actor it already acts for sends
 * nothing first; whatever may have changed its session (a transaction, a set_config, a failure)
 * makes the next checkout switch it again. PGlite has no pool: nothing to check there.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-database';
import { runAsUser, runWithActorStore } from './acting-user';
import { queryRows } from './client';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The switches (`select set_config('role', ...)` or without the role) sent while `work` ran. */
async function switchesDuring(work: () => Promise<unknown>): Promise<number> {
  const texts: string[] = [];
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const first = args[0];
    texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
  });
  try {
    await work();
  } finally {
    vi.restoreAllMocks();
  }
  return texts.filter((text) => text.startsWith("select set_config('")).length;
}

const actingFor = async (userId: string): Promise<string> => {
  const [row] = await runAsUser(userId, () =>
    queryRows<{ user_id: string }>(
      testDb.database.db,
      sql`select current_setting('app.user_id') as user_id`,
    ),
  );
  return String(row?.user_id);
};

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the acting-user pool', () => {
  it('switches a connection only when the actor changes', async () => {
    await actingFor('pool-alice');
    expect(await switchesDuring(() => actingFor('pool-alice'))).toBe(0);
    expect(await switchesDuring(() => actingFor('pool-alice'))).toBe(0);
    let bob = '';
    expect(await switchesDuring(async () => (bob = await actingFor('pool-bob')))).toBe(1);
    expect(bob).toBe('pool-bob');
  });

  it('switches again after a statement that may have changed the session', async () => {
    await actingFor('pool-bob');
    // A statement that changes the setting for the rest of the session: the next checkout must
    // not trust what it remembered.
    await runAsUser('pool-bob', () =>
      testDb.database.db.execute(sql`select set_config('app.user_id', 'pool-alice', false)`),
    );
    let seen = '';
    expect(await switchesDuring(async () => (seen = await actingFor('pool-bob')))).toBe(1);
    expect(seen).toBe('pool-bob');
  });

  it('switches every transaction, and the statement after one', async () => {
    await actingFor('pool-bob');
    let inside = '';
    const switches = await switchesDuring(() =>
      runAsUser('pool-bob', () =>
        testDb.database.db.transaction(async (tx) => {
          const [row] = await queryRows<{ user_id: string }>(
            tx,
            sql`select current_setting('app.user_id') as user_id`,
          );
          inside = String(row?.user_id);
          await tx.execute(sql`select set_config('app.user_id', 'pool-alice', false)`);
        }),
      ),
    );
    expect(inside).toBe('pool-bob');
    expect(switches).toBeGreaterThanOrEqual(1);
    let after = '';
    expect(await switchesDuring(async () => (after = await actingFor('pool-bob')))).toBe(1);
    expect(after).toBe('pool-bob');
  });

  it("knows what the system's handle did to a connection the app's handle uses next", async () => {
    const settings = sql`select current_setting('app.user_id') as user_id,
      current_setting('app.system') as system, current_user as role`;
    type Settings = { user_id: string; system: string; role: string };
    for (let round = 0; round < 3; round += 1) {
      const [asBob] = await runAsUser('pool-bob', () =>
        queryRows<Settings>(testDb.database.db, settings),
      );
      const [asSystem] = await queryRows<Settings>(testDb.database.systemDb, settings);
      const [asNobody] = await runWithActorStore({ actor: { kind: 'none' } }, () =>
        queryRows<Settings>(testDb.database.db, settings),
      );
      expect([asBob, asSystem, asNobody]).toEqual([
        { user_id: 'pool-bob', system: '', role: 'wellnest_app' },
        { user_id: '', system: 'on', role: 'wellnest_system' },
        { user_id: '', system: '', role: 'wellnest_app' },
      ]);
    }
  });

  it('switches again after a failed statement', async () => {
    await actingFor('pool-bob');
    await expect(
      runAsUser('pool-bob', () => testDb.database.db.execute(sql`select 1/0`)),
    ).rejects.toThrow();
    expect(await switchesDuring(() => actingFor('pool-bob'))).toBe(1);
  });
});
