/**
 * No link to a missing page (issue 15). Every route of APP_ROUTES is opened as a visitor, a free
 * and a paid user; every internal link on it (`a[href^="/"]`, the header's closed groups and the
 * mobile menu included: they are in the DOM) is collected, and each distinct link is requested
 * once with the same cookies and must answer 200. The server answers 404 for a path the route table
 * does not know, so a link to a page that does not exist fails here.
 */
import type { Page } from '@playwright/test';
import { APP_ROUTES, type AppRoute } from '../../src/client/app/route-table';
import { expect, test, type Account } from './fixtures';
import { dismissOverlays } from './helpers';

// Fewer, longer tests: each fresh context pays its cold start once; the chunks spread over workers.
const ROUTES_PER_TEST = 32;

/** Where a route with a `:param` is opened. */
async function concretePath(page: Page, route: AppRoute, account: Account): Promise<string> {
  if (route.path === '/upgrade/:feature') return '/upgrade/lab_uploads';
  if (route.path === '/labs/:id') {
    // Only the paid worker user owns a report (fixtures.ts); anyone else sees 'not found'.
    if (account !== 'paid') return '/labs/not-a-report';
    const { reports } = (await (await page.request.get('/api/labs')).json()) as {
      reports: { id: string }[];
    };
    return `/labs/${encodeURIComponent(reports[0]?.id ?? 'not-a-report')}`;
  }
  if (route.path.includes('/:'))
    throw new Error(`internal-links.spec.ts: no value for ${route.path}`);
  return route.path;
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

const chunks: AppRoute[][] = [];
for (let start = 0; start < APP_ROUTES.length; start += ROUTES_PER_TEST)
  chunks.push(APP_ROUTES.slice(start, start + ROUTES_PER_TEST));

for (const account of ['visitor', 'free', 'paid'] as const) {
  test.describe(`internal links as a ${account === 'visitor' ? 'visitor' : `${account} user`}`, () => {
    test.use({ account });
    for (const routes of chunks) {
      test(`${routes[0]!.path} … ${routes.at(-1)!.path}`, async ({ page }) => {
        test.setTimeout(routes.length * 10_000);
        await dismissOverlays(page);
        // Each link is requested once per test, with the first page it was seen on for the report.
        const seenOn = new Map<string, string>();
        for (const route of routes) {
          const path = await concretePath(page, route, account);
          await page.goto(path);
          await page
            .getByRole('heading', { level: 1 })
            .first()
            .waitFor({ timeout: 10_000 })
            .catch(() => undefined);
          // Links that come with the page's data (dashboard cards, lists) are there once it is idle.
          await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
          for (const href of await internalLinks(page))
            if (!seenOn.has(href)) seenOn.set(href, path);
        }
        const broken: string[] = [];
        for (const [href, path] of seenOn) {
          const response = await page.request.get(href);
          if (response.status() !== 200) broken.push(`${href} (on ${path}): ${response.status()}`);
        }
        expect(seenOn.size).toBeGreaterThan(0);
        test.info().annotations.push({ type: 'links checked', description: String(seenOn.size) });
        // The check means something only if a missing page answers 404, as it does for a visitor.
        expect((await page.request.get('/community')).status()).toBe(404);
        expect(broken, `links that do not answer 200 as ${account}`).toEqual([]);
      });
    }
  });
}
