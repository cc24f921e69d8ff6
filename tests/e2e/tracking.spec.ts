import { mkdirSync } from 'node:fs';
import { findRoute } from '../setup/app-routes';
import { rotatingPart } from '../setup/rotating-sample';
import { expect, test } from './fixtures';
import { dismissOverlays, openRenderedPage, seriousAxeFindings, watchConsole } from './helpers';

// Every tracker page and its aliases.
const TRACKER_PAGES = [
  '/symptoms',
  '/symptoms/tracker',
  '/mood',
  '/mood-tracking',
  '/dashboard/mood-tracker',
  '/habits',
  '/dashboard/habits',
  '/dashboard/habit-tracking',
  '/log',
  '/dashboard/daily-tracking',
  '/wellness-goals',
  '/health-goals',
  '/dashboard/goals',
  '/dashboard/achievements',
];

/** SHOTS_DIR=/tmp/shots-tracking saves a full-page screenshot of each page at each width. */
const SHOTS_DIR = process.env.SHOTS_DIR;

test('a user checks in their mood, logs a symptom, checks off a habit and fills in the day', async ({
  page,
  signUp,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'tracker' });

  // Mood: two taps and Save.
  await page.goto('/mood');
  await page.locator('label').filter({ hasText: '4 Good' }).click();
  await page.locator('label').filter({ hasText: '3 Steady' }).click();
  await page.getByRole('button', { name: 'Outdoors' }).click();
  await page.getByRole('button', { name: 'Save check-in' }).click();
  await expect(page.getByText('Check-in saved.')).toBeVisible();
  await expect(page.locator('[role="img"][aria-label$=": mood 4 Good"]')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('radio', { name: '4 Good' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Update check-in' })).toBeVisible();

  // Symptom: picked from the list, severity by keyboard, a trigger.
  await page
    .getByRole('navigation', { name: 'Trackers' })
    .getByRole('link', { name: 'Symptoms' })
    .click();
  await page.getByLabel('Symptom (required)').fill('head');
  await page.getByRole('button', { name: 'Headache' }).click();
  await page.getByRole('slider', { name: 'Severity' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('7/10 Severe').first()).toBeVisible();
  await page.getByRole('button', { name: 'Stress' }).click();
  await page.getByRole('button', { name: 'Log symptom' }).click();
  await expect(page.getByText('Headache was logged.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /: 1 symptom, worst 7 of 10 \(severe\)$/ }),
  ).toBeVisible();
  await expect(page.getByText('Possible triggers: Stress')).toBeVisible();

  // Habit: create it, check today off, the streak starts.
  await page.goto('/habits');
  await page.getByLabel('Habit name (required)').fill('Drink a glass of water');
  await page.getByRole('button', { name: 'Add habit' }).click();
  const habit = page.getByRole('article', { name: 'Drink a glass of water' });
  await habit.getByRole('button', { name: 'Done today: Drink a glass of water' }).click();
  await expect(
    habit.getByRole('button', { name: 'Done today: Drink a glass of water' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    habit.getByText('Current streak:').locator('xpath=following-sibling::dd'),
  ).toHaveText('1 day');

  // Daily log: sleep and water, and the day shows the rest.
  await page.goto('/log');
  await page.getByLabel('Sleep (hours)').fill('7.5');
  await page.getByRole('button', { name: 'One glass more' }).click();
  await page.getByRole('button', { name: 'One glass more' }).click();
  await page.getByRole('button', { name: 'Save sleep and water' }).click();
  await expect(page.getByText('Sleep and water saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Sleep (hours)')).toHaveValue('7.5');
  await expect(page.getByLabel(/^Water/)).toHaveValue('2');
  await expect(page.getByRole('button', { name: /Drink a glass of water/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Symptoms (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your medicines' })).toHaveAttribute(
    'href',
    '/safety/cabinet',
  );

  // The first log earned a badge.
  await page.goto('/dashboard/achievements');
  await expect(page.getByRole('heading', { name: /^Earned \([1-9]/ })).toBeVisible();
  expect(errors).toEqual([]);
});

// The page paints and hydrates without the form's code, which loads as the member starts to fill
// the form in; what they typed and their submit are not lost (form-on-edit.tsx, ADR 181).
test('the add-a-goal form loads as the member starts to fill it in, and adds the goal', async ({
  page,
  origin,
  signUp,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'goalform' });
  const formCode = await openRenderedPage(
    page,
    origin,
    '/wellness-goals',
    /\/goal-form-[\w-]+\.js$/,
    page.getByRole('button', { name: 'Create goals from my profile' }),
  );
  const title = page.getByLabel('Goal title (required)');
  expect(formCode()).toEqual([]);

  await title.fill('Drink 8 glasses of water');
  await page.getByLabel('What to measure').selectOption('water_glasses');
  await page.getByLabel(/^Target/).fill('8');
  await page.getByRole('button', { name: 'Add goal' }).click();
  await expect(page.getByRole('heading', { name: 'Drink 8 glasses of water' })).toBeVisible();
  expect(formCode()).toHaveLength(1);
  expect(errors).toEqual([]);
});

// The symptom tracker paints its form from the server and loads the form's code (the form library,
// the contract's schemas) as the member starts to log: the calendar and history need neither.
test('the symptom form loads as the member starts to type, suggests and logs the symptom', async ({
  page,
  origin,
  signUp,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'symptomform' });
  const formCode = await openRenderedPage(
    page,
    origin,
    '/symptoms',
    /\/(symptom-form|zod)-[\w-]+\.js$/,
    page.getByRole('navigation', { name: 'Trackers' }),
  );
  const name = page.getByLabel('Symptom (required)');
  expect(formCode()).toEqual([]);

  // Typed before the form's code arrived: the suggestions still follow what was typed.
  await name.fill('head');
  await page.getByRole('button', { name: 'Headache', exact: true }).click();
  await page.getByRole('button', { name: 'Log symptom' }).click();
  await expect(page.getByText('Headache was logged.')).toBeVisible();
  expect(formCode()).toHaveLength(2);
  expect(errors).toEqual([]);
});

// Filled in, at 375 px: routes-smoke.spec.ts runs the same checks on every page, empty, at 375 px
// and at 1280 px (ADR 089).
for (const width of [375]) {
  test(`tracker pages pass axe and fit ${width} px`, async ({ page, signUp, origin }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = watchConsole(page);
    await dismissOverlays(page);
    // Its own user: the test logs a mood, a habit and a goal first.
    await signUp({ prefix: `trackaxe${width}` });
    // Some data, so the pages show their filled state too.
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    expect(
      (
        await page.request.put(`/api/mood/${today}`, {
          headers: { origin },
          data: { mood: 5, energy: 4, tags: ['Social'], note: null },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await page.request.post('/api/habits', {
          headers: { origin },
          data: { name: 'Stretch', schedule: 'daily' },
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await page.request.post('/api/goals', {
          headers: { origin },
          data: { title: 'Sleep well', metric: 'sleep_hours', target_value: 7.5 },
        })
      ).status(),
    ).toBe(201);
    if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
    // Axe once per page: an alias (a second path to a page already checked) renders the same
    // page with the same data, so it is opened and measured but not judged again (ADR 128).
    const pagesChecked = new Set<unknown>();
    // Half the paths a run, by the commit (ADR 171); `npm run test:full` reads every one.
    for (const path of rotatingPart('tracker pages filled in', TRACKER_PAGES, 2).items) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shown = findRoute(path)?.page;
      expect(shown, `${path} is a route`).toBeDefined();
      if (!pagesChecked.has(shown)) {
        pagesChecked.add(shown);
        expect((await seriousAxeFindings(page)).map((finding) => `${path} ${finding}`)).toEqual([]);
      }
      const headings = await page
        .locator('h1, h2, h3, h4')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
      headings.forEach((level, index) => {
        if (index > 0)
          expect(level - headings[index - 1]!, `${path} heading order`).toBeLessThanOrEqual(1);
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} overflows`).toBeLessThanOrEqual(0);
      if (SHOTS_DIR)
        await page.screenshot({
          path: `${SHOTS_DIR}/${path.slice(1).replace(/\//g, '_')}-${width}.png`,
          fullPage: true,
        });
    }
    expect(errors).toEqual([]);
  });
}
