/**
 * Every corpus layout read as a text PDF, a scanned PDF and photographs, through
 * the extractor as an upload is; each rendering must reach its field-level F1 (name, value, unit):
 * TEXT_PDF_F1 for the text PDF, PICTURE_F1 for a photo or a scan. The table printed at the end
 * gives F1 per layout and per rendering.
 *
 * In `npm test` each layout gets its text PDF, every fourth layout a photo whose stressed distortion
 * turns from photo to photo (rotation to ±4°, perspective, uneven light, blur, JPEG: each stressed
 * once; every photo also carries milder amounts of the others; see
 * tests/fixtures/labs/render-lab-photo.ts), and the first layout a scanned PDF too (a flatbed
 * scan, slightly turned, inside a PDF with no text layer). `npm run test:lab-corpus` (LAB_CORPUS=full) reads the
 * full matrix: every layout with every distortion stressed, the scan as an image and as a PDF.
 *
 * Time: pictures are cached under node_modules/.cache/lab-photos (Chromium starts only on a miss,
 * and each clean page is screenshot once per run for all its pictures); the pages are read by a
 * pool of OCR workers, one per core up to two, with the tests running concurrently so that
 * rendering, pdf.js and tesseract overlap.
 */
import { availableParallelism } from 'node:os';
import type { Browser } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { createExtractorPool } from '../../../../../tests/fixtures/labs/extractor-pool';
import {
  fixtureRows,
  type LabReportFixture,
} from '../../../../../tests/fixtures/labs/lab-report-fixtures';
import { LAB_LAYOUTS } from '../../../../../tests/fixtures/labs/layouts';
import { makeLabPdf, makeScannedPdf } from '../../../../../tests/fixtures/labs/make-lab-pdf';
import {
  PHOTO_DISTORTIONS,
  photoVariation,
  photographLayout,
  type PhotoVariation,
} from '../../../../../tests/fixtures/labs/render-lab-photo';
import { launchFixtureBrowser } from '../../../../../tests/fixtures/labs/render-lab-png';
import { scoreLabRows, type RowScore } from '../../../../../tests/fixtures/labs/score-lab-rows';
import type { ExtractionResult } from './extraction.types';
import { OcrTimeoutError } from './ocr-engine';
import { rotatingPart } from '../../../../../tests/setup/rotating-sample';

/** A text PDF must read at this field-level F1, layout by layout. */
const TEXT_PDF_F1 = 0.98;
/** A photo must read at this F1; a scan is a picture of the page too, held to the same. */
const PICTURE_F1 = 0.92;
const isFullMatrix = process.env.LAB_CORPUS === 'full';
/**
 * In `npm test`, one layout in this many is read as a phone photo, and the first layout also as
 * a scanned PDF (every layout every way in the full matrix). Each picture costs 15-45 s of a core
 * on a cold cache (CI's is always cold), so the default run holds each path once: five photos, one
 * per stressed distortion (the photos take the distortions in turn; a run reads a rotating part of
 * them, photosRead), and one scanned PDF (a second
 * one, of the NHS layout, held the same path again for 20-40 s of a core). The held-out and full figures come from `npm run test:lab-corpus` and
 * `npm run bench:lab-world`.
 */
const PHOTO_EVERY = 4;
/**
 * Those photos in three rotating parts (ADR 169, ADR 171): `npm test` reads one or two of the five
 * distortions, the commit choosing which, so each is read within a few commits;
 * `npm run test:full` reads all five.
 */
const photoLayouts = LAB_LAYOUTS.map((_, index) => index).filter(
  (index) => index % PHOTO_EVERY === 0,
);
const photosRead = rotatingPart('lab photos', photoLayouts, 3);
/**
 * Renderings in `npm test` that do not reach PICTURE_F1 yet, each with the floor it must keep
 * (what it reads today, less a little for OCR jitter). The reading bar is not met while this list
 * has entries. A listed rendering that reaches PICTURE_F1 fails too, so the list only ever shrinks.
 * Empty since the blurred Australian photo (0.84) reads 0.99: a range whose dash was lost, a '5'
 * read as 'S', units closed up ('Un' for U/L) and the lab's H flag placing a lost decimal point.
 */
const KNOWN_SHORTFALLS: ReadonlyMap<string, number> = new Map<string, number>([]);

type RenderingKind = 'text PDF' | 'photo' | 'scan' | 'scanned PDF';

