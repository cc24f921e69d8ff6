/**
 * Community and site search bounded by what they show (ADR 177): the community list's `q` pages
 * newest match first through every match with its cursor, across the candidate bound; site search
 * ranks within the newest matches; and a search that cannot finish within its statement timeout
 * answers 503 SEARCH_TIMEOUT while the rest of the app keeps answering (PostgreSQL: PGlite runs no
 * timers). The search indexes are written without pending lists, and the planner knows the
 * matches function returns few rows (ADR 181).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadsResponse } from '#shared/contracts/community.contract';
import type { SearchResponse } from '#shared/contracts/search.contract';
import { SEARCH_TIMEOUT } from '#server/db/bounded-read';
import { queryRows } from '#server/db/client';
import { SEARCH_CANDIDATE_POSTS } from './community-threads.repository';
import {
  createSignedInUser,
  createTestApp,
  get,
  type TestApp,
} from '../../../../tests/setup/test-app';

let t: TestApp;
let member: { cookie: string; id: string };
/** Thread ids in the order search must list them: newest match first. */
let expected: string[];
let titleMatch: string;
let lateReply: string;
let held: string;
let inSleep: string;
const WORD = 'zymurgy';
/** More matching posts than the candidate bound, so paging must go past it. */
const MATCHES = SEARCH_CANDIDATE_POSTS + 30;

const threadsPage = async (query: string, cookie?: string) => {
  const response = await get(t.app, `/api/community/threads?${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<ThreadsResponse>();
};

/** Every thread a search lists, page after page through its cursor. */
async function everyPage(query: string, cookie?: string): Promise<string[]> {
  const ids: string[] = [];
  let page = await threadsPage(query, cookie);
  ids.push(...page.threads.map((thread) => thread.id));
  while (page.next_cursor) {
    page = await threadsPage(`${query}&cursor=${page.next_cursor}`, cookie);
    ids.push(...page.threads.map((thread) => thread.id));
  }
  return ids;
}

beforeAll(async () => {
  t = await createTestApp();
  member = await createSignedInUser(t.app, 'bounded-search@example.com');
  const db = t.testDb.database.systemDb;
  const topic = async (slug: string) =>
    (
      await queryRows<{ id: string }>(db, sql`select id from community_topics where slug = ${slug}`)
    )[0]!.id;
  const wellness = await topic('general-wellness');
  // MATCHES threads a minute apart, each opened by a post naming the word, and one reply each
  // that does not: the match is the opening post, the thread's activity is the reply.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with made as (
      insert into community_threads (topic_id, title, created_at, last_post_at)
      select ${wellness}::uuid, 'Evening notes ' || n, now() - interval '1 day' + n * interval '1 minute',
        now() - interval '1 day' + n * interval '1 minute'
      from generate_series(1, ${MATCHES}) n
      returning id, created_at)
    insert into community_posts (thread_id, body, body_html, created_at)
    select id, 'Brewing notes: ' || ${WORD}, 'x', created_at from made
    returning thread_id as id`,
  );
  const byTime = await queryRows<{ id: string }>(
    db,
    sql`select id from community_threads where id in (${sql.join(
      rows.map((row) => sql`${row.id}::uuid`),
      sql`, `,
    )}) order by created_at desc`,
  );
  expected = byTime.map((row) => row.id);
  // An old match with recent activity is listed at its match, not its activity.
  lateReply = expected.at(-3)!;
  await db.execute(sql`insert into community_posts (thread_id, body, body_html, created_at)
    values (${lateReply}, 'Unrelated reply', 'x', now())`);
  await db.execute(sql`update community_threads set last_post_at = now() where id = ${lateReply}`);
  // A title match is listed at its last activity: an hour ago, above every post match.
  const [title] = await queryRows<{ id: string }>(
    db,
    sql`insert into community_threads (topic_id, title, created_at, last_post_at)
      values (${wellness}, ${`Zymurgy for beginners`}, now() - interval '2 days', now() - interval '1 hour')
      returning id`,
  );
  titleMatch = title!.id;
  expected.unshift(titleMatch);
  const [own] = await queryRows<{ id: string }>(
    db,
    sql`insert into community_threads (topic_id, author_id, title, status, last_post_at)
      values (${wellness}, ${member.id}, ${`Zymurgy question`}, 'held', now() - interval '2 hours')
      returning id`,
  );
  held = own!.id;
  const [sleepThread] = await queryRows<{ id: string }>(
    db,
    sql`insert into community_threads (topic_id, title, last_post_at)
      values (${await topic('sleep')}, ${`Zymurgy and sleep`}, now() - interval '2 days')
      returning id`,
  );
  inSleep = sleepThread!.id;
  expected.push(inSleep);
});
afterAll(async () => {
  await t?.close();
});

