/**
 * Every route of the client route table, as a visitor, a free user and a paid user (`routesFor`
 * says which visits would only repeat another and are left out), each account at the width of
 * WIDTH_OF, so that every page is checked on a phone and on a desktop: no console error, no 'Page Error' or crash screen, no redirect the table does not explain, no serious
 * or critical axe finding (once per page, by the visitor or the paid user, and by the free user on
 * the first route of each test: `axeRoutesFor`), nothing wider than the window, and no link to a missing page: every internal link on
 * the page (`a[href^="/"]`, the header's closed groups and the mobile menu included: they are in
 * the DOM) must be a path of the route table (the server answers 404 for a path the table does not
 * know) or, when it is not (a file), is requested once per worker with the same account's cookies
 * and must answer 200. The routes are read from
 * APP_ROUTES when the spec loads, so a new
 * route is covered by being in the table. Each test shares one page across a handful of routes and
 * the handfuls spread over the workers. `npm test` runs a rotating part of each account's handfuls
 * (PARTS_OF); `npm run test:full` runs them all.
 */
import type { Page, Request } from '@playwright/test';
import { APP_ROUTES, findRoute, type AppRoute } from '../setup/app-routes';
import { LEGAL_ROUTES } from '../../src/client/app/routes/legal/legal-routes';
import { MARKETING_ROUTES } from '../../src/client/app/routes/marketing/marketing-routes';
import { expect, test, type Account } from './fixtures';
import { dismissOverlays, seriousAxeFindings } from './helpers';
import { PAGE_HYDRATED_EVENT } from '../../src/shared/contracts/page-boot.contract';
import { rotatingPart } from '../setup/rotating-sample';

/**
 * The free user opens every route at 1280 px; the visitor (every public page) and the paid user
 * (every page but the legal and marketing ones, which the visitor has) at 375 px, the phone
 * width every page must work at. So each page is checked once at each width without a fourth
 * pass, and no spec needs its own 'passes axe and fits 375 px' loop over empty pages.
 */
const WIDTH_OF: Record<Account, number> = { visitor: 375, free: 1280, paid: 375 };
// Enough routes that each test's fresh browser context pays its cold start over many pages, few
// enough that the tests spread evenly over the workers.
const ROUTES_PER_TEST = 12;
/**
 * `npm test` opens one part of each account's tests, by the commit (ADR 169, ADR 171): the
 * visitor's in two parts, the paid user's in four, the free user's (every route again, at the
 * desktop width) in six; about six tests a run. Every route is opened by every account over six
 * commits, and `npm run test:full` opens all. A third of the signed-in pages are also loaded at
 * 1280 px on each run by signed-in-render.spec.ts (their status, console errors and requests), and
 * the journeys' specs open their own pages.
 */
const PARTS_OF: Record<Account, number> = { visitor: 2, free: 6, paid: 4 };
const MISSING_REPORT = 'not-a-report';
/**
 * A fresh install lists no providers, and a share link needs a paid user's share: these pages are
 * visited with ids nothing has, and must say so (after the API's 404, the one expected error).
 */
const MISSING_PAGES: Record<string, { value: string; api: string; text: string }> = {
  '/wellness-providers/:id': {
    value: '00000000-0000-4000-8000-000000000000',
    api: '/api/providers/00000000-0000-4000-8000-000000000000',
    text: 'Provider not found',
  },
  '/shared/:token': {
    value: 'AAAAAAAAAAAAAAAAAAAAAA',
    api: '/api/shared/AAAAAAAAAAAAAAAAAAAAAA',
    text: 'This link has expired or was revoked',
  },
  // An id nobody has: the page must say the medicine is not found.
  '/medications/:id': {
    value: '00000000-0000-4000-8000-000000000000',
    api: '/api/medications/00000000-0000-4000-8000-000000000000',
    text: 'Medicine not found',
  },
  // A fresh install has no threads.
  '/community/threads/:id': {
    value: '00000000-0000-4000-8000-000000000000',
    api: '/api/community/threads/00000000-0000-4000-8000-000000000000',
    text: 'Thread not found',
  },
};
/**
 * The test users are not admins (ADMIN_EMAILS): these pages are the app's 404 page for them, after
 * the API's 404 to the page's access check (the path it asks).
 */
const ADMIN_ONLY: Record<string, string> = {
  '/admin/populate-recipes': '/api/admin/recipes/populate',
  '/admin': '/api/admin/overview',
  '/onboarding-testing': '/api/admin/overview',
  '/diagnostics': '/api/admin/diagnostics',
  '/auth/health': '/api/admin/auth-health',
  '/community/moderation': '/api/community/moderation/queue',
};

