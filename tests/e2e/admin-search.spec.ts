/**
 * Diagnostics and search in the browser: a client error reaches /diagnostics for an admin within
 * 30 s (the reporter's flush), admin pages are the 404 page for everyone else, and /search finds
 * warfarin and lavender signed out. Screenshots at 375 and 1280 px go to the test output.
 */
import type { Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './app-server';
import { expect, test } from './fixtures';
import {
  createVerifiedAccount,
  dismissOverlays,
  expectAccessible,
  signInAdmin,
  signInThroughApi,
} from './helpers';

/** A marker of letters only: the reporter turns digits standing alone into '#'. */
function marker(): string {
  const letters = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);
  return `E2E reporter marker ${letters}`;
}

async function shoot(page: Page, name: string, info: { outputPath: (n: string) => string }) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe('error reporting and administration', () => {
  test('a thrown error appears on /diagnostics for an admin within 30 s; others get 404', async ({
    browser,
    page,
    origin,
  }, testInfo) => {
    test.setTimeout(150_000);
    // A visitor's page throws an error nothing catches. The page's clock is Playwright's, so the
    // reporter's 30 s flush is reached by moving the clock on, not by waiting 30 s.
    await page.clock.install();
    await dismissOverlays(page);
    const reporterLoaded = page.waitForResponse((response) =>
      response.url().includes('install-error-reporter'),
    );
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Wellnest' })).toBeVisible();
    // The reporter loads when the page is idle; an error from before it would be sent as it
    // starts, and the flush would go untested. Its chunk and the chunks it imports are in.
    await reporterLoaded;
    await page.waitForLoadState('networkidle');

    // The admin, in a browser context of their own.
    const adminContext = await browser.newContext({ baseURL: origin });
    const admin = await adminContext.newPage();
    await dismissOverlays(admin);
    await signInAdmin(admin.request, origin, E2E_ADMIN_EMAIL);
    const message = marker();
    const reported = async () => {
      const body = (await (await admin.request.get('/api/admin/diagnostics')).json()) as {
        errors: { groups: { error_message: string }[] };
      };
      return body.errors.groups.some((group) => group.error_message === message);
    };

    // Thrown from a microtask, not a timer: a callback of the installed clock's timers that
    // throws while the clock is moved on is handed to the test, not to the page's error handler.
    await page.evaluate((text) => {
      queueMicrotask(() => {
        throw new Error(text);
      });
    }, message);
    // An ordinary error waits in the queue (only critical ones are sent at once)...
    await page.waitForTimeout(1_000);
    expect(await reported(), 'sent before the flush').toBe(false);
    // ...and goes at the next flush, at most 30 s away on the page's clock.
    await page.clock.fastForward(30_000);

    // The API holds the report once that flush's request is through.
    await expect.poll(reported, { timeout: 10_000, intervals: [250] }).toBe(true);

    await admin.goto('/diagnostics');
    const group = admin.getByRole('listitem').filter({ hasText: message });
    await expect(group).toBeVisible();
    await expect(group).toContainText('1 time in 1 report');
    await expect(admin.getByRole('heading', { name: 'System health' })).toBeVisible();
    await expectAccessible(admin);
    await shoot(admin, 'diagnostics', testInfo);

    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Recipe population' })).toBeVisible();
    await expectAccessible(admin);
    await shoot(admin, 'admin', testInfo);
    await admin.goto('/auth/health');
    await expect(admin.getByText(/Reachable, /)).toBeVisible();
    await admin.goto('/onboarding-testing');
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Onboarding testing' }),
    ).toBeVisible();
    await adminContext.close();

    // The visitor, then a signed-in user who is not an admin: the app's 404 page, and 404 from the API.
    await page.goto('/diagnostics');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect((await page.request.get('/api/admin/diagnostics')).status()).toBe(404);
    const userEmail = `not-admin.${Date.now().toString(36)}@example.com`;
    await createVerifiedAccount(page.request, origin, userEmail);
    await signInThroughApi(page.request, origin, userEmail);
    for (const path of ['/diagnostics', '/admin', '/auth/health', '/onboarding-testing']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
    expect((await page.request.get('/api/admin/diagnostics')).status()).toBe(404);
  });
});

test.describe('site search, signed out', () => {
  test('finds warfarin and lavender, grouped by kind, each linking to its page', async ({
    page,
  }, testInfo) => {
    await dismissOverlays(page);
    await page.goto('/search?q=warfarin');
    const medicines = page.getByRole('region', { name: /Medicines and supplements/ });
    await expect(medicines.getByRole('link', { name: 'Warfarin' })).toHaveAttribute(
      'href',
      '/interactions?add=Warfarin',
    );
    await expectAccessible(page);
    await shoot(page, 'search-warfarin', testInfo);

    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('lavender');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lavender$/);
    const oils = page.getByRole('region', { name: /Essential oils/ });
    const lavender = oils.getByRole('link', { name: /Lavender/ }).first();
    await expect(lavender).toBeVisible();
    await shoot(page, 'search-lavender', testInfo);
    await lavender.click();
    await expect(page).toHaveURL(/\/essential-oils\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Lavender/i);

    await page.goto('/search?q=qqxxzzqq');
    await expect(page.getByRole('heading', { name: /No results for/ })).toBeVisible();
    await expectAccessible(page);
  });
});
