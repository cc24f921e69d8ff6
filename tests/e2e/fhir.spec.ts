/**
 * Health records in and out in the browser (ADR 058): a person with medicines, allergies,
 * conditions, a lab report and Apple Health metrics (imported here through the account page, with
 * its progress bar) downloads the FHIR file; a fresh account imports it, reviews what it would add,
 * saves, opens the lab report in the usual review and analyses it; and the same medicines,
 * allergies, conditions, lab values and metrics are there.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { appleHealthZip } from '../../src/server/modules/fhir/apple-health-test-kit';
import { expect, test } from './fixtures';
import { dismissOverlays, seriousAxeFindings, watchConsole } from './helpers';

async function zipOf(days: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of appleHealthZip({ start: '2026-09-01', days, heartRatesPerDay: 24 }))
    parts.push(part);
  return Buffer.concat(parts);
}

/** What a round trip must keep, read through the API as the app shows it. */
async function picture(request: APIRequestContext) {
  const json = async (url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const cabinet = (await json('/api/medications')).medications as {
    name: string;
    active: boolean;
  }[];
  const history = (await json('/api/profile')).profile.medical_history as Record<string, string[]>;
  const metrics = (await json('/api/account/body-metrics')).metrics as Record<string, unknown>[];
  const reports = (await json('/api/labs')).reports as { id: string }[];
  const detail = await json(`/api/labs/${reports[0]!.id}`);
  return {
    medicines: cabinet
      .filter((m) => m.active)
      .map((m) => m.name)
      .sort(),
    allergies: history.allergies,
    conditions: [...(history.currentConditions ?? []), ...(history.chronicConditions ?? [])].sort(),
    metrics: metrics.map((m) => [m.kind, m.date, m.value, m.value2]),
    labs: (detail.biomarkers as Record<string, unknown>[]).map((b) => [b.name, b.value, b.unit]),
  };
}

test('a full profile exported as FHIR and imported into a fresh account comes back the same', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'fhir-a', paid: true });
  for (const medicine of [
    { name: 'Warfarin', dosage: '5 mg' },
    { name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily' },
  ]) {
    const added = await page.request.post('/api/medications', {
      headers: { origin },
      data: medicine,
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const history = await page.request.put('/api/profile/sections/medical_history', {
    headers: { origin },
    data: { allergies: ['Penicillin'], currentConditions: ['Hypertension'] },
  });
  expect(history.status(), await history.text()).toBe(200);
  const lab = await page.request.post('/api/labs', {
    headers: { origin },
    data: {
      test_type: 'blood',
      collected_on: '2026-10-05',
      biomarkers: [
        { name: 'Glucose', value: 102, unit: 'mg/dL', ref_low: 70, ref_high: 99 },
        { name: 'Hemoglobin', value: 13.1, unit: 'g/dL', ref_low: 12, ref_high: 15.5 },
      ],
    },
  });
  expect(lab.status(), await lab.text()).toBe(201);

  // Apple Health through the account page: sent in parts and read in the background (ADR 094),
  // the upload shows its progress, then what was read.
  await page.goto('/account#records');
  const records = page.getByRole('region', { name: 'Health records' });
  const sent: string[] = [];
  await page.route('**/api/account/apple-health/uploads**', async (route) => {
    sent.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await records.getByTestId('apple-health-file').setInputFiles({
    name: 'export.zip',
    mimeType: 'application/zip',
    buffer: await zipOf(3),
  });
  await expect(records.getByRole('progressbar', { name: 'Apple Health import' })).toBeVisible();
  await expect(records.getByRole('status')).toContainText(
    '13 body metrics and 3 nights of sleep added',
  );
  // Begun, at least one part, finished, then polled: the one-request route was not used.
  expect(sent[0]).toBe('POST /api/account/apple-health/uploads');
  expect(sent.some((line) => /^PUT .*\/parts\/1$/.test(line))).toBe(true);
  expect(sent.some((line) => /^POST .*\/complete$/.test(line))).toBe(true);
  expect(sent.at(-1)).toMatch(/^GET \/api\/account\/apple-health\/uploads\/[0-9a-f-]+$/);
  const table = records.getByRole('table', { name: 'Body metrics' });
  await expect(table.getByRole('row', { name: /Blood pressure/ })).toContainText('mmHg');
  expect(await seriousAxeFindings(page)).toEqual([]);
  const before = await picture(page.request);

  // The FHIR download sits beside the ZIP export.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download health records (FHIR)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('wellnest-fhir.json');
  const file = readFileSync((await download.path())!);
  expect(JSON.parse(file.toString('utf8'))).toMatchObject({
    resourceType: 'Bundle',
    type: 'collection',
  });

  // A fresh account imports it: the review lists everything before anything is saved.
  await page.context().clearCookies();
  await signUp({ prefix: 'fhir-b', paid: true });
  await page.goto('/account#records');
  await records.getByTestId('fhir-file').setInputFiles({
    name: 'wellnest-fhir.json',
    mimeType: 'application/json',
    buffer: file,
  });
  const review = records.getByRole('region', { name: 'Import review' });
  await expect(review.getByRole('checkbox', { name: 'Warfarin, 5 mg, Once daily' })).toBeChecked();
  await expect(review.getByRole('checkbox', { name: /Metformin/ })).toBeChecked();
  await expect(review.getByRole('checkbox', { name: 'Penicillin' })).toBeChecked();
  await expect(review.getByRole('checkbox', { name: 'Hypertension' })).toBeChecked();
  await expect(
    review.getByRole('checkbox', { name: /2 results collected 2026-10-05/ }),
  ).toBeChecked();
  await expect(review.getByRole('checkbox', { name: /13 body measurements/ })).toBeChecked();
  expect((await (await page.request.get('/api/medications')).json()).medications).toEqual([]);
  expect(await seriousAxeFindings(page)).toEqual([]);
  // One confirmation writes everything, the lab report included: no request of its own.
  const labPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/labs')
      labPosts.push(request.url());
  });
  await review.getByRole('button', { name: 'Import what is ticked' }).click();
  const done = records.getByRole('status').first();
  await expect(done).toContainText(
    '2 medicines, 1 allergy, 1 condition, 13 body metrics and 3 nights of sleep added; 1 lab report waiting for your review',
  );
  expect(labPosts).toEqual([]);

  // The lab results open in the usual review; analysing them saves the report.
  await done.getByRole('link', { name: /Review lab report/ }).click();
  await expect(page.getByRole('heading', { name: 'Check your results' })).toBeVisible();
  await expect(page.getByRole('group', { name: /: Glucose$/ }).getByLabel('Value')).toHaveValue(
    '102',
  );
  await page.getByRole('button', { name: 'Analyse' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'At a glance' })).toBeVisible();

  expect(await picture(page.request)).toEqual(before);
  expect(errors).toEqual([]);
});
