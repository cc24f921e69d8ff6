/**
 * What sets 192's and 193's tune parts taught (ADR 081 item 371): pages that are not one table.
 * A differential beside the blood count, its share and its count under their units ('Test  %
 * x10^9/L  Reference (x10^9/L)'), read as two results a line, each with its own unit.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine, readRows as read, textLayer } from './read-rows.test-helpers';

describe("a differential's share and count under their units, beside the blood count", () => {
  it('reads both results of each line, the range with the count, the flag with its number', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['FULL BLOOD COUNT', 30],
          ['DIFFERENTIAL COUNT', 305],
        ]),
        phrasesLine(1, [
          ['Test', 30],
          ['Result', 120],
          ['Units', 160],
          ['Reference', 214],
          ['Test', 305],
          ['%', 393],
          ['x10^9/L', 422],
          ['Reference (x10^9/L)', 478],
        ]),
        phrasesLine(2, [
          ['Haemoglobin', 30],
          ['9.1', 120],
          ['L', 148],
          ['g/dL', 160],
          ['12.0 - 15.0', 214],
          ['Neutrophils', 305],
          ['81.2', 393],
          ['12.50', 426],
          ['H', 458],
          ['1.60 - 6.98', 478],
        ]),
        phrasesLine(3, [
          ['Red cell count', 30],
          ['3.48', 120],
          ['L', 148],
          ['x10^12/L', 160],
          ['3.80 - 4.80', 214],
          ['Lymphocytes', 305],
          ['10.4', 393],
          ['1.60', 426],
          ['1.40 - 4.20', 478],
        ]),
      ]),
    );
    // 'Reference (x10^9/L)' had been read as a third column of results, and the table as none:
    // each line's share (81.2) shown as the count, with no unit.
    expect(rows).toEqual([
      ['hemoglobin', 9.1, 'g/dL', true],
      ['rbc', 3.48, '10^12/L', true],
      ['neutrophils-percent', 81.2, '%', true],
      ['neutrophils', 12.5, '10^9/L', true],
      ['lymphocytes-percent', 10.4, '%', true],
      ['lymphocytes', 1.6, '10^9/L', true],
    ]);
  });
});

describe('a header repeated over the right-hand table only', () => {
  it("keeps the left table's columns for the left rows that follow", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['CHIMICA CLINICA', 30],
          ['ENDOCRINOLOGIA', 308],
        ]),
        phrasesLine(1, [
          ['Risultato', 130],
          ['U.M.', 180],
          ['Rif.', 226],
          ['Risultato', 380],
          ['U.M.', 440],
          ['Rif.', 490],
        ]),
        phrasesLine(2, [
          ['Glucosio', 30],
          ['104', 130],
          ['mg/dL', 180],
          ['70 - 100', 226],
          ['TSH', 308],
          ['1,87', 380],
          ['mUI/L', 440],
          ['0,27 - 4,20', 490],
        ]),
        phrasesLine(3, [['MARCATORI TUMORALI', 308]]),
        phrasesLine(4, [
          ['Risultato', 380],
          ['U.M.', 440],
          ['Rif.', 490],
        ]),
        phrasesLine(5, [
          ['Calcio', 30],
          ['9,4', 130],
          ['mg/dL', 180],
          ['8,6 - 10,2', 226],
        ]),
        phrasesLine(6, [
          ['Fosforo', 30],
          ['3,2', 130],
          ['mg/dL', 180],
          ['2,5 - 4,5', 226],
          ['CEA', 308],
          ['2,1', 380],
          ['ng/mL', 440],
          ['< 5,0', 490],
        ]),
      ]),
    );
    // The right-hand header had replaced the page's: the left rows under it were read in no
    // column and lost ('Rif.' was no range heading either, and the first header none).
    expect(rows).toEqual([
      ['glucose', 104, 'mg/dL', true],
      ['tsh', 1.87, 'mIU/L', true],
      ['calcium', 9.4, 'mg/dL', true],
      ['phosphate', 3.2, 'mg/dL', true],
      ['cea', 2.1, 'ng/mL', true],
    ]);
  });
});

describe("a phone app's unit and range under the name", () => {
  it("reads them as the row's, and a test's row of its own as a row", () => {
    expect(
      read(
        [
          'Total cholesterol  6.4',
          'mmol/L  Ref: < 5.0  ▲ High',
          'Triglycerides  1.6',
          'mmol/L  Ref: < 1.7',
          'PDW  16.9  15.0-17.0',
          'PCT  0.168  %  0.108-0.282',
        ].join('\n'),
      ),
    ).toEqual([
      ['total-cholesterol', 6.4, 'mmol/L', true],
      ['triglycerides', 1.6, 'mmol/L', true],
      // Tests we know since ADR 157: a PDW with no unit is held for it, the plateletcrit shown.
      ['pdw', 16.9, null, false],
      ['plateletcrit', 0.168, '%', true],
    ]);
  });
});
