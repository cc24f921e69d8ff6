/**
 * Product and ingredient checks in the browser: a user allergic to peanuts who takes
 * warfarin pastes 'Water, sugar, peanut oil, E102, sodium benzoate, vitamin K1, citric acid':
 * peanut oil is 'avoid' (her allergy), vitamin K1 'caution' (warfarin, with its source), E102 and
 * sodium benzoate are explained with EFSA's evaluation; a barcode with a wrong check digit is
 * refused; 'vitamin C prevents colds' gets its verdict with sources. Axe and 375 px on every page,
 * and no request leaves our origin (the readers' files are ours, never a CDN). A paid user scans
 * an EAN-13 from a fake camera (a Y4M video drawn here) once the headers allow WebAssembly and the
 * camera.
 * SHOTS_DIR=/tmp/shots-labels keeps a full-page screenshot of each page at each width.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  becomePaidThroughApi,
  dismissOverlays,
  seriousAxeFindings,
  waitForHydration,
  watchConsole,
} from './helpers';

const SHOTS_DIR = process.env.SHOTS_DIR;
const DISCLAIMER = 'Educational only — not medical advice.';
const LABEL = 'Water, sugar, peanut oil, E102, sodium benzoate, vitamin K1, citric acid';
/** 4006381333931 is a valid EAN-13; its last digit changed. */
const WRONG_CHECK_DIGIT = '4006381333932';
/** Nutella 400 g, in the Open Food Facts extract every install ships. */
const SEEDED_BARCODE = '3017620422003';

/** A woman of 45 allergic to peanuts, with warfarin in her cabinet. */
async function setUpPeanutAllergyOnWarfarin(
  request: APIRequestContext,
  origin: string,
): Promise<void> {
  const profile = await request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: { age: 45, gender: 'female' },
      medical_history: { allergies: ['Peanuts'] },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const medicine = await request.post('/api/medications', {
    headers: { origin },
    data: { name: 'Warfarin', dosage: '5 mg', frequency: 'Once daily' },
  });
  expect(medicine.status(), await medicine.text()).toBe(201);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
}

