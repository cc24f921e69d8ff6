/**
 * What set 150's tune part taught (ADR 081 items 220-222): a table headed 'TEST (UNITS)' prints
 * each unit in brackets after its name, and a results letter's cards carry a 'Status:' line and
 * names long enough to reach the next card.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from '../parse-lab-text';
import type { PlacedLine } from '../placed-lines';
import { readRows } from './read-rows.test-helpers';
import { readTableHeader } from './table-header';

const reference = biomarkerReferenceFromFiles();

const read = readRows;

/** A line of words at their x (points), `row` lines down, 6 points high; each letter 4.5 wide. */
function line(row: number, cells: [string, number][], height = 6): PlacedLine {
  const y0 = 100 + row * 12;
  return {
    words: cells.map(([text, x]) => ({
      text,
      x0: x,
      x1: x + height * 0.75 * text.length,
      y0,
      y1: y0 + height,
    })),
    height,
    page: 1,
  };
}

describe("a table headed 'TEST (UNITS)'", () => {
  const header = line(0, [
    ['TEST', 40],
    ['(UNITS)', 65],
    ['REFERENCE', 222],
    ['RANGE', 279],
    ['RESULT', 330],
    ['FLAG', 390],
    ['PREVIOUS', 450],
  ]);

  it('reads each unit from the brackets after the name, the range before the result', () => {
    const rows = read([
      header,
      line(1, [
        ['Glucose,', 46],
        ['Fasting', 83],
        ['(mg/dL)', 116],
        ['70', 222],
        ['-', 234],
        ['99', 242],
        ['131', 330],
        ['H', 393],
        ['126', 450],
      ]),
      line(2, [
        ['WBC', 46],
        ['(x10^3/uL)', 65],
        ['4.5', 222],
        ['-', 237],
        ['11.0', 245],
        ['6.4', 330],
        ['6.9', 450],
      ]),
    ]);
    expect(rows).toEqual([
      ['glucose', 131, 'mg/dL', true],
      ['wbc', 6.4, '10^3/µL', true],
    ]);
  });
});

/** Words placed as the PDF placed them: [text, x0, x1], on a line `height` high. */
function placed(row: number, height: number, words: [string, number, number][]): PlacedLine {
  const y0 = 100 + row * 14;
  return {
    words: words.map(([text, x0, x1]) => ({ text, x0, x1, y0, y1: y0 + height })),
    height,
    page: 1,
  };
}

describe("a results letter's cards", () => {
  it("reads names that reach the next card, and never takes a 'Status:' line for names", () => {
    const status = (row: number, third: string) =>
      placed(row, 4.9, [
        ['Status:', 46, 72],
        ['Normal', 76, 98],
        ['Status:', 226, 252],
        ['Normal', 256, 278],
        ['Status:', 406, 432],
        [third, 436, 458],
      ]);
    const rows = read([
      placed(0, 5.95, [
        ['Thyroid', 46, 82],
        ['Stimulating', 88, 145],
        ['Hormone', 150, 186],
        ['(TSH)', 192, 218],
        ['Free', 226, 246],
        ['T4', 251, 262],
        ['Free', 406, 426],
        ['T3', 431, 442],
      ]),
      placed(1, 9.45, [
        ['1.82', 46, 79],
        ['mIU/L', 82, 105],
        ['1.21', 226, 259],
        ['ng/dL', 262, 284],
        ['3.3', 406, 431],
        ['pg/mL', 435, 460],
      ]),
      status(2, 'High'),
      placed(3, 5.95, [
        ['TPO', 46, 62],
        ['Antibodies', 67, 120],
        ['Ferritin', 226, 262],
      ]),
      placed(4, 9.1, [
        ['12', 46, 65],
        ['IU/mL', 68, 91],
        ['142', 226, 249],
        ['ng/mL', 252, 275],
      ]),
      status(5, 'Normal'),
    ]);
    expect(rows).toEqual([
      ['tsh', 1.82, 'mIU/L', true],
      ['free-t4', 1.21, 'ng/dL', true],
      ['free-t3', 3.3, 'pg/mL', true],
      ['tpo-antibodies', 12, 'IU/mL', true],
      ['ferritin', 142, 'ng/mL', true],
    ]);
  });
});

