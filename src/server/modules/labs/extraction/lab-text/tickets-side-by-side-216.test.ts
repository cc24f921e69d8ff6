/**
 * What set 216's tune part taught (ADR 081 items 410-412): analyser tickets printed side by side,
 * or beside a letter or a form, read block after block (gutter-columns.ts), each block under its
 * own headings; a blood gas's range printed in brackets without a dash; an i-STAT's lone angle
 * mark between a result and its range.
 */
import { describe, expect, it } from 'vitest';
import {
  phrasesLine,
  readFlags,
  readRanges,
  readRows as read,
  textLayer,
} from './read-rows.test-helpers';

/** A table's lines from `row` down: each row's cells at the columns' x, an empty cell left out. */
const tableLines = (row: number, columns: number[], rows: string[][]) =>
  rows.map((cells, index) =>
    phrasesLine(
      row + index,
      cells.flatMap((cell, column): [string, number][] => (cell ? [[cell, columns[column]!]] : [])),
    ),
  );

describe('blocks printed side by side with a gutter between them', () => {
  it('reads three tickets in a row one after the other, each under its own heading', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['CoaguChek', 30],
          ['Lipid profile', 170],
          ['Clinitek Status', 310],
        ]),
        phrasesLine(1, [
          ['Patient: 4471', 30],
          ['Patient: 4471', 170],
          ['Patient: 4471', 310],
        ]),
        phrasesLine(2, [
          ['INR', 30],
          ['2.8', 70],
          ['TC', 170],
          ['212', 210],
          ['mg/dL', 235],
          ['LEU', 310],
          ['Negative', 345],
        ]),
        phrasesLine(3, [
          ['Operator: ENF03', 30],
          ['HDL', 170],
          ['41', 210],
          ['mg/dL', 235],
          ['NIT', 310],
          ['Negative', 345],
        ]),
        phrasesLine(4, [
          ['Target range 2.0 - 3.0', 30],
          ['LDL', 170],
          ['135', 210],
          ['mg/dL', 235],
          ['PRO', 310],
          ['30', 345],
          ['mg/dL', 370],
        ]),
      ]),
    );
    // Read across, 'INR 2.8 TC 212 mg/dL LEU Negative' is one line of three tests; and the strip
    // reader's pads, read under the lipid profile's heading, are held as urine tests under blood.
    expect(rows).toEqual([
      ['inr', 2.8, null, true],
      ['total-cholesterol', 212, 'mg/dL', true],
      ['hdl-cholesterol', 41, 'mg/dL', true],
      ['ldl-cholesterol', 135, 'mg/dL', true],
      ['urine-leukocyte-esterase', 'negative', null, true],
      ['urine-nitrite', 'negative', null, true],
      ['urine-protein', '30', 'mg/dL', false],
    ]);
  });

  it("reads a ticket stapled beside a letter apart from the letter's words", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['Dr Hélène Larrieu', 30],
          ['Gaz du sang', 330],
        ]),
        phrasesLine(1, [
          ['Médecin généraliste', 30],
          ['K+', 330],
          ['5,3', 370],
          ['mmol/L', 400],
          ['[3,5-4,5]', 440],
        ]),
        phrasesLine(2, [
          ['12, rue des Fusillés', 30],
          ['Na+', 330],
          ['148', 370],
          ['mmol/L', 400],
          ['[138-146]', 440],
        ]),
        phrasesLine(3, [
          ["J'ai vu ce jour votre patiente, adressée", 30],
          ['Glu', 330],
          ['8,1', 370],
          ['mmol/L', 400],
          ['[3,9-5,8]', 440],
        ]),
        phrasesLine(4, [
          ['par sa fille pour une altération de', 30],
          ['Créa', 330],
          ['218', 370],
          ['µmol/L', 400],
          ['[53-100]', 440],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['potassium', 5.3, 'mmol/L', true],
      ['sodium', 148, 'mmol/L', true],
      ['glucose', 8.1, 'mmol/L', true],
      ['creatinine', 218, 'µmol/L', true],
    ]);
  });

  it('reads the heading above two columns of a strip into both, and the one under them after', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [['Urinstatus (Teststreifen)', 40]]),
        ...tableLines(
          1,
          [40, 150, 300, 410],
          [
            ['Leukozyten', '++', 'Nitrit', 'positiv'],
            ['Eiweiß', 'Spuren', 'Glucose', 'negativ'],
            ['Ketonkörper', 'negativ', 'Urobilinogen', 'normal'],
          ],
        ),
        phrasesLine(4, [['Urinsediment (mikroskopisch)', 40]]),
        phrasesLine(5, [
          ['Erythrozyten', 40],
          ['12', 150],
          ['/GF', 200],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['urine-leukocyte-esterase', '2+', null, true],
      ['urine-protein', 'trace', null, true],
      ['urine-ketones', 'negative', null, true],
      ['urine-nitrite', 'positive', null, true],
      ['urine-glucose', 'negative', null, true],
      ['urine-urobilinogen', 'normal', null, true],
      ['urine-rbc', 12, '/HPF', true],
    ]);
  });

  it("leaves a table alone whose every row ends in the lab's code: a column, not text beside it", () => {
    const rows = tableLines(
      1,
      [40, 215, 345, 410, 490],
      [
        ['Color, UA', 'Yellow', 'Yellow', ''],
        ['Clarity, UA', 'Clear', 'Cloudy', 'Abnormal'],
        ['Specific Gravity, UA', '1.005 - 1.030', '1.021', ''],
        ['pH, UA', '5.0 - 8.0', '6.0', ''],
        ['Protein, UA', 'Negative mg/dL', '30', 'Abnormal'],
        ['Glucose, UA', 'Negative mg/dL', 'Negative', ''],
        ['Nitrite, UA', 'Negative', 'Positive', 'Abnormal'],
        ['Urobilinogen, UA', '0.2 - 1.0 mg/dL', '0.2', ''],
      ].map((cells) => [...cells, 'RRMC LAB']),
    );
    const header = phrasesLine(0, [
      ['Component', 40],
      ['Ref Range & Units', 215],
      ['Value', 345],
      ['Flag', 410],
      ['Lab', 490],
    ]);
    expect(read(textLayer([header, ...rows]))).toEqual([
      ['urine-color', 'yellow', null, true],
      ['urine-clarity', 'cloudy', null, true],
      ['urine-specific-gravity', 1.021, null, true],
      ['urine-ph', 6, null, true],
      ['urine-protein', '30', 'mg/dL', false],
      ['urine-glucose', 'negative', null, true],
      ['urine-nitrite', 'positive', null, true],
      ['urine-urobilinogen', '0.2', 'mg/dL', true],
    ]);
  });

  it('leaves a table alone whose names stand far from their results: that gap is no gutter', () => {
    const lines = tableLines(
      1,
      [30, 300, 360, 420],
      [
        ['Sodium', '141', 'mmol/L', '136 - 145'],
        ['Potassium', '4.1', 'mmol/L', '3.5 - 5.1'],
        ['Chloride', '103', 'mmol/L', '98 - 107'],
        ['Glucose', '5.2', 'mmol/L', '3.9 - 5.8'],
      ],
    );
    const header = phrasesLine(0, [
      ['Test', 30],
      ['Result', 300],
      ['Unit', 360],
      ['Reference range', 420],
    ]);
    expect(read(textLayer([header, ...lines]))).toEqual([
      ['sodium', 141, 'mmol/L', true],
      ['potassium', 4.1, 'mmol/L', true],
      ['chloride', 103, 'mmol/L', true],
      ['glucose', 5.2, 'mmol/L', true],
    ]);
  });
});

