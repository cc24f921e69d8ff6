/**
 * `npm run bench:pages`: Lighthouse (mobile preset, its default: simulated slow 4G and a 4x slower
 * CPU) on the public pages of a production build served by `npm start`, in Debian's Chromium.
 * Prints, per page, the median of BENCH_RUNS runs (default 3) of the four category scores, the
 * paint and blocking metrics and the bytes transferred.
 *
 * Nothing leaves the machine: the server runs on loopback with its own data directory, and
 * Chromium runs with background networking off. BENCH_PAGES=/,/about limits the pages;
 * CHROME_PATH picks the browser (default /usr/bin/chromium); BENCH_SAVE_DIR keeps the reports.
 * BENCH_SIGNED_IN=1 measures every page a member opens, signed in as a paid member with four
 * medicines and 60 days of moods, made through the API before the first run: /dashboard and every
 * protected route of the client's route table (APP_ROUTES), one path per page (aliases skipped),
 * admin pages left out. A path with an id opens a real one: `/labs/:id` (or `/labs/:lab`) a lab
 * report of five typed-in, analysed rows made for the member, `/recipes/:id` the first recipe.
 * BENCH_PAGES=/log,/trends picks some of them; BENCH_CONSENT=made or none measures one of the two
 * cookie-choice variants (default both). Run it with EDITION=health: the bench's 127.0.0.1 host
 * runs the Wellness edition, which has no lab reports.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { analysedLabReport, fetchTransport, typicalMember } from './bench-member';
import { median, startProductionServer, stopProductionServer } from './production-server';
import { writeResults } from './results-file';
import { SERVER_RENDERED_ATTRIBUTE, TIME_ZONE_COOKIE } from '#shared/contracts/page-boot.contract';
import { APP_ROUTES } from '../tests/setup/app-routes';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_SIGNED_IN=1: the pages a member opens every day, signed in as the typical member. */
const SIGNED_IN = process.env.BENCH_SIGNED_IN === '1';

/**
 * The pages a signed-in member opens, from the route table: /dashboard (public in the table so
 * `?demo=true` works for visitors, the member's hub when signed in) and every protected route,
 * the first path of each page (the aliases that render the same page and declaration skipped),
 * without the admin pages.
 */
