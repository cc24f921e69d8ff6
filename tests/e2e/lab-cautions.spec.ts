/**
 * Labs read with the person (ADR 086), in the browser at 375 px: a member on metformin and
 * lisinopril whose latest report (collected 23 days ago) has eGFR 38 and potassium 5.3 sees both
 * as cautions, named by result and collection day, on the dashboard's safety card and on the
 * medication-safety page, with sources; the dashboard's lab card dates the report by collection.
 */
import { expect, test } from './fixtures';
import { dismissOverlays } from './helpers';

test.use({ viewport: { width: 375, height: 812 } });

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

test('eGFR 38 with metformin and potassium 5.3 with lisinopril are cautions on the card and the page', async ({
  page,
  signUp,
  origin,
}) => {
  await signUp({ prefix: 'lab-cautions', paid: true });
  const profile = await page.request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: { age: 67, gender: 'male' },
      medical_history: { noConditions: true },
      onboarding_completed: true,
    },
  });
  expect(profile.status()).toBe(200);
  for (const name of ['Metformin', 'Lisinopril']) {
    const added = await page.request.post('/api/medications', {
      headers: { origin },
      data: { name },
    });
    expect(added.status()).toBe(201);
  }
  const collected = daysAgo(23);
  const report = await page.request.post('/api/labs', {
    headers: { origin },
    data: {
      test_type: 'blood',
      collected_on: collected,
      biomarkers: [
        { name: 'eGFR', value: 38, unit: 'mL/min/1.73m²' },
        { name: 'Potassium', value: 5.3, unit: 'mmol/L' },
      ],
    },
  });
  expect(report.status()).toBe(201);
  const day = dayWords(collected);

  await dismissOverlays(page);
  await page.goto('/dashboard/medication-safety');
  const cautions = page.getByRole('list', { name: 'Cautions from your profile and lab results' });
  await expect(cautions.getByText(`eGFR 38 on ${day} with Metformin`)).toBeVisible();
  await expect(cautions.getByText(`Potassium 5.3 mmol/L on ${day} with Lisinopril`)).toBeVisible();
  await expect(cautions.getByRole('link', { name: /FDA Drug Safety Communication/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (process.env.SHOTS_DIR)
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/lab-cautions-page-375.png`,
      fullPage: true,
    });

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Medicine safety' });
  await expect(card.getByText(/^2 medicines checked: \d+ major, [2-9] moderate/)).toBeVisible();
  await expect(card.getByText(`eGFR 38 on ${day} with Metformin`)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (process.env.SHOTS_DIR)
    await card.screenshot({ path: `${process.env.SHOTS_DIR}/lab-cautions-card-375.png` });
});
