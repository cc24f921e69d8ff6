/**
 * `npm run bench`: every speed goal of the product (issue 50) measured in one run and printed as
 * one table, each figure beside its goal. It runs, one after another (a quiet machine gives the
 * figures that mean something; ratios are taken within one benchmark's own run):
 *
 * - `bench/pages.ts` with BENCH_SIGNED_IN=1: Lighthouse (mobile) on every page a member opens,
 *   the session in the browser's cookie jar and the cookie choice made (BENCH_CONSENT, default
 *   `made`); goal: performance ≥ 95 and LCP ≤ 2.0 s on each;
 * - `bench/pages.ts` on `/`: the landing page at Lighthouse 100;
 * - `bench/first-tap.ts`: the landing page's JavaScript before intent (≤ 20 KB) and its taps;
 * - `bench/signed-in.ts` on PGlite and on PostgreSQL: the daily writes (≥ 0.5× `/api/health`, no
 *   timeouts), the daily reads (≥ 1×) and the reads that must stay flat from one day of history
 *   to three years (≤ 1.5×);
 * - `bench/community-search.ts` on both databases: community and site search at 100,000 posts
 *   (≤ 20 ms);
 * - `bench/idle-memory.ts`: the embedded database's server idle after start and after a burst of
 *   members (under 300 MiB resident).
 *
 * PostgreSQL runs in a fresh database made for the run on BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped after; without a server its rows say
 * "not measured". BENCH_ONLY=pages,landing,first-tap,signed-in,search,memory runs some
 * parts;
 * BENCH_RESULTS_DIR keeps the figures, and BENCH_GOALS_PRINT_ONLY=1 prints the table from them.
 * `npm run bench:api` is the older throughput table (bench/run.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = new URL('..', import.meta.url).pathname;
const keep = process.env.BENCH_RESULTS_DIR;
const resultsDir = keep ?? mkdtempSync(join(tmpdir(), 'wellnest-bench-goals-'));
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PARTS = ['pages', 'landing', 'first-tap', 'signed-in', 'search', 'memory'] as const;
type Part = (typeof PARTS)[number];
const only = new Set((process.env.BENCH_ONLY ?? PARTS.join(',')).split(',').map((s) => s.trim()));
const DATABASES = ['pglite', 'postgres'] as const;

interface PageFigures {
  page: string;
  variant: string;
  performance: number;
  runs: number[];
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's CPU speed of this machine (bench/pages.ts), when the run recorded it. */
  benchmarkIndex?: number;
}
interface CallFigures {
  name: string;
  ratio: number;
  p99Ms: number;
  timeouts: number;
  errors: number;
}
interface SignedInFigures {
  database: string;
  healthRate: number;
  calls: CallFigures[];
  spread: CallFigures[];
  growth: { name: string; oneDayMs: number; yearsMs: number }[];
}
interface SearchFigures {
  database: string;
  posts: number;
  matches: Record<string, number>;
  /** One request at a time in process: health, the list without a search, then the searches. */
  single: { name: string; p50: number; p95: number }[];
}
interface FirstTapFigures {
  name: string;
  medianKiB?: number;
  medianFiles?: number;
  medianMs?: number;
}

