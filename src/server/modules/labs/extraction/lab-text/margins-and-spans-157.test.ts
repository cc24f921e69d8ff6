/**
 * What sets 156 and 157's tune parts taught (ADR 081 items 246-251): a flag printed in the margin
 * before the name, a count unit whose power of ten is a superscript, a found-answer with its star
 * glued, a Spanish urinalysis heading, a serology's 'No reactivo', a span of two numbers that a
 * table heading carried from another page would cut in two, and a bound said after its number.
 */
import { describe, expect, it } from 'vitest';
import type { PlacedLine } from '../placed-lines';
import { placedLine, readRows } from './read-rows.test-helpers';

const line = placedLine;
const read = readRows;

/** A line of words at their exact x0 and x1 (points), `row` lines down, 5.6 points high. */
function spaced(row: number, words: [string, number, number][]): PlacedLine {
  const y0 = 100 + row * 13;
  return {
    words: words.map(([text, x0, x1]) => ({ text, x0, x1, y0, y1: y0 + 5.6 })),
    height: 5.6,
    page: 1,
  };
}

describe('a flag printed in the margin before the name', () => {
  it("reads 'H  Potassium' as potassium flagged high, not a name we cannot match", () => {
    const rows = read([
      line(0, [
        ['Analyse', 40],
        ['Résultat', 205],
        ['Unité', 245],
        ['Valeurs', 318],
        ['de', 355],
        ['référence', 368],
      ]),
      line(1, [
        ['Sodium', 40],
        ['141', 205],
        ['mmol/l', 245],
        ['136', 318],
        ['-', 336],
        ['145', 344],
      ]),
      line(2, [
        ['H', 28],
        ['Potassium', 40],
        ['5.4', 205],
        ['mmol/l', 245],
        ['3.5', 318],
        ['-', 336],
        ['5.0', 344],
      ]),
    ]);
    expect(rows).toEqual([
      ['sodium', 141, 'mmol/L', true],
      ['potassium', 5.4, 'mmol/L', true],
    ]);
  });
});

describe('count units and answers as other labs print them', () => {
  it("reads '10⁶/mm³' and '10³/mm³' as the cell counts' units", () => {
    const rows = read(
      [
        'Analyse Valeurs usuelles Résultat Unité',
        'Globules rouges 4,00 - 5,40 4,05 10⁶/mm³',
        'Globules blancs 4,0 - 10,0 8,9 10³/mm³',
      ].join('\n'),
    );
    expect(rows).toEqual([
      ['rbc', 4.05, '10^6/µL', true],
      ['wbc', 8.9, '10^3/µL', true],
    ]);
  });

  it("reads 'Positivo*' as a positive nitrite, its star a flag", () => {
    const rows = read(['EXAMEN COMPLETO DE ORINA', 'Nitritos Positivo* Negativo'].join('\n'));
    expect(rows.map((row) => row.slice(0, 2))).toEqual([['urine-nitrite', 'positive']]);
  });

  it("keeps a serology we do not know with its 'No reactivo', held for the member", () => {
    const rows = read(
      // The VDRL and HBsAg of this test (ADR 158), Chagas's serology and hepatitis B's core
      // antibody (ADR 160) are tests we know; these two are not.
      ['INMUNOLOGÍA', 'Brucella (HAI) No reactivo No reactivo', 'Anti-HDV No reactivo'].join('\n'),
    );
    expect(rows).toEqual([
      [null, 'no reactivo', null, false],
      [null, 'no reactivo', null, false],
    ]);
  });
});

describe('names other labs print', () => {
  it("reads a blood count's 'NEUT' and 'MONO' and a chemistry's 'T. Protein', 'I. Bilirubin'", () => {
    const rows = read(
      [
        'NEUT 1.5 - 7.0 x10^9/L 1.9',
        'MONO 0.2 - 0.8 x10^9/L 0.34',
        'T. Protein 78 g/L 66 - 83',
        'I. Bilirubin 23.5 umol/L 0.0 - 16.0',
      ].join('\n'),
    );
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['neutrophils', 1.9],
      ['monocytes', 0.34],
      ['total-protein', 78],
      ['bilirubin-indirect', 23.5],
    ]);
  });

  it("reads the Swiss 'HEM' and 'CHEM' and a 'Beta HCG cuantitativa'", () => {
    const rows = read(
      [
        'HEM 29.2 pg 27.0 - 33.0',
        'CHEM 328 g/l 320 - 360',
        'Beta HCG cuantitativa 48350 mUI/mL',
      ].join('\n'),
    );
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['mch', 29.2],
      ['mchc', 328],
      ['hcg', 48350],
    ]);
  });
});

