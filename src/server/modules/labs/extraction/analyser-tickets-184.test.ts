/**
 * What sets 182-185's tune parts taught (results with more than one number, and analysers'
 * tickets: blood gases, point-of-care devices, urine strip readers; ADR 081 items 343-352): a
 * blood gas's symbols and its own tests, the inputs an analyser is told, a conversion in brackets,
 * a screening's expected answer in the reference column, a strip's pad named by the strip, and a
 * strip reader's star before a pad's name.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { analyserTicket, phrasesLine as line, readRows } from './lab-text/read-rows.test-helpers';
import type { PlacedLine } from './placed-lines';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

/** A blood gas ticket's lines: name, result, unit, range, as an ABL or epoc prints them. */
const ticket = analyserTicket;

describe("a blood gas analyser's ticket", () => {
  it('reads its symbols as the tests they stand for, never creatine kinase for cK+', () => {
    const rows = readRows(
      ticket([
        ['pH', '7.318', '', '7.350 - 7.450'],
        ['pCO2', '47.9', 'mmHg', '35.0 - 45.0'],
        ['cK+', '4.3', 'mmol/L', '3.4 - 4.5'],
        ['cNa+', '136', 'mmol/L', '136 - 146'],
        ['cCa2+', '1.12', 'mmol/L', '1.15 - 1.29'],
        ['cCl-', '104', 'mmol/L', '98 - 106'],
        ['ctHb', '11.4', 'g/dL', '12.0 - 17.5'],
        ['Hctc', '35.0', '%', '36.0 - 50.0'],
        ['cGlu', '168', 'mg/dL', '70 - 105'],
        ['cLac', '2.6', 'mmol/L', '0.5 - 1.6'],
        ['cHCO3-(P)c', '24.3', 'mmol/L', '22.0 - 28.0'],
      ]),
    );
    expect(rows).toEqual([
      // Blood's pH, told from urine's by its three decimals (blood-ph.ts), and the partial
      // pressure (ADR 156).
      ['blood-ph', 7.318, null, true],
      ['pco2', 47.9, 'mmHg', true],
      ['potassium', 4.3, 'mmol/L', true],
      ['sodium', 136, 'mmol/L', true],
      ['ionized-calcium', 1.12, 'mmol/L', true],
      ['chloride', 104, 'mmol/L', true],
      ['hemoglobin', 11.4, 'g/dL', true],
      ['hematocrit', 35, '%', true],
      ['glucose', 168, 'mg/dL', true],
      ['lactate', 2.6, 'mmol/L', true],
      ['bicarbonate', 24.3, 'mmol/L', true],
    ]);
  });

  it("reads a handheld's ions and its total CO2, which is not the bicarbonate", () => {
    const at = (row: number, cells: string[]) =>
      line(row, [
        [cells[0]!, 60],
        [cells[1]!, 116],
        [cells[2]!, 142],
        [cells[3]!, 210],
      ]);
    const rows = readRows([
      at(0, ['Measured', 'Result', 'Unit', 'Range']),
      at(1, ['pO2', '86', 'mmHg', '83 - 108']),
      at(2, ['K+', '5.6', 'mmol/L', '3.5 - 4.5']),
      at(3, ['Ca++', '1.24', 'mmol/L', '1.15 - 1.33']),
      at(4, ['cHCO3-', '27.4', 'mmol/L', '21.0 - 28.0']),
      at(5, ['cTCO2', '29', 'mmol/L', '22 - 29']),
    ]);
    expect(rows).toEqual([
      ['po2', 86, 'mmHg', true],
      ['potassium', 5.6, 'mmol/L', true],
      ['ionized-calcium', 1.24, 'mmol/L', true],
      ['bicarbonate', 27.4, 'mmol/L', true],
      [null, 29, 'mmol/L', false],
    ]);
  });

  it('leaves out what the analyser is told: the oxygen breathed and the ventilator', () => {
    const rows = readRows(
      ticket([
        ['FO2(I)', '40.0', '%', ''],
        ['FiO2', '35', '%', ''],
        ['Beatmung BIPAP/PEEP', '8', '', ''],
        ['pO2', '71.2', 'mmHg', '83.0 - 108'],
        ['FO2Hb', '91.8', '%', '94.0 - 98.0'],
      ]),
    );
    expect(rows).toEqual([
      ['po2', 71.2, 'mmHg', true],
      // Oxyhaemoglobin's fraction, not the saturation: its own test since ADR 157.
      ['oxyhemoglobin', 91.8, '%', true],
    ]);
  });

  it("reads a chemistry panel's 'Ca' beside a gas as the total calcium", () => {
    const rows = readRows(
      ticket([
        ['pCO2', '6.1', 'kPa', '4.7 - 6.0'],
        ['Ca', '2.31', 'mmol/L', '2.15 - 2.55'],
      ]),
    );
    expect(rows).toEqual([
      ['pco2', 6.1, 'kPa', true],
      ['calcium', 2.31, 'mmol/L', true],
    ]);
  });

  it("reads a strip's pH as urine's, on a report with a blood gas and without one", () => {
    const strip = ['URINE DIPSTICK', 'pH   6.0', 'Protein   Negative'];
    expect(readRows(strip.join('\n'))).toEqual([
      ['urine-ph', 6, null, true],
      ['urine-protein', 'negative', null, true],
    ]);
    const withGas = [ticket([['pCO2', '47.9', 'mmHg', '35.0 - 45.0']]), ...strip].join('\n');
    expect(readRows(withGas)).toEqual([
      ['pco2', 47.9, 'mmHg', true],
      ['urine-ph', 6, null, true],
      ['urine-protein', 'negative', null, true],
    ]);
  });
});

