/**
 * What sets 252 and 253's tune parts taught (ADR 081 items 576-580), in our own reports, tests and
 * values: a report's field line over the header, a date marked current, a share printed bare
 * beside its count, a result printed again in another unit, and 'soit' between a share and its
 * count.
 */
import { describe, expect, it } from 'vitest';
import { cellsLine as row, readRows, textLayer } from './read-rows.test-helpers';

describe("a report's field line over the header (item 576)", () => {
  it("reads the table under 'Befund:  Schlussbefund <date>'", () => {
    const at = [40, 205, 270, 330, 410];
    const report = textLayer([
      row(0, [40, 95, 162, 214], ['Befund:', 'Schlussbefund', '25.11.2025', '08:02']),
      row(1, at, ['Analyse', 'Resultat', 'Vorwert', 'Einheit', 'Referenzbereich']),
      row(2, at, ['Natrium', '138', '140', 'mmol/L', '135 - 145']),
      row(3, at, ['Kalium', '4.2', '4.6', 'mmol/L', '3.5 - 5.1']),
    ]);
    expect(readRows(report)).toEqual([
      ['sodium', 138, 'mmol/L', true],
      ['potassium', 4.2, 'mmol/L', true],
    ]);
  });
});

describe("a date heading marked '(current)' (item 577)", () => {
  it("reads that date's column as the result, the others as earlier ones", () => {
    const at = [40, 150, 200, 270, 340, 410, 470];
    const report = textLayer([
      row(0, at, [
        'Test',
        'Units',
        'Ref. Interval',
        '12-Mar-24',
        '18-Sep-24',
        '20-Nov-25',
        '(current)',
      ]),
      row(1, at, ['Sodium', 'mmol/L', '135-145', '140', '139', '137']),
      row(2, at, ['Potassium', 'mmol/L', '3.5-5.2', '4.3', '4.6', '5.4 H']),
    ]);
    expect(readRows(report)).toEqual([
      ['sodium', 137, 'mmol/L', true],
      ['potassium', 5.4, 'mmol/L', true],
    ]);
  });
});

describe('a share printed bare beside its count, its range in % (item 578)', () => {
  it('reads the share and the count, each with its flag', () => {
    const at = [40, 180, 250, 320, 400];
    const report = textLayer([
      row(0, at, ['Test(s)', 'Result', 'Unit', 'Reference Value']),
      row(1, at, ['Total WBC Count', '10.9 H', 'x10^9/l', '4.0 - 10.0']),
      row(2, [180, 230], ['%', 'Absolute']),
      row(
        3,
        [40, 180, 230, 290, 360, 430],
        ['Neutrophils', '74 H', '8.07 H', 'x10^9/l', '40 - 70 %', '2.0 - 7.0'],
      ),
      row(
        4,
        [40, 180, 230, 290, 360, 430],
        ['Lymphocytes', '18 L', '1.96', 'x10^9/l', '20 - 40 %', '1.0 - 3.0'],
      ),
    ]);
    expect(readRows(report).map(([id, value, unit]) => [id, value, unit])).toEqual([
      ['wbc', 10.9, '10^9/L'],
      ['neutrophils-percent', 74, '%'],
      ['neutrophils', 8.07, '10^9/L'],
      ['lymphocytes-percent', 18, '%'],
      ['lymphocytes', 1.96, '10^9/L'],
    ]);
  });
});

describe('a result printed again by name in another unit (item 579)', () => {
  it('reads one row, the first; a different result by the same name stays its own row', () => {
    const lines = (second: string) =>
      [
        'Untersuchung   Ergebnis   Einheit   Referenzbereich',
        'Hämoglobin   8,4   mmol/l   8,4 - 10,9',
        `Hämoglobin   ${second}   g/dl   13,5 - 17,5`,
        'Leukozyten   6,2   Gpt/l   3,8 - 10,5',
      ].join('\n');
    expect(readRows(lines('13,5')).map(([id, value]) => [id, value])).toEqual([
      ['hemoglobin', 8.4],
      ['wbc', 6.2],
    ]);
    expect(readRows(lines('11,0')).filter(([id]) => id === 'hemoglobin')).toHaveLength(2);
  });
});

describe("'soit' between a share and its count (item 580)", () => {
  it('reads the share and the count', () => {
    const rows = readRows(
      [
        'Analyse   Résultat   Valeurs de référence',
        'Leucocytes   6,84   G/L   4,00 - 10,00',
        'Polynucléaires neutrophiles   58,2 %   soit   3,98   G/L   1,80 - 6,90',
        'Lymphocytes   26,1 %   soit   1,78   G/L   1,00 - 4,00',
      ].join('\n'),
    );
    expect(rows.map(([id, value]) => [id, value])).toEqual([
      ['wbc', 6.84],
      ['neutrophils-percent', 58.2],
      ['neutrophils', 3.98],
      ['lymphocytes-percent', 26.1],
      ['lymphocytes', 1.78],
    ]);
  });
});

describe('a sub-table headed by its units, ranges headed by brackets or by nothing (item 581)', () => {
  const at = [40, 205, 250, 315, 370, 440];
  const header = row(0, at, ['Analyse', 'Résultat', 'Unité', 'Valeurs de réf.', '12/08/25']);

  it("reads each share and count under '%  10³/μL  (%)  (10³/μL)'", () => {
    const report = textLayer([
      header,
      row(1, at, ['Globules blancs', '8,74', '10³/μL', '(4,00 - 10,00)', '9,10']),
      row(2, [40, 205, 250, 315, 370], ['Formule leucocytaire', '%', '10³/μL', '(%)', '(10³/μL)']),
      row(
        3,
        [40, 205, 250, 315, 370],
        ['Neutrophiles', '68,4', '5,98', '(40 - 75)', '(1,80 - 7,50)'],
      ),
      row(
        4,
        [40, 205, 250, 315, 370],
        ['Lymphocytes', '21,6', '1,89', '(20 - 45)', '(1,00 - 4,00)'],
      ),
    ]);
    expect(readRows(report).map(([id, value]) => [id, value])).toEqual([
      ['wbc', 8.74],
      ['neutrophils-percent', 68.4],
      ['neutrophils', 5.98],
      ['lymphocytes-percent', 21.6],
      ['lymphocytes', 1.89],
    ]);
  });

  it("reads an electrophoresis's share and amount with a range headed by nothing", () => {
    const report = textLayer([
      header,
      row(1, at, ['Protéines totales', '78', 'g/L', '(64 - 83)', '76']),
      row(2, [40, 205, 250], ['Électrophorèse des protéines', '%', 'g/L']),
      row(3, [40, 205, 250, 315], ['Albumine', '51,2 *', '39,9', '(55,8 - 66,1)']),
      row(4, [40, 205, 250, 315], ['Gamma globulines', '19,4 *', '15,1', '(11,1 - 18,8)']),
    ]);
    expect(readRows(report).map(([id, value]) => [id, value])).toEqual([
      ['total-protein', 78],
      ['albumin-percent', 51.2],
      ['albumin', 39.9],
      ['gamma-globulin-percent', 19.4],
      ['gamma-globulin', 15.1],
    ]);
  });
});
