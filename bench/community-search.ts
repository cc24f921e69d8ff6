/**
 * `npm run bench:community-search` (issue 50 point 4, ADR 177): community search and site search
 * at 100,000 published posts. Starts the app (PGlite in memory, or PostgreSQL with DATABASE_URL),
 * seeds BENCH_THREADS threads (default 10,000) in the seeded topics with BENCH_POSTS posts
 * (default 100,000) of English wellness text drawn from a vocabulary by a seeded random, in bulk
 * SQL, then ANALYZE. Then, one request at a time in process (BENCH_REPEATS each, default 40), the
 * searches a member makes, from a rare word to one in a third of all posts, with GET /api/health
 * as the baseline of the same run; then each search under BENCH_CONNECTIONS (default 100)
 * connections for BENCH_SECONDS (default 5) while GET /api/health is asked every 50 ms beside
 * them: it must keep answering 200 (the searches must not take the pool). Site search's visitor
 * limit refuses one address's flood, so it is loaded in process, each request from its own address.
 */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { BENCH_ORIGIN as ORIGIN, startBenchApp } from './bench-app';
import { injectTransport, signedInMember } from './bench-member';
import { writeResults } from './results-file';
import { queryRows, type Database } from '#server/db/client';
import { seededRandom } from '#server/lib/seeded-random';
import { createSearchRepository } from '#server/modules/search/search.repository';
import { SEARCH_PER_KIND } from '#shared/contracts/search.contract';

const THREADS = Number(process.env.BENCH_THREADS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 40);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const BATCH = 5_000;

// ── The text ──────────────────────────────────────────────────────────────────────────────────

/** Everyday words of a wellness forum; earlier ones are drawn more often (Zipf-like). */
const VOCABULARY = (
  'feel better day week night morning evening time started tried helped help really little ' +
  'energy tired stress anxious calm breathing walk walking routine habit water coffee tea diet ' +
  'food meal breakfast lunch dinner vegetables fruit protein sugar salt fibre snack craving ' +
  'doctor appointment blood pressure heart rate weight exercise running yoga stretching gym ' +
  'strength cardio muscles joints back pain knee shoulder headache migraine stomach gut bloating ' +
  'mood journal gratitude therapy counselling friends family support group advice experience ' +
  'months years hours minutes progress change changes difference noticed worse improved ' +
  'vitamin iron zinc omega fish oil probiotic supplement dose tablet capsule label pharmacist ' +
  'thyroid diabetes cholesterol asthma allergy eczema skin hair nails immune cold flu recovery ' +
  'screen phone bedtime nap alarm snoring dream rest relax meditation mindfulness podcast book ' +
  'hydration steps tracker app goal goals streak plan planning cooking recipe soup salad oats ' +
  'nuts seeds beans lentils chicken tofu spinach broccoli berries banana apple avocado yoghurt'
).split(' ');
/** Words whose share of posts the bench sets, so each query has a known selectivity. */
const SHARES: ReadonlyArray<readonly [string, number]> = [
  ['sleep', 0.3],
  ['magnesium', 0.05],
  ['melatonin', 0.02],
  ['rhodiola', 0.0004],
];
const OPENERS = [
  'Has anyone tried',
  'Struggling with',
  'My experience with',
  'Question about',
  'Tips for',
  'Week three of',
  'Finally sorted my',
  'Advice needed on',
];

function wordsFrom(random: () => number, count: number): string[] {
  const words: string[] = [];
  for (let index = 0; index < count; index += 1) {
    // The square of a uniform number favours the front of the list.
    words.push(VOCABULARY[Math.floor(random() ** 2 * VOCABULARY.length)]!);
  }
  return words;
}

