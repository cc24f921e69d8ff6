/**
 * `npm run bench:first-tap`: how long a visitor's first tap on `/` takes to answer, on a phone
 * over slow 4G with a 4x slower CPU (Lighthouse's mobile figures, applied by DevTools the way
 * Lighthouse applies them: 562.5 ms round trips, 1.47 Mbps down, 4x CPU), in Debian's Chromium
 * against a production build served by `npm start`, from a cold cache each run.
 *
 * Three taps, each on a fresh page, median of BENCH_RUNS (default 3):
 * - **menu, page quiet**: the visitor reads until the network has gone quiet, then taps the menu;
 *   the time from the touch to the menu reporting itself open (`aria-expanded="true"`) with its
 *   list of links on screen (not `display: none`).
 * - **menu, 1 s after load**: an eager visitor taps one second after the load event.
 * - **call to action to the plan step**: the hero's main button, from the touch to "Choose your
 *   plan" on screen (a client-side navigation when the app is running, a page load otherwise).
 *
 * The page's Lighthouse score is `npm run bench:pages`; this is the other half of the trade.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { median, startProductionServer, stopProductionServer } from './production-server';
import { writeResults } from './results-file';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
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
  return page;
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

async function callToActionTap(browser: Browser, url: string): Promise<number> {
  const page = await throttledPage(browser);
  try {
    await openAndWait(page, url, 'quiet');
    await page.tap(CALL_TO_ACTION);
    return await elapsedSinceTap(page, '__planStepAt');
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
  ];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      rows[0]![1].push(await menuTap(browser, `${running.url}/`, 'quiet'));
      rows[1]![1].push(await menuTap(browser, `${running.url}/`, 'load+1s'));
      rows[2]![1].push(await callToActionTap(browser, `${running.url}/`));
    }
  } finally {
    await browser.close();
    await stopProductionServer(running);
  }
  console.log(`First tap on / (slow 4G, 4x CPU, 375 px, cold cache), median of ${RUNS}\n`);
  console.log('| tap | median | runs |');
  console.log('| --- | --- | --- |');
  for (const [name, times] of rows)
    console.log(
      `| ${name} | ${Math.round(median(times))} ms | ${times.map(Math.round).join(' / ')} |`,
    );
  writeResults(
    'first-tap',
    rows.map(([name, times]) => ({ name, medianMs: median(times), runsMs: times })),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
