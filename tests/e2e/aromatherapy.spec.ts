/**
 * Aromatherapy and natural remedies in the browser: a pregnant user on warfarin opens
 * wintergreen (not for her, two reasons shown), builds a bergamot and lavender face blend at about
 * 2% (phototoxicity warned) and saves it, and finds ginger for nausea (grade shown, not ruled out
 * for her: the warfarin record is a caution). Plus axe and 375 px on every new page, filled in
 * (the route smoke test runs the same checks at 1280 px for a visitor, a free and a paid user).
 * SHOTS_DIR=/tmp/shots-aromatherapy keeps a full-page screenshot of each page at each width.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { rotatingPart } from '../setup/rotating-sample';
import { expect, test } from './fixtures';
import { dismissOverlays, seriousAxeFindings, waitForHydration, watchConsole } from './helpers';

const SHOTS_DIR = process.env.SHOTS_DIR;
const DISCLAIMER = 'Educational only — not medical advice.';

/** A pregnant woman of 32 with warfarin in her cabinet. */
async function setUpPregnantOnWarfarin(request: APIRequestContext, origin: string): Promise<void> {
  const profile = await request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: { age: 32, gender: 'female' },
      medical_history: { healthConditions: ['Pregnant'] },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const medicine = await request.post('/api/medications', {
    headers: { origin },
    data: { name: 'Warfarin', dosage: '5 mg', frequency: 'Once daily' },
  });
  expect(medicine.status(), await medicine.text()).toBe(201);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
}

test('a pregnant user on warfarin: wintergreen is not for her, a bergamot face blend is phototoxic, ginger for nausea is graded and not ruled out', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'aromatherapy' });
  await setUpPregnantOnWarfarin(page.request, origin);

  // Wintergreen: the safety panel first, and two reasons it is not for her.
  await page.goto('/essential-oils/wintergreen');
  await expect(page.getByRole('heading', { level: 1, name: 'Wintergreen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Safety first');
  await expect(page.getByRole('heading', { level: 3, name: 'Not for you' })).toBeVisible();
  const reasons = page.getByRole('list', { name: 'Why Wintergreen is not for you' });
  await expect(reasons.getByRole('listitem')).toHaveCount(2);
  await expect(reasons).toContainText(/pregnan/i);
  await expect(reasons).toContainText(/warfarin/i);
  await expect(page.getByText('2 reasons from your profile and medicine cabinet:')).toBeVisible();
  await expect(reasons.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByText('Not for children under 18.')).toBeVisible();
  expect(await seriousAxeFindings(page), 'wintergreen for her at 1280 px').toEqual([]);
  // The signed-in bar, the oils and remedies in its Nutrition & wellness group, fits 1280 px.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await shot(page, 'wintergreen');

  // A face blend of 6 drops of bergamot and 6 of lavender in 30 ml: about 2%, phototoxic.
  await page.goto('/aromatherapy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aromatherapy blend calculator');
  // The calculator is prerendered: this test is about the blend, so it waits for the app to own
  // the fields (what is typed before that is replayed, which tests/e2e/shell.spec.ts covers).
  await waitForHydration(page.getByLabel('Oil 1', { exact: true }));
  await page.getByLabel('Oil 1', { exact: true }).selectOption('bergamot');
  await page.getByLabel('Drops').first().fill('6');
  await page.getByRole('button', { name: 'Add an oil' }).click();
  await page.getByLabel('Oil 2', { exact: true }).selectOption('lavender');
  await page.getByLabel('Drops').nth(1).fill('6');
  await page.getByLabel('Carrier oil (ml)').fill('30');
  await page.getByLabel('Used for').selectOption('face');
  await expect(page.getByTestId('dilution')).toHaveText('1.96%');
  await expect(
    page.getByText(
      'Phototoxic: keep the skin this blend touches out of the sun and sunbeds for 12 hours.',
    ),
  ).toBeVisible();
  const blendWarnings = page.getByRole('list', { name: 'Warnings for this blend' });
  await expect(blendWarnings).toContainText(/out of the sun and sunbeds for 12 hours/);
  await expect(
    page.getByRole('list', { name: 'Each oil against its maximum' }).getByRole('listitem').first(),
  ).toContainText(/above its 0\.4% maximum/);
  await expect(
    page.getByText(
      'Checked against your profile and medicine cabinet as well as the published limits.',
    ),
  ).toBeVisible();
  expect(await seriousAxeFindings(page), 'blend with warnings at 1280 px').toEqual([]);
  await shot(page, 'aromatherapy');
  await page.getByLabel('Name this blend to save it').fill('Face oil');
  await page.getByRole('button', { name: 'Save blend' }).click();
  await expect(page.getByText('Saved “Face oil”.')).toBeVisible();

  // The saved blend, worked out for her, on her dashboard page.
  await page.getByRole('link', { name: 'See your blends' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My essential oils' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved blends' }).getByRole('listitem').first();
  await expect(saved).toContainText('Face oil');
  await expect(page.getByRole('list', { name: 'Warnings for Face oil' })).toContainText(
    /out of the sun and sunbeds for 12 hours/,
  );

  // Ginger for nausea: grade B, defined on the page, and not ruled out for her.
  await page.goto('/natural-remedies');
  await expect(page.getByRole('heading', { level: 1, name: 'Natural remedies' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What the grades mean' })).toBeVisible();
  await page.getByLabel('Concern', { exact: true }).selectOption('nausea');
  const ginger = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: 'Ginger', exact: true }),
  });
  await expect(ginger.getByRole('list', { name: 'Evidence grades for Ginger' })).toContainText(
    'Grade BNausea',
  );
  await expect(ginger).not.toContainText('Not for you');
  await ginger.getByRole('link', { name: 'Ginger', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ginger' })).toBeVisible();
  const evidence = page.getByRole('list', { name: 'Evidence for Ginger' });
  await expect(evidence.getByRole('listitem').filter({ hasText: 'Nausea' })).toContainText(
    'Grade B',
  );
  await expect(page.getByText('Not for you', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Not ruled out for you: take care')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Why Ginger may not suit you' })).toContainText(
    /warfarin/i,
  );
  expect(await seriousAxeFindings(page), 'ginger for her at 1280 px').toEqual([]);
  await shot(page, 'ginger');
  expect(errors).toEqual([]);
});

