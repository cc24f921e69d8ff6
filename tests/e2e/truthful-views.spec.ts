/**
 * What a person sees follows what they did: a medicine edited and deleted shows everywhere it
 * appears without a reload; a major interaction reaches the notifications bell on the free plan and
 * the bell opens the list; site search is reachable by keyboard from the header and from the 404
 * page, accessible at 375 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dismissOverlays, expectAccessible, scrollUntilRendered, watchConsole } from './helpers';

async function finishOnboarding(page: Page, origin: string): Promise<void> {
  const done = await page.request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: { age: 45, gender: 'female' },
      medical_history: { noConditions: true },
      onboarding_completed: true,
    },
  });
  expect(done.status()).toBe(200);
}

async function addMedicine(page: Page, origin: string, data: Record<string, string>) {
  const added = await page.request.post('/api/medications', { headers: { origin }, data });
  expect(added.status()).toBe(201);
}

/** Marks this document: a full page load would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a medicine edited and then deleted reads the same on every page, with no reload', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'fresh-views' });
  await finishOnboarding(page, origin);
  await addMedicine(page, origin, { name: 'Ibuprofen', frequency: 'As needed' });
  await addMedicine(page, origin, {
    name: 'Metformin',
    dosage: '500 mg',
    frequency: 'Twice daily',
  });
  await addMedicine(page, origin, { name: 'Vitamin D', frequency: 'Once daily' });

  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: 'Today' });
  const safety = page.getByRole('region', { name: 'Medicine safety' });
  const ibuprofenToday = today.locator('li', { hasText: 'Ibuprofen' });
  await expect(ibuprofenToday).toContainText('As needed');
  await expect(safety.getByText(/^3 medicines checked/)).toBeVisible({ timeout: 20_000 });
  await markDocument(page);
  const primary = page.getByRole('navigation', { name: 'Primary' });
  const toDashboard = () => primary.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const toCabinet = async () => {
    await primary.getByRole('button', { name: 'Safety', exact: true }).click();
    await primary.getByRole('link', { name: 'Medicine cabinet', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/safety/cabinet');
  };

  // Ibuprofen becomes 400 mg three times daily in the cabinet.
  await toCabinet();
  await page.getByRole('button', { name: 'Edit Ibuprofen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Dose').fill('400 mg');
  await dialog.getByLabel('How often').selectOption('Three times daily');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await toDashboard();
  await expect(ibuprofenToday).toContainText('400 mg · Three times daily');
  await expect(ibuprofenToday).not.toContainText('As needed');

  // Ibuprofen is deleted.
  await toCabinet();
  await page.getByRole('button', { name: 'Delete Ibuprofen' }).click();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Edit Ibuprofen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(2);

  await toDashboard();
  await expect(safety.getByText(/^2 medicines checked/)).toBeVisible({ timeout: 20_000 });
  await expect(today.getByText('Metformin')).toBeVisible();
  await expect(today.getByText('Ibuprofen')).toHaveCount(0);
  // The profile overview sits below the fold and renders once scrolled to.
  const insightsTab = page.getByRole('tab', { name: 'Data Insights' });
  await scrollUntilRendered(page, insightsTab);
  await insightsTab.click();
  await expect(
    page
      .getByRole('tabpanel')
      .locator('dt', { hasText: /^Medications$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('2');

  // The profile overview, reached through the navigation.
  await primary.getByRole('button', { name: 'Records', exact: true }).click();
  await primary.getByRole('link', { name: 'Health profile', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  await expect(page.getByText('2 medications')).toBeVisible();
  await expect(page.getByText('3 medications')).toHaveCount(0);

  expect(await isSameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a free user’s major interaction is in the bell, once, and the bell opens the list', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'bell-free' });
  await finishOnboarding(page, origin);
  await addMedicine(page, origin, { name: 'Warfarin' });
  await addMedicine(page, origin, { name: 'Aspirin' });

  await page.goto('/dashboard');
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await page.waitForURL((url) => url.pathname === '/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const alert = page.getByRole('link', { name: /^Major interaction: (Warfarin|Aspirin) \+ / });
  await expect(alert).toHaveCount(1);
  await expect(page.getByText('Safety alert:')).toHaveCount(1);
  await expect(page.getByText(/upgrade/i)).toHaveCount(0);
  await expectAccessible(page);

  // Read again: still one alert, not one more per read.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(alert).toHaveCount(1);
  expect(errors).toEqual([]);
});

test.describe('site search at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, account: 'free' });

  test('the header opens search from the keyboard, with Tab and with /', async ({ page }) => {
    const errors = watchConsole(page);
    await dismissOverlays(page);
    await page.goto('/dashboard');
    const toggle = page.getByRole('button', { name: 'Site search' });
    await expect(toggle).toBeVisible();

    // Tab from the top of the page reaches the search button, Enter opens the field.
    await page.locator('body').focus();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      if (await toggle.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    const field = page.getByRole('searchbox', { name: 'Search Wellnest' });
    await expect(field).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();

    // '/' opens it from anywhere outside a field; the query opens the results page.
    await page
      .locator('main')
      .first()
      .click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
    await page.keyboard.type('warfarin');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=warfarin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search results for \u2018warfarin\u2019' }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
  });

  test('the 404 page offers a search', async ({ page }) => {
    await dismissOverlays(page);
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const form = page.getByRole('search', { name: 'Search for what you were looking for' });
    const field = form.getByRole('searchbox');
    await field.focus();
    await page.keyboard.type('lavender');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=lavender');
    await page.goBack();
    await expect(form).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test.describe('the search button in the full bar', () => {
  test.use({ viewport: { width: 1280, height: 900 }, account: 'paid' });

  test('keeps the signed-in header on one line at 1280 px', async ({ page }) => {
    await dismissOverlays(page);
    await page.goto('/dashboard');
    const primary = page.getByRole('navigation', { name: 'Primary' });
    await expect(primary.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Site search' })).toBeVisible();
    const signOut = await primary.getByRole('button', { name: 'Sign Out' }).boundingBox();
    const search = await page.getByRole('button', { name: 'Site search' }).boundingBox();
    // One row: the search button and Sign Out share a line, and Sign Out is one line high.
    expect(
      Math.abs(signOut!.y + signOut!.height / 2 - (search!.y + search!.height / 2)),
    ).toBeLessThan(8);
    expect(signOut!.height).toBeLessThanOrEqual(40);
    // And ends inside the window (the page clips what runs past it, so scrollWidth alone misses it).
    expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(1280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/header-1280.png` });
  });
});
