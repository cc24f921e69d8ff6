/**
 * What set 223's tune part taught (ADR 166, ADR 081 items 461-464): an ICU sheet with the draws
 * as rows and the tests across, its units, ranges and results set centred under the headings and
 * its flags apart; and a portal's block with its earlier results beside it under a label in
 * Spanish, each with its unit. Our own tests, values and spacing.
 */
import { describe, expect, it } from 'vitest';
import {
  readFlags,
  readRows as read,
  phrasesLine as phrases,
  textLayer,
} from './read-rows.test-helpers';

describe('an ICU sheet with the draws as rows', () => {
  /** The sheet with its two draws dated as given: the newer is the current one. */
  const icuSheet = (flaggedDraw: string, otherDraw: string) =>
    textLayer([
      phrases(0, [
        ['Abnahme', 30],
        ['Na', 150],
        ['K', 210],
        ['Krea', 260],
        ['Bili ges.', 320],
        ['BE', 400],
      ]),
      phrases(1, [
        ['Einheit', 30],
        ['mmol/l', 140],
        ['mmol/l', 198],
        ['mg/dl', 258],
        ['mg/dl', 340],
        ['mmol/l', 392],
      ]),
      phrases(2, [
        ['Referenz', 30],
        ['135-145', 140],
        ['3,5-5,1', 200],
        ['0,7-1,2', 258],
        ['<1,2', 342],
        ['-2,0 – 3,0', 388],
      ]),
      phrases(3, [
        [flaggedDraw, 30],
        ['06:10', 60],
        ['133', 148],
        ['L', 175],
        ['5,4', 205],
        ['H', 232],
        ['1,31', 262],
        ['H', 294],
        ['1,6', 345],
        ['H', 372],
        ['-1,2', 398],
      ]),
      phrases(4, [
        [otherDraw, 30],
        ['05:40', 60],
        ['137', 148],
        ['4,6', 205],
        ['1,12', 262],
        ['1,1', 345],
        ['0,4', 400],
      ]),
    ]);

  it("reads the newest draw's results under centred headings, a two-word heading whole", () => {
    expect(read(icuSheet('09.03.', '10.03.'))).toEqual([
      ['sodium', 137, 'mmol/L', true],
      ['potassium', 4.6, 'mmol/L', true],
      ['creatinine', 1.12, 'mg/dL', true],
      ['total-bilirubin', 1.1, 'mg/dL', true],
      ['base-excess', 0.4, 'mmol/L', true],
    ]);
  });

  it('reads a flag set apart in its result column, and a range with a negative bound', () => {
    expect(readFlags(icuSheet('11.03.', '10.03.'))).toEqual([
      ['sodium', 'L'],
      ['potassium', 'H'],
      ['creatinine', 'H'],
      ['total-bilirubin', 'H'],
      ['base-excess', null],
    ]);
  });
});

describe("a portal's block with its earlier results beside it", () => {
  it("sets aside a strip under 'Resultados anteriores', each earlier result with its unit", () => {
    const rows = read(
      textLayer([
        phrases(0, [
          ['Glucosa basal', 40],
          ['Resultados anteriores', 360],
        ]),
        phrases(1, [
          ['112', 40],
          ['mg/dL', 62],
          ['ALTO', 95],
          ['05/sep/2024', 360],
          ['104 mg/dL', 430],
        ]),
        phrases(2, [
          ['11/mar/2024', 360],
          ['97 mg/dL', 430],
        ]),
        phrases(3, [['Valores de referencia: 70 - 99 mg/dL', 40]]),
        phrases(5, [
          ['TFG estimada', 40],
          ['Resultados anteriores', 360],
        ]),
        phrases(6, [
          ['86', 40],
          ['mL/min/1.73 m²', 58],
          ['05/sep/2024', 360],
          ['88 mL/min/1.73 m²', 430],
        ]),
        phrases(7, [
          ['11/mar/2024', 360],
          ['87 mL/min/1.73 m²', 430],
        ]),
        phrases(8, [['Valores de referencia: Mayor de 60 mL/min/1.73 m²', 40]]),
      ]),
    );
    expect(rows).toEqual([
      ['glucose', 112, 'mg/dL', true],
      ['egfr', 86, 'mL/min/1.73m²', true],
    ]);
  });
});