describe('names and units of set 150', () => {
  const readText = (text: string) =>
    parseLabText(text, reference).map((row) => [
      row.markerId,
      row.value ?? row.valueText,
      row.unit,
      row.reviewReason === null,
    ]);

  it.each([
    ['WBC 5.4 4.0 - 11.0 x E9/L', 'wbc', 5.4, '10^9/L'],
    ['RBC 4.71 4.50 - 6.00 x E12/L', 'rbc', 4.71, '10^12/L'],
    ['Corr. Calcium 2.46 mmol/L (2.10-2.60)', 'adjusted-calcium', 2.46, 'mmol/L'],
    ['Segmenters 58 % 50 - 70', 'neutrophils-percent', 58, '%'],
  ])('reads %s', (line, markerId, value, unit) => {
    expect(readText(line)).toEqual([[markerId, value, unit, true]]);
  });
});

describe('a urine strip laid out on its own under a blood table', () => {
  it('reads a graded result the columns make nothing of, held for the member to check', () => {
    const rows = read([
      line(0, [
        ['TEST', 50],
        ['RESULT', 215],
        ['UNIT', 290],
        ['REFERENCE', 370],
      ]),
      line(1, [
        ['Hemoglobin', 50],
        ['152', 215],
        ['g/L', 290],
        ['140', 370],
        ['-', 387],
        ['170', 396],
      ]),
      line(2, [['URINALYSIS', 255]]),
      line(3, [
        ['Sugar', 56],
        ['Negative', 170],
      ]),
      line(4, [
        ['Albumin', 56],
        ['Trace', 170],
      ]),
    ]);
    expect(rows).toEqual([
      ['hemoglobin', 152, 'g/L', true],
      ['urine-glucose', 'negative', null, false],
      ['urine-protein', 'trace', null, false],
    ]);
  });
});

describe('what a line read by its shape cannot tell', () => {
  const held = (text: string) =>
    parseLabText(text, reference).map((row) => [row.markerId, row.reviewReason]);

  it("holds a cumulative line's results by date, which the headings alone could order", () => {
    expect(held('Urea 6.1 6.8 7.4 mmol/L (3.0-9.2)')).toEqual([
      ['urea', expect.stringMatching(/several numbers before the unit/)],
    ]);
    // One result before its unit is read as it is.
    expect(held('Urea 7.4 mmol/L 3.0 - 9.2')).toEqual([['urea', null]]);
  });

  it('holds a count printed as a span when its unit was not read', () => {
    expect(held('Pus cells 10-15 MPF 0-5')).toEqual([
      ['urine-wbc', expect.stringMatching(/No unit was read/)],
    ]);
    expect(held('Pus cells 10-15 /HPF 0-5')).toEqual([['urine-wbc', null]]);
  });
});

describe("a cumulative report's date heading misread on a photo", () => {
  it('keeps the header, the newest date current, and holds its rows in doubt', () => {
    const header = placed(0, 28, [
      ['Date', 610, 697],
      ['12/1123', 891, 1042],
      ['28/05/24', 1131, 1284],
      ['03/06/25', 1371, 1525],
      ['Units', 1639, 1734],
      ['Ref.', 1905, 1972],
      ['Range', 1987, 2097],
    ]);
    const read = readTableHeader(header, new Date('2026-11-29'));
    const value = read?.halves[0]?.columns.find((column) => column.role === 'value');
    expect(value?.x0).toBe(1371);
    expect(read?.currentColumnDoubt).toMatch(/could not all read/);
  });
});