/**
 * Redirects the table's access levels do not show, by route and account. A visitor on a protected
 * route going to /login is the rule and needs no entry.
 */
const EXPECTED_REDIRECTS: Record<string, Partial<Record<Account, string>>> = {
  // The verification landing needs the ?verified or ?error its email link adds; bare, it sends on.
  // Signed in, /login (and so a bare /auth) and /register send on to the dashboard.
  '/auth': { visitor: '/login', free: '/dashboard', paid: '/dashboard' },
  '/login': { free: '/dashboard', paid: '/dashboard' },
  '/register': { free: '/dashboard', paid: '/dashboard' },
  // Public in the table so ?demo=true works for visitors; the real dashboard guards itself.
  '/dashboard': { visitor: '/login' },
  // A subscriber has nothing to set up.
  '/subscription-setup': { paid: '/dashboard' },
};

/** The path a visit starts from, or an error naming a `:param` this spec has no value for. */
async function concretePath(page: Page, route: AppRoute, account: Account): Promise<string> {
  const parts = await Promise.all(
    route.path.split('/').map(async (segment) => {
      if (!segment.startsWith(':')) return segment;
      const param = segment.slice(1);
      if (param === 'feature') return 'lab_uploads';
      const missing = MISSING_PAGES[route.path];
      if (missing) return missing.value;
      if (param === 'id' && route.path.startsWith('/labs/')) {
        // The paid worker user owns one report (fixtures.ts). Uploads are paid, so a free user
        // owns none: they get an id that is not theirs, and the page must say it was not found.
        if (account !== 'paid') return MISSING_REPORT;
        const { reports } = (await (await page.request.get('/api/labs')).json()) as {
          reports: { id: string }[];
        };
        expect(reports.length, 'the paid worker user has a lab report').toBeGreaterThan(0);
        return encodeURIComponent(reports[0]!.id);
      }
      if (param === 'id' && route.path.startsWith('/recipes/')) {
        // Recipes are public reference data: the first one the API lists.
        const { recipes } = (await (await page.request.get('/api/recipes')).json()) as {
          recipes: { id: string }[];
        };
        expect(recipes.length, 'the recipe list is not empty').toBeGreaterThan(0);
        return encodeURIComponent(recipes[0]!.id);
      }
      if (param === 'id' && route.path.startsWith('/essential-oils/')) {
        // Oils are public reference data: the first one the API lists.
        const { oils } = (await (await page.request.get('/api/oils')).json()) as {
          oils: { id: string }[];
        };
        expect(oils.length, 'the oil library is not empty').toBeGreaterThan(0);
        return encodeURIComponent(oils[0]!.id);
      }
      if (param === 'id' && route.path.startsWith('/natural-remedies/')) {
        const { remedies } = (await (await page.request.get('/api/remedies')).json()) as {
          remedies: { id: string }[];
        };
        expect(remedies.length, 'the remedy list is not empty').toBeGreaterThan(0);
        return encodeURIComponent(remedies[0]!.id);
      }
      throw new Error(`routes-smoke.spec.ts needs a value for :${param} in ${route.path}`);
    }),
  );
  return parts.join('/');
}

function expectedPath(route: AppRoute, path: string, account: Account): string {
  const listed = EXPECTED_REDIRECTS[route.path]?.[account];
  if (listed) return listed;
  if (account === 'visitor' && route.access === 'protected') return '/login';
  return path;
}

/**
 * Requests the page has in flight. `settled()` waits for 150 ms without one: the page has its data
 * (and has logged any error about it) sooner than networkidle's fixed 500 ms would say.
 */
