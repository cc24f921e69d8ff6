/**
 * Results as members hold them outside a lab's own table (ADR 166): a clinical letter's sections
 * and lists, a portal's test-by-test trend blocks set side by side, and a home-test kit's tiles
 * with their status between the name and the value. Each test is one general rule, drawn with
 * tests, values and spacing of its own.
 */
import { describe, expect, it } from 'vitest';
import {
  readFlags,
  readRanges,
  readRows as read,
  phrasesLine as phrases,
  textLayer,
} from './read-rows.test-helpers';

describe("a letter's sections and lists", () => {
  it("reads a letter's results after its 'Physical examination' as blood, a urinalysis's part as urine", () => {
    const letter = [
      'EXAMEN FÍSICO',
      'TA: 128/76 mmHg   FC: 68 lpm   Peso: 71 kg',
      'LABORATORIO',
      'Hemoglobina:   12,9 g/dL',
      'Creatinina:   0,84 mg/dL',
    ].join('\n');
    expect(read(letter)).toEqual([
      ['hemoglobin', 12.9, 'g/dL', true],
      ['creatinine', 0.84, 'mg/dL', true],
    ]);
    // Under a urinalysis's part a test both specimens have is urine's (held, its unit a blood one).
    const urinalysis = ['EXAMEN FÍSICO', 'Color   Amarillo', 'Glucosa   150 mg/dL'].join('\n');
    expect(read(urinalysis).map(([test, value]) => [test, value])).toEqual([
      ['urine-color', 'yellow'],
      ['urine-glucose', '150'],
    ]);
  });

  it('reads ions printed with their charge, and a urine label and a sediment label inside a list', () => {
    const rows = read(
      [
        'Ionograma: K⁺ 4,9 mEq/L – Na⁺ 141 mEq/L',
        'Grupo: 0 Rh (+) – Orina completa: pH 5,5 – glucosa: negativo',
        'hemoglobina: trazas – sedimento: leucocitos 4-6/campo – hematíes 1-2/campo',
      ].join('\n'),
    );
    expect(rows.map(([test, value]) => [test, value])).toEqual([
      ['potassium', 4.9],
      ['sodium', 141],
      ['urine-ph', 5.5],
      ['urine-glucose', 'negative'],
      ['urine-blood', 'trace'],
      ['urine-wbc', '4-6'],
      ['urine-rbc', '1-2'],
    ]);
  });

  it("lets a list dated to the admission give way to the letter's later reading of the same test", () => {
    const rows = read(
      [
        "Esami ematochimici all'ingresso:",
        'Hb 13,4 g/dL, PCR 9,8 mg/dL, lipasi 61 U/L, creatinina 1,02 mg/dL.',
        '',
        'Esami alla dimissione',
        'Esame   Risultato   Unità   Valori di rif.',
        'Emoglobina   11,9   g/dL   12,0 - 16,0',
        'PCR   0,7   mg/dL   < 0,5',
      ].join('\n'),
    );
    expect(rows.map(([test, value]) => [test, value])).toEqual([
      ['hemoglobin', 11.9],
      ['crp', 0.7],
      ['lipase', 61],
      ['creatinine', 1.02],
    ]);
  });

  it("reads no result from a stay's peak, a time to repeat a test, a threshold or a grade's plus", () => {
    const prose = [
      'Die Retentionswerte stiegen unter Diurese zunächst an (Kreatinin max. 2,1 mg/dl',
      'am 04.05.), waren bis zur Entlassung jedoch rückläufig.',
      'During the stay the maximum creatinine was 2.3 mg/dL, on the second day.',
      'Observaciones: se sugiere repetir TSH junto con anticuerpos anti-TPO en 6 a 8 semanas.',
      'Guidance: a single HbA1c of 48 mmol/mol or more in a person with symptoms is diagnostic.',
    ].join('\n');
    expect(read(prose)).toEqual([]);
    const strip = ['Protein  : Trace', 'Sugar  : 3+', 'Ketones  : Negative'].join('\n');
    expect(read(strip).map(([test, value]) => [test, value])).toEqual([
      ['urine-protein', 'trace'],
      ['urine-glucose', '3+'],
      ['urine-ketones', 'negative'],
    ]);
  });

  it("reads a change told in words as its later reading, the emergency department's list as earlier", () => {
    const rows = read(
      [
        'Analítica de Urgencias (02/04): Hb 11,8 g/dL, PCR 18,2 mg/dL, procalcitonina 2,2 ng/mL.',
        'Al ingreso la creatinina era 1,41 mg/dL por deshidratación.',
        '',
        'Evolución favorable: la PCR descendió de 18,2 a 2,4 mg/dL, la procalcitonina de 2,2 a',
        '0,21 ng/mL y la creatinina de 1,41 a 0,92 mg/dL, sin otras incidencias.',
        '',
        'Over the admission the potassium fell from 6.1 to 4.4 mmol/L with treatment.',
        'The usual range for sodium is from 135 to 145 mmol/L in adults.',
        'Plan: increase the insulin glargine from 18 to 24 units at night.',
        '',
        'Esame   Risultato   Unità   Valori di rif.',
        'Creatinina   0,9   mg/dl   da 0,5 a 1,2',
      ].join('\n'),
    );
    expect(rows.map(([test, value]) => [test, value])).toEqual([
      ['creatinine', 0.9],
      ['crp', 2.4],
      ['procalcitonin', 0.21],
      ['creatinine', 0.92],
      ['potassium', 4.4],
      ['hemoglobin', 11.8],
    ]);
  });

  it("reads no row from a letterhead's street and postcode", () => {
    const rows = read(
      textLayer([
        phrases(0, [['Avenue Louise 221 Louizalaan - 1050 Bruxelles/Brussel - 02 641 22 10', 36]]),
        phrases(2, [
          ['Test', 36],
          ['Result', 200],
          ['Unit', 260],
          ['Reference', 320],
        ]),
        phrases(3, [
          ['Glucose', 36],
          ['92', 200],
          ['mg/dL', 260],
          ['70 - 100', 320],
        ]),
      ]),
    );
    expect(rows).toEqual([['glucose', 92, 'mg/dL', true]]);
  });
});

