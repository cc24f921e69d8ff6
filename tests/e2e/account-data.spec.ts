/**
 * Data rights in the browser (ADR 037): a user with data in several areas downloads the
 * export (the ZIP is opened here and holds their mood CSV and the JSON), changes their password
 * (the other browser's session ends), then deletes the account (signing in fails afterwards).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { readZip } from '../../src/server/modules/account/zip-writer';
import { expect, test } from './fixtures';
import {
  PASSWORD,
  dismissOverlays,
  seedTrackerDay,
  seriousAxeFindings,
  signInThroughApi,
  watchConsole,
} from './helpers';

const NEW_PASSWORD = 'Quiet-Lake-77?';
/** SHOTS_DIR=/tmp/shots-account saves a full-page screenshot of /account at each width. */
const SHOTS_DIR = process.env.SHOTS_DIR;

test('a user exports their data, changes their password (the other browser is signed out) and deletes the account', async ({
  page,
  browser,
  signUp,
  origin,
}) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  const email = await signUp({ prefix: 'rights', paid: true });
  await seedTrackerDay(page.request, origin);
  const medicine = await page.request.post('/api/medications', {
    headers: { origin },
    data: { name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily' },
  });
  expect(medicine.status(), await medicine.text()).toBe(201);
  const report = await page.request.post('/api/labs', {
    headers: { origin },
    data: { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 92, unit: 'mg/dL' }] },
  });
  expect(report.status(), await report.text()).toBe(201);

  // A second browser, signed in as the same person.
  const other = await browser.newContext({ baseURL: origin });
  await signInThroughApi(other.request, origin, email);
  expect((await other.request.get('/api/account/settings')).status()).toBe(200);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Export: the browser downloads the ZIP; it opens and holds the mood CSV and the JSON.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('wellnest-export.zip');
  const files = readZip(readFileSync((await download.path())!));
  const mood = files.get('csv/mood.csv')!.toString('utf8').split('\r\n');
  expect(mood[0]).toBe('date,mood,energy,tags,note');
  expect(mood[1]).toMatch(/^\d{4}-\d{2}-\d{2},4,3,walk,$/);
  const json = JSON.parse(files.get('wellnest-export.json')!.toString('utf8')) as {
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect(json.tables.users![0]!.email).toBe(email);
  expect(json.tables.medications!.map((row) => row.name)).toContain('Metformin');
  expect(json.tables.lab_reports).toHaveLength(1);
  expect(json.tables.symptom_logs).toHaveLength(1);
  expect(files.get('csv/lab-biomarkers.csv')!.toString()).toContain('Glucose,92');
  expect(json.tables.accounts!.every((row) => !('password' in row))).toBe(true);
  expect(json.tables.users![0]!.created_at).toMatch(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
  );

  // Password change: this page stays signed in, the other browser is signed out.
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByLabel('New password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(/Every other session was signed out/)).toBeVisible();
  expect((await other.request.get('/api/account/settings')).status()).toBe(401);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await other.close();

  // Deletion: a wrong password is refused; the right one deletes, and sign-in fails afterwards.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByLabel('Enter your password to confirm').fill(PASSWORD);
  await page.getByRole('button', { name: 'Permanently delete my account' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await page.getByLabel('Enter your password to confirm').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Permanently delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/account/settings')).status()).toBe(401);
  for (const attempt of [NEW_PASSWORD, PASSWORD]) {
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin },
      data: { email, password: attempt },
    });
    expect(signIn.status()).toBe(401);
  }
  // The one console error allowed: the browser's own line for the refused (403) password.
  expect(errors.filter((error) => !error.includes('403'))).toEqual([]);
});

// 1280 px is covered by routes-smoke.spec.ts; this is the narrow layout with its filled state.
test('/account passes axe and fits 375 px', async ({ page, signUp, origin }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'rights375' });
  await seedTrackerDay(page.request, origin);
  await page.goto('/account');
  await expect(page.getByText('This device')).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByLabel('Enter your password to confirm')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  if (SHOTS_DIR) {
    mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: `${SHOTS_DIR}/account-375.png`, fullPage: true });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 1100)
      await page.screenshot({
        path: `${SHOTS_DIR}/account-375-${y / 1100}.png`,
        fullPage: true,
        clip: { x: 0, y, width: 375, height: Math.min(1100, height - y) },
      });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/account-1280.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});
