import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { rotatingPart } from '../setup/rotating-sample';
import { expect, test } from './fixtures';
import { dismissOverlays, seriousAxeFindings, waitForHydration, watchConsole } from './helpers';

/** SHOTS_DIR=/tmp/shots-progress keeps a full-page screenshot of each page (off by default). */
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Serious or critical axe findings plus any sideways scroll: both must be empty on every page. */
async function pageProblems(page: Page): Promise<string[]> {
  return [...(await seriousAxeFindings(page)), ...(await overflowProblems(page))];
}

async function overflowProblems(page: Page): Promise<string[]> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  return overflow > 0 ? [`page scrolls sideways by ${overflow} px`] : [];
}

/** The signed-in user buys Wellness Pro through the labelled demo checkout on /pricing. */
async function subscribeThroughPricing(page: Page): Promise<void> {
  await page.goto('/pricing');
  const choose = page
    .getByRole('article', { name: 'Wellness Pro' })
    .getByRole('button', { name: 'Choose Wellness Pro monthly' });
  await waitForHydration(choose);
  await choose.click();
  await page.waitForURL('**/billing/demo-checkout?session=*');
  await page.getByRole('button', { name: 'Confirm demo subscription' }).click();
  await page.waitForURL('**/subscription-success?pending=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Wellness Pro');
}

