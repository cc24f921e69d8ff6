import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
} from '@playwright/test';

import {
  SERVER_RENDERED_ATTRIBUTE,
  TIME_ZONE_COOKIE,
} from '../../src/shared/contracts/page-boot.contract';

export const PASSWORD = 'Calm-River-42!';

/**
 * The browser stores the member's time zone on its first signed-in page (ADR 066); the server
 * renders their pages only once it knows it (ADR 111). Stored here as that first page would.
 */
export async function storeTimeZone(page: Page, origin: string): Promise<void> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  await page
    .context()
    .addCookies([{ name: TIME_ZONE_COOKIE, value: encodeURIComponent(zone), url: origin }]);
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** The verification link sent to `email`, read from the development outbox. */
export async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/api/dev/outbox')).json()) as OutboxMessage[];
      link = messages.find((m) => m.to === email && m.subject.startsWith('Confirm'))?.links[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Creates a verified account through the API (fast path for tests that are not about sign-up).
 * `origin` is the app's own (the `origin` fixture): the request context does not expose its baseURL.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  origin: string,
  email: string,
  firstName = 'Robin',
): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: {
      email,
      password: PASSWORD,
      first_name: firstName,
      last_name: 'Tester',
      selected_plan: 'wellness',
      billing_cycle: 'monthly',
    },
  });
  expect(response.status()).toBe(200);
  const link = new URL(await verificationLink(request, email));
  const verified = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  // The browser that signed up is signed in by the link (ADR 004 addendum); callers sign in
  // themselves, so that session is ended and theirs is the only one.
  await request.post('/api/auth/sign-out', { headers: { origin } });
}

/** Signs `email` in on `request`'s cookie jar (a page's `page.request` shares its context's). */
export async function signInThroughApi(
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

/**
 * Signs the e2e admin (ADMIN_EMAILS in app-server.ts) in on `request`, creating the account the
 * first time: specs sharing a server may each be first, in any order.
 */
export async function signInAdmin(
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<void> {
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email, password: PASSWORD },
  });
  if (signIn.status() === 200) return;
  await createVerifiedAccount(request, origin, email, 'Ada');
  await signInThroughApi(request, origin, email);
}

