/**
 * Every layout of the corpus (tests/fixtures/labs/layouts) read twice: as plain text lines straight
 * into the parser, and as a text PDF through the PDF reader. Prints field-level F1 (name, value,
 * unit) per layout and fails below 0.98; the text lines must also give every field exactly. Text
 * PDFs only: the photo and OCR variant is its own test.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { fixtureRows } from '../../../../../tests/fixtures/labs/lab-report-fixtures';
import {
  LAB_LAYOUTS,
  layoutAsText,
  layoutIdentifiers,
} from '../../../../../tests/fixtures/labs/layouts';
import { makeLabPdf } from '../../../../../tests/fixtures/labs/make-lab-pdf';
import { scoreLabRows, type RowScore } from '../../../../../tests/fixtures/labs/score-lab-rows';
import type { ExtractedRow } from './extraction.types';
import { parseLabText } from './parse-lab-text';
import { openPdf, readPdfPageLines } from './pdf-pages';

const reference = biomarkerReferenceFromFiles();
const MIN_F1 = 0.98;
const report: string[] = [];

afterAll(() => {
  // One table at the end, so the figures of every layout can be read together.
  console.log(`\nField-level F1 (name + value + unit)\n${report.join('\n')}`);
});

function record(layoutId: string, path: string, score: RowScore): void {
  const detail = [
    ...score.missing.map((name) => `missing ${name}`),
    ...score.extra.map((name) => `extra ${name}`),
    ...score.wrong,
  ];
  report.push(
    `${layoutId.padEnd(32)} ${path.padEnd(5)} F1 ${score.f1.toFixed(3)}  P ${score.precision.toFixed(3)}  R ${score.recall.toFixed(3)}` +
      (detail.length > 0 ? `\n    ${detail.join('\n    ')}` : ''),
  );
}

function expectNoIdentifiers(rows: ExtractedRow[], identifiers: readonly string[]): void {
  const serialised = JSON.stringify(rows);
  for (const identifier of identifiers) expect(serialised).not.toContain(identifier);
}

describe('lab layout corpus', () => {
  for (const layout of LAB_LAYOUTS) {
    const expected = fixtureRows(layout).map((row) => row.expected);

    it(`${layout.id}: text lines`, () => {
      const rows = parseLabText(layoutAsText(layout), reference);
      const score = scoreLabRows(rows, expected);
      record(layout.id, 'text', score);
      expectNoIdentifiers(rows, layoutIdentifiers(layout));
      expect(score.f1).toBeGreaterThanOrEqual(MIN_F1);
    });

    it(`${layout.id}: every field of every row, from the text lines`, () => {
      // Beyond F1: ranges, flags as read and as printed, specimens and review reasons too.
      expect(parseLabText(layoutAsText(layout), reference)).toEqual(expected);
    });

    it(`${layout.id}: text PDF`, async () => {
      const pdf = await openPdf(new Uint8Array(await makeLabPdf(layout)));
      const lines = (await readPdfPageLines(pdf)).flat();
      await pdf.destroy();
      const rows = parseLabText(lines, reference);
      const score = scoreLabRows(rows, expected);
      record(layout.id, 'pdf', score);
      expectNoIdentifiers(rows, layoutIdentifiers(layout));
      expect(score.f1).toBeGreaterThanOrEqual(MIN_F1);
    });
  }
});
