/**
 * Checks that hold a cumulative report's rows when the column taken as the current result may be
 * an earlier one (ADR 081, items 56 and on). Each test reads OCR-placed lines (pixels, as a scan
 * gives them) through the parser alone: fast, no picture.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from './extraction.types';
import { parseLabReport, parseLabText } from './parse-lab-text';
import type { PlacedLine } from './placed-lines';

const reference = biomarkerReferenceFromFiles();
const today = new Date('2026-11-26T12:00:00Z');

/** A line of words OCR read from a picture at the given spans (pixels), 20 px tall. */
const seen = (y: number, ...words: [string, number, number][]): PlacedLine => ({
  page: 1,
  height: 20,
  words: words.map(([text, x0, x1]) => ({ text, x0, x1, y0: y, y1: y + 20, confidence: 92 })),
});

const readPicture = (lines: PlacedLine[]): ExtractedRow[] =>
  parseLabReport(lines, reference, today, { isOcr: true }).rows;

/** A cumulative table's heading line: the test, three dates left to right, unit and range. */
const headings = (dates: [string, string, string]) =>
  seen(
    100,
    ['Test', 40, 100],
    [dates[0], 400, 530],
    [dates[1], 580, 710],
    [dates[2], 760, 890],
    ['Unit', 940, 1000],
    ['Range', 1100, 1180],
  );

/** A potassium row under those headings: one result under each date. */
const potassium = (values: [string, string, string]) =>
  seen(
    140,
    ['Potassium', 40, 170],
    [values[0], 470, 530],
    [values[1], 650, 710],
    [values[2], 830, 890],
    ['mmol/L', 940, 1040],
    ['3.5-5.1', 1100, 1200],
  );

describe('the dates of a cumulative report', () => {
  it('reads the newest column, whichever end it stands at, and holds nothing when the dates run in order', () => {
    const [oldestFirst] = readPicture([
      headings(['12/01/2025', '14/06/2025', '20/11/2026']),
      potassium(['4.1', '4.4', '4.8']),
    ]);
    expect([oldestFirst?.value, oldestFirst?.reviewReason]).toEqual([4.8, null]);
    const [newestFirst] = readPicture([
      headings(['20/11/2026', '14/06/2025', '12/01/2025']),
      potassium(['4.8', '4.4', '4.1']),
    ]);
    expect([newestFirst?.value, newestFirst?.reviewReason]).toEqual([4.8, null]);
  });

  it("holds every row when a date is out of order ('2026' read as '2021' makes another column the newest)", () => {
    const [row] = readPicture([
      headings(['12/01/2025', '14/06/2025', '20/11/2021']),
      potassium(['4.1', '4.4', '4.8']),
    ]);
    expect(row?.value).toBe(4.4);
    expect(row?.reviewReason).toContain('not in order');
  });
});

describe('the current column against the day the sample was taken', () => {
  const report = (collected: string) => [
    seen(40, ['Entnahme:', 40, 160], [collected, 170, 300]),
    headings(['12/01/2025', '14/06/2025', '20/11/2026']),
    potassium(['4.1', '4.4', '4.8']),
  ];

  it('shows the result when the newest column is headed by the collection date', () => {
    const [row] = readPicture(report('20/11/2026'));
    expect([row?.value, row?.reviewReason]).toEqual([4.8, null]);
  });

  it("holds every row when the newest column is headed by another day (a heading misread: '2024' as '2026')", () => {
    const [row] = readPicture(report('14/06/2025'));
    expect(row?.value).toBe(4.8);
    expect(row?.reviewReason).toContain('not headed by the day its sample was taken');
  });
});

describe("German flags in a cumulative report's cells", () => {
  /** Kalium under five dated columns, each cell as printed: '- 3,2' is low, '++ 2,4' high. */
  const kalium = (cells: string[]) =>
    readPicture([
      seen(
        100,
        ['Parameter', 70, 190],
        ['Einheit', 294, 380],
        ['Normwerte', 446, 570],
        ['14.09.23', 582, 680],
        ['14.02.24', 688, 786],
        ['14.10.25', 798, 896],
      ),
      seen(
        140,
        ['Kalium', 70, 160],
        ['mmol/l', 294, 370],
        ['[3,5', 446, 490],
        ['-', 496, 504],
        ['5,1]', 512, 560],
        ...cells.map((text, at): [string, number, number] => [
          text,
          600 + 108 * at,
          660 + 108 * at,
        ]),
      ),
    ]);

  it("reads an earlier result printed after a spaced '-' or '++' as history, not as more cells of the row", () => {
    const [row] = kalium(['- 3,2', '++ 5,9', '4,2']);
    expect([row?.markerId, row?.value, row?.reviewReason]).toEqual(['potassium', 4.2, null]);
    expect(row?.history?.map((earlier) => earlier.value)).toEqual([3.2, 5.9]);
  });

  it("reads a spaced '-' before the current result as its low flag ('- 3,2'), not as no result", () => {
    const [row] = kalium(['4,1', '4,4', '- 3,2']);
    expect([row?.markerId, row?.value, row?.labFlag, row?.reviewReason]).toEqual([
      'potassium',
      3.2,
      'L',
      null,
    ]);
  });
});

describe('a name wrapped onto a line that holds its code', () => {
  it("joins 'glyquée (HbA1c)' under 'Hémoglobine  8,5 %': HbA1c, not haemoglobin in %", () => {
    const rows = parseLabText('Hémoglobine  8,5  %  (4,0-5,6)\nglyquée (HbA1c)', reference);
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([['hba1c', 8.5, '%']]);
  });
});
