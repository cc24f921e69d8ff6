/**
 * `npm run bench:pages`: Lighthouse (mobile preset, its default: simulated slow 4G and a 4x slower
 * CPU) on the public pages of a production build served by `npm start`, in Debian's Chromium.
 * Prints, per page, the median of BENCH_RUNS runs (default 3) of the four category scores, the
 * paint and blocking metrics and the bytes transferred.
 *
 * Nothing leaves the machine: the server runs on loopback with its own data directory, and
 * Chromium runs with background networking off. BENCH_PAGES=/,/about limits the pages;
 * CHROME_PATH picks the browser (default /usr/bin/chromium); BENCH_SAVE_DIR keeps the reports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = new URL('..', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (
  process.env.BENCH_PAGES ??
  '/,/about,/features,/how-it-works,/pricing,/sample-report,/privacy-policy,/terms-of-service,/legal,/wellness-policy,/compliance-center'
)
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  requests: number;
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm start` (it builds the client first when the build is missing or stale). */
async function startServer(): Promise<{ url: string; server: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wellnest-bench-pages-'));
  const url = `http://127.0.0.1:${port}`;
  const server = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      // Every run loads each page's ~25 files from one address: the default limit (300 a
      // minute) would start answering 429 partway through the pages.
      RATE_LIMIT_PER_MINUTE: '100000',
      // The address limit counts pages too; a bench floods from one address.
      RATE_LIMIT_ADDRESS_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group, so stopping it stops npm's child too
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, server, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 5 minutes');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(port: number, url: string): Promise<RunFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_SAVE_DIR keeps each run's full report (JSON) for a closer look at requests and tasks.
  if (process.env.BENCH_SAVE_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_SAVE_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // The server keeps the pages it read at start; a build made meanwhile (another `npm run build`
  // in this checkout) replaces the hashed files they name, and the page loads without its scripts.
  const consoleErrors = lhr.audits['errors-in-console']?.details;
  if (
    consoleErrors &&
    'items' in consoleErrors &&
    JSON.stringify(consoleErrors.items).includes('/assets/')
  )
    throw new Error(`${url}: a file under /assets/ failed to load: was dist/client rebuilt?`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as RunFigures['scores'],
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferBytes: audit('total-byte-weight'),
    requests: requests && 'items' in requests ? requests.items.length : Number.NaN,
  };
}

/**
 * On a busy machine Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP): such a run says
 * nothing about the page, so it is run again, twice at most.
 */
async function measureWithRetry(port: number, url: string): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(port, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (${url}: ${(error as Error).message.slice(0, 120)}; running it again)`);
    }
  }
}

async function main(): Promise<void> {
  const loadBefore = loadavg().map((value) => value.toFixed(2));
  const { url, server, dataDir } = await startServer();
  const rows: string[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        // Keep Chromium off the network: no update, sync or field-trial requests.
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
    console.log(
      `Lighthouse (mobile preset) on ${url}, median of ${RUNS} run(s); ${cpus().length} cores, load before ${loadBefore.join(' ')}`,
    );
    for (const page of PAGES) {
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measureWithRetry(chrome.port, `${url}${page}`));
      // Each figure's own median (the runs' scores, not one run's), so one slow run does not decide.
      const m = (pick: (run: RunFigures) => number) => median(runs.map(pick));
      const performances = runs.map((run) => run.scores.performance).join('/');
      rows.push(
        `| ${page} | ${m((r) => r.scores.performance)} (${performances}) | ${m((r) => r.scores.accessibility)} | ${m((r) => r.scores['best-practices'])} | ${m((r) => r.scores.seo)} | ${(m((r) => r.fcpMs) / 1000).toFixed(2)} s | ${(m((r) => r.lcpMs) / 1000).toFixed(2)} s | ${m((r) => r.tbtMs).toFixed(0)} ms | ${m((r) => r.cls).toFixed(3)} | ${(m((r) => r.transferBytes) / 1024).toFixed(1)} KiB (${m((r) => r.requests)}) |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    chrome?.kill();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n| page | performance (runs) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transferred (requests) |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(
    `\nLoad average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
