/**
 * On a phone (375 px) the bell with its major-alert count, the AI assistant and search are one tap
 * away in the header bar, and the Menu button carries a badge while major safety alerts are
 * unread (ADR 087). At 1280 px the same bar holds them beside the area groups. Axe passes both.
 */
import { expect, test } from './fixtures';
import { addMedicinesThroughApi, dismissOverlays, expectAccessible, watchConsole } from './helpers';

test('the bar keeps the bell, the assistant and search one tap away at 375 px and at 1280 px', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'phone-bar' });
  const done = await page.request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: { age: 52, gender: 'female' },
      medical_history: { noConditions: true },
      onboarding_completed: true,
    },
  });
  expect(done.status()).toBe(200);
  await page.request.put('/api/disclaimer/acknowledgement', {
    headers: { origin },
    data: { acknowledged: true },
  });
  // Warfarin with ibuprofen: a major interaction, so a major safety alert in the bell.
  await addMedicinesThroughApi(page.request, origin, ['Warfarin', 'Ibuprofen']);
  await expect
    .poll(
      async () => {
        const list = await (await page.request.get('/api/notifications')).json();
        return (list as { notifications: { kind: string }[] }).notifications.filter(
          (n) => n.kind !== 'reminder',
        ).length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  const banner = page.getByRole('banner');
  const bell = banner.getByRole('link', {
    name: /^Notifications, \d+ unread, .*major safety alert/,
  });
  const assistant = banner.getByRole('button', { name: 'Open AI chat assistant' });
  const search = banner.getByRole('button', { name: 'Site search' });
  const menu = banner.getByRole('button', { name: /^Menu ?, \d+ major safety alerts?$/ });
  for (const control of [bell, assistant, search, menu]) await expect(control).toBeVisible();
  // All on the first row of the bar, inside 375 px, without opening the menu.
  for (const control of [bell, assistant, search, menu]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y).toBeLessThan(80);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: test.info().outputPath('bar-375.png') });
  await expectAccessible(page);
  // Menu, then a tool: two taps. The open menu lists every group under its heading with all its
  // links showing, so no group has to be opened first (ADR 087, 093).
  await menu.click();
  await page.screenshot({ path: test.info().outputPath('menu-375.png'), fullPage: true });
  await expectAccessible(page);
  const primary = page.getByRole('navigation', { name: 'Primary' });
  for (const group of ['Track', 'Safety', 'Nutrition', 'Labs', 'Insights', 'Account'])
    await expect(primary.getByRole('list', { name: group })).toBeVisible();
  const tools = primary.getByRole('link');
  expect(await tools.count()).toBeGreaterThan(30);
  for (const tool of await tools.all()) await expect(tool).toBeVisible();
  // The only control with aria-expanded showing is the Menu button itself: no collapsed group.
  await expect(primary.locator('button[aria-expanded]:visible')).toHaveCount(1);
  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('link', { name: 'Medicine cabinet' })
    .click();
  await expect(page).toHaveURL(/\/safety\/cabinet$/);
  // One tap to the bell.
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  for (const control of [bell, assistant, search]) await expect(control).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Menu/ })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('bar-1280.png') });
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