interface Rendering {
  layout: LabReportFixture;
  kind: RenderingKind;
  label: string;
  variation?: PhotoVariation;
}

/** Every rendering a run reads; in the default run, photos of the layouts `photosOf` lists. */
function renderings(photosOf: readonly number[] = photosRead.items): Rendering[] {
  return LAB_LAYOUTS.flatMap((layout, index): Rendering[] => {
    const seed = index + 1;
    const photo = (stressed: (typeof PHOTO_DISTORTIONS)[number]): Rendering => ({
      layout,
      kind: 'photo',
      label: `photo (${stressed})`,
      variation: photoVariation(seed, stressed),
    });
    const scan = photoVariation(seed, 'scan');
    const scannedPdf: Rendering = {
      layout,
      kind: 'scanned PDF',
      label: 'scanned PDF',
      variation: scan,
    };
    const textPdf: Rendering = { layout, kind: 'text PDF', label: 'text PDF' };
    if (!isFullMatrix) {
      const photoNumber = Math.floor(index / PHOTO_EVERY);
      const stressedPhoto = photo(PHOTO_DISTORTIONS[photoNumber % PHOTO_DISTORTIONS.length]!);
      // A scanned PDF is a mildly turned flatbed picture read through the PDF path: the first
      // layout's holds that path in the default run. The full matrix reads every layout every way
      // (`npm run test:lab-corpus`).
      return [
        textPdf,
        ...(index === 0 ? [scannedPdf] : []),
        ...(photosOf.includes(index) ? [stressedPhoto] : []),
      ];
    }
    return [
      textPdf,
      scannedPdf,
      { layout, kind: 'scan', label: 'scan (image)', variation: scan },
      ...PHOTO_DISTORTIONS.map(photo),
    ];
  });
}

const reference = biomarkerReferenceFromFiles();

/**
 * A pool of extractors (one OCR worker each), one per core up to two: each worker reads one page
 * at a time, so two read two pages at once while the tests wait their turn.
 */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));
/**
 * A page reads in seconds. Two CI runs saw a worker never answer on a photo that reads in 1.7 s:
 * it had started beside another and read their shared language cache half written (the engine no
 * longer keeps one). Should a worker stall again, the engine replaces it after this long and the
 * reading is tried once more.
 */
const OCR_TIMEOUT_MS = 45_000;
const extractors = createExtractorPool(reference, POOL_SIZE, { ocrTimeoutMs: OCR_TIMEOUT_MS });
const { withExtractor } = extractors;

let browser: Promise<Browser> | undefined;
const getBrowser = () => (browser ??= launchFixtureBrowser());
const results: {
  layout: string;
  kind: RenderingKind;
  label: string;
  score: RowScore;
  ms: number;
}[] = [];

afterAll(async () => {
  await (await browser)?.close();
  await extractors.close();
  console.info(formatTable());
}, 60_000);

function formatTable(): string {
  const lines = [
    `Lab layout corpus, field-level F1 (name, value, unit); at least ${TEXT_PDF_F1} for a text PDF, ${PICTURE_F1} for a scan or photo:`,
  ];
  const order = (layout: string) => LAB_LAYOUTS.findIndex((entry) => entry.id === layout);
  const sorted = [...results].sort((a, b) => order(a.layout) - order(b.layout));
  const byLayout = new Map<string, typeof results>();
  for (const result of sorted)
    byLayout.set(result.layout, [...(byLayout.get(result.layout) ?? []), result]);
  for (const [layout, rows] of byLayout) {
    const cells = rows
      .sort((a, b) => a.label.localeCompare(b.label))
      .map(
        ({ label, score, ms }) => `${label} ${score.f1.toFixed(2)} (${(ms / 1000).toFixed(1)} s)`,
      );
    lines.push(`  ${layout.padEnd(30)} ${cells.join(' · ')}`);
  }
  for (const kind of ['text PDF', 'scanned PDF', 'scan', 'photo'] as const) {
    const ofKind = results.filter((result) => result.kind === kind);
    if (ofKind.length === 0) continue;
    const f1s = ofKind.map((result) => result.score.f1);
    lines.push(
      `  ${`all ${kind}s`.padEnd(30)} mean ${(f1s.reduce((a, b) => a + b, 0) / f1s.length).toFixed(3)}, lowest ${Math.min(...f1s).toFixed(2)}, pooled ${pooledF1(ofKind.map((r) => r.score)).toFixed(3)} (${ofKind.length})`,
    );
  }
  return lines.join('\n');
}

