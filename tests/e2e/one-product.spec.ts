/**
 * One product, one story: a new paid user fills the cabinet with a major interaction, checks in a
 * mood and logs a symptom in the browser, and uploads a lab report; the dashboard then tells the
 * same story everywhere, and every area is two clicks away in the navigation at 1280 and 375 px:
 * 3 medicines and the symptom in the profile overview, the interaction as the first action.
 * SHOTS_DIR=/tmp/shots saves full-page screenshots of /dashboard, /wellness and /profile at
 * 1280 and 375 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dismissOverlays, expectAccessible, scrollUntilRendered, watchConsole } from './helpers';
import { SIGNED_IN_NAV } from '../setup/app-routes';
import { US_CONVENTIONAL } from '../fixtures/labs/lab-report-fixtures';
import { makeLabPdf } from '../fixtures/labs/make-lab-pdf';

const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
    // Nothing may be wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Three weeks of history before today: moods, sleep and water, headaches, a habit. */
async function seedThreeWeeks(page: Page, origin: string): Promise<void> {
  const headers = { origin };
  const dayBefore = (back: number) => {
    const date = new Date();
    date.setDate(date.getDate() - back);
    // The browser's calendar day, as the trackers file it.
    return date.toLocaleDateString('en-CA');
  };
  for (let back = 1; back <= 21; back += 1) {
    const date = dayBefore(back);
    const mood = await page.request.put(`/api/mood/${date}`, {
      headers,
      data: { mood: 2 + (back % 4), energy: 2 + (back % 3), tags: back % 2 ? ['Walk'] : [] },
    });
    expect(mood.status(), `mood ${date}`).toBe(200);
    const log = await page.request.put(`/api/daily-log/${date}`, {
      headers,
      data: { sleep_hours: 5.5 + (back % 4) * 0.5, water_glasses: 3 + (back % 5) },
    });
    expect(log.status(), `log ${date}`).toBe(200);
  }
  // With today's, headaches on 4 of the last 14 days: a recurring symptom.
  for (const back of [2, 6, 10]) {
    const symptom = await page.request.post('/api/symptoms', {
      headers,
      data: { name: 'Headache', severity: 5, occurred_at: `${dayBefore(back)}T09:00:00+00:00` },
    });
    expect(symptom.status()).toBe(201);
  }
  const habit = await page.request.post('/api/habits', {
    headers,
    data: { name: 'Evening walk', schedule: 'daily' },
  });
  expect(habit.status()).toBe(201);
}

