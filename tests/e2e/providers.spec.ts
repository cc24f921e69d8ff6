/**
 * Providers and shared summaries in the browser. A fresh install's directory says
 * plainly that nobody has joined. A paid user with medicines and a day of tracker data shares a
 * summary of their medicines only; the link, opened signed out in a new browser context, shows the
 * medicines and their interaction, nothing else of theirs, and is noindex, and offers the same
 * medicines as a FHIR R4 file because the owner ticked that option; the owner sees the view
 * counted, revokes the link, and it then says it has expired or was revoked (the API answers 404).
 * Axe and 375 px on each page. SHOTS_DIR=/tmp/shots-providers keeps full-page screenshots.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dismissOverlays, seedTrackerDay, seriousAxeFindings, watchConsole } from './helpers';

const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
}

/** No serious axe finding and nothing wider than the window, at 1280 px and at 375 px. */
async function expectFitsAndAccessible(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeFindings(page), `${name} at ${width} px`).toEqual([]);
    // The page's own content (the header's width is the shell's, checked by routes-smoke).
    const overflow = await page.evaluate(
      () =>
        Math.max(
          0,
          ...Array.from(
            document.querySelectorAll('main *'),
            (el) => el.getBoundingClientRect().right,
          ),
        ) - window.innerWidth,
    );
    expect(overflow, `${name} overflows at ${width} px`).toBeLessThanOrEqual(0);
    await shot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the directory says plainly that nobody has joined on a fresh install', async ({ page }) => {
  const errors = watchConsole(page);
  await dismissOverlays(page);
  for (const path of ['/wellness-providers', '/healthcare-providers']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wellness and healthcare providers' }),
    ).toBeVisible();
    await expect(page.getByText('No providers have joined Wellnest yet.')).toBeVisible();
    // No copy of the NPI Registry ships: the empty state names the exact setting (ADR 093).
    await expect(page.getByText('NPPES_API_URL=https://npiregistry.cms.hhs.gov/api')).toBeVisible();
    await expectFitsAndAccessible(page, path.slice(1));
  }
  // A search on the empty directory says there is nothing to match, not that the page broke.
  await page.getByLabel('Name or keyword').fill('sleep');
  await page.getByRole('button', { name: 'Search providers' }).click();
  await expect(page).toHaveURL(/\?q=sleep$/);
  await expect(page.getByText('No providers match your search.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a paid user shares their medicines by a link, sees it viewed, and revokes it', async ({
  page,
  browser,
  signUp,
  origin,
}) => {
  test.setTimeout(120_000);
  const email = await signUp({ paid: true, firstName: 'Robin' });
  for (const name of ['Warfarin', 'Fish oil']) {
    const medicine = await page.request.post('/api/medications', {
      headers: { origin },
      data: { name, dosage: null, frequency: 'Once daily' },
    });
    expect(medicine.status(), await medicine.text()).toBe(201);
  }
  // Other data of theirs that the link must not show: a day in every tracker.
  await seedTrackerDay(page.request, origin);

  const ownerErrors = watchConsole(page);
  await dismissOverlays(page);
  await page.goto('/dashboard/shares');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Share a summary with a provider',
  );
  await expect(page.getByText('You have not shared anything yet.', { exact: false })).toBeVisible();
  await expectFitsAndAccessible(page, 'shares');

  const medicines = page.getByLabel(/Medicines and their interactions/);
  await expect(medicines).toBeChecked();
  await expect(page.getByLabel(/Recent trends/)).not.toBeChecked();
  const fhirOption = page.getByLabel(/FHIR R4 bundle/);
  await expect(fhirOption).not.toBeChecked();
  await fhirOption.check();
  await page.getByLabel('Link lasts (days)').fill('7');
  await page.getByRole('button', { name: 'Create share link' }).click();
  const linkField = page.getByLabel('Share link', { exact: true });
  await expect(linkField).toHaveValue(new RegExp(`^${origin}/shared/[A-Za-z0-9_-]{22}$`));
  const link = await linkField.inputValue();
  const token = link.split('/').at(-1)!;
  await expect(page.getByText('Not viewed yet')).toBeVisible();
  await expectFitsAndAccessible(page, 'shares-created');

  // Signed out, in a browser with none of the owner's cookies.
  const stranger = await browser.newContext();
  const reader = await stranger.newPage();
  const readerErrors = watchConsole(reader);
  await dismissOverlays(reader);
  await reader.goto(link);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(
    "Robin's shared health summary",
  );
  await expect(reader.getByRole('heading', { name: 'Medicines and supplements' })).toBeVisible();
  await expect(reader.getByText('Warfarin', { exact: true })).toBeVisible();
  await expect(reader.getByText('Fish oil', { exact: true })).toBeVisible();
  // Only the chosen section: no trends, no lab report, no e-mail, no tracker entries.
  await expect(reader.getByRole('heading', { name: 'Recent trends' })).toHaveCount(0);
  await expect(reader.getByRole('heading', { name: 'Lab report' })).toHaveCount(0);
  const text = await reader.locator('main').innerText();
  expect(text).not.toContain(email);
  expect(text).not.toContain('Headache');
  expect(text).not.toContain('Stretch');
  // Never indexed: the page's robots tag, and the API's header.
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const api = await stranger.request.get(`${origin}/api/shared/${token}`);
  expect(api.status()).toBe(200);
  expect(api.headers()['x-robots-tag'] ?? '').toContain('noindex');
  await expectFitsAndAccessible(reader, 'shared-summary');

  // The same medicines as a FHIR R4 file, for the clinic's records system.
  const downloading = reader.waitForEvent('download');
  await reader.getByRole('link', { name: 'Download as a FHIR R4 bundle' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('wellnest-shared-fhir.json');
  const bundle = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    resourceType: string;
    entry: { resource: { resourceType: string; medicationCodeableConcept?: { text: string } } }[];
  };
  expect(bundle.resourceType).toBe('Bundle');
  expect(
    bundle.entry
      .filter((entry) => entry.resource.resourceType === 'MedicationStatement')
      .map((entry) => entry.resource.medicationCodeableConcept!.text)
      .sort(),
  ).toEqual(['Fish oil', 'Warfarin']);
  expect(JSON.stringify(bundle)).not.toMatch(/Headache|Stretch/);

  // The owner sees the views (the page and the request above).
  await page.reload();
  await expect(page.getByText(/^Viewed \d+ times?, last on /)).toBeVisible();
  await page.getByRole('button', { name: /^Revoke: Link for anyone/ }).click();
  await page.getByRole('button', { name: 'Yes, revoke the link' }).click();
  await expect(page.getByText('Link revoked.', { exact: false })).toBeVisible();
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Revoke:/ })).toHaveCount(0);

  // The link now answers 404, and its page says so plainly.
  const gone = await stranger.request.get(`${origin}/api/shared/${token}`);
  expect(gone.status()).toBe(404);
  expect((await stranger.request.get(`${origin}/api/shared/${token}/fhir`)).status()).toBe(404);
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(
    'This link has expired or was revoked',
  );
  await expect(reader.getByText('Warfarin')).toHaveCount(0);
  await expectFitsAndAccessible(reader, 'shared-revoked');

  expect(ownerErrors).toEqual([]);
  // The one expected error: the browser logs the API's 404 for the revoked link.
  expect(readerErrors.filter((error) => !error.includes('404'))).toEqual([]);
  await stranger.close();
});