describe("a portal's trend blocks side by side, each under its own header", () => {
  const header = (row: number) =>
    phrases(row, [
      ['Date', 40],
      ['Result', 100],
      ['Flag', 145],
      ['Reference range', 180],
      ['Date', 320],
      ['Result', 380],
      ['Flag', 425],
      ['Reference range', 460],
    ]);

  it("reads each block's newest sample with the unit beside its name and the range on its line", () => {
    const blocks = textLayer([
      phrases(0, [
        ['Potassium', 40],
        ['mmol/L', 100],
        ['Chol/HDL Ratio', 320],
      ]),
      header(1),
      phrases(2, [
        ['11/07/2025', 40],
        ['5.6', 100],
        ['H', 145],
        ['3.5 - 5.2 mmol/L', 180],
        ['11/07/2025', 320],
        ['3.9', 380],
        ['< 4.5', 460],
      ]),
      phrases(3, [
        ['02/01/2025', 40],
        ['4.4', 100],
        ['02/01/2025', 320],
        ['4.6', 380],
        ['H', 425],
      ]),
      // Oldest first here, and a note under the first sample's range between the samples; the
      // unit set close after a name, in its cell.
      phrases(4, [
        ['Ferritin', 40],
        ['ug/L', 100],
        ['White cell count x10^9/L', 320],
      ]),
      header(5),
      phrases(6, [
        ['02/01/2025', 40],
        ['31', 100],
        ['30 - 400 ug/L', 180],
        ['02/01/2025', 320],
        ['7.2', 380],
        ['4.0 - 11.0', 460],
      ]),
      phrases(7, [['Iron deficiency likely', 180]]),
      phrases(8, [
        ['11/07/2025', 40],
        ['22', 100],
        ['L', 145],
        ['11/07/2025', 320],
        ['8.4', 380],
      ]),
    ]);
    expect(read(blocks)).toEqual([
      ['potassium', 5.6, 'mmol/L', true],
      ['cholesterol-hdl-ratio', 3.9, null, true],
      ['ferritin', 22, 'µg/L', true],
      ['wbc', 8.4, '10^9/L', true],
    ]);
    expect(readRanges(blocks)[0]).toEqual(['potassium', 3.5, 5.2]);
  });
});

describe("a home-test kit's tiles", () => {
  it("reads tiles with their status between the name and the value, and 'Last:' as history", () => {
    const tiles: [name: string, status: string, value: string, last: string, x: number][] = [
      ['HDL Cholesterol', 'OPTIMAL', '61', '57', 40],
      ['Triglycerides', 'HIGH', '188', '142', 180],
      ['Uric Acid', 'BORDERLINE', '6.9', '6.4', 320],
    ];
    const line = (row: number, text: (tile: (typeof tiles)[number]) => string) =>
      phrases(
        row,
        tiles.map((tile) => [text(tile), tile[4]]),
      );
    const grid = textLayer([
      line(0, ([name]) => name),
      line(1, ([, status]) => status),
      line(2, ([, , value]) => value),
      line(3, () => 'mg/dL'),
      line(4, ([, , , last]) => `Last: ${last} (Mar 2025)`),
    ]);
    expect(read(grid)).toEqual([
      ['hdl-cholesterol', 61, 'mg/dL', true],
      ['triglycerides', 188, 'mg/dL', true],
      ['uric-acid', 6.9, 'mg/dL', true],
    ]);
    expect(readFlags(grid)).toEqual([
      ['hdl-cholesterol', null],
      ['triglycerides', 'H'],
      ['uric-acid', null],
    ]);
  });
});
