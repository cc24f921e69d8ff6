/**
 * S3: row-level security as a second layer. Every user-owned table has RLS on; on PostgreSQL the
 * app's queries run as a role that is neither a superuser nor the tables' owner, so a query that
 * forgets its `where user_id = ...` still sees only the acting user's rows (and nobody's without one).
 * PGlite runs as its superuser (ADR 020): there only the catalogue half applies.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEveryTable } from '../../../tests/setup/seed-every-table';
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

type Row = Record<string, unknown>;

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return queryRows<Row>(testDb.database.db, query);
}

/** The tables that hold one user's rows: a `user_id` column, and `users` itself. */
async function userOwnedTables(): Promise<string[]> {
  const found = await rows(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'user_id'
    order by table_name`);
  return ['users', ...found.map((row) => String(row.table_name))];
}

async function createUser(): Promise<string> {
  const id = randomUUID();
  await rows(sql`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    values (${id}, 'RLS Test', ${`${id}@example.com`}, true, now(), now())`);
  return id;
}

describe('row-level security (S3)', () => {
  it('is on, with policies, for every user-owned table', async () => {
    const tables = await userOwnedTables();
    expect(tables.length).toBeGreaterThanOrEqual(33);
    const secured = await rows(sql`
      select c.relname, c.relrowsecurity,
        (select count(*) from pg_policy p where p.polrelid = c.oid)::int as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'`);
    const missing = tables.filter((table) => {
      const row = secured.find((entry) => entry.relname === table);
      return !row?.relrowsecurity || Number(row.policies) === 0;
    });
    expect(missing).toEqual([]);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    let tables: string[];
    let alice: string;
    let bob: string;

    beforeAll(async () => {
      tables = await userOwnedTables();
      alice = await createUser();
      bob = await createUser();
      // The shared seeder (tests/setup): a row in every table naming each user, parents first.
      await seedEveryTable(testDb.database.db, alice);
      await seedEveryTable(testDb.database.db, bob);
    });

    it('runs the app as a role that is not a superuser, cannot bypass RLS and owns no table', async () => {
      const [role] = await rows(sql`
        select current_user as name, r.rolsuper, r.rolbypassrls,
          (select count(*) from pg_tables t where t.schemaname = 'public'
             and t.tableowner = current_user)::int as owned
        from pg_roles r where r.rolname = current_user`);
      expect(role).toMatchObject({ rolsuper: false, rolbypassrls: false, owned: 0 });
    });

    it("shows a user none of another user's rows, in any table, without a user filter", async () => {
      const seenByAlice: Record<string, { mine: number; others: number }> = {};
      await runAsUser(alice, async () => {
        for (const table of tables) {
          const owner = table === 'users' ? sql`id` : sql`user_id`;
          const all = await rows(sql`select ${owner} as owner from ${sql.identifier(table)}`);
          seenByAlice[table] = {
            mine: all.filter((row) => row.owner === alice).length,
            others: all.filter((row) => row.owner !== alice).length,
          };
        }
      });
      for (const table of tables) expect(seenByAlice[table], table).toEqual({ mine: 1, others: 0 });
    });

    it('shows nothing of any user when no user is set', async () => {
      const counts: Record<string, number> = {};
      await runWithActorStore({ actor: { kind: 'none' } }, async () => {
        for (const table of tables) {
          const [row] = await rows(sql`select count(*)::int as n from ${sql.identifier(table)}`);
          counts[table] = Number(row?.n);
        }
      });
      expect(
        Object.values(counts).every((n) => n === 0),
        JSON.stringify(counts),
      ).toBe(true);
    });

    it("refuses to write a row for another user, and to change or delete another user's rows", async () => {
      await expect(
        runAsUser(bob, () =>
          rows(
            sql`insert into mood_entries (user_id, entry_date, mood, energy) values (${alice}, '2026-02-02', 3, 3)`,
          ),
        ),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
      const changed = await runAsUser(bob, () =>
        rows(sql`update symptom_logs set note = 'changed' where user_id = ${alice} returning id`),
      );
      const deleted = await runAsUser(bob, () =>
        rows(sql`delete from habits where user_id = ${alice} returning id`),
      );
      expect([changed.length, deleted.length]).toEqual([0, 0]);
    });

    it('does not carry one user into the next query on the same pooled connection', async () => {
      const asAlice = await runAsUser(alice, () => rows(sql`select id from medications`));
      const asNobody = await runWithActorStore({ actor: { kind: 'none' } }, () =>
        rows(sql`select id from medications`),
      );
      expect([asAlice.length, asNobody.length]).toEqual([1, 0]);
    });
  });
});
