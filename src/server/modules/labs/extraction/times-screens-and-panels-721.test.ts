/**
 * What sets 335-342's tune parts taught (ADR 081 items 721-730), in our own reports, tests and
 * values: two draws of one day told apart by the times under their dates, a workplace drug screen
 * headed 'Drug / Metabolite', a tolerance or suppression test's time points ('60' dopo carico',
 * 'post-dexametasona'), a note on whom a range is for, a line of headings over a table's two
 * halves, a record's panels each under the day its sample was taken, a dialysis session's urea
 * before and after, a test not done this time ('--'), a cumulative print's results read by
 * their order where their places disagree, and a Spanish system's specimen before the name
 * ('O-Creatinina', 'Sangre venosa-pH').
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { cellsLine as line, textLayer, wordsAt } from './lab-text/read-rows.test-helpers';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const read = (rows: [number[], string[]][]) =>
  parseLabText(textLayer(rows.map(([at, cells], index) => line(index, at, cells))), reference);

describe('two draws of one day told apart by their times (item 721)', () => {
  it('takes the later draw as the current result when the times stand under the dates', () => {
    const rows = read([
      [
        [40, 200, 260, 330, 400],
        ['Esame', '03.02.26', '03.02.26', 'Unità', 'Valori di riferimento'],
      ],
      [
        [200, 260],
        ['01:45', '07:10'],
      ],
      [
        [46, 200, 260, 330, 400],
        ['Potassio', '6.1 H', '5.2 H', 'mmol/l', '3.5 - 5.1'],
      ],
      [
        [46, 200, 260, 330, 400],
        ['Creatinina', '171 H', '139 H', 'µmol/l', '45 - 84'],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.reviewReason])).toEqual([
      ['potassium', 5.2, null],
      ['creatinine', 139, null],
    ]);
  });
});

describe("a drug screen headed 'Drug / Metabolite' (item 722)", () => {
  it('reads each drug class with its result, not its cut-off', () => {
    const rows = read([
      [
        [44, 236, 330, 410],
        ['Drug / Metabolite', 'Screening Cut-off', 'Result', 'Confirmation'],
      ],
      [
        [44, 236, 330, 410],
        ['Cannabinoids', '50 ng/mL', 'NEGATIVE', 'Not required'],
      ],
      [
        [44, 236, 330, 410],
        ['Opiates', '300 ng/mL', 'NEGATIVE', 'Not required'],
      ],
    ]);
    expect(rows.map((row) => [row.printedName, row.value, row.valueText])).toEqual([
      ['Cannabinoids', null, 'negative'],
      ['Opiates', null, 'negative'],
    ]);
  });
});

describe("a tolerance or suppression test's time points (item 723)", () => {
  it("reads 'Glicemia 60' dopo carico' as the glucose at that time", () => {
    const rows = read([
      [
        [40, 250, 310, 400],
        ['Esame', 'Risultato', 'Unità', 'Valori di riferimento'],
      ],
      [
        [40, 250, 310, 400],
        ['Glicemia basale', '84', 'mg/dL', '< 92'],
      ],
      [
        [40, 250, 310, 400],
        ["Glicemia 60' dopo carico", '*191', 'mg/dL', '< 180'],
      ],
      [
        [40, 250, 310, 400],
        ["Glicemia 120' dopo carico", '150', 'mg/dL', '< 153'],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['glucose', 84],
      ['glucose', 191],
      ['glucose', 150],
    ]);
  });

  it("reads a cortisol 'post-dexametasona' as the cortisol after the suppression", () => {
    const rows = read([
      [
        [40, 250, 310, 400],
        ['Prueba', 'Resultado', 'Unidades', 'Valores de referencia'],
      ],
      [
        [40, 250, 310, 400],
        ['Cortisol basal', '15,2', 'µg/dL', '6,2 - 19,4'],
      ],
      [
        [40, 250, 310, 400],
        ['Cortisol post-dexametasona', '0,9', 'µg/dL', '< 1,8'],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['cortisol', 15.2],
      ['cortisol', 0.9],
    ]);
  });
});

describe('a note on whom a range is for (item 724)', () => {
  it('reads no result from the range the note prints', () => {
    const rows = parseLabText(
      textLayer([
        line(
          0,
          [40, 250, 310, 400],
          ['ESAME', 'RISULTATO', 'UNITÀ DI MISURA', 'VALORI DI RIFERIMENTO'],
        ),
        line(1, [40], ['ENDOCRINOLOGIA']),
        line(2, [40, 250, 310, 400], ['TSH', '1,94', 'µUI/mL', '0,10 - 3,00']),
        line(3, [48], ['Metodo: ECLIA']),
        // Set as one item in a proportional font: its range falls under the result column.
        wordsAt(
          4,
          'Intervallo@40 di@77 riferimento@87 per@127 il@140 I@150 trimestre@160 di@194 gravidanza.@204 Adulti@244 non@268 in@281 gravidanza:@291 0,27@331 -@348 4,20@355 µUI/mL.@371',
        ),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['tsh', 1.94]]);
  });
});

describe("a line of headings over a table's two halves (item 725)", () => {
  it("reads each half's rows as the specimen its own heading names", () => {
    const rows = read([
      [
        [30, 130, 168, 214, 305, 405, 443, 500],
        [
          'Untersuchung',
          'Ergebnis',
          'Einheit',
          'Referenzbereich',
          'Untersuchung',
          'Ergebnis',
          'Einheit',
          'Referenzbereich',
        ],
      ],
      [
        [30, 305],
        ['HÄMATOLOGIE (EDTA-Blut)', 'KLINISCHE CHEMIE (Serum)'],
      ],
      [
        [30, 130, 168, 214, 305, 405, 443, 500],
        ['Hämoglobin', '14,6', 'g/dl', '13,5 - 17,5', 'Kreatinin', '0,94', 'mg/dl', '0,70 - 1,20'],
      ],
      [
        [30, 82, 305, 421],
        ['URINSTATUS', 'Mittelstrahlurin, Teststreifen', 'SPEZIELLE UNTERSUCHUNGEN', 'Serum'],
      ],
      [
        [30, 130, 214, 305, 405, 443, 500],
        ['Leukozyten', 'negativ', 'negativ', 'Ferritin', '96', 'ng/ml', '30 - 400'],
      ],
      [
        [30, 130, 214, 305, 405, 443, 500],
        ['Glucose', 'negativ', 'negativ', 'Folsäure', '7,2', 'ng/ml', '3,9 - 26,8'],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.valueText])).toEqual([
      ['hemoglobin', '14.6'],
      ['creatinine', '0.94'],
      ['urine-leukocyte-esterase', 'negative'],
      ['ferritin', '96'],
      ['urine-glucose', 'negative'],
      ['folate', '7.2'],
    ]);
  });
});

describe('a record of panels, each under the day its sample was taken (item 726)', () => {
  it("keeps the newest day's results and leaves an earlier day's as history", () => {
    const rows = read([
      [[40], ['Kidney function']],
      [[40], ['Sample taken 2 April 2026  |  Filed by Dr A Patel']],
      [[48], ['Serum creatinine level: 97 umol/L']],
      [[48], ['Normal range: 45 - 84']],
      [[48], ['Serum potassium level: 5.1 mmol/L']],
      [[40], ['Liver function']],
      [[40], ['Sample taken 2 April 2026  |  Filed by Dr A Patel']],
      [[48], ['Serum ALT level: 31 U/L']],
      [[40], ['Kidney function']],
      [[40], ['Sample taken 11 October 2025  |  Filed by Dr A Patel']],
      [[48], ['Serum creatinine level: 81 umol/L']],
      [[48], ['Serum potassium level: 4.4 mmol/L']],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.reviewReason])).toEqual([
      ['creatinine', 97, null],
      ['potassium', 5.1, null],
      ['alt', 31, null],
    ]);
  });
});

describe("a dialysis session's urea before and after (item 727)", () => {
  it("reads 'pré-dialyse' and 'post-dialyse' as the urea twice, each held", () => {
    const rows = read([
      [
        [40, 246, 292, 348],
        ['Analyse', 'Résultat', 'Unité', 'Valeurs de référence'],
      ],
      [
        [44, 246, 292, 348],
        ['Urée pré-dialyse', '*21,8', 'mmol/l', '2,8 - 8,1'],
      ],
      [
        [44, 246, 292],
        ['Urée post-dialyse', '6,1', 'mmol/l'],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.reviewReason !== null])).toEqual([
      ['urea', 21.8, true],
      ['urea', 6.1, true],
    ]);
  });
});

describe('a test not done this time (item 728)', () => {
  it("shows no result for '--' in the current column, not the range's word around it", () => {
    const rows = read([
      [
        [40, 152, 196, 270, 340, 410],
        ['Parameter', 'Einheit', 'Referenz', '07.03.25', '06.03.25', '05.03.25'],
      ],
      [
        [44, 152, 196, 270, 340, 410],
        ['CRP', 'mg/l', '< 10', '<2,0', '--', '3,1'],
      ],
      [
        [44, 196, 270, 340, 410],
        ['Direkter Coombstest', 'negativ', '--', '--', 'negativ'],
      ],
    ]);
    // Read apart from the columns it may be, held for the member; never shown as this time's.
    const shown = rows.filter((row) => row.reviewReason === null);
    expect(shown.map((row) => [row.markerId, row.valueText])).toEqual([['crp', '<2.0']]);
  });
});

describe("a cumulative print's results by their order (item 729)", () => {
  it('takes the newest column by order where a long name pushed the results right', () => {
    const rows = parseLabText(
      textLayer([
        wordsAt(0, 'Date@40 12/05/24@140 03/02/25@180 17/11/25@220'),
        wordsAt(1, 'Haemoglobin@40 g/L@125 148@150 144@190 139@226 (130-180)@260'),
        // Set in a proportional font, this line's long name and unit pushed each result a
        // column on: read by place, 4.85 (03/02/25) stood under the newest date.
        wordsAt(
          2,
          'Red@40 Cell@58 Count@80 x10^12/L@125 4.92@182 4.85@222 4.61@262 (4.50-6.00)@300',
        ),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['hemoglobin', 139],
      ['rbc', 4.61],
    ]);
  });
});

describe("a Spanish hospital system's specimen before the name (item 730)", () => {
  it("reads 'O-' as the urine's and 'Sangre venosa-' as the blood's", () => {
    const rows = read([
      [
        [40, 250, 310, 400],
        ['Prueba', 'Resultado', 'Unidades', 'Valores de referencia'],
      ],
      [
        [40, 250, 310, 400],
        ['S-Creatinina', '2,41', 'mg/dL', '0,51 - 0,95'],
      ],
      [
        [40, 250, 310, 400],
        ['Sangre venosa-Bicarbonato', '20,6', 'mmol/L', '22 - 29'],
      ],
      [
        [40, 250, 310, 400],
        ['O-Creatinina', '91,3', 'mg/dL', '20 - 300'],
      ],
      [
        [40, 250, 310, 400],
        ['O-Sodio', '64', 'mmol/L', '40 - 220'],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['creatinine', 2.41],
      ['bicarbonate', 20.6],
      ['urine-creatinine', 91.3],
      ['urine-sodium', 64],
    ]);
  });
});
