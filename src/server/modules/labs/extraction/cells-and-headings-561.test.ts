/**
 * What blind sets 245 and 248 taught about cells and headings (ADR 081 items 561-564): a phrase
 * result that runs from the result column under the next heading, the words of one printed item,
 * a heading cut at a hyphen over two lines with its dates under 'Datum', and results flagged low
 * by a dash after them. Read through the
 * text PDF reader with each item where a lab would put it; the reports here are written for the
 * rules, not copied from the sets.
 */
import { describe, expect, it } from 'vitest';
import type { PlacedText } from '../../../../../tests/fixtures/labs/positioned-report-pdf';
import { readPlacedPdf } from './placed-pdf.test-helpers';
import type { ExtractedRow } from './extraction.types';
import { splitIntoWords } from './placed-lines';

const shown = (rows: ExtractedRow[]) =>
  rows
    .filter((row) => row.reviewReason === null)
    .map((row) => [row.markerId, row.value ?? row.valueText, row.unit]);

/** A row's cells at the given x positions, on the line at y. */
const row = (y: number, at: number[], texts: string[], size = 9): PlacedText[] =>
  texts.map((text, index) => ({ text, x: at[index]!, y, size }));

describe('the words of a cell', () => {
  it('reads a phrase result that runs from the result column under the unit heading (item 561)', async () => {
    const at = [40, 200, 262, 360];
    const rows = await readPlacedPdf([
      ...row(120, at, ['Esame', 'Risultato', 'U.M.', 'Valori di riferimento']),
      ...row(134, [40], ['Esame delle urine']),
      { text: 'Aspetto', x: 40, y: 148, size: 9 },
      { text: 'Leggermente torbido', x: 200, y: 148, size: 10, bold: true },
      { text: 'Limpido', x: 360, y: 148, size: 9 },
    ]);
    expect(shown(rows)).toEqual([['urine-clarity', 'slightly cloudy', null]]);
  });

  it('keeps words one space apart in one text item together, but never across a ruling (item 562)', () => {
    const words = splitIntoWords('Leggermente torbido', 100, 200);
    expect(words.map((word) => word.isSameItemAsPrevious ?? false)).toEqual([false, true]);
    const ruled = splitIntoWords('│ NA │ Sodium │', 40, 140);
    expect(ruled.filter((word) => word.isSameItemAsPrevious).map((word) => word.text)).toEqual([]);
    // Runs of spaces inside one item are columns: their words' places are only estimated.
    const spaced = splitIntoWords('Glucose   5.4   mmol/L', 40, 160);
    expect(spaced.some((word) => word.isSameItemAsPrevious)).toBe(false);
  });
});

describe('a cumulative header over two lines', () => {
  it("reads 'Referenz-' over 'bereich' as one heading and the dates under 'Datum' as the columns' (item 563)", async () => {
    const at = [40, 160, 220, 300, 360, 420];
    const rows = await readPlacedPdf([
      ...row(116, at, ['Parameter', 'Einheit', 'Referenz-', 'Datum', 'Datum', 'Datum'], 8),
      ...row(126, at.slice(2), ['bereich', '04.09.25', '02.10.25', '06.11.25'], 8),
      ...row(145, [40], ['Blutbild (EDTA)']),
      ...row(157, at, ['Leukozyten', '/nl', '3,9 - 10,2', '6,4', '7,0', '9,3']),
      ...row(168, at, ['MCV', 'fl', '80 - 99', '90,2', '90,8', '91,4']),
    ]);
    expect(shown(rows)).toEqual([
      ['wbc', 9.3, '10^9/L'],
      ['mcv', 91.4, 'fL'],
    ]);
  });

  it('reads results flagged low by a dash after them, never as spans of a range table (item 564)', async () => {
    // Four dated columns: tidied, three dashes between them made three spans, a range table's row.
    const at = [40, 160, 220, 300, 360, 420, 480];
    const dates = ['04.08.25', '04.09.25', '02.10.25', '06.11.25'];
    const rows = await readPlacedPdf([
      ...row(116, at, ['Parameter', 'Einheit', 'Referenzbereich', ...dates], 8),
      ...row(134, at, [
        'Hämoglobin',
        'g/dl',
        '13,5 - 17,2',
        '13,0 -',
        '12,8 -',
        '12,6 -',
        '12,2 -',
      ]),
      ...row(146, at, ['Quick', '%', '70 - 120', '40 -', '36 -', '31 -', '35 -']),
    ]);
    expect(shown(rows)).toEqual([
      ['hemoglobin', 12.2, 'g/dL'],
      ['prothrombin-activity', 35, '%'],
    ]);
  });
});