test('a user applies to join as a provider and sees their listing waiting for review', async ({
  page,
  signUp,
}) => {
  await signUp({ firstName: 'Ana' });
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await page.goto('/wellness-providers');
  await page.getByRole('main').getByRole('link', { name: 'Join as a provider' }).last().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Wellnest as a provider');
  await page.getByLabel('Name to list').fill('Dr. Ana Garcia');
  await page.getByLabel('Profession').fill('Physician');
  await page.getByLabel('Specialty (optional)').fill('Sleep medicine');
  await page.getByLabel('Location').fill('Austin, TX');
  // 1234567890 fails the NPI check digit (Luhn with the 80840 prefix); 1234567893 passes.
  await page.getByLabel('US NPI number (optional)').fill('1234567890');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('That NPI is not valid', { exact: false })).toBeVisible();
  await expectFitsAndAccessible(page, 'join');
  await page.getByLabel('US NPI number (optional)').fill('1234567893');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('An admin reviews every listing', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'See your listing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. Ana Garcia');
  await expect(
    page.getByText('Your listing is waiting for review.', { exact: false }),
  ).toBeVisible();
  await expectFitsAndAccessible(page, 'provider-pending');
  // Not in the directory until an admin approves it.
  await page.goto('/wellness-providers');
  await expect(page.getByText('No providers have joined Wellnest yet.')).toBeVisible();
  // The one expected error: the browser logs the API's 400 for the refused NPI.
  expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
});
