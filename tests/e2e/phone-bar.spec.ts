/**
 * On a phone (375 px) the bell with its major-alert count, the AI assistant and search are one tap
 * away in the header bar, and the Menu button carries a badge while major safety alerts are
 * unread, as does the menu's Notifications link (ADR 087, 104). The menu lists its six groups
 * open: from any page, Menu then a link lands on the tool, for a link of every group. At 1280 px
 * the same bar holds them beside the groups. Axe passes both.
 */
import { SIGNED_IN_NAV } from '../setup/app-routes';
import { expect, test } from './fixtures';
import { addMedicinesThroughApi, dismissOverlays, expectAccessible, watchConsole } from './helpers';

/** The link tapped in each group (by group id): a new group fails the test until it has one. */
const TAPPED: Readonly<Record<string, string>> = {
  today: 'Mood',
  safety: 'Interaction checker',
  records: 'Providers',
  insights: 'Weekly report',
  nutrition: 'Essential oils library',
  account: 'Account settings',
};

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
  // links showing, so no group has to be opened first (ADR 087, 093, 104).
  await menu.click();
  await page.screenshot({ path: test.info().outputPath('menu-375.png'), fullPage: true });
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const primary = page.getByRole('navigation', { name: 'Primary' });
  const groups = SIGNED_IN_NAV.filter((entry) => entry.kind === 'group');
  for (const group of groups) {
    const list = primary.getByRole('list', { name: group.label, exact: true });
    await expect(list).toBeVisible();
    // Every link of the group shows: no group has to be opened first.
    await expect(list.getByRole('link')).toHaveCount(group.links.length);
    for (const link of await list.getByRole('link').all()) await expect(link).toBeVisible();
  }
  // The only control with aria-expanded showing is the Menu button itself: no collapsed group.
  await expect(primary.locator('button[aria-expanded]:visible')).toHaveCount(1);
  // The Menu button's badge leads to the Notifications link, marked with the same count.
  await expect(
    primary
      .getByRole('list', { name: 'Today', exact: true })
      .getByRole('link', { name: /^Notifications ?, \d+ major safety alerts?$/ }),
  ).toBeVisible();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // Menu, then a tool: two taps, from whichever page the last tap landed on, for each group.
  for (const group of groups) {
    const label = TAPPED[group.id];
    expect(label, `a link to tap in ${group.label}`).toBeDefined();
    const target = group.links.find((link) => link.label === label)!;
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await primary
      .getByRole('list', { name: group.label, exact: true })
      .getByRole('link', { name: label, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === target.path);
    await expect(
      page.getByRole('status').filter({ hasText: /^Loading .* page\.\.\.$/ }),
    ).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The menu closed behind the tap, and the page fits the phone.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    if (group.id === 'records') {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Wellness and healthcare providers' }),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('providers-375.png'), fullPage: true });
    }
  }

  // One tap each from a tool page: the assistant opens its panel, search its field, the bell its page.
  await assistant.click();
  const chat = page.getByRole('dialog', { name: 'AI wellness chat' });
  await expect(chat).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('assistant-375.png') });
  await assistant.click();
  await expect(chat).toBeHidden();
  await search.click();
  await expect(page.getByRole('searchbox', { name: 'Search Wellnest' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('search-375.png') });
  await page.keyboard.press('Escape');
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  for (const control of [bell, assistant, search]) await expect(control).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Menu/ })).toBeHidden();
  // The wide bar shows each group by its short word; the list it opens has the group's full name.
  for (const group of groups)
    await expect(
      primary.getByRole('button', { name: group.barLabel ?? group.label, exact: true }),
    ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: test.info().outputPath('bar-1280.png') });
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
