/**
 * S3: row-level security as a second layer. Every table holding a user's rows has RLS on, with
 * policies; on PostgreSQL the app's queries run as a role that is neither a superuser nor the
 * tables' owner, so a query that forgets its `where user_id = ...` still sees only the acting
 * user's rows (and nobody's without one).
 *
 * The catalogue walk and the shared-content checks run on both databases: PGlite runs the app as
 * its superuser (ADR 020), so there the checks switch to the app's role themselves (`SET LOCAL
 * ROLE wellnest_app`), which binds the same policies as on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEveryTable } from '../../../tests/setup/seed-every-table';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-database';
import { runAsSystem, runAsUser, runWithActorStore } from './acting-user';
import { queryRows, type Database, type Db } from './client';
import { APP_ROLE, openDatabase } from './open-database';

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

/**
 * A column that names a person: a foreign key to users.id, or one of the names the schema uses
 * for one (`user_id` without a key in the audit trail). A new name for a person's column belongs
 * here too.
 */
const PERSON_COLUMN = /^(user_id|.+_user_id|author_id|owner_id|member_id|submitted_by|created_by)$/;

/**
 * Tables that name a user and still have no row-level security, each with its reason. Empty: every
 * table naming a user has it. An entry needs a reason a reviewer accepts (for example an auth
 * library table it must read before anyone is known, which the system policy already allows).
 */
const EXEMPT_USER_TABLES: Record<string, string> = {};

/**
 * The tables without row-level security: none names a user (the walk checks that), each is here
 * with why it holds no one user's rows. A new table must be secured or listed, so a person's data
 * under a column name the walk does not know cannot slip by.
 */
const NO_USER_ROWS: Record<string, string> = {
  billing_events:
    "Stripe's event ids, for idempotency; written by the signed webhook as the system",
  community_moderation_actions:
    'the public modlog: what was done and why, never who acted or whom (target_id null for a user)',
  community_topics: 'the seeded topic list, public',
  community_watched_words: "the moderators' word list, no one's rows",
  interaction_check_stats: 'anonymous counters of interaction checks',
  security_audit_chain_head:
    "the audit chain's last hash; the app may only read it, its trigger writes it",
  sign_in_failures:
    'the lockout counts, by address, written before anyone is signed in (the auth path acts as the system)',
  used_verification_tokens: 'spent token digests, checked before anyone is signed in',
  verifications:
    "Better Auth's pending verifications (identifier and token digest): the library runs as the system, before anyone is known",
};
/** The curated knowledge base (knowledge_*): the same for everyone, loaded at start-up. */
const KNOWLEDGE_TABLE = /^knowledge_/;

interface TableSecurity {
  table: string;
  rls: boolean;
  forced: boolean;
  /** Policies that bind the app's role (named for it, or for everyone). */
  policies: number;
  /** Whether the app's role owns the table or inherits its owner (then RLS would not bind it). */
  app_owns: boolean;
  person_columns: string[];
}

/** Every table of the public schema with its row-level security and the columns naming a user. */
async function tableSecurity(): Promise<TableSecurity[]> {
  const tables = await rows(sql`
    select c.relname as table, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
      (select count(*) from pg_policy p
        where p.polrelid = c.oid
          and (p.polroles @> array[0::oid] or p.polroles @> array[r.oid]))::int as policies,
      pg_has_role(r.oid, c.relowner, 'USAGE') as app_owns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    cross join (select oid from pg_roles where rolname = ${APP_ROLE}) r
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`);
  const columns = await rows(sql`
    select c.relname as table, a.attname as column,
      exists (select 1 from pg_constraint k
              where k.conrelid = c.oid and k.contype = 'f'
                and k.confrelid = 'public.users'::regclass and a.attnum = any (k.conkey)) as names_user
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`);
  return tables.map((row) => {
    const table = String(row.table);
    const person = columns
      .filter((c) => c.table === table && (c.names_user || PERSON_COLUMN.test(String(c.column))))
      .map((c) => String(c.column));
    return {
      table,
      rls: Boolean(row.rls),
      forced: Boolean(row.forced),
      policies: Number(row.policies),
      app_owns: Boolean(row.app_owns),
      person_columns: table === 'users' ? ['id', ...person] : person,
    };
  });
}

