/**
 * `npm run bench:goals`: the signed-in speed goals in one table (bench/README.md, ADR 059, ADR 069).
 * Runs, one after another on a quiet machine, the three benchmarks that measure them and reads
 * their figures (BENCH_RESULTS_DIR):
 * - `bench/pages.ts` with BENCH_SIGNED_IN=1: Lighthouse (mobile) on /dashboard and
 *   /safety/cabinet as the typical member, with and without a stored cookie choice; the JavaScript
 *   and API calls of each load;
 * - `bench/signed-in.ts`: the signed-in reads and the mood write as ratios to GET /api/health,
 *   measured in the same run;
 * - `bench/first-tap.ts`: taps on `/` on a throttled phone.
 * and the bundle budget's first-load JavaScript of /dashboard from the build in dist/client (run
 * `npm run build` first). Every figure is a median of BENCH_RUNS runs (default 3).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as budget from '../scripts/check-bundle-budget.mjs';

interface PageFigures {
  page: string;
  variant: string;
  performance: number;
  runs: number[];
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number;
  scripts: number;
  apiCalls: number;
}
interface CallFigures {
  name: string;
  ratio: number;
  p99Ms: number;
  timeouts: number;
  errors: number;
}
interface TapFigures {
  name: string;
  medianMs: number;
  runsMs: number[];
}

const ROOT = new URL('..', import.meta.url).pathname;
// BENCH_RESULTS_DIR keeps the figures; BENCH_GOALS_PRINT_ONLY=1 prints the table from a kept run.
const keep = process.env.BENCH_RESULTS_DIR;
const resultsDir = keep ?? mkdtempSync(join(tmpdir(), 'wellnest-bench-goals-'));

function runBench(file: string, env: Record<string, string> = {}): void {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env, BENCH_RESULTS_DIR: resultsDir },
  });
  if (result.status !== 0) throw new Error(`${file} failed (exit ${result.status})`);
}

const read = <T>(name: string): T =>
  JSON.parse(readFileSync(join(resultsDir, `${name}.json`), 'utf8')) as T;

const met = (ok: boolean) => (ok ? 'met' : '**not met**');

try {
  if (process.env.BENCH_GOALS_PRINT_ONLY !== '1') {
    // The two pages of these goals; `BENCH_SIGNED_IN=1 npm run bench:pages` measures them all.
    runBench('bench/pages.ts', {
      BENCH_SIGNED_IN: '1',
      BENCH_PAGES: process.env.BENCH_PAGES ?? '/dashboard,/safety/cabinet',
    });
    runBench('bench/signed-in.ts');
    runBench('bench/first-tap.ts');
  }

  const pages = read<PageFigures[]>('pages-signed-in');
  const { calls, historyGrowth } = read<{ calls: CallFigures[]; historyGrowth: number }>(
    'signed-in',
  );
  const taps = read<TapFigures[]>('first-tap');
  const dist = join(ROOT, 'dist/client');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const firstLoad = budget.measurePage(
    dist,
    manifest,
    budget.SIGNED_IN_PAGES['/dashboard'],
    budget.SIGNED_IN_START_MODULES,
  );

  const rows: string[] = [];
  for (const figures of pages)
    rows.push(
      `| ${figures.page} Lighthouse performance (${figures.variant}) | ${figures.performance} (${figures.runs.join('/')}); LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${figures.tbtMs.toFixed(0)} ms | ≥ 90 | ${met(figures.performance >= 90)} |`,
    );
  const firstLoadKb = firstLoad.js.brotli / 1024;
  rows.push(
    `| JS for /dashboard before its first render (bundle budget, Brotli) | ${firstLoadKb.toFixed(1)} KB, ${firstLoad.files.js.length} files | ≤ ${budget.SIGNED_IN_BUDGET.initialJsKb} KB | ${met(firstLoadKb <= budget.SIGNED_IN_BUDGET.initialJsKb)} |`,
  );
  for (const figures of pages.filter((row) => row.page === '/dashboard'))
    rows.push(
      // Counted in thousands of bytes, the stricter reading of the goal's KB.
      `| JS downloaded in Lighthouse's load of /dashboard (${figures.variant}, as sent, headers included) | ${(figures.scriptBytes / 1000).toFixed(1)} KB (${(figures.scriptBytes / 1024).toFixed(1)} KiB), ${figures.scripts} files | ≤ 170 KB | ${met(figures.scriptBytes / 1000 <= 170)} |`,
    );
  const dashboardCalls = Math.max(
    ...pages.filter((row) => row.page === '/dashboard').map((row) => row.apiCalls),
  );
  rows.push(
    `| one dashboard load, API calls | ${dashboardCalls} | ≤ 3 | ${met(dashboardCalls <= 3)} |`,
  );
  const goals: Record<string, { least: number; p99Under?: number }> = {
    'GET /api/trends?days=90': { least: 0.5 },
    'GET /api/medications/safety': { least: 0.5 },
    'GET /api/daily-log/today': { least: 0.5 },
    'PUT /api/mood/:date': { least: 0.2, p99Under: 500 },
  };
  for (const call of calls) {
    const goal = goals[call.name];
    if (!goal) continue;
    const ok =
      call.ratio >= goal.least &&
      call.timeouts === 0 &&
      (goal.p99Under === undefined || call.p99Ms < goal.p99Under);
    rows.push(
      `| \`${call.name}\` vs \`/api/health\`, 100 connections | ${call.ratio.toFixed(2)}, p99 ${call.p99Ms.toFixed(0)} ms, ${call.timeouts} timeouts | ≥ ${goal.least}${goal.p99Under ? `, p99 < ${goal.p99Under} ms` : ', no timeout'} | ${met(ok)} |`,
    );
  }
  rows.push(
    `| a mood write with two years of history ÷ with 60 days, under load | ${historyGrowth.toFixed(2)} | does not grow with history (about 1) | ${met(historyGrowth >= 0.8)} |`,
  );
  const tapGoals: Record<string, number> = {
    'menu, page quiet': 200,
    'menu, 1 s after load': 200,
    'call to action to the plan step': 1400,
  };
  for (const tap of taps) {
    const limit = tapGoals[tap.name];
    if (limit === undefined) continue;
    rows.push(
      `| first tap on / (${tap.name}), slow 4G + 4× CPU | ${Math.round(tap.medianMs)} ms (${tap.runsMs.map(Math.round).join(' / ')}) | ≤ ${limit} ms | ${met(tap.medianMs <= limit)} |`,
    );
  }
  console.log('\nSigned-in speed goals, one run, medians of 3:\n');
  console.log('| page or call | now | goal | |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  if (!keep) rmSync(resultsDir, { recursive: true, force: true });
}
