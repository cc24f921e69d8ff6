/**
 * One picture of the person in the browser: a user with a 'Nut-free' diet restriction (the meal
 * planner's own rule) pastes a label with 13 % hazelnuts into the ingredient analyzer, which must
 * say to avoid them, naming the restriction. SHOTS_DIR keeps a screenshot.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { dismissOverlays, waitForHydration, watchConsole } from './helpers';

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
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/nut-free-analyzer.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});