// Filled in, at 375 px: routes-smoke.spec.ts runs the same checks on every page, empty, at 375 px
// and at 1280 px (ADR 089).
test('the aromatherapy and remedies pages, filled in, pass axe and fit 375 px', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'aromatherapy-pages' });
  await setUpPregnantOnWarfarin(page.request, origin);
  const saved = await page.request.post('/api/oils/blends', {
    headers: { origin },
    data: {
      name: 'Evening massage',
      oils: [
        { id: 'bergamot', drops: 6 },
        { id: 'wintergreen', drops: 4 },
      ],
      carrier_ml: 30,
      application: 'massage',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const favourite = await page.request.put('/api/oils/favorites/wintergreen', {
    headers: { origin },
  });
  expect(favourite.status(), await favourite.text()).toBe(200);

  const paths = [
    '/essential-oils',
    '/essential-oils?category=Relaxation',
    '/essential-oils/wintergreen',
    '/aromatherapy?oil=bergamot:6&oil=lavender:6&application=face',
    '/dashboard/essential-oils',
    '/natural-remedies?concern=nausea',
    '/natural-remedies/ginger',
  ];
  await page.setViewportSize({ width: 375, height: 900 });
  // Half the pages a run, by the commit (ADR 171); `npm run test:full` reads every one.
  for (const path of rotatingPart('aromatherapy pages filled in', paths, 2).items) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(DISCLAIMER).first()).toBeVisible();
    await expect(page.getByText(/^Loading|^Working out|^Checking it/)).toHaveCount(0, {
      timeout: 15_000,
    });
    // A result still being worked out is dimmed, and axe would judge its faded text.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousAxeFindings(page), `${path} at 375`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} at 375 px scrolls sideways`).toBeLessThanOrEqual(0);
    await shot(page, path.replace(/[/?=&:]+/g, '_').slice(1));
  }
  expect(errors).toEqual([]);
});
