/**
 * One medicine's page (/medications/:id), through the browser: reached from the cabinet by the
 * medicine's name, it shows what the member recorded, what it meets among the other medicines
 * taken now (the checker's answer, with its source) and its facts, at 375 px with no serious axe
 * finding; it comes with its first answer in the HTML (no request for it after the page loads).
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

test('a medicine opened from the cabinet shows what it meets and its facts', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'medicine' });
  await addMedicinesThroughApi(page.request, origin, ['Coumadin', 'Advil', 'Vitamin D']);

  await page.goto('/safety/cabinet');
  await page.getByRole('link', { name: 'Coumadin', exact: true }).click();
  await expect(page).toHaveURL(/\/medications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coumadin' })).toBeVisible();
  await expect(page.getByText(/checked as Warfarin/)).toBeVisible();
  await expect(
    page.getByText(
      'Checked against the 2 other medicines you take now, and against your health profile.',
    ),
  ).toBeVisible();
  // Warfarin with ibuprofen: the checker's answer, with where it comes from.
  await expect(page.getByText(/bleeding/i).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Side effects and warnings' })).toBeVisible();

  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/medicine-375.png`, fullPage: true });

  // Loaded afresh, the page's first answer comes with its HTML: the app asks nothing for it.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/medications\/[0-9a-f-]{36}$/.test(new URL(request.url()).pathname))
      asked.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Coumadin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Side effects and warnings' })).toBeVisible();
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});
