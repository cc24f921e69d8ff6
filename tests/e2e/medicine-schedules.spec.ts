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

/** A portal's bundle as FHIR writes schedules: timing codes, an interval with a limit, text. */
const portalBundle = {
  resourceType: 'Bundle',
  type: 'collection',
  entry: [
    {
      fullUrl: 'urn:uuid:3f1c2a10-5b1e-4c3e-9a57-000000000001',
      resource: {
        resourceType: 'MedicationRequest',
        status: 'active',
        intent: 'order',
        medicationCodeableConcept: { text: 'Ibuprofen 400 mg' },
        subject: { reference: 'Patient/p1' },
        dosageInstruction: [
          {
            text: 'every 12 hours as needed',
            asNeededBoolean: true,
            timing: { repeat: { frequency: 1, period: 12, periodUnit: 'h' } },
          },
        ],
      },
    },
    {
      fullUrl: 'urn:uuid:3f1c2a10-5b1e-4c3e-9a57-000000000002',
      resource: {
        resourceType: 'MedicationStatement',
        status: 'active',
        medicationCodeableConcept: { text: 'Metformin 500 mg' },
        subject: { reference: 'Patient/p1' },
        dosage: [{ text: 'twice daily' }],
      },
    },
    {
      fullUrl: 'urn:uuid:3f1c2a10-5b1e-4c3e-9a57-000000000003',
      resource: {
        resourceType: 'MedicationStatement',
        status: 'active',
        category: { text: 'Dietary supplement' },
        medicationCodeableConcept: { text: 'Magnesium' },
        subject: { reference: 'Patient/p1' },
        dosage: [{ text: 'once a day at night' }],
      },
    },
  ],
};

test('an imported FHIR bundle’s medicines keep their schedules and types in the cabinet, and their doses in the daily log', async ({
  page,
  signUp,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'schedule-fhir' });
  await page.goto('/account#records');
  const records = page.getByRole('region', { name: 'Health records' });
  await records.getByTestId('fhir-file').setInputFiles({
    name: 'portal.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(portalBundle)),
  });
  const review = records.getByRole('region', { name: 'Import review' });
  await expect(review.getByRole('checkbox', { name: /Ibuprofen 400 mg/ })).toBeChecked();
  await expect(review).toContainText('Prescription; every 12 hours as needed');
  await expect(review).toContainText('Twice daily');
  await expect(review).toContainText('Supplement; once a day at night');
  await review.getByRole('button', { name: 'Import what is ticked' }).click();
  await expect(records.getByRole('status').first()).toContainText('3 medicines');

  await page.goto('/medications');
  const card = (name: string) => page.getByRole('article', { name });
  await expect(card('Ibuprofen 400 mg')).toContainText('Prescription');
  await expect(card('Ibuprofen 400 mg')).toContainText('As needed');
  await expect(card('Ibuprofen 400 mg')).toContainText('As written: every 12 hours as needed');
  await expect(card('Metformin 500 mg')).toContainText('Twice daily');
  await expect(card('Metformin 500 mg')).not.toContainText('As written');
  await expect(card('Magnesium')).toContainText('Supplement');
  await expect(card('Magnesium')).toContainText('As written: once a day at night');

  // The daily log has two doses of the twice-daily medicine, one of the others.
  await page.goto('/log');
  await expect(page.getByRole('group', { name: 'Metformin 500 mg, dose 2 of 2' })).toBeVisible();
  await expect(page.getByRole('group', { name: /Magnesium, dose 2/ })).toHaveCount(0);
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