async function expectFitsAndAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousAxeFindings(page), what).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} overflows`).toBeLessThanOrEqual(0);
}

/** Every request the page makes that leaves the app's origin. */
function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  return foreign;
}

/** The ingredient's entry in 'Every ingredient', found by its heading. */
function ingredientEntry(page: Page, name: RegExp): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name }) });
}

test('a user allergic to peanuts on warfarin checks a label, a barcode and a claim', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  const foreign = watchForeignRequests(page, origin);
  await dismissOverlays(page);
  await signUp({ prefix: 'labels' });
  await setUpPeanutAllergyOnWarfarin(page.request, origin);

  // Barcode lookups are Wellness Pro's: a free member gets the upgrade prompt, not the form.
  await page.goto('/product-fact-checker');
  await expect(page.getByRole('heading', { name: /Barcode scanning needs/ })).toBeVisible();
  await expect(page.getByLabel('Barcode number')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check this product' })).toHaveCount(0);
  const refused = await page.request.get(`/api/products/${SEEDED_BARCODE}`);
  expect(refused.status()).toBe(403);
  await becomePaidThroughApi(page.request, origin);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });

    // The label: her allergy first, then warfarin, then every ingredient with EFSA's evaluation.
    await page.goto('/ingredient-analyzer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingredient analyzer');
    const label = page.getByLabel('Ingredient list, as printed on the label');
    await waitForHydration(label);
    await label.fill(LABEL);
    await expect(page.getByText(`${LABEL.length} of 5,000 characters`)).toBeVisible();
    await page.getByRole('button', { name: 'Analyse ingredients' }).click();
    const avoid = page.getByRole('region', { name: 'Avoid', exact: true });
    await expect(avoid).toContainText(/Avoid: peanut oil/i);
    await expect(avoid).toContainText('Why for you: Your allergy');
    await expect(avoid).toContainText(/peanut/i);
    const care = page.getByRole('region', { name: 'Take care', exact: true });
    await expect(care).toContainText(/Caution: vitamin K1/i);
    await expect(care).toContainText(/warfarin/i);
    const vitaminK = care.getByRole('listitem').filter({ hasText: /vitamin K1/i });
    await expect(vitaminK.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
    // Nothing to avoid above what to take care with; personal points before the list.
    const headings = await page.getByRole('heading').allInnerTexts();
    expect(headings.indexOf('Avoid')).toBeLessThan(headings.indexOf('Take care'));
    expect(headings.indexOf('Take care')).toBeLessThan(
      headings.findIndex((text) => text.startsWith('Every ingredient')),
    );
    for (const [name, label] of [
      [/E102|Tartrazine/i, 'E102'],
      [/sodium benzoate/i, 'sodium benzoate'],
    ] as const) {
      const entry = ingredientEntry(page, name);
      await expect(entry, label).toContainText(/EFSA/);
      await expect(entry.getByRole('link').first(), label).toHaveAttribute('href', /^https?:\/\//);
    }
    await expect(ingredientEntry(page, /E102|Tartrazine/i)).toContainText('E102');
    await expect(
      page.getByText('Checked against your profile, medicine cabinet and avoid-list.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByText(DISCLAIMER).first()).toBeVisible();
    await expectFitsAndAccessible(page, `analyzer at ${width} px`);
    await shot(page, 'analyzer');

    // A barcode with a wrong check digit is refused with the server's message.
    await page.goto('/product-fact-checker');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product fact-checker');
    await waitForHydration(page.getByLabel('Barcode number'));
    await page.getByLabel('Barcode number').fill(WRONG_CHECK_DIGIT);
    await page.getByRole('button', { name: 'Check this product', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(/not valid/i);
    await expect(page.getByLabel('Barcode number')).toHaveAttribute('aria-invalid', 'true');
    // A product of the shipped Open Food Facts catalogue is found with no network.
    await page.getByLabel('Barcode number').fill(SEEDED_BARCODE);
    await page.getByRole('button', { name: 'Check this product', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Nutella 400 g' })).toBeVisible();
    await expect(page.getByText(/From Open Food Facts \(ODbL\)/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Every ingredient \(8\)$/ })).toBeVisible();
    await expectFitsAndAccessible(page, `product checker at ${width} px`);
    await shot(page, 'product-checker');

    // A health claim: its verdict in words, the grade and the sources.
    await page.goto('/fact-check');
    await waitForHydration(page.getByLabel('Health claim'));
    await page.getByLabel('Health claim').fill('vitamin C prevents colds');
    await page.getByRole('button', { name: 'Check this claim' }).click();
    const best = page.getByRole('article').first();
    await expect(best).toContainText(/vitamin C/i);
    await expect(best).toContainText(
      /Verdict: (Supported|Mixed evidence|Not supported|Not studied)/,
    );
    await expect(best).toContainText(/Evidence grade [A-D]:/);
    await expect(best.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
    await expectFitsAndAccessible(page, `fact-check at ${width} px`);
    await shot(page, 'fact-check');
  }

  // /ingredient-safety is the same screen.
  await page.goto('/ingredient-safety');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingredient analyzer');
  expect(foreign).toEqual([]);
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});

test.describe('as a visitor', () => {
  test('the analysis works without an account, unknown ingredients are not assessed, and signing in is offered', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await dismissOverlays(page);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/ingredient-analyzer');
    const label = page.getByLabel('Ingredient list, as printed on the label');
    await waitForHydration(label);
    await label.fill('Ingredients: sugar, E102, zzqx extract');
    await page.getByRole('button', { name: 'Analyse ingredients' }).click();
    await expect(page.getByText(/Sign in to add personal checks/)).toBeVisible();
    await expect(page.getByText("Not assessed — we don't know this ingredient")).toBeVisible();
    await expect(ingredientEntry(page, /E102|Tartrazine/i)).toContainText(/EFSA/);
    await expectFitsAndAccessible(page, 'visitor analyzer at 375 px');
    expect(errors).toEqual([]);
  });
});

/** EAN-13 digit patterns (GS1): L and G for the left half, R for the right; parity by the first digit. */
const EAN_L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const EAN_G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const EAN_R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
const EAN_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** A Y4M video (what Chromium's fake camera plays) of one EAN-13 barcode, black on white. */
function barcodeVideo(code: string): Buffer {
  const digits = [...code].map(Number);
  const parity = EAN_PARITY[digits[0]!]!;
  let bits = '101';
  digits.slice(1, 7).forEach((digit, index) => {
    bits += (parity[index] === 'L' ? EAN_L : EAN_G)[digit];
  });
  bits += '01010';
  for (const digit of digits.slice(7)) bits += EAN_R[digit];
  bits += '101';
  const [width, height, module] = [640, 480, 4];
  const left = (width - bits.length * module) / 2;
  const barRow = Buffer.alloc(width, 235);
  [...bits].forEach((bit, index) => {
    if (bit === '1') barRow.fill(16, left + index * module, left + (index + 1) * module);
  });
  const blank = Buffer.alloc(width, 235);
  const luma = Buffer.concat(
    Array.from({ length: height }, (_, row) => (row >= 100 && row < 380 ? barRow : blank)),
  );
  const chroma = Buffer.alloc((width * height) / 4, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array.from({ length: 5 }, () => frame),
  ]);
}

const VIDEO = join(tmpdir(), `wellnest-ean13-${process.pid}.y4m`);
writeFileSync(VIDEO, barcodeVideo('4006381333931'));

test('a paid user scans a barcode with the camera; the reader is served from our origin', async ({
  page,
  playwright,
  signUp,
  origin,
}) => {
  test.setTimeout(120_000);
  // WebAssembly and the camera must be allowed by the page's headers (security-headers.ts).
  const headers = (await page.request.get('/product-fact-checker')).headers();
  expect(headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
  expect(headers['permissions-policy']).toMatch(/camera=\(self\)/);
  await signUp({ prefix: 'labels-camera', paid: true });
  // A browser of its own: the config's launch options plus a fake camera playing the barcode.
  const browser = await playwright.chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ??
      ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: origin,
      storageState: await page.context().storageState(),
      permissions: ['camera'],
    });
    const camera = await context.newPage();
    const foreign = watchForeignRequests(camera, origin);
    const errors = watchConsole(camera);
    await dismissOverlays(camera);
    await camera.goto('/product-fact-checker');
    const scan = camera.getByRole('button', { name: 'Scan with the camera' });
    await waitForHydration(scan);
    await scan.click();
    await expect(camera.getByLabel('Barcode number')).toHaveValue('4006381333931', {
      timeout: 30_000,
    });
    // The code was looked up: the product, or the offer to paste its list.
    await expect(
      camera
        .getByRole('heading', { name: 'Product 4006381333931 not found' })
        .or(camera.getByText(/Barcode 4006381333931/)),
    ).toBeVisible();
    await expect(camera.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
    expect(foreign).toEqual([]);
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  } finally {
    await browser.close();
  }
});