function trackRequests(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    changedAt = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: async () => {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - changedAt < 150)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/** The page's same-origin links, without their fragment. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href^="/"]', (anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return hrefs
    .filter((href) => !href.startsWith('//'))
    .map((href) => href.split('#')[0]!)
    .filter((href) => href !== '');
}

/**
 * Each link's answer by account, kept for the worker's later tests: most pages share the header's
 * and footer's links, and a path answers the same for the same account whichever page links it.
 */
const linkStatuses = new Map<string, number>();

/**
 * Each link seen, with the first page it was seen on. A link to a path of the route table needs no
 * request: the server knows its paths from that same table (routes.json, written from it by the
 * prerenderer) and answers 200 for each; every page is itself loaded from the server by a visit
 * here or in signed-in-render.spec.ts, which checks its status. Requesting each such link again
 * had the server render the member's page for nothing, a fifth of this spec's time (ADR 120).
 * Any other link (a file, the API's docs) is requested once per worker and account.
 */
async function brokenLinks(
  page: Page,
  account: Account,
  seenOn: Map<string, string>,
): Promise<string[]> {
  const broken: string[] = [];
  for (const [href, path] of seenOn) {
    const linkPath = href.split('?')[0]!;
    if ((linkPath === '/' || !linkPath.endsWith('/')) && findRoute(linkPath)) continue;
    const key = `${account} ${href}`;
    let status = linkStatuses.get(key);
    if (status === undefined) {
      status = (await page.request.get(href)).status();
      linkStatuses.set(key, status);
    }
    if (status !== 200) broken.push(`${href} (on ${path}): ${status}`);
  }
  return broken;
}

/** On the headings of the page an in-app visit left (navigateInApp). */
const LEFT_MARK = 'data-smoke-left';

/** Set on the window once the app has hydrated (or first rendered) the loaded page. */
const APP_RUNNING_FLAG = '__smokeAppRunning';

/** Records each loaded page's PAGE_HYDRATED_EVENT, which fires once per document. */
async function watchAppStart(page: Page): Promise<void> {
  await page.addInitScript(
    ({ event, flag }) => {
      window.addEventListener(event, () => Reflect.set(window, flag, true), { once: true });
    },
    { event: PAGE_HYDRATED_EVENT, flag: APP_RUNNING_FLAG },
  );
}

/**
 * Moves the running app to `path` as its own links do (a history entry and the popstate the
 * router listens to), without loading the page again. Only once the app runs, as a person's
 * in-app link does: before then a link loads the page, and a URL changed under a page still
 * hydrating makes React hydrate the old page's HTML as the new page (a busy CI machine's
 * hydration error #418, on a page that had painted its heading from the HTML).
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.waitForFunction((flag) => Reflect.get(window, flag) === true, APP_RUNNING_FLAG, {
    timeout: 30_000,
  });
  await page.evaluate(
    ({ to, mark }) => {
      // The page's h1 so far is marked, so the visit waits for the next page's own (unless the
      // app is already there, after a redirect to the same page).
      if (window.location.pathname !== to)
        for (const heading of document.querySelectorAll('h1')) heading.setAttribute(mark, '');
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      window.history.pushState({ usr: null, key: `smoke${index + 1}`, idx: index + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { to: path, mark: LEFT_MARK },
  );
}

/**
 * Everything wrong with one route's visit; empty when it is fine. `load` opens the page from the
 * server (its status, the shell or prerendered HTML, the app starting on it); `navigate` moves
 * the running app there, as a link does.
 */
async function visit(
  page: Page,
  route: AppRoute,
  account: Account,
  requests: ReturnType<typeof trackRequests>,
  consoleErrors: string[],
  linksSeenOn: Map<string, string>,
  how: 'load' | 'navigate',
  checkAxe: boolean,
): Promise<string[]> {
  const path = await concretePath(page, route, account);
  const problems: string[] = [];
  if (how === 'load') {
    const response = await page.goto(path);
    if (!response || response.status() >= 400) problems.push(`HTTP ${response?.status()}`);
  } else {
    // The server's own answer for the path (the shell, or the page rendered for a member), without
    // rendering it in the browser again. The paid user's are not asked: signed-in-render.spec.ts
    // loads every signed-in page from the server as a paid member and checks its status.
    if (account !== 'paid') {
      const response = await page.request.get(path);
      if (response.status() !== 200) problems.push(`HTTP ${response.status()}`);
    }
    await navigateInApp(page, path);
  }
  const target = expectedPath(route, path, account);
  if (target !== path) await page.waitForURL((url) => url.pathname === target).catch(() => {});
  const heading = page
    .getByRole('heading', { level: 1 })
    .and(page.locator(`:not([${LEFT_MARK}])`))
    .first();
  // Whether the page renders at all, not how fast (bench/ measures speed): a slow CI machine
  // once took over 10 s for /wellness-providers/join's first render beside two other workers, and
  // a machine twice as slow as that, at load 7 on 2 cores, over 20 s for /interaction-analyzer.
  if (
    !(await heading.waitFor({ timeout: 30_000 }).then(
      () => true,
      () => false,
    ))
  )
    problems.push('no h1 within 30 s');
  await requests.settled();
  const landed = new URL(page.url()).pathname;
  if (landed !== target) problems.push(`ended on ${landed}, expected ${target}`);
  const crash = page.getByRole('heading', { name: /^(Page Error|Something went wrong)$/ });
  if (await crash.count()) problems.push(`shows '${await crash.first().textContent()}'`);
  // A redirect lands on a page that has its own row in the table; checking it again adds nothing.
  // A second path to a page this account has had checked (an old address kept for bookmarks)
  // renders the same page: everything else is checked again, axe once per page and account.
  if (landed === path && checkAxe)
    problems.push(...(await seriousAxeFindings(page)).map((f) => `axe ${f}`));
  // Fits the width (WIDTH_OF): nothing wider than the window makes the page scroll sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  if (landed === path && overflow > 0) problems.push(`${overflow} px wider than the window`);
  if (landed === path) {
    for (const href of await internalLinks(page))
      if (!linksSeenOn.has(href)) linksSeenOn.set(href, path);
  }
  let errors = consoleErrors.splice(0);
  if (landed === path && path.endsWith(`/${MISSING_REPORT}`)) {
    // The one expected error: the browser logs the API's 404 for the report that is not theirs.
    const missing = `status of 404 (Not Found) at ${new URL(page.url()).origin}/api/labs/${MISSING_REPORT}`;
    errors = errors.filter((error) => !error.endsWith(missing));
    if (!(await page.getByText('Report not found').isVisible()))
      problems.push('no Report not found');
  }
  const missingPage = MISSING_PAGES[route.path];
  if (landed === path && missingPage) {
    const gone = `status of 404 (Not Found) at ${new URL(page.url()).origin}${missingPage.api}`;
    errors = errors.filter((error) => !error.endsWith(gone));
    if (!(await page.getByRole('heading', { level: 1, name: missingPage.text }).isVisible()))
      problems.push(`no ${missingPage.text}`);
  }
  const adminApi = ADMIN_ONLY[path];
  if (landed === path && adminApi) {
    // Not an admin: the API's 404 to the page's access check, and the app's 404 page.
    const denied = `status of 404 (Not Found) at ${new URL(page.url()).origin}${adminApi}`;
    errors = errors.filter((error) => !error.endsWith(denied));
    if (!(await page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible()))
      problems.push('no Page not found');
  }
  // Taken, not copied: an error logged late still fails the test, under the next route's name.
  problems.push(...errors.map((error) => `console: ${error}`));
  return problems;
}

/** A visitor meets the route guard on one protected route in this many. */
const VISITOR_GUARD_EVERY = 6;
/** The legal and marketing content pages: their body does not read the plan. */
const CONTENT_PAGES = new Set(
  [...LEGAL_ROUTES, ...MARKETING_ROUTES]
    .map((route) => route.path)
    .filter((p) => p !== '/features'),
);

/**
 * The routes each account visits. Every route is visited signed in as a free user and fully checked
 * as a visitor where it is public. Two sets of visits would only repeat others:
 * - a visitor on a protected route: App wraps every protected route in the same RequireAuth, so the
 *   visitor meets the guard on one protected route in VISITOR_GUARD_EVERY, spread over the table,
 *   not on all of them (the guard's message and return are tested in shell.spec.ts);
 * - a paid user on a legal or marketing page: the page body is the free user's, and the header,
 *   which does read the plan, is checked on every other route the paid user visits;
 * - a paid user on a second path to the same page (an old address kept for bookmarks): the page
 *   and the account are those of the first path, and the free user opens every path.
 *
 * How: the visitor opens every route it visits from the server, and the free user every public
 * one (prerendered pages start the app over their HTML, signed out and signed in). A protected
 * route's server answer is the same SPA shell whatever the path, so the free user, after the first
 * route of a test, moves to a protected route as a link does (checking the path's HTTP status on
 * the side), which renders the same page without paying a page load for the shell again; after a
 * content page (its app starts when the browser is idle) or on a second path to the page just
 * shown, the route is loaded. What
 * the paid user adds is what the plan changes on each page, so after its first route it always
 * moves through the app as a link does.
 */
function visitHow(account: Account, routes: AppRoute[], index: number): 'load' | 'navigate' {
  if (index === 0 || account === 'visitor') return 'load';
  if (account === 'paid') return 'navigate';
  const route = routes[index]!;
  const previous = routes[index - 1]!;
  // A second path to the page just shown keeps its heading element, which the visit could not
  // tell from the last page's: such a route is loaded.
  const isNewPage = route.page !== previous.page;
  return route.access === 'protected' && isNewPage && !CONTENT_PAGES.has(previous.path)
    ? 'navigate'
    : 'load';
}
function routesFor(account: Account): AppRoute[] {
  if (account === 'paid') {
    const pagesSeen = new Set<AppRoute['page']>();
    return APP_ROUTES.filter((route) => {
      if (CONTENT_PAGES.has(route.path) || pagesSeen.has(route.page)) return false;
      pagesSeen.add(route.page);
      return true;
    });
  }
  if (account === 'free') return APP_ROUTES;
  let protectedSeen = 0;
  return APP_ROUTES.filter(
    (route) => route.access === 'public' || protectedSeen++ % VISITOR_GUARD_EVERY === 0,
  );
}

function chunksOf(routes: AppRoute[]): AppRoute[][] {
  const chunks: AppRoute[][] = [];
  for (let start = 0; start < routes.length; start += ROUTES_PER_TEST)
    chunks.push(routes.slice(start, start + ROUTES_PER_TEST));
  return chunks;
}

/** The first path of each page among `routes`: a second path to a page renders the same page. */
function firstPathOfEachPage(routes: AppRoute[]): Set<string> {
  const pages = new Map<AppRoute['page'], string>();
  for (const route of routes) if (!pages.has(route.page)) pages.set(route.page, route.path);
  return new Set(pages.values());
}

/**
 * The routes axe judges for an account (ADR 136). Axe's findings are about a page's content, so
 * each page is judged once at the phone width, by the account that shows the most of it: the
 * visitor judges every public page it opens, the paid user (every feature unlocked) every page it
 * opens. The free user, at 1280 px, opens every route but judges only the first of each of its
 * tests: that holds the desktop header and menu, signed in, to axe on a page each test, without
 * judging again the bodies the other two accounts have judged. Its checks on every route (status,
 * h1, redirects, console errors, width, links) are unchanged.
 */
function axeRoutesFor(account: Account): Set<string> {
  if (account === 'free')
    return new Set(chunksOf(routesFor('free')).map((chunk) => chunk[0]!.path));
  return firstPathOfEachPage(routesFor(account));
}

test('axe judges every page of the table, each at most once per account', () => {
  const judged = new Set<AppRoute['page']>();
  for (const account of ['visitor', 'free', 'paid'] as const) {
    const routes = routesFor(account);
    const axeRoutes = axeRoutesFor(account);
    const checkedPages = routes.filter((route) => axeRoutes.has(route.path)).map((r) => r.page);
    expect(checkedPages.length, account).toBe(new Set(checkedPages).size);
    for (const page of checkedPages) judged.add(page);
  }
  // Every page of the table is judged by the visitor or the paid user.
  expect(APP_ROUTES.filter((route) => !judged.has(route.page)).map((r) => r.path)).toEqual([]);
});

for (const account of ['visitor', 'free', 'paid'] as const) {
  const who = account === 'visitor' ? 'a visitor' : `a ${account} user`;
  const { items: chunks, label } = rotatingPart(
    `routes-smoke ${account}`,
    chunksOf(routesFor(account)),
    PARTS_OF[account],
  );
  test.describe(`every route as ${who} at ${WIDTH_OF[account]} px (${label})`, () => {
    test.use({ account, viewport: { width: WIDTH_OF[account], height: 900 } });
    const axeRoutes = axeRoutesFor(account);
    for (const routes of chunks) {
      const first = routes[0]!.path;
      const last = routes.at(-1)!.path;
      test(`${first} … ${last}`, async ({ page }) => {
        // A visit takes a second or two; a busy machine can make that several times longer.
        test.setTimeout(Math.max(60_000, routes.length * 15_000));
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error')
            consoleErrors.push(`${message.text()} at ${message.location().url}`);
        });
        page.on('pageerror', (error) => consoleErrors.push(error.message));
        const requests = trackRequests(page);
        const linksSeenOn = new Map<string, string>();
        await dismissOverlays(page);
        await watchAppStart(page);
        for (const [index, route] of routes.entries()) {
          await test.step(route.path, async () => {
            const how = visitHow(account, routes, index);
            expect
              .soft(
                await visit(
                  page,
                  route,
                  account,
                  requests,
                  consoleErrors,
                  linksSeenOn,
                  how,
                  axeRoutes.has(route.path),
                ),
                `${route.path} as ${account}`,
              )
              .toEqual([]);
          });
        }
        await test.step('internal links', async () => {
          // (A visitor's protected routes all end on /login, which another test visits: none here.)
          // The check means something only if a missing page answers 404.
          expect((await page.request.get('/no-such-page')).status()).toBe(404);
          expect(
            await brokenLinks(page, account, linksSeenOn),
            `links that do not answer 200 as ${account}`,
          ).toEqual([]);
        });
      });
    }
  });
}