/** F1 over several renderings, pooled by fields (each rendering weighs by its rows). */
function pooledF1(scores: RowScore[]): number {
  const right = scores.reduce((sum, score) => sum + score.fieldsRight, 0);
  const expected = scores.reduce((sum, score) => sum + score.fieldsRight / score.recall, 0);
  const extracted = scores.reduce(
    (sum, score) => sum + (score.precision === 0 ? 0 : score.fieldsRight / score.precision),
    0,
  );
  if (right === 0) return 0;
  const precision = right / extracted;
  const recall = right / expected;
  return (2 * precision * recall) / (precision + recall);
}

async function read(rendering: Rendering): Promise<{ result: ExtractionResult; ms: number }> {
  const { layout, kind, variation } = rendering;
  // The picture is rendered (or taken from the cache) before an OCR worker is claimed.
  const bytes =
    kind === 'text PDF'
      ? await makeLabPdf(layout)
      : await photographLayout(layout, variation!, getBrowser);
  const file = kind === 'scanned PDF' ? await makeScannedPdf([bytes]) : bytes;
  const type = kind === 'text PDF' || kind === 'scanned PDF' ? 'pdf' : 'jpeg';
  return withExtractor(async (extractor) => {
    const started = performance.now();
    const result = await extractor.extract(file, type).catch((error: unknown) => {
      // Once, and only for a worker that stopped answering (OCR_TIMEOUT_MS): any other failure is
      // the test's, and what the second reading gives is scored like any other.
      if (!(error instanceof OcrTimeoutError)) throw error;
      console.warn(`${layout.id} ${rendering.label}: the OCR worker was stuck; reading it again`);
      return extractor.extract(file, type);
    });
    return { result, ms: performance.now() - started };
  });
}

const METHOD: Record<RenderingKind, ExtractionResult['method']> = {
  'text PDF': 'pdf-text',
  'scanned PDF': 'pdf-ocr',
  scan: 'ocr',
  photo: 'ocr',
};

it('stresses every photo distortion over its rotation and reads the scanned-PDF path in the default run too', () => {
  const photos = renderings(photoLayouts).filter((rendering) => rendering.kind === 'photo');
  expect(new Set(photos.map((rendering) => rendering.label))).toEqual(
    new Set(PHOTO_DISTORTIONS.map((distortion) => `photo (${distortion})`)),
  );
  expect(renderings().filter((rendering) => rendering.kind === 'photo').length).toBeGreaterThan(0);
  expect(renderings().some((rendering) => rendering.kind === 'scanned PDF')).toBe(true);
});

describe.concurrent(
  `lab layout corpus: text PDF, scanned PDF and photos (${isFullMatrix ? 'full matrix' : `a photo every ${PHOTO_EVERY} layouts (${photosRead.label}), the first layout's scanned PDF`})`,
  () => {
    for (const rendering of renderings()) {
      const { layout, kind, label } = rendering;
      it(`reads ${layout.id} from a ${label}`, async () => {
        const { result, ms } = await read(rendering);
        const score = scoreLabRows(
          result.rows,
          fixtureRows(layout).map((row) => row.expected),
        );
        results.push({ layout: layout.id, kind, label, score, ms });
        expect(result.method).toBe(METHOD[kind]);
        const detail = `${layout.id} ${label}: missing ${score.missing.join(', ')}; extra ${score.extra.join(', ')}; ${score.wrong.join('; ')}`;
        const shortfallFloor = isFullMatrix
          ? undefined
          : KNOWN_SHORTFALLS.get(`${layout.id} ${label}`);
        if (shortfallFloor !== undefined) {
          expect(
            score.f1,
            `${detail} (a known shortfall: keep it at its floor)`,
          ).toBeGreaterThanOrEqual(shortfallFloor);
          expect(
            score.f1,
            `${layout.id} ${label} now reads ${score.f1}: take it off KNOWN_SHORTFALLS`,
          ).toBeLessThan(PICTURE_F1);
          return;
        }
        expect(score.f1, detail).toBeGreaterThanOrEqual(
          kind === 'text PDF' ? TEXT_PDF_F1 : PICTURE_F1,
        );
      }, 240_000);
    }
  },
);
