/**
 * `npm run bench:scale-out`: throughput of one app process against two on the same
 * PostgreSQL (DATABASE_URL's server; a fresh database is made and dropped), measured in the same
 * run. Each process is the real server (`node --import tsx src/server/main.ts`), as a replica runs.
 * The load is a signed-in read (GET /api/profile) and a signed-in write (POST /api/symptoms), from
 * autocannon in worker threads; with two processes the same connections are split over both, as a
 * proxy would. While the load runs, /metrics is scraped from each process and its request, latency,
 * event-loop and pool figures are printed, so the figures show what the processes saw.
 */
import autocannon, { type Result } from 'autocannon';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpOverHttp, startAppProcess, type AppProcess } from '../tests/setup/app-process';

const SERVER_URL = process.env.DATABASE_URL;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 60);
const ORIGIN = 'http://localhost:8080';
const PASSWORD = 'Scale-out bench passphrase 2026!';
const METRICS_TOKEN = randomBytes(24).toString('hex');

interface Load {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: () => string;
}

const LOADS: Load[] = [
  { name: 'GET /api/profile (signed in)', path: '/api/profile', method: 'GET' },
  {
    name: 'POST /api/symptoms (signed in, a write)',
    path: '/api/symptoms',
    method: 'POST',
    body: () =>
      JSON.stringify({
        name: 'Headache',
        severity: 3,
        occurred_at: new Date().toISOString(),
      }),
  },
];

function run(url: string, load: Load, cookie: string, connections: number): Promise<Result> {
  return autocannon({
    url: `${url}${load.path}`,
    method: load.method,
    connections,
    duration: DURATION_S,
    workers: 1,
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    ...(load.body ? { body: load.body() } : {}),
  });
}

/** The lines of /metrics worth reading next to the throughput. */
async function scrape(app: AppProcess): Promise<string[]> {
  const response = await fetch(`${app.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!response.ok) return [`(${app.name}: /metrics answered ${response.status})`];
  // Throughput by route, the pool, the queues and the event loop; the auth journey and the
  // histogram buckets are left out.
  const wanted =
    /^(wellnest_http_requests_total\{method="(GET|POST)",route="\/api\/(profile|symptoms)"|wellnest_http_request_errors_total|wellnest_db_pool|wellnest_upload_queue_depth|wellnest_reminder_scheduler_lag|wellnest_nodejs_eventloop_lag_(p50|p99|max)_seconds)/;
  return (await response.text())
    .split('\n')
    .filter((line) => wanted.test(line))
    .map((line) => `${app.name}: ${line}`);
}

async function measure(apps: AppProcess[], load: Load, cookie: string) {
  const share = Math.max(1, Math.floor(CONNECTIONS / apps.length));
  const scrapeDuring = new Promise<string[]>((resolve) => {
    setTimeout(
      () => void Promise.all(apps.map(scrape)).then((lines) => resolve(lines.flat())),
      (DURATION_S * 1000) / 2,
    );
  });
  const results = await Promise.all(apps.map((app) => run(app.url, load, cookie, share)));
  const rps = results.reduce((sum, result) => sum + result.requests.average, 0);
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  const errors = results.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
  return { rps, p99, errors, metrics: await scrapeDuring };
}

async function main(): Promise<void> {
  if (!SERVER_URL) {
    console.error(
      'bench:scale-out needs DATABASE_URL (a PostgreSQL server it may create a database on)',
    );
    process.exit(1);
  }
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  const name = `wellnest_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dirs: string[] = [];
  const env = () => {
    const dir = mkdtempSync(join(tmpdir(), 'wellnest-bench-'));
    dirs.push(dir);
    return {
      APP_ENV: 'development',
      APP_URL: ORIGIN,
      DATABASE_URL: url.toString(),
      DATA_DIR: dir,
      // No lab uploads here: local disk is fine for what this bench measures.
      ALLOW_LOCAL_STORAGE_WITH_POSTGRES: 'true',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      METRICS_TOKEN,
    };
  };
  const apps: AppProcess[] = [];
  try {
    apps.push(await startAppProcess('one', env()));
    const { cookie } = await signUpOverHttp(
      apps[0]!.url,
      apps[0]!.url,
      ORIGIN,
      `bench-${randomUUID()}@example.com`,
      PASSWORD,
    );
    const rows: string[] = [];
    const metrics: string[] = [];
    const single = new Map<string, number>();
    for (const load of LOADS) {
      const one = await measure([apps[0]!], load, cookie);
      single.set(load.name, one.rps);
      rows.push(`| ${load.name} | 1 | ${one.rps.toFixed(0)} | ${one.p99} | 1.00 | ${one.errors} |`);
      metrics.push(...one.metrics);
    }
    apps.push(await startAppProcess('two', env()));
    for (const load of LOADS) {
      const two = await measure(apps, load, cookie);
      const ratio = two.rps / (single.get(load.name) ?? 1);
      rows.push(
        `| ${load.name} | 2 | ${two.rps.toFixed(0)} | ${two.p99} | ${ratio.toFixed(2)} | ${two.errors} |`,
      );
      metrics.push(...two.metrics);
    }
    console.log(
      `\nScale-out on PostgreSQL, ${CONNECTIONS} connections split over the processes, ${DURATION_S} s each, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}\n`,
    );
    console.log('| load | processes | req/s | p99 ms | ratio to one process | errors |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
    console.log('\n/metrics during the runs (non-zero lines):');
    for (const line of metrics) console.log(`  ${line}`);
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