/** Upgrades the signed-in user through the demo checkout's API and form posts, with no page. */
export async function becomePaidThroughApi(
  request: APIRequestContext,
  origin: string,
): Promise<void> {
  const checkout = await request.post('/api/billing/checkout', {
    headers: { origin },
    data: {
      lookup_key: 'wellness_plus_monthly',
      success_url: '/subscription-success?pending=true',
      cancel_url: '/subscription-cancel',
    },
  });
  expect(checkout.status()).toBe(200);
  const session = new URL((await checkout.json()).url as string, origin).searchParams.get(
    'session',
  );
  expect(session).toBeTruthy();
  const confirmed = await request.post('/billing/demo-checkout/confirm', {
    headers: { origin },
    form: { session: session! },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(303);
  const status = await request.get('/api/subscription');
  expect(await status.json()).toMatchObject({ isSubscribed: true });
}

/** Adds each medicine (name and a 5 mg dose) to the signed-in user's cabinet through the API. */
export async function addMedicinesThroughApi(
  request: APIRequestContext,
  origin: string,
  names: readonly string[],
): Promise<void> {
  for (const name of names) {
    const added = await request.post('/api/medications', {
      headers: { origin },
      data: { name, dosage: '5 mg' },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
}

/**
 * A day of data in every tracker (mood, a symptom, a habit checked off, sleep and water, a goal)
 * for the signed-in user, dated today in UTC like the browser here.
 */
export async function seedTrackerDay(request: APIRequestContext, origin: string): Promise<void> {
  const headers = { origin };
  const today = new Date().toISOString().slice(0, 10);
  const created = async (response: Promise<APIResponse>, status: number) => {
    const answer = await response;
    expect(answer.status(), answer.url()).toBe(status);
    return answer;
  };
  await created(
    request.put(`/api/mood/${today}`, {
      headers,
      data: { mood: 4, energy: 3, tags: ['walk'], note: null },
    }),
    200,
  );
  await created(
    request.post('/api/symptoms', {
      headers,
      data: {
        name: 'Headache',
        severity: 7,
        occurred_at: `${today}T08:00:00Z`,
        triggers: ['Stress'],
      },
    }),
    201,
  );
  const habit = await created(
    request.post('/api/habits', { headers, data: { name: 'Stretch', schedule: 'daily' } }),
    201,
  );
  const { id: habitId } = (await habit.json()) as { id: string };
  await created(request.put(`/api/habits/${habitId}/check-ins/${today}`, { headers }), 200);
  await created(
    request.put(`/api/daily-log/${today}`, {
      headers,
      data: { sleep_hours: 7.5, water_glasses: 6 },
    }),
    200,
  );
  await created(
    request.post('/api/goals', {
      headers,
      data: { title: 'Sleep well', metric: 'sleep_hours', target_value: 7.5 },
    }),
    201,
  );
}

/**
 * Waits until React has hydrated the element. On a prerendered page typing before then is not
 * seen by the app (the HTML is there, the handlers are not yet), and on a busy machine that can
 * last seconds. React keeps an element's props on it under a '__reactProps$…' key once it owns it.
 * A content page starts its app when idle or on the visitor's first intent (ADR 049): a key press
 * that does nothing (Shift) is that intent here, as a mouse move or a touch is for a person.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await locator.page().keyboard.press('Shift');
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}

/**
 * Opens `path` as the server renders it for its member (their time zone stored), in a data
 * saver's browser, so that the app loads no page ahead when idle (prefetch-visible-routes.ts),
 * and waits until `hydrated` has hydrated and the network is quiet. Returns the scripts whose
 * file names match `code` that the page has requested so far, counted from before it opened: for
 * a test that some code loads only when the member does something.
 */
export async function openRenderedPage(
  page: Page,
  origin: string,
  path: string,
  code: RegExp,
  hydrated: Locator,
): Promise<() => string[]> {
  await storeTimeZone(page, origin);
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await expect(page.locator('#root')).toHaveAttribute(SERVER_RENDERED_ATTRIBUTE, /\d{4}-\d\d-\d\d/);
  await waitForHydration(hydrated);
  await page.waitForLoadState('networkidle');
  return () => scripts.filter((script) => code.test(script));
}

/**
 * Holds back the app's entry module (the boot loader's `data-entry`) until the returned function
 * is called, so a test can act on a prerendered page before its app has started: a content page
 * starts it by itself once the loaded page is idle (ADR 049), which on a fast machine comes before
 * the test's first tap.
 */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Stores cookie consent and hides the welcome popup so a test can look at the page itself. */
/**
 * Scrolls down, as a reader does, until a section rendered only when scrolled near (BelowTheFold:
 * the dashboard's lower panels, the cabinet's add form and results) has put `target` on the page,
 * then brings it into view.
 */
export async function scrollUntilRendered(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    if ((await target.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(target.first()).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await target.first().scrollIntoViewIfNeeded();
}

export async function dismissOverlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const now = new Date().toISOString();
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        functional: false,
        timestamp: now,
      }),
    );
    localStorage.setItem('cookie-consent-timestamp', now);
    localStorage.setItem('hideDisclaimerPopup', 'true');
  });
}

/** Fails the test on any console error or uncaught page error. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  // Each error names the path it happened on: a run that fails in CI says which page to open.
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${where()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${where()}: ${error.message}`));
  return errors;
}

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * Serious and critical axe findings on the page as it is now, one line each ('rule: targets').
 * axe runs in the page itself (the app has no frames) and is injected once per document: a page
 * the app moved to in place (a link, not a load) keeps it. @axe-core/playwright injected its
 * half-megabyte source before every run, which was over half of a run's time on most pages.
 */
export async function seriousAxeFindings(
  page: Page,
  { tags = WCAG_21_AA, include }: { tags?: string[]; include?: string } = {},
): Promise<string[]> {
  // Contrast is judged on what is painted: text still fading in reads as faint to axe (a flaky
  // colour-contrast finding on the aromatherapy cards). Finite animations are let finish, at
  // most 2 s; a spinner's endless one is not waited for.
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
  const hasAxe = () => page.evaluate(() => 'axe' in window);
  if (!(await hasAxe())) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      };
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read; axe then skips listing every passing node.
        resultTypes: ['violations'],
        // WCAG 2.1 A 'Label in Name' (2.5.3): axe ships its check as experimental, so off by
        // default.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
      return result.violations;
    },
    { tags, include },
  );
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe finding (WCAG 2.1 A and AA) on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page)).toEqual([]);
}