describe('a bound said after its number', () => {
  it("reads '40 mg/dL or higher' and '59 or higher' as ranges, the rows kept", () => {
    const rows = read(
      ['HDL Cholesterol 44 mg/dL 40 mg/dL or higher', 'eGFR 96 mL/min/1.73m² 59 or higher'].join(
        '\n',
      ),
    );
    expect(rows).toEqual([
      ['hdl-cholesterol', 44, 'mg/dL', true],
      ['egfr', 96, 'mL/min/1.73m²', true],
    ]);
  });
});

describe("a Spanish urinalysis after the blood's chemistry", () => {
  it("reads 'Examen completo de orina' and its 'Examen químico' as urine", () => {
    const rows = read(
      [
        'BIOQUÍMICA',
        'Glucosa basal 78 mg/dL 70 - 110',
        'EXAMEN COMPLETO DE ORINA',
        'Examen químico',
        'Glucosa Negativo Negativo',
      ].join('\n'),
    );
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['glucose', 78],
      ['urine-glucose', 'negative'],
    ]);
  });
});

describe('a span of two numbers under a heading carried from another page', () => {
  it("reads '10 - 15 /HPF' whole, never '15' flagged low", () => {
    const rows = read([
      spaced(0, [
        ['TEST', 40, 58],
        ['RESULT', 230, 255],
        ['UNITS', 290, 310],
        ['REFERENCE', 380, 415],
      ]),
      spaced(1, [
        ['Urea', 40, 56],
        ['3.8', 230, 241],
        ['mmol/L', 290, 315],
        ['2.5', 380, 391],
        ['-', 394, 397],
        ['6.7', 400, 411],
      ]),
      spaced(2, [
        ['URINE', 30, 55],
        ['FULL', 58, 75],
        ['REPORT', 78, 105],
      ]),
      spaced(3, [
        ['Pus', 60, 71.9],
        ['Cells', 75.8, 95.6],
        [':', 200, 202.7],
        ['10', 215, 223.1],
        ['-', 227.1, 231.2],
        ['15', 235.2, 243.3],
        ['/HPF', 300, 318.1],
      ]),
      spaced(4, [
        ['Red', 60, 72.3],
        ['Cells', 76.4, 96.9],
        [':', 200, 202.7],
        ['2', 215, 218.6],
        ['-', 222.3, 225.9],
        ['4', 229.5, 233.2],
        ['/HPF', 300, 318.1],
      ]),
    ]);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['urea', 3.8, 'mmol/L'],
      ['urine-wbc', '10-15', '/HPF'],
      ['urine-rbc', '2-4', '/HPF'],
    ]);
  });

  it("reads what follows a lone colon as the result, though the carried heading says 'name'", () => {
    const rows = read([
      spaced(0, [
        ['TEST', 40, 58],
        ['RESULT', 230, 255],
        ['UNITS', 290, 310],
      ]),
      spaced(1, [
        ['Urea', 40, 56],
        ['3.8', 230, 241],
        ['mmol/L', 290, 315],
      ]),
      spaced(2, [
        ['URINE', 30, 55],
        ['FULL', 58, 75],
        ['REPORT', 78, 105],
      ]),
      spaced(3, [
        ['Specific', 60, 91.4],
        ['Gravity', 95.4, 122.9],
        [':', 200, 202.7],
        ['1.020', 215, 237.9],
      ]),
      spaced(4, [
        ['Ketone', 60, 85],
        ['Bodies', 88, 112],
        [':', 200, 202.7],
        ['Nil', 215, 226],
      ]),
    ]);
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['urea', 3.8],
      ['urine-specific-gravity', 1.02],
      ['urine-ketones', 'negative'],
    ]);
  });
});
