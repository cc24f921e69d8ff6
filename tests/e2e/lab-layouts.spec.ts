/**
 * Lab reports in layouts a member actually has, uploaded in the browser, reviewed and analysed: a
 * cumulative report (the newest dated column is the result: potassium 5.7, not the 4.6 of May), a
 * record that prints the range before the result (cholesterol 221, not '<200'), and a German
 * report with decimal commas and German names. The PDFs are drawn by
 * tests/fixtures/labs/positioned-report-pdf.ts; the parser's side is held by
 * src/server/modules/labs/extraction/table-layouts.test.ts.
 */
import type { Page } from '@playwright/test';
import {
  CUMULATIVE_REPORT,
  GERMAN_REPORT,
  RANGE_FIRST_REPORT,
  makePositionedReportPdf,
  type PositionedReport,
} from '../fixtures/labs/positioned-report-pdf';
import { expect, test } from './fixtures';
import { dismissOverlays, watchConsole } from './helpers';

async function uploadAndReview(page: Page, report: PositionedReport, name: string): Promise<void> {
  await page.goto('/blood-test-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a blood test' })).toBeVisible();
  await page.getByLabel('Lab report file').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: await makePositionedReportPdf(report),
  });
  await page.getByRole('button', { name: 'Upload and read report' }).click();
  await page.waitForURL(/\/labs\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Check your results' })).toBeVisible();
}

const result = (page: Page, name: string) => page.getByRole('group', { name: `Result ${name}` });

/** The analysis item of a marker, once 'Analyse' has run. */
function analysed(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();
}

test('a member uploads a cumulative, a range-first and a German report, and each reads its current results', async ({
  page,
  signUp,
}) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'lab-layouts', paid: true });

  // Cumulative: three dated columns; the newest (20/11/26) is the result.
  await uploadAndReview(page, CUMULATIVE_REPORT, 'cumulative.pdf');
  const potassium = result(page, '2: Potassium');
  await expect(potassium.getByLabel('Value')).toHaveValue('5.7');
  await expect(potassium.getByLabel('Lab range high')).toHaveValue('5.2');
  // The older dated columns are earlier results, each on its day.
  await expect(
    potassium.getByText('Earlier on this report: 4.6 on May 12, 2026, 4.9 on September 3, 2026'),
  ).toBeVisible();
  await expect(result(page, '3: Creatinine').getByLabel('Value')).toHaveValue('118');
  await expect(page.getByRole('group', { name: /Science/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Analyse' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'At a glance' })).toBeVisible();
  await expect(analysed(page, 'Potassium')).toContainText('5.7 mmol/L');
  await expect(analysed(page, 'Potassium').getByText('High', { exact: true })).toBeVisible();

  // Range before result: '<200' is the range, 221 the result.
  await uploadAndReview(page, RANGE_FIRST_REPORT, 'portal-print.pdf');
  const cholesterol = result(page, '1: Total cholesterol');
  await expect(cholesterol.getByLabel('Value')).toHaveValue('221');
  await expect(cholesterol.getByLabel('Lab range high')).toHaveValue('200');
  await expect(result(page, '2: LDL cholesterol').getByLabel('Value')).toHaveValue('144');
  await page.getByRole('button', { name: 'Analyse' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'At a glance' })).toBeVisible();
  await expect(analysed(page, 'Total cholesterol')).toContainText('221 mg/dL');
  await expect(
    analysed(page, 'Total cholesterol').getByText('High', { exact: true }),
  ).toBeVisible();

  // German: 'Kreatinin (enzymatisch)  1,32  +  mg/dl  0,50 - 0,90'.
  await uploadAndReview(page, GERMAN_REPORT, 'befund.pdf');
  const creatinine = result(page, '1: Creatinine');
  await expect(creatinine.getByLabel('Value')).toHaveValue('1.32');
  await expect(creatinine.getByLabel('Lab range low')).toHaveValue('0.5');
  await expect(creatinine.getByText('Printed as “Kreatinin (enzymatisch)”')).toBeVisible();
  await expect(result(page, '2: Hemoglobin').getByLabel('Value')).toHaveValue('13.4');
  await expect(page.getByText(/needs your check/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Analyse' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'At a glance' })).toBeVisible();
  await expect(analysed(page, 'Creatinine')).toContainText('1.32 mg/dL');
  await expect(analysed(page, 'Creatinine').getByText('High', { exact: true })).toBeVisible();

  expect(errors).toEqual([]);
});
