/**
 * The change feed on the real database: a committed write to a user's rows is heard (on PGlite
 * before the write resolves), a rolled-back one is not, and on PostgreSQL a lost connection marks
 * the feed down until it has reconnected, when the caches are told to start empty. With two
 * processes, a sign-out's wait ends only once the other process has applied the change.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-database';
import type { Client } from 'pg';
import {
  FEED_APPLICATION_PREFIX,
  postgresUserChangeFeed,
  type UserChange,
  type UserChangeFeed,
} from './user-change-feed';

let testDb: TestDatabase;
const heard: UserChange[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  testDb.database.changes.subscribe((change) => heard.push(change));
});
afterAll(async () => testDb.drop());

async function newUser(id: string): Promise<void> {
  await testDb.database.systemDb.execute(
    sql`insert into users (id, name, email, email_verified, created_at, updated_at)
        values (${id}, 'Feed', ${`${id}@example.com`}, true, now(), now())`,
  );
}

describe('the user change feed', () => {
  it('names the table and the user of every committed write', async () => {
    await newUser('feed-user-1');
    await testDb.database.systemDb.execute(
      sql`insert into medications (user_id, name, frequency) values ('feed-user-1', 'Metformin', 'Once daily')`,
    );
    await testDb.database.changes.settled();
    expect(heard).toContainEqual({ table: 'users', userId: 'feed-user-1' });
    expect(heard).toContainEqual({ table: 'medications', userId: 'feed-user-1' });
  });

  it('says nothing of a write that was rolled back', async () => {
    await newUser('feed-user-2');
    await testDb.database.systemDb
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into medications (user_id, name, frequency) values ('feed-user-2', 'Aspirin', 'Once daily')`,
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await testDb.database.changes.settled();
    expect(heard.filter((c) => c.userId === 'feed-user-2').map((c) => c.table)).toEqual(['users']);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL, goes down when its connection is cut and comes back empty-handed',
    async () => {
      const { changes } = testDb.database;
      let interruptions = 0;
      changes.onInterruption(() => (interruptions += 1));
      expect(changes.live).toBe(true);
      const { Client } = await import('pg');
      const owner = new Client({ connectionString: testDb.databaseUrl });
      await owner.connect();
      // The feed's connection names itself in application_name.
      const cut = await owner.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and starts_with(application_name, $1)`,
        [FEED_APPLICATION_PREFIX],
      );
      await owner.end();
      expect(cut.rowCount).toBe(1);
      await vi.waitFor(() => expect(changes.live).toBe(false), { timeout: 5_000 });
      await vi.waitFor(() => expect(changes.live).toBe(true), { timeout: 10_000 });
      expect(interruptions).toBeGreaterThanOrEqual(2); // lost, then back
      await newUser('feed-user-3');
      await changes.settled();
      expect(heard).toContainEqual({ table: 'users', userId: 'feed-user-3' });
    },
  );

  /** A feed on PostgreSQL whose barriers are recorded in `sent`, each answered `delayMs` late. */
  async function feedCountingBarriers(sent: string[], delayMs: number): Promise<UserChangeFeed> {
    const { Client: PgClient } = await import('pg');
    return postgresUserChangeFeed(async () => {
      const client = new PgClient({ connectionString: testDb.databaseUrl });
      await client.connect();
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      client.query = ((...args: unknown[]) => {
        const values = args[1];
        if (!Array.isArray(values) || !String(values[1]).startsWith('barrier:'))
          return query(...args);
        sent.push(String(values[1]));
        return query(...args).then(
          (result) => new Promise((resolve) => setTimeout(() => resolve(result), delayMs)),
        );
      }) as Client['query'];
      return client;
    });
  }

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL, waits called at once share one barrier, sent after every one of them',
    async () => {
      const barriersSent: string[] = [];
      const own = await feedCountingBarriers(barriersSent, 0);
      const seen: UserChange[] = [];
      own.subscribe((change) => seen.push(change));
      try {
        await own.settled();
        barriersSent.length = 0;
        // Twenty writers, each waiting once its own write has committed, all in one turn.
        const ids = Array.from({ length: 20 }, (_, index) => `feed-batch-${index}`);
        await Promise.all(ids.map((id) => newUser(id).then(() => own.settled())));
        expect(ids.filter((id) => !seen.some((change) => change.userId === id))).toEqual([]);
        expect(barriersSent.length).toBeLessThanOrEqual(ids.length);
        // Three waits in one turn: one barrier, after the write before them.
        const before = barriersSent.length;
        await newUser('feed-batch-last');
        await Promise.all([own.settled(), own.settled(), own.settled()]);
        expect(barriersSent.length - before).toBe(1);
        expect(seen).toContainEqual({ table: 'users', userId: 'feed-batch-last' });
      } finally {
        await own.close();
      }
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL, waits asked while a barrier is on its way share the next one',
    async () => {
      const barriersSent: string[] = [];
      // A slow round trip: the barrier stays on its way while the next turns run.
      const own = await feedCountingBarriers(barriersSent, 100);
      const seen: UserChange[] = [];
      own.subscribe((change) => seen.push(change));
      try {
        await own.settled();
        barriersSent.length = 0;
        const first = own.settled();
        // Five writers answering in five later turns while the first barrier is out.
        const ids = Array.from({ length: 5 }, (_, index) => `feed-shared-${index}`);
        const waits: Promise<void>[] = [first];
        for (const id of ids) {
          await newUser(id);
          waits.push(own.settled());
        }
        await Promise.all(waits);
        expect(barriersSent).toHaveLength(2);
        // Each write committed before its wait was heard by the time the wait ended.
        expect(ids.filter((id) => !seen.some((change) => change.userId === id))).toEqual([]);
      } finally {
        await own.close();
      }
    },
  );

  describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('with two processes on PostgreSQL', () => {
    /** A second process's feed whose notifications reach its listeners `lagMs` late (a busy process). */
    async function laggingFeed(lagMs: number): Promise<UserChangeFeed> {
      const { Client: PgClient } = await import('pg');
      return postgresUserChangeFeed(async () => {
        const client = new PgClient({ connectionString: testDb.databaseUrl });
        await client.connect();
        const on = client.on.bind(client);
        client.on = ((event: string, listener: (...args: unknown[]) => void) =>
          event === 'notification'
            ? on(event, (...args: unknown[]) => setTimeout(() => listener(...args), lagMs))
            : on(event as 'error', listener)) as Client['on'];
        return client;
      });
    }

    it('a wait for every process ends only after the busy one has applied the change', async () => {
      const other = await laggingFeed(300);
      const heardThere: string[] = [];
      other.subscribe((change) => heardThere.push(change.userId));
      try {
        await newUser('feed-user-4');
        await testDb.database.changes.settled();
        // This process has heard it; the busy one has not yet: the gap a sign-out must not leave.
        expect(heard).toContainEqual({ table: 'users', userId: 'feed-user-4' });
        expect(heardThere).not.toContain('feed-user-4');

        await newUser('feed-user-5');
        await testDb.database.changes.settledEverywhere();
        expect(heardThere).toContain('feed-user-5');
      } finally {
        await other.close();
      }
    });

    it('does not hang on a process that never answers, and names the wait in the log', async () => {
      const { Client: PgClient } = await import('pg');
      // A connection that looks like a feed but never listens: a process stuck for good.
      const stuck = new PgClient({
        connectionString: testDb.databaseUrl,
        application_name: `${FEED_APPLICATION_PREFIX}stuck`,
      });
      await stuck.connect();
      const logged: string[] = [];
      const own = await postgresUserChangeFeed(
        async () => {
          const client = new PgClient({ connectionString: testDb.databaseUrl });
          await client.connect();
          return client;
        },
        (message) => logged.push(message),
      );
      try {
        const started = Date.now();
        await own.settledEverywhere();
        expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
        expect(logged.join('\n')).toMatch(/1 process\(es\) did not confirm/);
      } finally {
        await own.close();
        await stuck.end();
      }
    });
  });
});