function postBody(random: () => number): string {
  const words = wordsFrom(random, 18 + Math.floor(random() * 40));
  for (const [word, share] of SHARES) {
    if (random() < share) words.splice(Math.floor(random() * words.length), 0, word);
  }
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function threadTitle(random: () => number): string {
  const subject = wordsFrom(random, 2 + Math.floor(random() * 3));
  // A title names a shared word a little less often than a post does.
  for (const [word, share] of SHARES)
    if (random() < share / 3) subject.splice(Math.floor(random() * subject.length), 0, word);
  return `${OPENERS[Math.floor(random() * OPENERS.length)]!} ${subject.join(' ')}`;
}

// ── Seeding ───────────────────────────────────────────────────────────────────────────────────

/** A signed-in member (the shared bench sign-up) and their id, whose threads the seed writes. */
async function searchMember(app: FastifyInstance): Promise<{ cookie: string; id: string }> {
  const cookie = await signedInMember(injectTransport(app, ORIGIN), 'search');
  const session = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return { cookie, id: (session.json() as { user: { id: string } }).user.id };
}

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * THREADS threads over two years, each with its share of POSTS posts an hour or more apart; every
 * seventh thread is the member's, and every fiftieth of theirs is held. Bulk SQL over arrays.
 */
async function seedCommunity(database: Database, memberId: string): Promise<void> {
  const random = seededRandom(504);
  const db = database.db;
  const started = Date.now() - 730 * 86_400_000;
  const threadIds: string[] = [];
  for (let from = 0; from < THREADS; from += BATCH) {
    const count = Math.min(BATCH, THREADS - from);
    const titles = Array.from({ length: count }, () => threadTitle(random));
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      insert into community_threads (topic_id, author_id, title, status, created_at, last_post_at)
      select (select id from community_topics order by position offset (n % 7) limit 1),
        case when n % 7 = 0 then ${memberId} end, title,
        case when n % 350 = 0 then 'held' else 'published' end,
        to_timestamp(${started / 1000}::float8 + n * ${(730 * 86_400) / THREADS}::float8),
        to_timestamp(${started / 1000}::float8 + n * ${(730 * 86_400) / THREADS}::float8)
      from unnest(${textArray(titles)}) with ordinality as t(title, i),
        lateral (select (${from} + i - 1)::int as n) number
      returning id`,
    );
    threadIds.push(...rows.map((row) => row.id));
  }
  let written = 0;
  for (let index = 0; written < POSTS; index += 1) {
    const bodies: string[] = [];
    const threads: string[] = [];
    const offsets: string[] = [];
    while (bodies.length < BATCH && written + bodies.length < POSTS) {
      const position = (written + bodies.length) % THREADS;
      const round = Math.floor((written + bodies.length) / THREADS);
      bodies.push(postBody(random));
      threads.push(threadIds[position]!);
      // Replies come hours to weeks after the thread opened, later rounds later still.
      offsets.push(String(round === 0 ? 0 : round * 3_600 + Math.floor(random() * 86_400 * 7)));
    }
    await db.execute(sql`
      insert into community_posts (thread_id, author_id, body, body_html, status, created_at)
      select p.thread_id::uuid, t.author_id, p.body, '<p>' || p.body || '</p>', t.status,
        t.created_at + make_interval(secs => p.offset_s::int)
      from unnest(${textArray(threads)}, ${textArray(bodies)}, ${textArray(offsets)})
        as p(thread_id, body, offset_s)
      join community_threads t on t.id = p.thread_id::uuid`);
    written += bodies.length;
    if (index % 5 === 4) process.stdout.write(`  ${written} posts\n`);
  }
  await db.execute(sql`
    update community_threads t set last_post_at = latest.at
    from (select thread_id, max(created_at) as at from community_posts group by thread_id) latest
    where latest.thread_id = t.id`);
}

/** ANALYZE as the tables' owner: on PostgreSQL the app's roles may not. */
async function analyse(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await database.db.execute(sql`analyze community_threads`);
    await database.db.execute(sql`analyze community_posts`);
    return;
  }
  const { Client } = await import('pg');
  const owner = new Client({ connectionString: process.env.DATABASE_URL });
  await owner.connect();
  try {
    await owner.query('vacuum analyze community_threads');
    await owner.query('vacuum analyze community_posts');
  } finally {
    await owner.end();
  }
}

// ── Measuring ─────────────────────────────────────────────────────────────────────────────────

const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

interface Query {
  name: string;
  url: string;
  cookie?: string;
}

/** A new caller address for each request: site search limits a visitor to 60 a minute. */
let lastAddress = 0;
const nextAddress = (): string => {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

async function timeOne(app: FastifyInstance, query: Query): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let run = 0; run < REPEATS + 3; run += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: query.url,
      remoteAddress: nextAddress(),
      headers: query.cookie ? { cookie: query.cookie } : {},
    });
    if (response.statusCode !== 200) throw new Error(`${query.url}: ${response.statusCode}`);
    // The first three warm the caches and the plan.
    if (run >= 3) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  healthProbes: number;
  healthFailed: number;
  healthP50: number;
  healthMax: number;
}

/** One search under load, with GET /api/health asked every 50 ms beside it. */
async function underLoad(url: string, query: Query): Promise<LoadFigures> {
  const probes: { ok: boolean; ms: number }[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${url}/api/health`)
        .then((response) => response.status === 200)
        .catch(() => false);
      probes.push({ ok, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const result = await autocannon({
    url: `${url}${query.url}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    headers: query.cookie ? { cookie: query.cookie } : {},
  });
  running = false;
  await probing;
  const times = probes.map((probe) => probe.ms);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    healthProbes: probes.length,
    healthFailed: probes.filter((probe) => !probe.ok).length,
    healthP50: percentile(times, 0.5),
    healthMax: Math.max(...times),
  };
}

/**
 * Site search under load, in process: its visitor limit (60 a minute an address) would refuse
 * autocannon's one address, so CONNECTIONS loops of `app.inject`, each request from its own
 * address, for DURATION_S, with GET /api/health asked every 50 ms beside them.
 */
async function underLoadInProcess(app: FastifyInstance, query: Query): Promise<LoadFigures> {
  const until = performance.now() + DURATION_S * 1000;
  const times: number[] = [];
  let failed = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: query.url,
        remoteAddress: nextAddress(),
      });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) failed += 1;
    }
  };
  const probes: { ok: boolean; ms: number }[] = [];
  const probing = (async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      probes.push({ ok: response.statusCode === 200, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.all([...Array.from({ length: CONNECTIONS }, loop), probing]);
  const probeTimes = probes.map((probe) => probe.ms);
  return {
    requestsPerSecond: times.length / DURATION_S,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    non2xx: failed,
    errors: 0,
    healthProbes: probes.length,
    healthFailed: probes.filter((probe) => !probe.ok).length,
    healthP50: percentile(probeTimes, 0.5),
    healthMax: Math.max(...probeTimes),
  };
}

/** The site search's community query alone (its repository), without the knowledge kinds. */
async function timeThreadsQuery(
  database: Database,
  word: string,
): Promise<{ p50: number; p95: number }> {
  const repository = createSearchRepository(database.db);
  const times: number[] = [];
  for (let run = 0; run < REPEATS + 3; run += 1) {
    const started = performance.now();
    await repository.threads(word, SEARCH_PER_KIND);
    if (run >= 3) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function countMatches(database: Database, word: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from community_posts where status = 'published'
      and search_vector @@ to_tsquery('english', ${word.split(' ').join(':* & ') + ':*'})`,
  );
  return row!.n;
}

/**
 * With BENCH_EXPLAIN=1, the plans of the two statements community_search_matches runs (migration
 * 0035), as its owner would run them, for a rare and a common word: which index each uses.
 */
async function explainMatches(database: Database): Promise<void> {
  if (process.env.BENCH_EXPLAIN !== '1') return;
  // As the function runs them (migration 0035): never a sequential scan.
  const plan = `explain (analyze, costs off)`;
  const run = async (statement: string): Promise<string[]> => {
    if (database.kind === 'pglite') {
      await database.db.execute(sql`set enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        database.db,
        sql.raw(`${plan} ${statement}`),
      );
      await database.db.execute(sql`reset enable_seqscan`);
      return rows.map((row) => row['QUERY PLAN']);
    }
    const { Client } = await import('pg');
    const owner = new Client({ connectionString: process.env.DATABASE_URL });
    await owner.connect();
    try {
      await owner.query('set enable_seqscan = off');
      const result = await owner.query<{ 'QUERY PLAN': string }>(`${plan} ${statement}`);
      return result.rows.map((row) => row['QUERY PLAN']);
    } finally {
      await owner.end();
    }
  };
  for (const word of ['rhodiola', 'sleep', 'sleep:* & magnesium']) {
    const q = `to_tsquery('english', '${word}:*')`;
    for (const statement of [
      `select t.id from community_threads t where t.status = 'published' and t.search_vector @@ ${q} order by t.last_post_at desc limit 100`,
      `select p.thread_id from community_posts p where p.status = 'published' and p.search_vector @@ ${q} order by p.created_at desc limit 100`,
    ]) {
      console.log(`\nEXPLAIN ANALYZE (${word}): ${statement}`);
      console.log((await run(statement)).join('\n'));
    }
  }
}

async function main(): Promise<void> {
  const { app, url, database } = await startBenchApp();
  const member = await searchMember(app);
  const seeding = performance.now();
  await seedCommunity(database, member.id);
  await analyse(database);
  console.log(
    `Database: ${database.kind}; ${THREADS} threads, ${POSTS} posts seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s.\n`,
  );

  await explainMatches(database);

  const words = ['rhodiola', 'melatonin', 'magnes', 'sleep', 'sleep magnesium', 'quetzal'];
  const queries: Query[] = [
    { name: 'GET /api/health', url: '/api/health' },
    // The same page without a search: what listing 20 threads costs beside the search.
    { name: 'community list, no q', url: '/api/community/threads' },
  ];
  for (const word of words) {
    const q = encodeURIComponent(word);
    queries.push({ name: `community ?q=${word}`, url: `/api/community/threads?q=${q}` });
    queries.push({ name: `site search ?q=${word}`, url: `/api/search?q=${q}` });
  }
  queries.push({
    name: 'community ?q=sleep, signed in',
    url: '/api/community/threads?q=sleep',
    cookie: member.cookie,
  });
  queries.push({
    name: 'community ?q=sleep, topic sleep',
    url: '/api/community/threads?q=sleep&topic=sleep',
  });
  const matches = new Map<string, number>();
  for (const word of words) matches.set(word, await countMatches(database, word));

  console.log(`One request at a time in process (${REPEATS} each)\n`);
  console.log('| request | matching posts | p50 ms | p95 ms | p50 ÷ health p50 |');
  console.log('|---|---|---|---|---|');
  const single: { name: string; p50: number; p95: number }[] = [];
  for (const query of queries) {
    const timed = await timeOne(app, query);
    single.push({ name: query.name, ...timed });
    const word = words.find((w) => query.name.endsWith(`q=${w}`));
    console.log(
      `| \`${query.name}\` | ${word ? matches.get(word) : ''} | ${timed.p50.toFixed(2)} | ${timed.p95.toFixed(2)} | ${(timed.p50 / single[0]!.p50).toFixed(1)} |`,
    );
  }
  console.log("\nThe site search's thread query alone (its repository, in process)\n");
  console.log('| words | p50 ms | p95 ms |');
  console.log('|---|---|---|');
  const threadsQuery: { word: string; p50: number; p95: number }[] = [];
  for (const word of words) {
    const timed = await timeThreadsQuery(database, word);
    threadsQuery.push({ word, ...timed });
    console.log(`| ${word} | ${timed.p50.toFixed(2)} | ${timed.p95.toFixed(2)} |`);
  }
  const searches = single.slice(2);
  const medianP50 = percentile(
    searches.map((row) => row.p50),
    0.5,
  );
  const community = searches.filter((row) => row.name.startsWith('community'));
  console.log(
    `\nMedian p50 of the searches: ${medianP50.toFixed(2)} ms; worst community p50 ${Math.max(...community.map((row) => row.p50)).toFixed(2)} ms (goal ≤ 20 ms).`,
  );

  console.log(
    `\nUnder load: ${CONNECTIONS} connections, ${DURATION_S} s each, GET /api/health every 50 ms beside them\n`,
  );
  console.log(
    '| request | req/s | p50 ms | p99 ms | non-2xx / errors | health probes (failed) | health p50 / max ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const loaded: ({ name: string } & LoadFigures)[] = [];
  for (const query of queries.filter((q) => /q=(sleep|rhodiola|magnes)$/.test(q.url))) {
    const figures = query.url.startsWith('/api/search')
      ? await underLoadInProcess(app, query)
      : await underLoad(url, query);
    loaded.push({ name: query.name, ...figures });
    console.log(
      `| \`${query.name}\` | ${figures.requestsPerSecond.toFixed(0)} | ${figures.p50.toFixed(0)} | ${figures.p99.toFixed(0)} | ${figures.non2xx} / ${figures.errors} | ${figures.healthProbes} (${figures.healthFailed}) | ${figures.healthP50.toFixed(0)} / ${figures.healthMax.toFixed(0)} |`,
    );
  }
  writeResults(`community-search-${database.kind}`, {
    database: database.kind,
    threads: THREADS,
    posts: POSTS,
    matches: Object.fromEntries(matches),
    single,
    threadsQuery,
    medianP50,
    underLoad: loaded,
  });
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