describe('a result with its conversion into another unit in brackets', () => {
  it('reads the first figure as the result and sets the conversion aside', () => {
    const rows = readRows(
      [
        'Test   Result   Reference range',
        'Estimated Average Glucose (eAG)   7.1 mmol/L  (128 mg/dL)',
        'Free T4   13.9 pmol/L  (1.08 ng/dL)   12.0 - 22.0 pmol/L',
        'Créatinine   74   µmol/L   (8,4 mg/L)   45 – 90 µmol/L',
        'HbA1c   6,0   %   (42 mmol/mol)   4,0 – 6,0 %',
      ].join('\n'),
    );
    expect(rows).toEqual([
      ['estimated-average-glucose', 7.1, 'mmol/L', true],
      ['free-t4', 13.9, 'pmol/L', true],
      ['creatinine', 74, 'µmol/L', true],
      ['hba1c', 6, '%', true],
    ]);
  });

  it('keeps a conversion in brackets wider than its column in one piece', () => {
    // The words as a Tunisian report's text layer places them (x0, x1 in points, 5 to 6 points high):
    // '(42 mmol/mol)' runs from under 'Unités' to under 'conv.'.
    const wordsAt = (height: number, words: [string, number, number][]): PlacedLine => ({
      words: words.map(([text, x0, x1]) => ({ text, x0, x1 })),
      height,
      page: 1,
    });
    const rows = readRows([
      wordsAt(5.25, [
        ['Analyse', 48, 81.2],
        ['Résultat', 220, 255.5],
        ['Unités', 320, 345.9],
        ['conv.', 350.2, 371.8],
        ['Valeurs', 410, 440.8],
        ['de', 445.2, 454],
        ['référence', 458.4, 498.1],
      ]),
      wordsAt(5.95, [
        ['HbA1c', 48, 72.7],
        ['6,0', 220, 233.5],
        ['%', 252, 260.1],
        ['(42', 320, 333.7],
        ['mmol/mol)', 338.2, 379.3],
        ['4,0', 410, 422.2],
        ['–', 426.2, 430.3],
        ['6,0', 434.4, 446.6],
        ['%', 450.6, 454.7],
      ]),
    ]);
    // '(42' went to the unit column and 'mmol/mol)' to the next: the row read as none.
    expect(rows).toEqual([['hba1c', 6, '%', true]]);
  });

  it('still reads a range in brackets after the unit as the range, its unit inside or not', () => {
    const rows = parseLabText(
      [
        'Potassium   4.1 mmol/L  (3.5 - 5.0)',
        'Sodium   139   (135-145 mmol/L)',
        'Cholesterol   221 mg/dL   [<200 mg/dL]  H',
      ].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit, row.refLow, row.refHigh])).toEqual(
      [
        ['potassium', 4.1, 'mmol/L', 3.5, 5],
        ['sodium', 139, 'mmol/L', 135, 145],
        ['total-cholesterol', 221, 'mg/dL', null, 200],
      ],
    );
  });
});

