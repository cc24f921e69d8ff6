/**
 * One picture of the person in the browser: a user with a 'Nut-free' diet restriction (the meal
 * planner's own rule) pastes a label with 13 % hazelnuts into the ingredient analyzer, which must
 * say to avoid them, naming the restriction; with warfarin in the cabinet too, the claim checker
 * says what 'Ginkgo improves memory' means for them, and a peanut recipe says it is not for them,
 * at 1280 and 375 px with no serious axe finding. SHOTS_DIR keeps screenshots.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ClaimCheckResponse } from '#shared/contracts/ingredients.contract';
import type { RecipeResponse } from '#shared/contracts/nutrition.contract';
import { expect, test } from './fixtures';
import { dismissOverlays, seriousAxeFindings, waitForHydration, watchConsole } from './helpers';

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function expectFitsAndAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousAxeFindings(page), what).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

const LABEL =
  'Sugar, palm oil, hazelnuts 13%, skimmed milk powder, fat-reduced cocoa 7.4%, emulsifier: lecithins (soya), vanillin';

test('a nut-free restriction makes the analyzer say to avoid hazelnuts', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'nut-free' });
  const saved = await page.request.patch('/api/profile', {
    headers: { origin },
    data: { dietary_info: { dietaryRestrictions: ['Nut-free'] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/ingredient-safety');
  const label = page.getByLabel('Ingredient list, as printed on the label');
  await waitForHydration(label);
  await label.fill(LABEL);
  await page.getByRole('button', { name: 'Analyse ingredients' }).click();
  const avoid = page.getByRole('region', { name: 'Avoid', exact: true });
  await expect(avoid).toContainText(/hazelnuts/i);
  await expect(avoid).toContainText('not nut-free (your restriction \u201cNut-free\u201d)');
  await expect(page.getByText(/Nothing on this label needs avoiding/)).toHaveCount(0);
  await shot(page, 'nut-free-analyzer');
  expect(errors).toEqual([]);
});

test('the claim checker and a recipe show what they mean for this person', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'for-you' });
  const saved = await page.request.patch('/api/profile', {
    headers: { origin },
    data: { dietary_info: { dietaryRestrictions: ['Nut-free'] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const medicine = await page.request.post('/api/medications', {
    headers: { origin },
    data: { name: 'Warfarin' },
  });
  expect(medicine.status(), await medicine.text()).toBe(201);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });

    // The claim: the evidence's verdict, then what ginkgo means with warfarin in the cabinet.
    await page.goto('/fact-check');
    const claim = page.getByLabel('Health claim');
    await waitForHydration(claim);
    await claim.fill('Ginkgo improves memory');
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/claims/check') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Check this claim' }).click();
    const { matches } = (await (await answered).json()) as ClaimCheckResponse;
    const ginkgo = matches.find((match) => match.claim_id === 'ginkgo-improves-memory');
    const personal = ginkgo?.personal ?? [];
    expect(personal.map((warning) => warning.text).join('\n')).toMatch(/Ginkgo with Warfarin/);
    const card = page.getByRole('article', { name: ginkgo!.claim });
    const forYou = card.getByRole('region', {
      name: personal.some((warning) => warning.level === 'avoid')
        ? 'Not for you'
        : 'For you: take care',
    });
    await expect(forYou).toContainText('Why for you: Your medicines');
    // The page says exactly what the API says, every point of it.
    for (const warning of personal) await expect(forYou).toContainText(warning.text);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expectFitsAndAccessible(page, `claim for you at ${width} px`);
    await shot(page, `for-you-claim-${width}`);

    // The recipe: peanut butter is not nut-free, in the words every tool uses.
    const api = await page.request.get('/api/recipes/apple-peanut-butter');
    const findings = ((await api.json()) as RecipeResponse).for_you ?? [];
    expect(findings).toContainEqual(
      expect.objectContaining({
        level: 'avoid',
        text: expect.stringMatching(/not nut-free \(your restriction \u201cNut-free\u201d\)/),
      }),
    );
    await page.goto('/recipes/apple-peanut-butter');
    const recipe = page.getByRole('region', { name: 'Not for you' });
    await expect(recipe).toContainText('Avoid · Your diet');
    for (const finding of findings) await expect(recipe).toContainText(finding.text);
    await expectFitsAndAccessible(page, `recipe for you at ${width} px`);
    await shot(page, `for-you-recipe-${width}`);
  }
  expect(errors).toEqual([]);
});