describe('community search, newest match first (ADR 177)', () => {
  it('pages through every match once, past the candidate bound, in order', async () => {
    const first = await threadsPage(`q=${WORD}`);
    expect(first.threads).toHaveLength(20);
    expect(first.threads[0]!.id).toBe(titleMatch);
    const ids = await everyPage(`q=${WORD}`);
    expect(ids).toEqual(expected);
    // A prefix finds the same.
    expect((await threadsPage('q=zymur')).threads.map((th) => th.id)).toEqual(
      expected.slice(0, 20),
    );
    expect(ids.indexOf(lateReply)).toBe(expected.indexOf(lateReply));
  });

  it('keeps the topic, and shows a held thread to its author only', async () => {
    expect((await threadsPage(`q=${WORD}&topic=sleep`)).threads.map((th) => th.id)).toEqual([
      inSleep,
    ]);
    expect(await everyPage(`q=${WORD}`)).not.toContain(held);
    const own = await threadsPage(`q=${WORD}`, member.cookie);
    expect(own.threads.map((th) => th.id).slice(0, 3)).toEqual([titleMatch, held, expected[1]]);
    expect((await threadsPage('q=quetzalcoatl')).threads).toEqual([]);
  });

  it('site search ranks the newest matches, the title first', async () => {
    const response = await get(t.app, `/api/search?q=${WORD}`);
    const threads = response.json<SearchResponse>().groups.find((g) => g.kind === 'threads')!;
    expect(threads.results[0]!.id).toBe(titleMatch);
    expect(threads.results.map((r) => r.id)).not.toContain(held);
    expect(threads.results).toHaveLength(8);
  });
});

describe('search indexes without pending lists (ADR 181, migration 0036)', () => {
  it('writes every search index straight through, and plans the matches as at most 100 rows', async () => {
    const db = t.testDb.database.systemDb;
    const indexes = await queryRows<{ relname: string; reloptions: string[] | null }>(
      db,
      sql`select relname, reloptions from pg_class where relname in
        ('community_posts_search_idx', 'community_threads_search_idx', 'products_search_idx')
        order by relname`,
    );
    expect(indexes).toEqual(
      ['community_posts_search_idx', 'community_threads_search_idx', 'products_search_idx'].map(
        (relname) => ({ relname, reloptions: ['fastupdate=off'] }),
      ),
    );
    const [matches] = await queryRows<{ rows: number }>(
      db,
      sql`select prorows::int as rows from pg_proc where proname = 'community_search_matches'`,
    );
    expect(matches?.rows).toBe(100);
  });
});

describe('a search past its statement timeout', () => {
  // PGlite (WASM) runs no timers, so it does not enforce statement_timeout (ADR 177).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers 503 SEARCH_TIMEOUT while other requests still answer (PostgreSQL)',
    async () => {
      const { Client } = await import('pg');
      const locker = new Client({ connectionString: t.testDb.databaseUrl });
      await locker.connect();
      try {
        // Every search waits on this lock until its statement timeout cancels it.
        await locker.query('begin');
        await locker.query('lock table community_posts in access exclusive mode');
        const [community, site, topics, health] = await Promise.all([
          get(t.app, `/api/community/threads?q=${WORD}`),
          t.app.inject({ method: 'GET', url: `/api/search?q=${WORD}`, remoteAddress: '10.9.0.1' }),
          get(t.app, '/api/community/topics'),
          get(t.app, '/api/health'),
        ]);
        expect(community.statusCode).toBe(503);
        expect(community.json()).toEqual(SEARCH_TIMEOUT);
        expect(site.statusCode).toBe(503);
        expect(site.json()).toEqual(SEARCH_TIMEOUT);
        expect(topics.statusCode).toBe(200);
        expect(health.statusCode).toBe(200);
      } finally {
        await locker.query('rollback');
        await locker.end();
      }
      // The cancelled searches gave their connections back: searching works again.
      expect((await threadsPage(`q=${WORD}`)).threads[0]!.id).toBe(titleMatch);
    },
  );
});