/**
 * Runs `work` in one transaction as the app's role acting for `userId` (null: nobody), on both
 * databases: PGlite's app connection is its superuser, which RLS never binds, so the role is
 * switched here; on PostgreSQL the pool has switched it already and this only repeats it.
 */
async function asAppRole<T>(userId: string | null, work: (tx: Db) => Promise<T>): Promise<T> {
  return testDb.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local role wellnest_app`);
    await tx.execute(
      sql`select set_config('app.user_id', ${userId ?? ''}, true), set_config('app.system', '', true)`,
    );
    return work(tx as unknown as Db);
  });
}

describe('row-level security (S3)', () => {
  it('is on, with policies, for every table naming a user: a walk of the catalogue', async () => {
    const all = await tableSecurity();
    const naming = all.filter((t) => t.person_columns.length > 0);
    // The walk finds the tables: user_id ones, the community's author and member columns, the
    // listings' owner and the products' submitter, and users itself.
    expect(naming.map((t) => t.table)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'mood_entries',
        'security_audit_log',
        'community_posts',
        'community_threads',
        'community_profiles',
        'community_reactions',
        'providers',
        'products',
        'dev_outbox',
      ]),
    );
    const unsecured = naming
      .filter((t) => !(t.table in EXEMPT_USER_TABLES))
      .filter((t) => !t.rls || t.policies === 0 || (!t.forced && t.app_owns))
      .map((t) => `${t.table} (${t.person_columns.join(', ')})`);
    expect(unsecured).toEqual([]);
    expect(naming.length).toBeGreaterThanOrEqual(52);
  });

  it("leaves out only tables that hold no one user's rows, each with its reason", async () => {
    const all = await tableSecurity();
    const open = all.filter((t) => !t.rls || t.policies === 0);
    const unexplained = open
      .filter((t) => !(t.table in NO_USER_ROWS) && !KNOWLEDGE_TABLE.test(t.table))
      .map((t) => t.table);
    expect(unexplained).toEqual([]);
    // Nothing listed there names a user: such a table would need policies instead.
    expect(open.filter((t) => t.person_columns.length > 0).map((t) => t.table)).toEqual(
      Object.keys(EXEMPT_USER_TABLES),
    );
    // A listed table that has since been secured or dropped is taken off the list.
    const stale = Object.keys(NO_USER_ROWS).filter((name) => !open.some((t) => t.table === name));
    expect(stale).toEqual([]);
  });

  describe("another user's held and pending rows (as the app's role, both databases)", () => {
    let alice: string;
    let bob: string;
    let heldThread: string;
    let heldPost: string;
    let publishedThread: string;
    let publishedPost: string;
    let pendingProvider: string;
    let pendingProduct: string;

    beforeAll(async () => {
      alice = await createUser();
      bob = await createUser();
      // Fixtures as the system (outside any request): Alice's held first post, a published thread
      // of hers, a pending listing and a pending product.
      const [topic] = await rows(sql`select id from community_topics order by position limit 1`);
      const thread = async (status: string): Promise<[string, string]> => {
        const [row] = await rows(sql`
          insert into community_threads (topic_id, author_id, title, status)
          values (${topic!.id}, ${alice}, ${`A ${status} thread`}, ${status}) returning id`);
        const [post] = await rows(sql`
          insert into community_posts (thread_id, author_id, body, body_html, status)
          values (${row!.id}, ${alice}, 'My private words', '<p>My private words</p>', ${status})
          returning id`);
        return [String(row!.id), String(post!.id)];
      };
      [heldThread, heldPost] = await thread('held');
      [publishedThread, publishedPost] = await thread('published');
      const [provider] = await rows(sql`
        insert into providers (owner_id, name, profession, status)
        values (${alice}, 'Alice Applicant', 'dietitian', 'pending') returning id`);
      pendingProvider = String(provider!.id);
      const [product] = await rows(sql`
        insert into products (barcode, name, brand, ingredients_text, kind, submitted_by, status)
        values ('4006381333931', 'Pending bar', 'Alice Foods', 'oats', 'food', ${alice}, 'pending')
        returning id`);
      pendingProduct = String(product!.id);
    });

    it("cannot read or update another user's held post or thread (user B set)", async () => {
      const seen = await asAppRole(bob, async (tx) => ({
        post: (await queryRows(tx, sql`select id from community_posts where id = ${heldPost}`))
          .length,
        thread: (
          await queryRows(tx, sql`select id from community_threads where id = ${heldThread}`)
        ).length,
        // No filter at all: the published ones only.
        allPosts: (
          await queryRows<{ id: string }>(
            tx,
            sql`select id from community_posts where author_id = ${alice}`,
          )
        ).map((row) => row.id),
        updatedPost: (
          await queryRows(
            tx,
            sql`update community_posts set body = 'changed by Bob', status = 'published' where id = ${heldPost} returning id`,
          )
        ).length,
        updatedThread: (
          await queryRows(
            tx,
            sql`update community_threads set title = 'changed by Bob', status = 'published' where id = ${heldThread} returning id`,
          )
        ).length,
        // Published is public to read, still not Bob's to change or delete.
        publishedRead: (
          await queryRows(tx, sql`select id from community_posts where id = ${publishedPost}`)
        ).length,
        publishedUpdated: (
          await queryRows(
            tx,
            sql`update community_posts set body = 'changed by Bob' where id = ${publishedPost} returning id`,
          )
        ).length,
        deleted: (
          await queryRows(
            tx,
            sql`delete from community_threads where id in (${heldThread}, ${publishedThread}) returning id`,
          )
        ).length,
      }));
      expect(seen).toEqual({
        post: 0,
        thread: 0,
        allPosts: [publishedPost],
        updatedPost: 0,
        updatedThread: 0,
        publishedRead: 1,
        publishedUpdated: 0,
        deleted: 0,
      });
      // Nor write a post or thread in Alice's name.
      await expect(
        asAppRole(bob, (tx) =>
          queryRows(
            tx,
            sql`insert into community_posts (thread_id, author_id, body, body_html, status)
                values (${publishedThread}, ${alice}, 'forged', 'forged', 'published')`,
          ),
        ),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
      const [after] = await rows(sql`
        select p.body, p.status, t.title, t.status as thread_status
        from community_posts p join community_threads t on t.id = p.thread_id
        where p.id = ${heldPost}`);
      expect(after).toEqual({
        body: 'My private words',
        status: 'held',
        title: 'A held thread',
        thread_status: 'held',
      });
    });

    it('shows a held post to its author, who may edit it but not publish it; and to nobody else', async () => {
      const own = await asAppRole(alice, async (tx) => ({
        read: (await queryRows(tx, sql`select id from community_posts where id = ${heldPost}`))
          .length,
        edited: (
          await queryRows(
            tx,
            sql`update community_posts set body = 'My private words' where id = ${heldPost} returning id`,
          )
        ).length,
      }));
      expect(own).toEqual({ read: 1, edited: 1 });
      await expect(
        asAppRole(alice, (tx) =>
          queryRows(
            tx,
            sql`update community_posts set status = 'published' where id = ${heldPost}`,
          ),
        ),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
      const visitor = await asAppRole(null, (tx) =>
        queryRows(
          tx,
          sql`select id from community_posts where id in (${heldPost}, ${publishedPost})`,
        ),
      );
      expect(visitor).toEqual([{ id: publishedPost }]);
    });

    it("keeps another user's pending listing and product from them; approved ones are public", async () => {
      const seen = await asAppRole(bob, async (tx) => ({
        provider: (await queryRows(tx, sql`select id from providers where id = ${pendingProvider}`))
          .length,
        product: (await queryRows(tx, sql`select id from products where id = ${pendingProduct}`))
          .length,
        approvedProvider: (
          await queryRows(
            tx,
            sql`update providers set status = 'approved' where id = ${pendingProvider} returning id`,
          )
        ).length,
        approvedProduct: (
          await queryRows(
            tx,
            sql`update products set status = 'approved' where id = ${pendingProduct} returning id`,
          )
        ).length,
      }));
      expect(seen).toEqual({ provider: 0, product: 0, approvedProvider: 0, approvedProduct: 0 });
      // The owner sees their own pending rows but cannot approve them.
      await expect(
        asAppRole(alice, (tx) =>
          queryRows(tx, sql`update products set status = 'approved' where id = ${pendingProduct}`),
        ),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
      await rows(sql`update products set status = 'approved' where id = ${pendingProduct}`);
      const afterApproval = await asAppRole(bob, (tx) =>
        queryRows(tx, sql`select id from products where id = ${pendingProduct}`),
      );
      expect(afterApproval).toHaveLength(1);
      await rows(sql`update products set status = 'pending' where id = ${pendingProduct}`);
    });
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
      // One seeded row each; tracked_runs also gets the runs its triggers derive from the seeded
      // mood, symptom, daily log and check-in (migration 0028), so 'at least one' of Alice's own.
      for (const table of tables) {
        expect(seenByAlice[table]?.others, table).toBe(0);
        expect(seenByAlice[table]?.mine, table).toBeGreaterThanOrEqual(1);
      }
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

    describe("the system's access (ADR 085): a role the app's login role cannot assume", () => {
      // A login role in wellnest_app only, as production's DATABASE_APP_URL (wellnest_web).
      const web = `wellnest_test_web_${randomUUID().slice(0, 8)}`;
      let appDatabase: Database;

      /** As the owner (the test database's URL, no role switch): roles are not the app's to make. */
      async function asOwner(statement: string): Promise<void> {
        const { Client } = await import('pg');
        const owner = new Client({ connectionString: testDb.databaseUrl });
        await owner.connect();
        try {
          await owner.query(statement);
        } finally {
          await owner.end();
        }
      }

      beforeAll(async () => {
        await asOwner(`create role ${web} login password 'web' in role ${APP_ROLE}`);
        const url = new URL(testDb.databaseUrl ?? '');
        url.username = web;
        url.password = 'web';
        appDatabase = await openDatabase({
          databaseUrl: testDb.databaseUrl,
          appDatabaseUrl: url.toString(),
          dataDir: 'unused',
        });
      });
      afterAll(async () => {
        await appDatabase?.close();
        await asOwner(`drop role if exists ${web}`);
      });

      const appRows = (query: ReturnType<typeof sql>) => queryRows<Row>(appDatabase.db, query);

      it("opens no other member's row when the app sets the old flag, in any table", async () => {
        const seen: Record<string, number> = {};
        await runAsUser(alice, () =>
          appDatabase.db.transaction(async (tx) => {
            await tx.execute(sql`select set_config('app.system', 'on', true)`);
            const [flag] = await queryRows<Row>(tx, sql`select wellnest_is_system() as system`);
            expect(flag?.system).toBe(false);
            for (const table of tables) {
              const owner = table === 'users' ? sql`id` : sql`user_id`;
              const [row] = await queryRows<Row>(
                tx,
                sql`select count(*)::int as n from ${sql.identifier(table)} where ${owner} <> ${alice}`,
              );
              seen[table] = Number(row?.n);
            }
          }),
        );
        expect(
          Object.values(seen).every((n) => n === 0),
          JSON.stringify(seen),
        ).toBe(true);
      });

      it("cannot switch to the system role, nor change or delete a member's rows as it", async () => {
        await expect(
          runAsUser(bob, () => appRows(sql.raw('set role wellnest_system'))),
        ).rejects.toMatchObject({ cause: { code: '42501' } });
        const changed = await runAsUser(bob, () =>
          appDatabase.db.transaction(async (tx) => {
            await tx.execute(sql`select set_config('app.system', 'on', true)`);
            return queryRows<Row>(
              tx,
              sql`update symptom_logs set note = 'changed' where user_id = ${alice} returning id`,
            );
          }),
        );
        expect(changed).toEqual([]);
        const [role] = await runAsUser(bob, () =>
          appRows(
            sql`select current_user as name, pg_has_role(current_user, 'wellnest_system', 'MEMBER') as member`,
          ),
        );
        expect(role).toEqual({ name: web, member: false });
      });

      it("still lets the system (the owner's connections as wellnest_system) read every member", async () => {
        const [row] = await runAsSystem(() =>
          appRows(
            sql`select current_user as name, count(distinct id)::int as n from users where id in (${alice}, ${bob})`,
          ),
        );
        expect(row).toEqual({ name: 'wellnest_system', n: 2 });
      });
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