describe("a point-of-care analyser's ranges and marks", () => {
  it('reads a range printed in brackets with a space for its dash', () => {
    expect(
      readRanges(['Na+  141  mmol/L  [136 145]', 'K+  3,3  mmol/L  [3,5 5,1]'].join('\n')),
    ).toEqual([
      ['sodium', 136, 145],
      ['potassium', 3.5, 5.1],
    ]);
  });

  it('keeps two numbers in brackets that may be one number in groups of three', () => {
    // Read as a range, '[12 500]' would hold a normal count against 12-500.
    expect(readRanges('Platelets  250  10^9/L  [12 500]')).toEqual([['platelets', null, null]]);
  });

  it('reads a lone angle mark between a result and its range as the side it lies on', () => {
    const text = 'Na  136  mmol/L  <  138-146\nK  5.4  mmol/L  >  3.5-4.9';
    expect(read(text)).toEqual([
      ['sodium', 136, 'mmol/L', true],
      ['potassium', 5.4, 'mmol/L', true],
    ]);
    expect(readRanges(text)).toEqual([
      ['sodium', 138, 146],
      ['potassium', 3.5, 4.9],
    ]);
    expect(readFlags(text)).toEqual([
      ['sodium', 'L'],
      ['potassium', 'H'],
    ]);
  });
});
