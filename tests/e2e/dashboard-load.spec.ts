/**
 * What one signed-in load of /dashboard asks the server for: the first screen's data comes in the
 * page itself (the session and the dashboard summary answered in its HTML, ADR 066), so at most
 * three API requests are made before the user scrolls, and the JavaScript it downloads.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addMedicinesThroughApi,
  dismissOverlays,
  holdAppStart,
  scrollUntilRendered,
  watchConsole,
} from './helpers';

test('the first screen of /dashboard makes at most three API requests', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'dashboard-load', paid: true });
  const done = await page.request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: { age: 52, gender: 'female' },
      medical_history: { noConditions: true },
      onboarding_completed: true,
    },
  });
  expect(done.status()).toBe(200);
  // A returning member: the welcome disclaimer is answered.
  const acknowledged = await page.request.put('/api/disclaimer/acknowledgement', {
    headers: { origin },
    data: { acknowledged: true },
  });
  expect(acknowledged.status()).toBe(200);
  await addMedicinesOfAReturningMember(page, origin, ['Warfarin', 'Ibuprofen']);

  const apiCalls: string[] = [];
  const scripts: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
    if (request.resourceType() === 'script') scripts.push(request);
  });
  // A phone's first screen: what is below it loads when scrolled to.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstScreen = [...apiCalls];
  let jsBytes = 0;
  for (const script of scripts) jsBytes += (await script.sizes()).responseBodySize;
  console.log(
    `/dashboard first screen: ${firstScreen.length} API requests (${firstScreen.join(', ')}); ${scripts.length} scripts, ${(jsBytes / 1024).toFixed(1)} KB transferred`,
  );
  expect(firstScreen.length, firstScreen.join('\n')).toBeLessThanOrEqual(3);
  // The page came with the session and the summary: neither is asked for again.
  await expect(page.locator('#wellnest-first-answers')).toHaveCount(1);
  expect(firstScreen).not.toContain('GET /api/auth/get-session');
  expect(firstScreen).not.toContain('GET /api/dashboard/summary');
  // No schema library either: answers that came in the page are not checked again.
  expect(scripts.map((script) => new URL(script.url()).pathname)).not.toContainEqual(
    expect.stringMatching(/\/zod-/),
  );

  // Scrolling down loads the deferred sections: the diagnostics ask their own routes then.
  const recoveryStatus = page.waitForRequest((request) =>
    request.url().endsWith('/api/profile/recovery-status'),
  );
  await page.getByRole('heading', { name: 'Your data and the app' }).scrollIntoViewIfNeeded();
  await recoveryStatus;
  await expect(page.getByRole('heading', { name: 'Your data and the app' })).toBeVisible();
  expect(apiCalls.length).toBeGreaterThan(firstScreen.length);
  expect(errors).toEqual([]);
});

test('a signed-in page paints its frame from the HTML before its app has run', async ({
  page,
  signUp,
}) => {
  await dismissOverlays(page);
  await signUp({ prefix: 'dashboard-frame' });
  const startApp = await holdAppStart(page);
  // Not waiting for 'load': the held module script keeps the page from finishing loading.
  await page.goto('/dashboard', { waitUntil: 'commit' });
  // The app's entry is held back: what shows is spa.html's own frame.
  await expect(page.getByRole('status')).toHaveText('Loading Wellnest...');
  await expect(page.getByRole('link', { name: 'Wellnest home' })).toBeVisible();
  // The header's disclaimer bar is there from the first paint, as the app will show it.
  await expect(page.getByText('Educational only — not medical advice.')).toBeVisible();
  // The dashboard has no page frame (its heading greets the member by name).
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  startApp();
  // A new member lands on the dashboard or, not yet onboarded, on onboarding: either is the app.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // React replaced the frame: one header, one main, no loading line left behind.
  await expect(page.getByText('Loading Wellnest...')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('a signed-in page with a page frame paints its heading from the HTML, and the app takes it over', async ({
  page,
  signUp,
}) => {
  await dismissOverlays(page);
  await signUp({ prefix: 'cabinet-frame' });
  const startApp = await holdAppStart(page);
  await page.goto('/safety/cabinet', { waitUntil: 'commit' });
  // Before the app runs: the cabinet's own heading and introduction, and the loading line.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your medicine cabinet' }),
  ).toBeVisible();
  await expect(page.getByText(/Keep the medicines, supplements and vitamins/)).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading Wellnest...');
  startApp();
  // The app's page replaces the frame: one heading, the cabinet's tools, no loading line.
  await expect(page.getByRole('navigation', { name: /safety tools/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Loading Wellnest...')).toHaveCount(0);
});

test("the cabinet's first screen is its list; the add form and the edit form load when wanted", async ({
  page,
  signUp,
  origin,
}) => {
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'cabinet-load', paid: true });
  await addMedicinesOfAReturningMember(page, origin, [
    'Warfarin',
    'Ibuprofen',
    'Metformin',
    'Lisinopril',
  ]);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/safety/cabinet');
  await expect(page.getByRole('button', { name: 'Edit Lisinopril' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Four medicines fill a phone's screen: what follows the list has not rendered or loaded.
  await expect(page.getByRole('heading', { name: 'Add a medicine' })).toHaveCount(0);
  expect(scripts).not.toContainEqual(expect.stringMatching(/\/zod-/));

  // Scrolled to, the add form is there and works as before.
  const addHeading = page.getByRole('heading', { name: 'Add a medicine' });
  await scrollUntilRendered(page, addHeading);
  await expect(page.getByLabel('Medicine name (required)')).toBeVisible();
  await scrollUntilRendered(page, page.getByRole('heading', { name: 'Side effects and warnings' }));

  // The edit form arrives with its dialog.
  await page.getByRole('button', { name: 'Edit Warfarin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Warfarin' });
  await expect(dialog.getByRole('textbox', { name: 'Dose' })).toHaveValue('5 mg');
  expect(errors).toEqual([]);
});

/**
 * Adds the medicines through the API and waits until the cabinet's safety analysis is ready. It
 * runs in the background after each change, and while it is pending a page asks for it again
 * (checked with its schema); a returning member's is long done, and a slow machine may not have
 * finished it by the next line.
 */
async function addMedicinesOfAReturningMember(
  page: Page,
  origin: string,
  names: readonly string[],
): Promise<void> {
  await addMedicinesThroughApi(page.request, origin, names);
  await expect
    .poll(
      async () => {
        const safety = await page.request.get('/api/medications/safety');
        return ((await safety.json()) as { status?: string }).status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
}
