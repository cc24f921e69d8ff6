/**
 * `npm run bench:first-tap`: how long a visitor's first tap on `/` takes to answer, on a phone
 * over slow 4G with a 4x slower CPU (Lighthouse's mobile figures, applied by DevTools the way
 * Lighthouse applies them: 562.5 ms round trips, 1.47 Mbps down, 4x CPU), in Debian's Chromium
 * against a production build served by `npm start`, from a cold cache each run.
 *
 * First what the page loads before the visitor shows any intent (ADR 101): the script files and
 * the bytes they took on the wire (headers included, as Lighthouse's transfer size) from the
 * navigation until 10 s after the load event, on a phone nobody touches.
 *
 * Then four taps, each on a fresh page, median of BENCH_RUNS (default 3):
 * - **menu, page quiet**: the visitor reads until the network has gone quiet, then taps the menu;
 *   the time from the touch to the menu reporting itself open (`aria-expanded="true"`) with its
 *   list of links on screen (not `display: none`).
 * - **menu, 1 s after load**: an eager visitor taps one second after the load event.
 * - **call to action to the plan step**, after the page has gone quiet and 1 s after load: the
 *   hero's main link, from the touch to "Choose your plan" on screen (a client-side navigation
 *   when the app is running, a page load otherwise), and from the touch to the browser asking for
 *   the next page (its navigation starting: a phone's own progress bar shows then), which is the
 *   first answer a visitor sees when the app has not started. And once more after a first touch
 *   on the heading's text (how a phone's scroll starts: intent) and the page gone quiet.
 *
 * The page's Lighthouse score is `npm run bench:pages`; this is the other half of the trade.
 */
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { median, startProductionServer, stopProductionServer } from './production-server';
import { writeResults } from './results-file';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** How long after the load event the before-intent count goes on (the issue's 10 s). */
const QUIET_WINDOW_MS = 10_000;
/** After a first touch: hydration, then the idle load of the visible links' pages (3 s at most). */
const QUIET_AFTER_HYDRATION_MS = 5_000;
const BROWSER =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

const MENU_BUTTON = 'button[aria-controls="primary-navigation-menu"]';
const CALL_TO_ACTION = 'a[href="/register"]:has-text("Start Your Personalized Wellness Journey")';
const PLAN_STEP_TEXT = 'Choose your plan';

/**
 * Runs in every document before its scripts: notes when the first touch starts (kept in session
 * storage, so it survives a full page load) and when the answer the tap waits for appears. A
 * string, not a function: tsx wraps named functions in a helper the page does not have.
 */
const RECORD_TAP_TIMES = `
  document.addEventListener('touchstart', function () {
    if (!sessionStorage.getItem('bench:tapAt')) sessionStorage.setItem('bench:tapAt', String(Date.now()));
  }, { capture: true, passive: true });
  window.addEventListener('wellnest:hydrated', function () { window.__hydratedAt = Date.now(); });
  var observer = new MutationObserver(function () {
    var menu = document.getElementById('primary-navigation-menu');
    if (window.__menuOpenAt === undefined &&
        document.querySelector('${MENU_BUTTON}[aria-expanded="true"]') &&
        menu && getComputedStyle(menu).display !== 'none') window.__menuOpenAt = Date.now();
    if (window.__planStepAt === undefined &&
        Array.prototype.some.call(document.querySelectorAll('h1, h2'), function (heading) {
          return (heading.textContent || '').trim() === ${JSON.stringify(PLAN_STEP_TEXT)};
        })) window.__planStepAt = Date.now();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded', 'class', 'data-opened-before-app'] });
`;

async function throttledPage(browser: Browser): Promise<Page> {
  return (await throttledSession(browser)).page;
}

async function throttledSession(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(RECORD_TAP_TIMES);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}

interface BeforeIntent {
  files: number;
  bytes: number;
  urls: string[];
}

/**
 * The scripts `/` loads while nobody touches it: from the navigation until QUIET_WINDOW_MS after
 * the load event, each script response counted with its bytes on the wire (CDP's
 * `encodedDataLength` at loadingFinished: compressed body and headers).
 */
async function scriptsBeforeIntent(browser: Browser, url: string): Promise<BeforeIntent> {
  const { page, cdp } = await throttledSession(browser);
  try {
    const scripts = new Map<string, string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes.set(event.requestId, event.encodedDataLength);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(QUIET_WINDOW_MS);
    const urls = [...scripts.values()].map((href) => new URL(href).pathname);
    let total = 0;
    for (const id of scripts.keys()) total += bytes.get(id) ?? 0;
    return { files: scripts.size, bytes: total, urls };
  } finally {
    await page.context().close();
  }
}

type Wait = 'quiet' | 'load+1s';

async function openAndWait(page: Page, url: string, wait: Wait): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (wait === 'load+1s') await page.waitForTimeout(1_000);
  else await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

async function elapsedSinceTap(page: Page, mark: '__menuOpenAt' | '__planStepAt'): Promise<number> {
  await page.waitForFunction((name) => (window as never)[name] !== undefined, mark, {
    timeout: 60_000,
  });
  return page.evaluate(
    (name) =>
      ((window as unknown as Record<string, number>)[name] ?? Number.NaN) -
      Number(sessionStorage.getItem('bench:tapAt')),
    mark,
  );
}

async function menuTap(browser: Browser, url: string, wait: Wait): Promise<number> {
  const page = await throttledPage(browser);
  try {
    await openAndWait(page, url, wait);
    await page.tap(MENU_BUTTON);
    return await elapsedSinceTap(page, '__menuOpenAt');
  } finally {
    await page.context().close();
  }
}

/** The time to the plan step, and to the next page's request when the tap loads a page. */
async function callToActionTap(
  browser: Browser,
  url: string,
  wait: Wait,
  touchFirst = false,
): Promise<{ planStep: number; navigation: number | null }> {
  const page = await throttledPage(browser);
  try {
    if (touchFirst) {
      // A reader's first touch (how a phone scrolls) on the heading's text: intent, not a tap on
      // anything that answers. Then the app hydrates and the page is left to go quiet (the
      // pages its visible links open load once it is idle) before the call to action.
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.tap('main h1');
      await page.evaluate(() => sessionStorage.removeItem('bench:tapAt'));
      await page.waitForFunction(() => '__hydratedAt' in window, undefined, { timeout: 60_000 });
      await page.waitForTimeout(QUIET_AFTER_HYDRATION_MS);
    } else await openAndWait(page, url, wait);
    let requestedAt: number | null = null;
    page.on('request', (request) => {
      if (requestedAt === null && request.isNavigationRequest() && request.url() !== page.url())
        requestedAt = Date.now();
    });
    await page.tap(CALL_TO_ACTION);
    const planStep = await elapsedSinceTap(page, '__planStepAt');
    const tapAt = Number(await page.evaluate(() => sessionStorage.getItem('bench:tapAt')));
    return { planStep, navigation: requestedAt === null ? null : requestedAt - tapAt };
  } finally {
    await page.context().close();
  }
}

async function main(): Promise<void> {
  const running = await startProductionServer('first-tap');
  const browser = await chromium.launch({ executablePath: BROWSER, args: ['--no-sandbox'] });
  const rows: Array<[string, number[]]> = [
    ['menu, page quiet', []],
    ['menu, 1 s after load', []],
    ['call to action to the plan step', []],
    ['call to action to the plan step, 1 s after load', []],
    ['call to action to the plan step, after a first touch and the page quiet', []],
    ['call to action to the next page requested, page quiet (a page load only)', []],
    ['call to action to the next page requested, 1 s after load (a page load only)', []],
  ];
  const before: BeforeIntent[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      before.push(await scriptsBeforeIntent(browser, `${running.url}/`));
      rows[0]![1].push(await menuTap(browser, `${running.url}/`, 'quiet'));
      rows[1]![1].push(await menuTap(browser, `${running.url}/`, 'load+1s'));
      for (const [index, wait] of (['quiet', 'load+1s'] as const).entries()) {
        const tap = await callToActionTap(browser, `${running.url}/`, wait);
        rows[2 + index]![1].push(tap.planStep);
        if (tap.navigation !== null) rows[5 + index]![1].push(tap.navigation);
      }
      rows[4]![1].push((await callToActionTap(browser, `${running.url}/`, 'quiet', true)).planStep);
    }
  } finally {
    await browser.close();
    await stopProductionServer(running);
  }
  const files = before.map((run) => run.files);
  const kib = before.map((run) => run.bytes / 1024);
  console.log(
    `Before intent on / (no touch, ${QUIET_WINDOW_MS / 1000} s after load): median ${median(files)} script files, ${median(kib).toFixed(1)} KiB on the wire (runs: ${before.map((run) => `${run.files} files ${(run.bytes / 1024).toFixed(1)} KiB`).join(' / ')})`,
  );
  console.log(`  ${before[0]?.urls.join(' ') ?? ''}\n`);
  console.log(`First tap on / (slow 4G, 4x CPU, 375 px, cold cache), median of ${RUNS}\n`);
  console.log('| tap | median | runs |');
  console.log('| --- | --- | --- |');
  for (const [name, times] of rows) {
    if (times.length === 0) continue;
    console.log(
      `| ${name} | ${Math.round(median(times))} ms | ${times.map(Math.round).join(' / ')} |`,
    );
  }
  writeResults('first-tap', [
    { name: 'scripts before intent', medianFiles: median(files), medianKiB: median(kib) },
    ...rows.map(([name, times]) => ({ name, medianMs: median(times), runsMs: times })),
  ]);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
