/**
 * What sets 152 and 153's tune parts taught (ADR 081 items 226-231): bilingual names across a
 * spaced slash, ranges by sex side by side, headings in the plural ('RESULT(S)'), a range and
 * its unit before the result, a name's last word in the other number, and a page's label.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { placedLine, readRows } from './read-rows.test-helpers';
import { splitSideBySide } from './side-by-side';

const line = placedLine;

const read = readRows;

describe('names', () => {
  it.each([
    ['Kalium / Potassio 4,1 mmol/L 3,5 - 5,1', 'potassium', 4.1, 'mmol/L'],
    ['Leukozyten / Leucociti 6,42 10^3/µL 4,00 - 10,00', 'wbc', 6.42, '10^3/µL'],
    ['Absolute Monocyte Count 424 cells/cumm 200 - 1000', 'monocytes', 424, '/µL'],
    ['Sugar (Fasting) 88 mg/dl 70 - 110', 'glucose', 88, 'mg/dL'],
  ])('reads %s', (line, markerId, value, unit) => {
    expect(read(line)).toEqual([[markerId, value, unit, true]]);
  });

  it("never reads a page's label as a test", () => {
    expect(read('Blatt/Foglio 2')).toEqual([]);
    expect(read('Seite 2')).toEqual([]);
  });
});

describe('ranges by sex side by side', () => {
  it('reads the result, leaving both ranges out, in any of the languages', () => {
    expect(read('Emoglobina (Hb) 11,6 g/dL M: 13,5-17,5 F: 12,0-16,0 basso')).toEqual([
      ['hemoglobin', 11.6, 'g/dL', true],
    ]);
    expect(read('Hemoglobin 14.2 g/dL Male: 13.5-17.5 Female: 12.0-16.0')).toEqual([
      ['hemoglobin', 14.2, 'g/dL', true],
    ]);
  });

  it("never takes a cumulative report's flagged results for ranges", () => {
    // 'H 5.2 L 3.9' are results with their flags, not ranges by sex: no dash, no sign.
    const rows = read('Kalium 5,8 H 5,2 mmol/L 3,5 - 5,1');
    expect(rows[0]?.slice(0, 2)).toEqual(['potassium', 5.8]);
  });
});

describe('a range and its unit before the result', () => {
  it('reads the number after the unit as the result, held as told by shape', () => {
    expect(read('ALT (SGPT) Up to 35 U/L 27')).toEqual([['alt', 27, 'U/L', false]]);
    expect(read('RBC 3.8-5.2 x10E12/L 4.61')).toEqual([['rbc', 4.61, '10^12/L', false]]);
  });

  it("reads the columns under headings in the plural ('RESULT(S)'), as shown", () => {
    const rows = read([
      line(0, [
        ['TEST(S)', 40],
        ['NORMAL', 190],
        ['VALUE(S)', 222],
        ['UNIT(S)', 290],
        ['RESULT(S)', 360],
      ]),
      line(1, [
        ['ALT', 40],
        ['(SGPT)', 57],
        ['Up', 190],
        ['to', 203],
        ['35', 216],
        ['U/L', 290],
        ['27', 360],
      ]),
    ]);
    expect(rows).toEqual([['alt', 27, 'U/L', true]]);
  });
});

describe("two lists of 'label : value' side by side", () => {
  it('reads each pair, the colons saying where it starts', () => {
    const rows = readRows([
      line(0, [
        ['Specific', 40],
        ['Gravity', 80],
        [':', 130],
        ['1.015', 140],
        ['Pus', 310],
        ['Cells', 330],
        [':', 400],
        ['8-10', 410],
        ['/HPF', 470],
      ]),
    ]);
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['urine-specific-gravity', 1.015],
      ['urine-wbc', '8-10'],
    ]);
  });

  it('keeps a range labelled on the row its own column', () => {
    const rows = readRows([
      line(0, [
        ['Glucose', 40],
        [':', 80],
        ['95', 90],
        ['mg/dL', 110],
        ['Range', 310],
        [':', 345],
        ['70-99', 355],
      ]),
    ]);
    expect(rows).toEqual([['glucose', 95, 'mg/dL', true]]);
  });

  // A method, unit or range heading the table headers know, in the languages they read: the
  // label of the row's own column, where the line is not cut.
  it.each([
    ['Units', 'mg/dL'],
    ['Einheit', 'g/l'],
    ['Methode', 'Refraktometrie'],
    ['Technik', 'Refraktometrie'],
    ['Unités', 'g/L'],
    ['Reference range', '1.005-1.030'],
  ])("never cuts a line at a '%s :' label", (label, value) => {
    const placed = line(0, [
      ['Specific', 40],
      ['Gravity', 80],
      [':', 160],
      ['1.015', 170],
      [label, 310],
      [':', 400],
      [value, 410],
    ]);
    expect(splitSideBySide(placed, biomarkerReferenceFromFiles())).toHaveLength(1);
  });
});