function runBench(file: string, env: Record<string, string> = {}): boolean {
  console.log(
    `\n▶ ${file} ${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env, BENCH_RESULTS_DIR: resultsDir },
  });
  if (result.status !== 0) console.error(`${file} failed (exit ${result.status})`);
  return result.status === 0;
}

/** A database of its own on the PostgreSQL server for one benchmark, or null with no server. */
async function withPostgres(name: string, run: (url: string) => void): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`\nPostgreSQL at ${POSTGRES_URL} is not reachable: ${name} not measured on it.`);
    return;
  }
  const database = `wellnest_bench_${name.replace(/\W/g, '_')}_${Date.now()}`;
  await admin.query(`create database ${database}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function measure(): Promise<void> {
  const want = (part: Part) => only.has(part);
  if (want('pages'))
    runBench('bench/pages.ts', {
      BENCH_SIGNED_IN: '1',
      EDITION: 'health',
      BENCH_CONSENT: process.env.BENCH_CONSENT ?? 'made',
    });
  if (want('landing')) runBench('bench/pages.ts', { BENCH_SIGNED_IN: '0', BENCH_PAGES: '/' });
  if (want('first-tap')) runBench('bench/first-tap.ts');
  for (const [part, file] of [
    ['signed-in', 'bench/signed-in.ts'],
    ['search', 'bench/community-search.ts'],
  ] as const) {
    if (!want(part)) continue;
    runBench(file, { DATABASE_URL: '' });
    await withPostgres(part, (url) => runBench(file, { DATABASE_URL: url }));
  }
  if (want('memory')) runBench('bench/idle-memory.ts');
}

function read<T>(name: string): T | null {
  const file = join(resultsDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
const NOT_MEASURED = 'not measured';

/** The daily writes and reads of issue 50, and the least ratio to `/api/health` each must reach. */
const CALL_GOALS: Record<string, number> = {
  'PUT /api/daily-log/:date (a dose taken)': 0.5,
  'PUT /api/food-log/:date': 0.5,
  'PUT /api/mood/:date': 0.5,
  'GET /api/dashboard/summary': 1,
  'GET /api/trends?days=90': 1,
  'GET /api/medications/safety': 1,
  'GET /api/daily-log/today': 1,
  'GET /api/notifications': 1,
};

function pageRows(rows: string[]): void {
  const pages = read<PageFigures[]>('pages-signed-in');
  if (!pages) return void rows.push(`| every signed-in page | ${NOT_MEASURED} | | |`);
  for (const page of pages)
    rows.push(
      `| ${page.page} (${page.variant}): Lighthouse mobile, LCP | ${page.performance} (${page.runs.join('/')}), LCP ${(page.lcpMs / 1000).toFixed(2)} s, TBT ${page.tbtMs.toFixed(0)} ms${page.benchmarkIndex ? `, host benchmark index ${page.benchmarkIndex.toFixed(0)}` : ''} | ≥ 95, ≤ 2.0 s | ${verdict(page.performance >= 95 && page.lcpMs <= 2000)} |`,
    );
}

function callRows(rows: string[]): void {
  for (const name of DATABASES) {
    const figures = read<SignedInFigures>(`signed-in-${name}`);
    if (!figures) {
      rows.push(`| daily writes and reads on ${name} | ${NOT_MEASURED} | | |`);
      continue;
    }
    for (const [call, least] of Object.entries(CALL_GOALS)) {
      const found = figures.calls.find((row) => row.name === call);
      if (!found) continue;
      rows.push(
        `| \`${call}\` ÷ \`/api/health\`, 100 connections, ${name} | ${found.ratio.toFixed(2)}, p99 ${found.p99Ms.toFixed(0)} ms, ${found.timeouts} timeouts, ${found.errors} errors | ≥ ${least}, no timeouts | ${verdict(found.ratio >= least && found.timeouts === 0 && found.errors === 0)} |`,
      );
    }
    // Beside the goal: the goal's figure is 100 connections on one member's day (the bench's
    // table); the same writes spread over 20 members, each their own day, are printed with it.
    for (const spread of figures.spread)
      rows.push(
        `| \`${spread.name}\`, 100 connections over 20 members, ${name} | ${spread.ratio.toFixed(2)}, p99 ${spread.p99Ms.toFixed(0)} ms, ${spread.timeouts} timeouts | (beside the goal) | ${spread.ratio >= 0.5 && spread.timeouts === 0 ? '≥ 0.5' : 'under 0.5'} |`,
      );
    for (const row of figures.growth) {
      const growth = row.yearsMs / row.oneDayMs;
      rows.push(
        `| \`${row.name}\`, 3 years ÷ 1 day of history, ${name} | ${growth.toFixed(2)}× (${row.oneDayMs.toFixed(1)} → ${row.yearsMs.toFixed(1)} ms) | ≤ 1.5× | ${verdict(growth <= 1.5)} |`,
      );
    }
  }
}

function searchRows(rows: string[]): void {
  for (const name of DATABASES) {
    const figures = read<SearchFigures>(`community-search-${name}`);
    if (!figures) {
      rows.push(`| community search at 100k posts, ${name} | ${NOT_MEASURED} | | |`);
      continue;
    }
    const at = `${figures.posts.toLocaleString('en-US')} posts, ${name}`;
    for (const query of figures.single) {
      // The goal is the community's search; the list without one and site search (which also
      // searches the built-in knowledge) are printed beside it.
      const goal = query.name.startsWith('community ?q=');
      const word = /q=([^,]+)/.exec(query.name)?.[1];
      const matching =
        word && figures.matches[word] !== undefined
          ? `, ${figures.matches[word]} matching posts`
          : '';
      if (query.name === 'GET /api/health') continue;
      rows.push(
        `| \`${query.name}\` at ${at}${matching} | p50 ${query.p50.toFixed(1)} ms, p95 ${query.p95.toFixed(1)} ms | ${goal ? '≤ 20 ms' : '(beside the goal)'} | ${goal ? verdict(query.p50 <= 20) : ''} |`,
      );
    }
  }
}

function landingRows(rows: string[]): void {
  const landing = read<PageFigures[]>('pages')?.find((page) => page.page === '/');
  rows.push(
    landing
      ? `| \`/\`: Lighthouse mobile | ${landing.performance} (${landing.runs.join('/')}), LCP ${(landing.lcpMs / 1000).toFixed(2)} s, TBT ${landing.tbtMs.toFixed(0)} ms${landing.benchmarkIndex ? `, host benchmark index ${landing.benchmarkIndex.toFixed(0)}` : ''} | 100 | ${verdict(landing.performance >= 100)} |`
      : `| \`/\`: Lighthouse mobile | ${NOT_MEASURED} | 100 | |`,
  );
  const before = read<FirstTapFigures[]>('first-tap')?.find(
    (row) => row.name === 'scripts before intent',
  );
  rows.push(
    before?.medianKiB !== undefined
      ? `| \`/\`: JavaScript before intent (as sent) | ${((before.medianKiB * 1024) / 1000).toFixed(1)} KB, ${before.medianFiles} files | ≤ 20 KB | ${verdict((before.medianKiB * 1024) / 1000 <= 20)} |`
      : `| \`/\`: JavaScript before intent | ${NOT_MEASURED} | ≤ 20 KB | |`,
  );
}

function memoryRows(rows: string[]): void {
  const memory = read<{ idleSeconds: number; idleRssMiB: number; afterBurstRssMiB: number }>(
    'idle-memory',
  );
  if (!memory) return void rows.push(`| idle server, resident memory | ${NOT_MEASURED} | | |`);
  for (const [label, mib] of [
    [`idle ${memory.idleSeconds} s after start`, memory.idleRssMiB],
    [`idle ${memory.idleSeconds} s after a burst of members`, memory.afterBurstRssMiB],
  ] as const)
    rows.push(
      `| server on the embedded database, ${label}: resident memory | ${mib.toFixed(0)} MiB | < 300 MiB | ${verdict(mib < 300)} |`,
    );
}

async function main(): Promise<void> {
  const loadBefore = loadavg().map((value) => value.toFixed(2));
  if (process.env.BENCH_GOALS_PRINT_ONLY !== '1') await measure();
  const rows: string[] = [];
  pageRows(rows);
  landingRows(rows);
  callRows(rows);
  searchRows(rows);
  memoryRows(rows);
  console.log(
    `\nSpeed goals (issue 50), one run; load average before ${loadBefore.join(' ')}, after ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}:\n`,
  );
  console.log('| page or call | now | goal | |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  const missed = rows.filter((row) => row.includes('not met') || row.includes(NOT_MEASURED));
  console.log(`\n${rows.length - missed.length} of ${rows.length} met.`);
}

main()
  .finally(() => {
    if (!keep) rmSync(resultsDir, { recursive: true, force: true });
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