describe("a screening's expected answer printed in the reference column", () => {
  it('keeps the row of a test we do not know, held, its answer as the result', () => {
    const rows = readRows([
      line(0, [
        ['PRUEBA', 40],
        ['RESULTADO', 215],
        ['UNIDADES', 292],
        ['VALORES REFERENCIALES', 365],
        ['MÉTODO', 500],
      ]),
      line(1, [
        ['Glucosa', 48],
        ['92', 220],
        ['mg/dL', 292],
        ['70 - 100', 365],
        ['Enzimático', 500],
      ]),
      line(2, [
        // The RPR, the hepatitis B surface antigen (ADR 158), Chagas's serology and hepatitis
        // B's core antibody (ADR 160) are tests we know: brucellosis's and hepatitis D's are not.
        ['Brucella (ELISA)', 48],
        ['No reactivo', 220],
        ['No reactivo', 365],
        ['Floculación', 500],
      ]),
      line(3, [
        ['Anti-HDV total', 48],
        ['Negativo', 220],
        ['Negativo', 365],
      ]),
    ]);
    expect(rows).toEqual([
      ['glucose', 92, 'mg/dL', true],
      [null, 'no reactivo', null, false],
      [null, 'negativo', null, false],
    ]);
  });
});

describe("a strip's pad named by the strip", () => {
  it("reads 'Hematíes (tira)' in a urine section as the blood pad, not the cells counted", () => {
    const rows = readRows(
      [
        'ORINA',
        'Prueba   Resultado   Valores ref.',
        'Hematíes (tira)   Negativo   Negativo',
        'Leucocitos (tira)   Negativo   Negativo',
      ].join('\n'),
    );
    expect(rows).toEqual([
      ['urine-blood', 'negative', null, true],
      ['urine-leukocyte-esterase', 'negative', null, true],
    ]);
  });

  it("reads Ecuador's urinalysis heading as urine's: its pregnancy test is held, not shown as blood's hCG", () => {
    const rows = readRows(
      [
        'Elemental y microscópico de orina (tira reactiva) y prueba de embarazo en orina',
        'hCG   NEGATIVO',
        'GLU   NEGATIVO',
      ].join('\n'),
    );
    expect(rows).toEqual([
      ['hcg', 'negativo', null, false],
      ['urine-glucose', 'negative', null, true],
    ]);
  });

  it("reads a strip reader's star before a pad's name as the pad's flag", () => {
    const rows = readRows(
      ['URINALYSIS', 'GLU   Negative', '* KET   Trace', '* NIT   Positive', 'SG   1.025'].join(
        '\n',
      ),
    );
    expect(rows).toEqual([
      ['urine-glucose', 'negative', null, true],
      ['urine-ketones', 'trace', null, true],
      ['urine-nitrite', 'positive', null, true],
      ['urine-specific-gravity', 1.025, null, true],
    ]);
  });

  it("reads no row from a ticket's field that names tests in the plural", () => {
    const rows = readRows(
      ['URINALYSIS', 'NIT   Positive', 'LEU   Small', 'Confirmatory tests: None'].join('\n'),
    );
    // 'None' was read as the result of an unknown urine test.
    expect(rows).toEqual([
      ['urine-nitrite', 'positive', null, true],
      ['urine-leukocyte-esterase', '1+', null, true],
    ]);
  });
});
