/**
 * The dose history (ADR 132), through the browser: doses marked in the daily log show on
 * /dose-history, reached from the signed-in menu, counted by medicine, at 375 px with no serious
 * axe finding.
 */
import { expect, test } from './fixtures';
import {
  addMedicinesThroughApi,
  dismissOverlays,
  seriousAxeFindings,
  watchConsole,
} from './helpers';

/** SHOTS_DIR=/tmp/shots saves a full-page screenshot of the filled page. */
const SHOTS_DIR = process.env.SHOTS_DIR;

test('doses marked in the daily log show in the dose history, reached from the menu', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'doses' });
  await addMedicinesThroughApi(page.request, origin, ['Metformin', 'Vitamin D']);

  await page.goto('/log');
  const metformin = page.getByRole('group', { name: 'Metformin on this day' });
  await metformin.getByRole('button', { name: 'Taken' }).click();
  await expect(metformin.getByRole('button', { name: 'Taken' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const vitaminD = page.getByRole('group', { name: 'Vitamin D on this day' });
  await vitaminD.getByRole('button', { name: 'Skipped' }).click();
  await expect(vitaminD.getByRole('button', { name: 'Skipped' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The phone's menu, then the link.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Dose history', exact: true }).click();
  await expect(page).toHaveURL(/\/dose-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dose history' })).toBeVisible();
  const metforminRow = page.getByRole('listitem').filter({ hasText: 'Metformin' });
  await expect(metforminRow.getByText('100% taken')).toBeVisible();
  await expect(metforminRow.getByText('1 taken, 0 skipped, 0 not marked')).toBeVisible();
  const vitaminRow = page.getByRole('listitem').filter({ hasText: 'Vitamin D' });
  await expect(vitaminRow.getByText('0% taken')).toBeVisible();

  // A week: the same doses, asked again for 7 days.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(metforminRow.getByText('100% taken')).toBeVisible();

  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (SHOTS_DIR)
    await page.screenshot({ path: `${SHOTS_DIR}/dose-history-375.png`, fullPage: true });
  expect(errors).toEqual([]);
});
