/**
 * Photographed lab reports read as well as PDFs: every corpus layout, photographed on a desk (see
 * tests/fixtures/labs/render-lab-photo.ts), goes through the extractor as an upload does; the
 * field-level F1 (name, value, unit) pooled over all photos must reach PHOTO_F1, and no photo may
 * fall to PHOTO_F1_FLOOR. The table printed at the end gives F1 per layout and per photo.
 *
 * In `npm test` each layout gets one photo, the distortion it stresses turning from layout to
 * layout so that every kind is covered (the suite's time budget allows about a minute). `npm run
 * test:lab-corpus` (LAB_CORPUS=full) reads the full matrix: every layout stressed by every
 * distortion, a flatbed scan, and that scan inside a PDF. Photos are cached under
 * node_modules/.cache/lab-photos, so Chromium starts only when a layout or the renderer changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import {
  fixtureRows,
  type LabReportFixture,
} from '../../../../../tests/fixtures/labs/lab-report-fixtures';
import { LAB_LAYOUTS } from '../../../../../tests/fixtures/labs/layouts';
import { makeScannedPdf } from '../../../../../tests/fixtures/labs/make-lab-pdf';
import {
  PHOTO_DISTORTIONS,
  photoVariation,
  photographLayout,
  type PhotoVariation,
} from '../../../../../tests/fixtures/labs/render-lab-photo';
import { launchFixtureBrowser } from '../../../../../tests/fixtures/labs/render-lab-png';
import { scoreLabRows, type RowScore } from '../../../../../tests/fixtures/labs/score-lab-rows';
import { createLabExtractor } from './extract-lab-report';

/** Issue 17: photographed pages must read at this field-level F1, pooled over the corpus. */
const PHOTO_F1 = 0.92;
/**
 * No single photo may fall below this: before the rows were rebuilt from word positions, a photo
 * whose lines were not level lost most of its rows (F1 0.5-0.6). What single photos still get
 * wrong is characters (a decimal point or a '/' lost to blur, '↑' read as '1'), printed per photo.
 */
const PHOTO_F1_FLOOR = 0.55;
const isFullMatrix = process.env.LAB_CORPUS === 'full';

interface Rendering {
  layout: LabReportFixture;
  label: string;
  variation: PhotoVariation;
  /** The photo wrapped in a PDF page with no text layer, read through pdf-ocr. */
  isScannedPdf: boolean;
}

function renderings(): Rendering[] {
  if (!isFullMatrix) {
    return LAB_LAYOUTS.map((layout, index) => {
      const stressed = PHOTO_DISTORTIONS[index % PHOTO_DISTORTIONS.length]!;
      return {
        layout,
        label: `photo (${stressed})`,
        variation: photoVariation(index + 1, stressed),
        isScannedPdf: false,
      };
    });
  }
  return LAB_LAYOUTS.flatMap((layout, index) => [
    ...PHOTO_DISTORTIONS.map((stressed) => ({
      layout,
      label: `photo (${stressed})`,
      variation: photoVariation(index + 1, stressed),
      isScannedPdf: false,
    })),
    { layout, label: 'scan', variation: photoVariation(index + 1, 'scan'), isScannedPdf: false },
    {
      layout,
      label: 'scanned PDF',
      variation: photoVariation(index + 1, 'scan'),
      isScannedPdf: true,
    },
  ]);
}

const cacheDir = mkdtempSync(join(tmpdir(), 'wellnest-ocr-corpus-'));
const extractor = createLabExtractor(biomarkerReferenceFromFiles(), { ocrCacheDir: cacheDir });
let browser: Promise<Browser> | undefined;
const getBrowser = () => (browser ??= launchFixtureBrowser());
const results: { layout: string; label: string; score: RowScore; ms: number }[] = [];

afterAll(async () => {
  await (await browser)?.close();
  await extractor.close();
  rmSync(cacheDir, { recursive: true, force: true });
  console.info(formatTable());
});

function formatTable(): string {
  const lines = ['Photo corpus, field-level F1 (name, value, unit):'];
  // Node 20 has no Map.groupBy.
  const byLayout = new Map<string, typeof results>();
  for (const result of results)
    byLayout.set(result.layout, [...(byLayout.get(result.layout) ?? []), result]);
  for (const [layout, rows] of byLayout) {
    const cells = rows.map(
      ({ label, score, ms }) => `${label} ${score.f1.toFixed(2)} (${(ms / 1000).toFixed(1)} s)`,
    );
    lines.push(
      `  ${layout.padEnd(34)} ${f1Of(rows.map((r) => r.score)).toFixed(2)}  ${cells.join(' · ')}`,
    );
  }
  lines.push(`  ${'all'.padEnd(34)} ${f1Of(results.map((r) => r.score)).toFixed(2)}`);
  return lines.join('\n');
}

/** F1 over several renderings, pooled by fields (each rendering weighs by its rows). */
function f1Of(scores: RowScore[]): number {
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

describe(`photographed lab reports (${isFullMatrix ? 'full matrix' : 'one photo per layout'})`, () => {
  for (const rendering of renderings()) {
    const { layout, label, variation } = rendering;
    it(`reads ${layout.id} from a ${label}`, async () => {
      const photo = await photographLayout(layout, variation, getBrowser);
      const started = performance.now();
      const result = rendering.isScannedPdf
        ? await extractor.extract(await makeScannedPdf([photo]), 'pdf')
        : await extractor.extract(photo, 'jpeg');
      const ms = performance.now() - started;
      const score = scoreLabRows(
        result.rows,
        fixtureRows(layout).map((row) => row.expected),
      );
      results.push({ layout: layout.id, label, score, ms });
      expect(result.method).toBe(rendering.isScannedPdf ? 'pdf-ocr' : 'ocr');
      expect(
        score.f1,
        `${layout.id} ${label}: missing ${score.missing.join(', ')}; extra ${score.extra.join(', ')}; ${score.wrong.join('; ')}`,
      ).toBeGreaterThanOrEqual(PHOTO_F1_FLOOR);
    }, 90_000);
  }

  it('reads the corpus at the target F1 overall', () => {
    expect(f1Of(results.map((result) => result.score))).toBeGreaterThanOrEqual(PHOTO_F1);
  });
});
