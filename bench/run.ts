/**
 * `npm run bench`: throughput and latency of our endpoints as ratios against a bare Fastify route
 * measured in the same process on the same machine, so the numbers mean something on any box.
 * Loopback only; each run is bounded in time.
 */
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/env';
import { openDatabase } from '#server/db/client';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ORIGIN = 'http://localhost:3000';

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
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: 'memory://',
  });
  const config = loadConfig({
    APP_ENV: 'test',
    APP_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const { app } = await buildApp(config, { database });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  // A signed-in user for the session read.
  const email = 'bench@example.com';
  const password = 'Calm-River-42!';
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { email, password, first_name: 'B', last_name: 'C' },
  });
  const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as Array<{
    links: string[];
  }>;
  const link = new URL(outbox[0]!.links[0]!);
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

  console.log(`Database: ${database.kind}; ${CONNECTIONS} connections; ${DURATION_S} s each.\n`);
  const baseline = await measure(`${bareUrl}/hello`);
  const rows = [
    row('bare Fastify GET /hello (baseline)', baseline),
    row('GET /api/health (real query)', await measure(`${appUrl}/api/health`), baseline),
    row(
      'GET /api/auth/get-session (signed in)',
      await measure(`${appUrl}/api/auth/get-session`, { headers: { cookie } }),
      baseline,
    ),
    row('GET / (prerendered page)', await measure(`${appUrl}/`), baseline),
  ];
  console.log('| endpoint | req/s | p99 ms | ratio to baseline | errors + non-2xx |');
  console.log('|---|---|---|---|---|');
  for (const line of rows) console.log(line);

  await app.close();
  await database.close();
  await bare.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
