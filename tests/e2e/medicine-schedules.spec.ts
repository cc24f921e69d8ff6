/**
 * A schedule as a person writes it reaches the daily log as doses (ADR 077): onboarding's
 * 'twice a day' (the field's own example) is read back as Twice daily, and the day then has two
 * doses of that medicine to mark, complete only after both.
 */
import { expect, test } from './fixtures';
import { dismissOverlays, watchConsole } from './helpers';

test('onboarding with "twice a day" shows two doses a day in the daily log', async ({
  page,
  signUp,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'schedule', firstName: 'Omar' });
  await page.goto('/dashboard');

  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await page.getByLabel('Age').fill('58');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /No conditions/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'No symptoms' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 4 of 7')).toBeVisible();

  await page.getByLabel('Medication name (required)').fill('Metformin');
  await page.getByLabel('How often').fill('twice a day');
  // The reading is shown before anything is saved.
  await expect(page.getByText('Read as:')).toContainText('Twice daily (2 doses a day)');
  await page.getByRole('button', { name: 'Add medication' }).click();
  await expect(page.getByText('Metformin added.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 5 of 7')).toBeVisible();

  await expect
    .poll(async () => {
      const body = await (await page.request.get('/api/medications')).json();
      return body.medications.map((m: { name: string; frequency: string }) => m.frequency);
    })
    .toEqual(['Twice daily']);

  await page.goto('/log');
  const first = page.getByRole('group', { name: 'Metformin, dose 1 of 2' });
  const second = page.getByRole('group', { name: 'Metformin, dose 2 of 2' });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  await expect(page.getByText('2 doses a day')).toBeVisible();

  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  const dayStatus = async () => {
    const log = await (await page.request.get(`/api/daily-log/${today}`)).json();
    const metformin = log.medications.find((m: { name: string }) => m.name === 'Metformin');
    return { doses: metformin.doses, status: metformin.status };
  };

  // One 'Taken' is half the day, not the day.
  await first.getByRole('button', { name: 'Taken' }).click();
  await expect(first.getByRole('button', { name: 'Taken' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(second.getByRole('button', { name: 'Taken' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect.poll(dayStatus).toEqual({ doses: ['taken', null], status: null });

  await second.getByRole('button', { name: 'Taken' }).click();
  await expect(second.getByRole('button', { name: 'Taken' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(dayStatus).toEqual({ doses: ['taken', 'taken'], status: 'taken' });
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
