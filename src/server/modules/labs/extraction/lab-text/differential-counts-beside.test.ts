/**
 * What set 233's tune part taught (ADR 171 addendum of ADR 081, item 488): a French differential
 * prints each share under the result heading and its absolute count, with a cell-count unit, in a
 * column of its own under a heading we have no role for ('Conversion', 'Numération', 'Valeur
 * absolue'). Both are results: the share a row of its own, the count with the range and flag
 * printed for it. The same column holds the other tests' results in their SI units, one test in
 * two units, which stays one row. Our own reports, tests and values.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine as phrases, readFlags, readRows, textLayer } from './read-rows.test-helpers';

const RESULT = 190;
const BESIDE = 270;
const RANGE = 370;
const EARLIER = 470;

/** A report whose second result column is headed `heading`: one line per test. */
function differential(heading: string, rows: [string, string, string, string, string][]) {
  return textLayer([
    phrases(0, [
      ['Examen', 40],
      ['Résultat', RESULT],
      [heading, BESIDE],
      ['Normes', RANGE],
      ['Antérieur', EARLIER],
    ]),
    ...rows.map(([name, share, count, range, earlier], index) =>
      phrases(index + 1, [
        [name, 40],
        [share, RESULT],
        [count, BESIDE],
        [range, RANGE],
        [earlier, EARLIER],
      ]),
    ),
  ]);
}

describe("a differential's counts in a column beside the shares", () => {
  it('reads each share and its count, the count with its range and its flag', () => {
    const report = differential('Numération', [
      ['Globules blancs', '3,1 *', '', '4,0 - 10,0 G/l', '5,2'],
      ['Neutrophiles', '42,0 %', '1,30 * G/l', '1,50 - 7,00', '2,90'],
      ['Lymphocytes', '47,5 %', '1,47 G/l', '1,00 - 4,00', '1,80'],
      ['Monocytes', '8,1 %', '0,25 G/l', '0,20 - 1,00', '0,40'],
    ]);
    expect(readRows(report)).toEqual([
      ['wbc', 3.1, '10^9/L', true],
      ['neutrophils-percent', 42, '%', true],
      ['neutrophils', 1.3, '10^9/L', true],
      ['lymphocytes-percent', 47.5, '%', true],
      ['lymphocytes', 1.47, '10^9/L', true],
      ['monocytes-percent', 8.1, '%', true],
      ['monocytes', 0.25, '10^9/L', true],
    ]);
    expect(readFlags(report)).toContainEqual(['neutrophils', 'L']);
  });

  it('reads the counts when the heading is one we do not know and the unit is /mm³', () => {
    const report = differential('Absolus', [
      ['Éosinophiles', '6,4 %', '410 /mm³', '< 500', '300'],
      ['Basophiles', '0,6 %', '38 /mm³', '< 200', '20'],
    ]);
    expect(readRows(report).map(([test, value]) => [test, value])).toEqual([
      ['eosinophils-percent', 6.4],
      ['eosinophils', 410],
      ['basophils-percent', 0.6],
      ['basophils', 38],
    ]);
  });

  it('keeps a test printed in two units in that column as one result', () => {
    const report = differential('Conversion', [
      ['Glycémie à jeun', '0,94 g/l', '5,22 mmol/l', '0,70 - 1,10', '0,98'],
      ['Hématocrite', '39,8 %', '0,398 l/l', '36,0 - 46,0', '40,1'],
    ]);
    expect(readRows(report).map(([test]) => test)).toEqual(['glucose', 'hematocrit']);
  });
});