/** 'YYYY-MM-DD', `daysAgo` days before today in UTC (the browser here runs in UTC too). */
function dayBefore(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Ten days of mood through the API: a walk (tag and habit check-off) on five of them with a good
 * mood, none on the other five with a low one, so the walk is a pattern with 5 days each side.
 */
async function seedTenDays(page: Page): Promise<void> {
  const headers = { origin: new URL(page.url()).origin };
  const habit = await page.request.post('/api/habits', {
    headers,
    data: { name: 'Evening walk', schedule: 'daily' },
  });
  expect(habit.status()).toBe(201);
  const { id: habitId } = (await habit.json()) as { id: string };
  for (let daysAgo = 0; daysAgo < 10; daysAgo += 1) {
    const date = dayBefore(daysAgo);
    const walked = daysAgo % 2 === 0;
    // Moods vary within each group: a pattern is shown only when both sides have variance.
    const moodOfDay = walked ? [5, 4, 5, 4, 5][daysAgo / 2]! : [2, 3, 2, 1, 2][(daysAgo - 1) / 2]!;
    const mood = await page.request.put(`/api/mood/${date}`, {
      headers,
      data: {
        mood: moodOfDay,
        energy: walked ? 4 : 2,
        tags: walked ? ['walk'] : ['work'],
        note: null,
      },
    });
    expect(mood.status(), `mood on ${date}`).toBe(200);
    if (walked) {
      const checkIn = await page.request.put(`/api/habits/${habitId}/check-ins/${date}`, {
        headers,
      });
      expect(checkIn.status(), `check-in on ${date}`).toBe(200);
    }
  }
}

test('a paying user sees their mood chart and a pattern from seeded days, and completes an action', async ({
  page,
  signUp,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'progress' });
  await subscribeThroughPricing(page);
  await seedTenDays(page);

  // The chart, with the days behind it, and the walk as a pattern with its day counts.
  await page.goto('/dashboard/patterns');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pattern insights');
  // The 'walk' tag: 5 days with it (mood 4.6 on average) and 5 without (mood 2).
  const pattern = page
    .getByRole('listitem')
    .filter({ has: page.getByText(/^Walk: mood [\d.]+ points? higher$/) });
  await expect(pattern).toBeVisible();
  await expect(pattern.getByText('Days with:')).toBeVisible();
  await expect(pattern.getByText(/^5 \(average 4\.6\)$/)).toBeVisible();
  await expect(pattern.getByText(/^5 \(average 2\)$/)).toBeVisible();
  await expect(page.getByText('You logged something on 10 of the last 30 days.')).toBeVisible();
  const moodChart = page
    .locator('figure')
    .filter({ has: page.locator('figcaption', { hasText: 'Mood (1-5)' }) });
  await expect(moodChart.getByRole('img')).toBeVisible();
  // The segmented control's label is what a user clicks (the radio itself is visually hidden).
  await page
    .locator('label')
    .filter({ hasText: /^7 days$/ })
    .click();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(page.getByText('You logged something on 7 of the last 7 days.')).toBeVisible();
  await expect(page).toHaveURL(/days=7/);

  // The Action Center: ticking an action saves it and the pending count drops.
  await page.goto('/dashboard/overview');
  await expect(page.getByRole('heading', { name: 'Your Real Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Action Center' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const pending = page.getByText(/^\d+ pending$/);
  await expect(pending).toBeVisible();
  const before = Number((await pending.textContent())?.split(' ')[0]);
  expect(before).toBeGreaterThan(0);
  const firstAction = page.getByRole('tabpanel').getByRole('checkbox').first();
  await expect(firstAction).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/action-plans/') && response.request().method() === 'PATCH',
  );
  // The box shows the server's state, so it turns checked only once the PATCH answers: click,
  // then wait for the save (check() would fail when the answer comes after its own look).
  await firstAction.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(`${before - 1} pending`)).toBeVisible();
  await expect(firstAction).toBeChecked();
  // It stays done after a reload: the server has it.
  await page.reload();
  await expect(page.getByText(`${before - 1} pending`)).toBeVisible();

  // The score comes from the data, not the default.
  await page.getByRole('tab', { name: 'Wellness Score' }).click();
  await expect(
    page.getByText(/^Your score out of 100, from \d+ of the last \d+ days$/),
  ).toBeVisible();

  // A reminder for the habit, at a local time.
  await page.goto('/dashboard/reminders');
  await page.getByLabel('Remind me about').selectOption({ label: 'Evening walk' });
  await page.getByLabel('Time').fill('19:30');
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await expect(page.getByText('Reminder added.')).toBeVisible();
  await expect(page.getByText(/^19:30 \(.+\) · Every day · In the app$/)).toBeVisible();
  expect(errors).toEqual([]);
});

const PAGES = [
  ['/trends', 'Your trends'],
  ['/dashboard/patterns', 'Pattern insights'],
  ['/reports', 'Weekly report'],
  ['/dashboard/progress', 'Goals and streaks'],
  ['/dashboard/overview', 'Overview'],
  ['/dashboard/diet-progress', 'Diet progress'],
  ['/dashboard/reminders', 'Reminders'],
] as const;

const SAME_PAGES = [
  ['/analytics', 'Your trends'],
  ['/dashboard/insights', 'Pattern insights'],
  ['/dashboard/reports', 'Weekly report'],
  ['/dashboard/analytics', 'Weekly report'],
  ['/dashboard/progress-tracker', 'Goals and streaks'],
  ['/progress-tracker', 'Goals and streaks'],
] as const;

test('every progress page passes axe and fits 375 px and 1280 px, for a paying user with data', async ({
  page,
  signUp,
}) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'progress-pages' });
  await subscribeThroughPricing(page);
  await seedTenDays(page);

  // Half the pages and half their other paths a run, by the commit (ADR 171); `npm run test:full`
  // reads every one.
  for (const [path, title] of rotatingPart('progress pages filled in', PAGES, 2).items) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
    expect(await pageProblems(page), `${path} at 375 px`).toEqual([]);
    await shot(page, `${path.slice(1).replaceAll('/', '-')}-375`);
    // The same page at 1280 px without loading it again: the layout follows the width (CSS and the
    // media queries the app listens to). Axe ran once on the page's content; the frame's wide
    // layout (the header's groups) is checked by axe at 1280 px in routes-smoke.spec.ts.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await overflowProblems(page), `${path} at 1280 px`).toEqual([]);
    await shot(page, `${path.slice(1).replaceAll('/', '-')}-1280`);
  }
  for (const [path, title] of rotatingPart('progress pages by other paths', SAME_PAGES, 2).items) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  // The preview stays sample data for everyone.
  await page.goto('/dashboard?demo=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview Dashboard');
  expect(await pageProblems(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a free user sees the upgrade prompts in place of patterns, exports and reminders', async ({
  page,
  signUp,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  // Its own user: the prompts are checked with no data logged at all.
  await signUp({ prefix: 'progress-free' });
  await page.setViewportSize({ width: 375, height: 900 });

  await page.goto('/dashboard/patterns');
  await expect(
    page.getByRole('heading', { name: 'Pattern insights needs Wellness Pro' }),
  ).toBeVisible();
  await expect(page.getByText('No days with data in the last 30 days.')).toBeVisible();
  expect(await pageProblems(page)).toEqual([]);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'PDF reports needs Wellness Pro' })).toBeVisible();
  await expect(
    page.getByText('Nothing was logged this week, so there is nothing to report yet.'),
  ).toBeVisible();
  expect(await pageProblems(page)).toEqual([]);
  await page.goto('/dashboard/overview');
  await expect(page.getByRole('heading', { name: 'Preview Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the full preview' })).toBeVisible();
  expect(await pageProblems(page)).toEqual([]);
  await page.goto('/dashboard/reminders');
  await expect(
    page.getByRole('heading', { name: 'Automated reminders needs Wellness Pro' }),
  ).toBeVisible();
  expect(await pageProblems(page)).toEqual([]);
  await shot(page, 'free-reminders-375');
  expect(errors).toEqual([]);
});
