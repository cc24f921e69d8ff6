/**
 * The change feed on the real database: a committed write to a user's rows is heard (on PGlite
 * before the write resolves), a rolled-back one is not, and on PostgreSQL a lost connection marks
 * the feed down until it has reconnected, when the caches are told to start empty.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-database';
import type { UserChange } from './user-change-feed';

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
      // The feed's connection is the one whose last statement was its LISTEN or a barrier.
      const cut = await owner.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()
           and (query ilike 'LISTEN%' or query ilike '%pg_notify($1, $2)%')`,
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
});