function signedInPages(): string[] {
  const seen = new Set<string>();
  const pages = ['/dashboard'];
  for (const route of APP_ROUTES) {
    if (route.access !== 'protected' || /^\/admin(\/|$)/.test(route.path)) continue;
    const key = `${route.declaration}:${APP_ROUTES.findIndex((other) => other.page === route.page)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pages.push(route.path);
  }
  return pages;
}

const PAGES = (
  process.env.BENCH_PAGES ??
  (SIGNED_IN
    ? signedInPages().join(',')
    : '/,/about,/features,/how-it-works,/pricing,/sample-report,/privacy-policy,/terms-of-service,/legal,/wellness-policy,/compliance-center')
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
  /** JavaScript downloaded during the load (compressed, as sent) and its files. */
  scriptBytes: number;
  scripts: number;
  /** Requests to /api made during the load. */
  apiCalls: number;
  /**
   * Lighthouse's measure of the host's CPU speed (higher is faster): its simulated 4× slowdown is
   * applied to this machine's own task times, so a slower host scores lower on the same page.
   */
  benchmarkIndex: number;
}

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
    ...loadedFiles(requests && 'items' in requests ? requests.items : []),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The scripts and API calls among a run's network requests. */
function loadedFiles(items: unknown[]): Pick<RunFigures, 'scriptBytes' | 'scripts' | 'apiCalls'> {
  const rows = items as { resourceType?: string; transferSize?: number; url?: string }[];
  const scripts = rows.filter((row) => row.resourceType === 'Script');
  return {
    scriptBytes: scripts.reduce((sum, row) => sum + (row.transferSize ?? 0), 0),
    scripts: scripts.length,
    apiCalls: rows.filter((row) => row.url && new URL(row.url).pathname.startsWith('/api/')).length,
  };
}

/**
 * The signed-in pages are measured twice: on a browser that has not made the cookie choice yet
 * (the banner shows, as on the first visit after signing in on a new device) and on the member's
 * usual browser, where the choice is stored and the page's own content is what paints.
 */
const SIGNED_IN_VARIANTS = [
  { name: 'no cookie choice yet', consent: false },
  { name: 'cookie choice made', consent: true },
].filter(
  (variant) =>
    !process.env.BENCH_CONSENT ||
    process.env.BENCH_CONSENT === 'both' ||
    (process.env.BENCH_CONSENT === 'made') === variant.consent,
);

/**
 * The real address of a page whose path has an id (`/labs/:id`): made for the member or read
 * from the API. A path with an id nothing here knows how to fill is an error, not a 404 measured.
 */
async function pageIds(url: string, cookie: string): Promise<Record<string, string>> {
  const request = fetchTransport(url);
  const ids: Record<string, string> = {};
  if (PAGES.some((page) => page.startsWith('/labs/:'))) {
    const lab = await analysedLabReport(request, cookie);
    ids['/labs/:id'] = ids['/labs/:lab'] = `/labs/${lab}`;
  }
  if (PAGES.includes('/recipes/:id')) {
    const answer = await request('GET', '/api/recipes', { cookie });
    const first = (answer.body as { recipes?: { id: string | number }[] }).recipes?.[0];
    if (!first) throw new Error(`GET /api/recipes: ${answer.status}, no recipe to open`);
    ids['/recipes/:id'] = `/recipes/${first.id}`;
  }
  if (PAGES.includes('/medications/:id')) {
    // One of the typical member's four medicines.
    const answer = await request('GET', '/api/medications', { cookie });
    const first = (answer.body as { medications?: { id: string }[] }).medications?.[0];
    if (!first) throw new Error(`GET /api/medications: ${answer.status}, no medicine to open`);
    ids['/medications/:id'] = `/medications/${first.id}`;
  }
  const unknown = PAGES.filter((page) => page.includes('/:') && !ids[page]);
  if (unknown.length) throw new Error(`no id to open for ${unknown.join(', ')}`);
  return ids;
}

/**
 * Sets up the browser Lighthouse drives, through its DevTools port: the session cookie in its
 * jar, and the cookie choice stored or cleared in the origin's local storage (Lighthouse clears
 * neither cookies nor local storage between runs).
 */
async function prepareBrowser(
  port: number,
  url: string,
  { cookie, consent }: { cookie: string; consent: boolean },
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    await context.addCookies([
      ...cookie
        .split(/;\s*/)
        .filter((pair) => pair.includes('='))
        .map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
        }),
      // The member's time zone, which the app stores on their first signed-in page (ADR 066): a
      // page the server renders for its member is rendered in it (ADR 111).
      {
        name: TIME_ZONE_COOKIE,
        value: encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone),
        url,
      },
    ]);
    const page = await context.newPage();
    // robots.txt: a page of the origin that starts no app.
    await page.goto(`${url}/robots.txt`);
    await page.evaluate((stored) => {
      if (stored) {
        const timestamp = new Date().toISOString();
        const choice = { necessary: true, analytics: false, marketing: false, functional: false };
        window.localStorage.setItem('cookie-consent', JSON.stringify({ ...choice, timestamp }));
        window.localStorage.setItem('cookie-consent-timestamp', timestamp);
      } else {
        window.localStorage.removeItem('cookie-consent');
        window.localStorage.removeItem('cookie-consent-timestamp');
      }
    }, consent);
    await page.close();
  } finally {
    // Connected over CDP, close() disconnects and leaves the browser running for Lighthouse.
    await browser.close();
  }
}

/** The member's time zone, as the app stores it on their first signed-in page (ADR 066). */
const timeZoneCookie = () =>
  `${TIME_ZONE_COOKIE}=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;

/**
 * Asks each signed-in page once before Lighthouse does, as a server that has been running has
 * been asked: the first render of a page in a process loads its lazy modules and misses the render
 * budget (ADR 111), so without this every page's first run measured the shell, not the page.
 * Names the pages whose HTML still comes without the server's render.
 */
async function warmUp(url: string, cookie: string, ids: Record<string, string>): Promise<void> {
  const unrendered: string[] = [];
  for (const page of PAGES) {
    let rendered = false;
    for (let attempt = 0; attempt < 3 && !rendered; attempt += 1) {
      const response = await fetch(`${url}${ids[page] ?? page}`, {
        headers: { cookie: `${cookie}; ${timeZoneCookie()}` },
      });
      rendered = (await response.text()).includes(SERVER_RENDERED_ATTRIBUTE);
    }
    if (!rendered) unrendered.push(page);
  }
  if (unrendered.length)
    console.log(
      `Not rendered on the server (no first data, or its render failed): ${unrendered.join(', ')}`,
    );
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
  const running = await startProductionServer('pages');
  const { url } = running;
  // The typical member (paid, four medicines, 60 days of moods), made through the public API.
  const cookie = SIGNED_IN ? await typicalMember(fetchTransport(url)) : undefined;
  const ids = cookie ? await pageIds(url, cookie) : {};
  if (cookie) await warmUp(url, cookie, ids);
  const rows: string[] = [];
  /** Each page's medians, for bench/speed-goals.ts (BENCH_RESULTS_DIR). */
  const figures: Record<string, unknown>[] = [];
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
    // A member's browser holds the session cookie: it goes into Chromium's own cookie jar, as a
    // sign-in leaves it, so the page's own API calls carry it too (a Cookie header added by
    // Lighthouse reaches the document but not the app's fetches, which then answer 401).
    for (const variant of SIGNED_IN ? SIGNED_IN_VARIANTS : [{ name: '', consent: false }]) {
      if (cookie) await prepareBrowser(chrome.port, url, { cookie, consent: variant.consent });
      const label = variant.name ? ` (${variant.name})` : '';
      for (const page of PAGES) {
        const runs: RunFigures[] = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await measureWithRetry(chrome.port, `${url}${ids[page] ?? page}`));
        // Each figure's own median (the runs' scores, not one run's), so one slow run does not decide.
        const m = (pick: (run: RunFigures) => number) => median(runs.map(pick));
        const performances = runs.map((run) => run.scores.performance).join('/');
        rows.push(
          `| ${page}${label} | ${m((r) => r.scores.performance)} (${performances}) | ${m((r) => r.scores.accessibility)} | ${m((r) => r.scores['best-practices'])} | ${m((r) => r.scores.seo)} | ${(m((r) => r.fcpMs) / 1000).toFixed(2)} s | ${(m((r) => r.lcpMs) / 1000).toFixed(2)} s | ${m((r) => r.tbtMs).toFixed(0)} ms | ${m((r) => r.cls).toFixed(3)} | ${(m((r) => r.transferBytes) / 1024).toFixed(1)} KiB (${m((r) => r.requests)}) | ${(m((r) => r.scriptBytes) / 1024).toFixed(1)} KiB (${m((r) => r.scripts)}) | ${m((r) => r.apiCalls)} |`,
        );
        console.log(rows.at(-1));
        figures.push({
          page,
          variant: variant.name,
          performance: m((r) => r.scores.performance),
          runs: runs.map((run) => run.scores.performance),
          lcpMs: m((r) => r.lcpMs),
          tbtMs: m((r) => r.tbtMs),
          scriptBytes: m((r) => r.scriptBytes),
          scripts: m((r) => r.scripts),
          apiCalls: m((r) => r.apiCalls),
          benchmarkIndex: m((r) => r.benchmarkIndex),
        });
      }
    }
  } finally {
    chrome?.kill();
    await stopProductionServer(running);
  }
  writeResults(SIGNED_IN ? 'pages-signed-in' : 'pages', figures);
  console.log(
    `\n| page | performance (runs) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transferred (requests) | JS (files) | API calls |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
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