test('a new paid user: three medicines, a mood and a symptom, one story on the dashboard', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'one-product', paid: true });
  // Onboarding has its own journey (profile.spec.ts); this user has finished it.
  const done = await page.request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: { age: 52, gender: 'female' },
      medical_history: { noConditions: true },
      onboarding_completed: true,
    },
  });
  expect(done.status()).toBe(200);
  await seedThreeWeeks(page, origin);

  // The cabinet: warfarin with ibuprofen and with St John's wort are both major interactions.
  await page.goto('/medications');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const name = page.getByLabel('Medicine name (required)');
  const add = page.getByRole('button', { name: 'Add medicine' });
  for (const medicine of ['Warfarin', 'Ibuprofen', "St John's wort"]) {
    await name.fill(medicine);
    await add.click();
    await expect(page.getByText(`${medicine} was added to your cabinet.`)).toBeVisible();
  }

  // A mood check-in and a symptom.
  await page.goto('/mood');
  await page.locator('label').filter({ hasText: '4 Good' }).click();
  await page.locator('label').filter({ hasText: '3 Steady' }).click();
  await page.getByRole('button', { name: 'Save check-in' }).click();
  await expect(page.getByText('Check-in saved.')).toBeVisible();
  await page.goto('/symptoms');
  await page.getByLabel('Symptom (required)').fill('head');
  await page.getByRole('button', { name: 'Headache', exact: true }).click();
  await page.getByRole('button', { name: 'Log symptom' }).click();
  await expect(page.getByText('Headache was logged.')).toBeVisible();

  // A lab report uploaded as a PDF, as the upload page sends it (the page itself is labs.spec.ts),
  // and analysed as read: its glucose is high.
  const report = await page.request.post('/api/labs', {
    headers: { origin },
    multipart: {
      test_type: 'blood',
      file: {
        name: 'northfield-labs.pdf',
        mimeType: 'application/pdf',
        buffer: await makeLabPdf(US_CONVENTIONAL),
      },
    },
  });
  expect(report.status()).toBe(201);
  const reportId = ((await report.json()) as { id: string }).id;
  const analysed = await page.request.post(`/api/labs/${reportId}/analyze`, {
    headers: { origin },
    data: {},
  });
  expect(analysed.status()).toBe(200);

  await page.goto('/dashboard');
  // Today: the mood is logged; the symptom shows.
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('Logged: mood 4/5')).toBeVisible();
  await expect(today.getByText('Symptoms today: Headache')).toBeVisible();
  // The safety status counts the two major interactions.
  const safety = page.getByRole('region', { name: 'Medicine safety' });
  await expect(safety.getByText(/2 major, \d+ moderate, \d+ minor/)).toBeVisible({
    timeout: 20_000,
  });
  // The latest lab report's flag, and an action for it after the interactions.
  const labs = page.getByRole('region', { name: 'Lab results' });
  await expect(labs.getByText('Glucose: high')).toBeVisible();
  await expect(page.getByText(/^Review your lab results outside the range: [A-Z]/)).toBeVisible();
  // The Action Center's first action is the major interaction, naming the pair.
  const firstAction = page.getByText(/^Major interaction: Warfarin and /).first();
  await expect(firstAction).toBeVisible();
  const actionTitles = await page
    .getByText(
      /^(Major interaction|Moderate interaction|Talk to your doctor|Complete your health profile|Track your water|Review your lab)/,
    )
    .allTextContents();
  expect(actionTitles[0]).toMatch(/^Major interaction: Warfarin and (Ibuprofen|St John's wort)$/);
  // The recurring headache is an action too, after the interactions.
  expect(actionTitles).toContain('Talk to your doctor about recurring headaches');
  // The profile overview on the dashboard (a panel rendered when scrolled near): 3 medications.
  const dataInsights = page.getByRole('tab', { name: 'Data Insights' });
  await scrollUntilRendered(page, dataInsights);
  await dataInsights.click();
  await expect(
    page
      .getByRole('tabpanel')
      .locator('dt', { hasText: /^Medications$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('3');
  await expectAccessible(page);
  await shoot(page, 'dashboard');

  // /profile: 3 medications and the symptom, from the same data.
  await page.goto('/profile');
  await expect(page.getByText('3 medications')).toBeVisible();
  await expect(page.getByText('1 symptom')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'profile');

  // /wellness: the Medications step is done.
  await page.goto('/wellness');
  await expect(page.getByText(/\d\/6 steps/)).toBeVisible();
  await expect(page.locator('li', { hasText: /^Medications\(done\)$/ })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'wellness');

  // Every area is two clicks away: at 1280 px a group's button, then its link (a top-level link is
  // one click); at 375 px the Menu button, then the link. Each link is checked visible after the
  // first click, and one link per group is followed.
  const primary = page.getByRole('navigation', { name: 'Primary' });
  // A link's name may add its mark ('Notifications, 1 major safety alert'; ADR 104).
  const navLink = (label: string) =>
    primary.getByRole('link', {
      name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( ?,.*)?$`),
    });
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const entry of SIGNED_IN_NAV) {
    if (entry.kind === 'link') {
      await expect(navLink(entry.label)).toBeVisible();
      continue;
    }
    await primary.getByRole('button', { name: entry.barLabel ?? entry.label, exact: true }).click();
    for (const link of entry.links) await expect(navLink(link.label)).toBeVisible();
    const last = entry.links.at(-1)!;
    await navLink(last.label).click();
    await page.waitForURL((url) => url.pathname === last.path);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  await primary.getByRole('button', { name: 'Menu' }).click();
  for (const entry of SIGNED_IN_NAV) {
    for (const link of entry.kind === 'link' ? [entry] : entry.links)
      await expect(navLink(link.label)).toBeVisible();
  }

  expect(errors).toEqual([]);
});
