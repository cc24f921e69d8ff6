/**
 * Signed-in pages rendered on the server for their member (ADR 111): the daily log, the meal
 * planner and a lab report carry the member's own content in the HTML the server sends, and the
 * browser hydrates exactly that markup: no console error, no hydration warning.
 */
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/contracts/page-boot.contract';
import { APP_ROUTES } from '../setup/app-routes';
import { expect, test } from './fixtures';
import { dismissOverlays, seedTrackerDay, storeTimeZone, watchConsole } from './helpers';
import { rotatingPart } from '../setup/rotating-sample';

test('the daily log, the meal planner and a lab report paint from their HTML and hydrate it as it is', async ({
  page,
  origin,
  signUp,
}) => {
  test.setTimeout(180_000);
  await dismissOverlays(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  await signUp({ prefix: 'server-render', paid: true });
  await seedTrackerDay(page.request, origin);
  const headers = { origin };
  const lab = await page.request.post('/api/labs', {
    headers,
    data: { test_type: 'blood', biomarkers: [{ name: 'Ferritin', value: 18, unit: 'ng/mL' }] },
  });
  expect(lab.status(), await lab.text()).toBe(201);
  const { reports } = (await (await page.request.get('/api/labs')).json()) as {
    reports: { id: string }[];
  };
  const plan = await page.request.post('/api/meal-plans', {
    headers,
    data: { days: 2, energy_kcal: 2000 },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  await storeTimeZone(page, origin);

  const pages = [
    // The day's habit, the symptom's name and its time in the member's zone.
    { path: '/log', shows: ['Daily log', 'Stretch', 'Headache'] },
    // The newest plan's own detail too: the server asks it in a second round (thenRequests).
    { path: '/meal-planning', shows: ['Meal planning', 'Your saved plans', 'Daily target:'] },
    { path: `/labs/${reports[0]!.id}`, shows: ['Ferritin'] },
  ];
  for (const { path, shows } of pages) {
    // The HTML itself, as the server sends it to this member's cookie.
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    const html = await response.text();
    expect(html, `${path}: rendered on the server`).toContain(`${SERVER_RENDERED_ATTRIBUTE}=`);
    for (const text of shows) expect(html, `${path}: ${text}`).toContain(text);

    const errors = watchConsole(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hydrated: React owns the very heading element the HTML brought (kept at DOMContentLoaded,
    // before the app ran); after a mismatch React would have rendered a new one in its place.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const kept = (window as { serverHeading?: Element | null }).serverHeading;
          const now = document.querySelector('h1');
          return (
            kept === now &&
            now !== null &&
            Object.keys(now).some((key) => key.startsWith('__reactProps$'))
          );
        }),
      )
      .toBe(true);
    for (const text of shows) await expect(page.locator('main'), path).toContainText(text);
    expect(errors, `${path}: console errors`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

/**
 * Signed-in pages that still ask after loading, and why: a paid member is sent on from the plan
 * setup page to the dashboard (whose request is the dashboard's), and the test member is not an
 * admin (the admin page's access check is its 404).
 */
const ASKS_AFTER_LOAD: Record<string, string> = {
  '/subscription-setup': '/api/dashboard/summary',
  '/admin/populate-recipes': '/api/admin/recipes/populate',
};

/**
 * One path per signed-in page: its other paths render the same page from the same declaration. The
 * pages are dealt into PARTS tests, so the longest browser test is not the one that ends the run
 * (it took 32 s whole, started near the end, and the other workers waited). `npm test` reads one
 * part, by the commit (ADR 171): every page over three commits, all of them in `npm run test:full`.
 * A page outside this run's part is not loaded with its data this run unless a journey opens it;
 * the jsdom test of every page's declared first data (page-data.test.tsx) runs whole each time.
 */
const PARTS = 3;
const signedInPages = APP_ROUTES.filter(
  (route) => route.access === 'protected' && !route.path.includes(':'),
).filter(
  (route, index, routes) => routes.findIndex((other) => other.page === route.page) === index,
);

/**
 * Addresses that show another page under a signed-in route's path, read with the run's first part: the
 * dashboard's sample preview reads none of the dashboard's own answers, and once drew its header
 * without the bell, which the browser then hydrated with the bell it had fetched meanwhile.
 */
const VARIANTS = ['/dashboard?demo=true'];

const partsRead = rotatingPart(
  'signed-in pages with their data',
  Array.from({ length: PARTS }, (_, part) => part),
  PARTS,
).items;

for (const part of partsRead) {
  const paths = [
    ...signedInPages.filter((_, index) => index % PARTS === part).map((route) => route.path),
    ...(part === partsRead[0] ? VARIANTS : []),
  ];
  test(`every signed-in page opens with its data: no API request after the HTML, no console error (part ${part + 1} of ${PARTS})`, async ({
    page,
    origin,
    signUp,
  }) => {
    test.setTimeout(120_000);
    await dismissOverlays(page);
    await signUp({ prefix: 'no-late-requests', paid: true });
    await seedTrackerDay(page.request, origin);
    await storeTimeZone(page, origin);
    const late: string[] = [];
    let current = '';
    page.on('request', (request) => {
      const url = new URL(request.url());
      const allowed = ASKS_AFTER_LOAD[current];
      if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
      if (allowed && url.pathname === allowed) return;
      late.push(`${current}: ${url.pathname}${url.search}`);
    });
    // Each console error with the page it came from.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${current}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
    const statuses: string[] = [];
    for (const path of paths) {
      current = path;
      // The page's own status too: routes-smoke.spec.ts leaves the paid member's to this test.
      const response = await page.goto(path);
      if (response?.status() !== 200) statuses.push(`${path}: HTTP ${response?.status()}`);
      await page.waitForLoadState('networkidle');
      // The setup page sends the paid member on to the dashboard once it has hydrated, which on a
      // loaded machine can come after the quiet spell above: wait for it, so that the dashboard's
      // request is not counted against the next page (a CI run saw it under /community/new).
      if (path === '/subscription-setup') {
        await page.waitForURL('**/dashboard');
        await page.waitForLoadState('networkidle');
      }
    }
    expect(statuses, 'signed-in pages that did not answer 200').toEqual([]);
    expect(
      late,
      'API requests made after a page loaded (declare them in the page declaration, <area>-declarations.ts)',
    ).toEqual([]);
    // The one error expected: the admin page's access check, answered 404 for a member.
    const adminDenied =
      '/admin/populate-recipes: Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(
      errors.filter((error) => error !== adminDenied),
      'console errors',
    ).toEqual([]);
  });
}

test('a visitor and a dead session get the shell, never a rendered page', async ({ page }) => {
  const visitor = await (await page.request.get('/log')).text();
  expect(visitor).not.toContain(`${SERVER_RENDERED_ATTRIBUTE}=`);
  const dead = await (
    await page.request.get('/log', {
      headers: { cookie: 'better-auth.session_token=nope.nope; wellnest.tz=UTC' },
    })
  ).text();
  expect(dead).not.toContain(`${SERVER_RENDERED_ATTRIBUTE}=`);
});
