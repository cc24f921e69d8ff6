/**
 * `npm run bench:api`: throughput and latency of our endpoints as ratios against a bare Fastify route
 * measured in the same process on the same machine, so the numbers mean something on any box.
 * Loopback only; each run is bounded in time. Then the signed-in targets, each a ratio of two
 * rows of the same run: GET /api/profile (signed in, 100 connections) against /api/health, the
 * signed-in 10-item check against the visitor's, and the visitor's against a bare POST route.
 * PGlite by default; PostgreSQL with DATABASE_URL.
 */
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { BENCH_ORIGIN as ORIGIN, startBenchApp } from './bench-app';
import { TEN_ITEMS } from '../tests/fixtures/ten-typed-items';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The profile read is measured under a crowd. */
const PROFILE_CONNECTIONS = 100;

async function measure(url: string, options: Partial<autocannon.Options> = {}): Promise<Result> {
  // The load generator runs in a worker thread so it does not share the event loop with the server.
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    ...options,
  });
}

function row(name: string, result: Result, baseline?: Result): string {
  const rps = result.requests.average;
  const ratio = baseline ? (rps / baseline.requests.average).toFixed(2) : '1.00';
  const errors = result.errors + result.non2xx;
  return `| ${name} | ${rps.toFixed(0)} | ${result.latency.p99} | ${ratio} | ${errors} |`;
}

async function main(): Promise<void> {
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  bare.post('/check', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const { app, url: appUrl, database } = await startBenchApp();

  // A signed-in user for the session read.
  // A new address each run: on PostgreSQL the database outlives the run.
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Calm-River-42!';
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { email, password, first_name: 'B', last_name: 'C' },
  });
  const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as Array<{
    to: string;
    links: string[];
  }>;
  const link = new URL(outbox.find((message) => message.to === email)!.links[0]!);
  await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
  const cookie = String(
    [signIn.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('wellnest.session_token=')),
  ).split(';')[0]!;

  // A profile the check reads cautions from: age and two conditions.
  await app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { origin: ORIGIN, cookie },
    payload: {
      personal_info: { age: 70 },
      medical_history: { healthConditions: ['Chronic kidney disease', 'High blood pressure'] },
    },
  });

  const check = (headers: Record<string, string> = {}) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify({ items: TEN_ITEMS }),
  });

  console.log(`Database: ${database.kind}; ${CONNECTIONS} connections; ${DURATION_S} s each.\n`);
  const baseline = await measure(`${bareUrl}/hello`);
  const health = await measure(`${appUrl}/api/health`);
  const healthCrowd = await measure(`${appUrl}/api/health`, { connections: PROFILE_CONNECTIONS });
  const session = await measure(`${appUrl}/api/auth/get-session`, { headers: { cookie } });
  const profile = await measure(`${appUrl}/api/profile`, {
    headers: { cookie },
    connections: PROFILE_CONNECTIONS,
  });
  const page = await measure(`${appUrl}/`);
  const barePost = await measure(`${bareUrl}/check`, check());
  const visitorCheck = await measure(`${appUrl}/api/interactions/check`, check());
  const userCheck = await measure(`${appUrl}/api/interactions/check`, check({ cookie }));
  const recipes = await measure(`${appUrl}/api/recipes?diet=vegetarian&exclude_allergens=peanuts`);

  const rows = [
    row('bare Fastify GET /hello (baseline)', baseline),
    row('GET /api/health (real query)', health, baseline),
    row(`GET /api/health, ${PROFILE_CONNECTIONS} connections`, healthCrowd, baseline),
    row('GET /api/auth/get-session (signed in)', session, baseline),
    row(`GET /api/profile (signed in), ${PROFILE_CONNECTIONS} connections`, profile, baseline),
    row('GET / (prerendered page)', page, baseline),
    row('bare Fastify POST /check', barePost, baseline),
    row('POST /api/interactions/check, 10 items, visitor', visitorCheck, baseline),
    row('POST /api/interactions/check, 10 items, signed in', userCheck, baseline),
    row('GET /api/recipes, vegetarian without peanuts', recipes, baseline),
  ];
  console.log('| endpoint | req/s | p99 ms | ratio to baseline | errors + non-2xx |');
  console.log('|---|---|---|---|---|');
  for (const line of rows) console.log(line);

  const rate = (result: Result) => result.requests.average;
  const targets: [string, number, number][] = [
    [
      `GET /api/profile / GET /api/health (${PROFILE_CONNECTIONS} connections each)`,
      rate(profile) / rate(healthCrowd),
      0.5,
    ],
    ['signed-in 10-item check / visitor 10-item check', rate(userCheck) / rate(visitorCheck), 0.5],
    ['visitor 10-item check / bare POST route', rate(visitorCheck) / rate(barePost), 0.25],
  ];
  console.log('\n| target ratio | measured | at least | |');
  console.log('|---|---|---|---|');
  for (const [name, measured, least] of targets)
    console.log(
      `| ${name} | ${measured.toFixed(2)} | ${least} | ${measured >= least ? 'met' : 'NOT met'} |`,
    );

  await app.close();
  await database.close();
  await bare.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
