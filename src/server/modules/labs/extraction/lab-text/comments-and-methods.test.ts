/**
 * Results that stand outside the result column (ADR 081 items 353-354): a result the table sends
 * to its comment ('see comment'), read from the comment and held for the member to check, and a
 * screening's answer with its method written beside it where no column heads the method.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine as line, readRows as read } from './read-rows.test-helpers';

const header = line(0, [
  ['Test', 40],
  ['Result', 200],
  ['Reference', 272],
  ['Units', 380],
]);

describe("a result the table sends to its comment ('See comment')", () => {
  it('reads the value the comment gives under the test, with the row’s range, held for checking', () => {
    const rows = read([
      header,
      line(1, [
        ['Haemoglobin', 40],
        ['131', 200],
        ['120 - 160', 272],
        ['g/L', 380],
      ]),
      line(2, [
        ['Ferritin', 40],
        ['See comment', 200],
        ['13 - 150', 272],
        ['ug/L', 380],
      ]),
      line(3, [['Ferritin: 9 ug/L. Result confirmed on repeat analysis.', 52]]),
      line(4, [
        ['Vitamin B12', 40],
        ['Refer to note', 200],
        ['145 - 569', 272],
        ['pmol/L', 380],
      ]),
      line(5, [['Note: Vitamin B12 >1476 pmol/L (above the upper limit of measurement).', 52]]),
    ]);
    // Neither row was read: the result cell held words, and the comments no row's shape.
    expect(rows).toEqual([
      ['hemoglobin', 131, 'g/L', true],
      ['ferritin', 9, 'µg/L', false],
      ['vitamin-b12', 1476, 'pmol/L', false],
    ]);
  });

  it("reads a comment's own line under the row that names the test by another word", () => {
    const rows = read([
      line(0, [
        ['Analyse', 60],
        ['Ergebnis', 215],
        ['Referenzbereich', 320],
      ]),
      line(1, [
        ['Hämoglobin', 60],
        ['138', 215],
        ['120 - 160 g/l', 320],
      ]),
      line(2, [
        ['Thrombozyten', 60],
        ['siehe Kommentar', 215],
        ['150 - 450 G/l', 320],
      ]),
      line(3, [
        [
          'Kommentar: Thrombozytenaggregate im EDTA-Blut (Pseudothrombozytopenie). Zählung im Citratblut: 168 G/l.',
          68,
        ],
      ]),
    ]);
    expect(rows.at(-1)).toEqual(['platelets', 168, '10^9/L', false]);
  });

  it('reads no result from a comment that says why there is none', () => {
    const rows = read([
      line(0, [
        ['Esame', 40],
        ['Risultato', 215],
        ['Unità', 272],
        ['Intervallo', 335],
      ]),
      line(1, [
        ['Sodio', 40],
        ['139', 215],
        ['mEq/L', 272],
        ['136 - 145', 335],
      ]),
      line(2, [
        ['Potassio', 40],
        ['vedi nota ²', 215],
        ['mEq/L', 272],
        ['3,5 - 5,1', 335],
      ]),
      line(3, [
        ['T4 libre', 40],
        ['voir commentaire', 215],
        ['9,0 - 19,0 pmol/L', 335],
      ]),
      line(5, [['² Potassio: campione emolizzato (indice H 3+), risultato non refertabile.', 40]]),
      line(6, [['T4 libre : analyse ajoutée le 2024-02-27 à 14:10; délai dépassé (> 8 h).', 40]]),
    ]);
    expect(rows).toEqual([['sodium', 139, 'mEq/L', true]]);
  });
});

describe("a screening's answer with its method beside it, under no method column", () => {
  it('reads the answer and sets the method aside', () => {
    const rows = read([
      line(0, [
        ['Examens', 50],
        ['Résultats', 230],
        ['Équivalent SI', 320],
        ['Valeurs de référence', 420],
      ]),
      line(1, [
        ['Glycémie à jeun', 50],
        ['0,94', 230],
        ['g/L', 262],
        ['5,22', 320],
        ['mmol/L', 350],
        ['0,70 – 1,10 g/L', 420],
      ]),
      line(3, [['SÉROLOGIE', 40]]),
      line(4, [
        ['Antigène HBs', 50],
        ['Négatif', 230],
        ['Immunochromatographie (Determine HBsAg)', 320],
      ]),
      line(5, [
        ['Sérologie VIH 1 + 2', 50],
        ['Négatif', 230],
        ['Determine HIV-1/2 — à confirmer si positif', 320],
      ]),
      line(6, [
        ['TPHA', 50],
        ['Négatif', 230],
        ['Hémagglutination', 320],
      ]),
    ]);
    // The serology was lost: the method's words counted as cells nothing could read. The
    // hepatitis B antigen and HIV screen (ADR 158) and the TPHA (ADR 160) are tests we know.
    expect(rows).toEqual([
      ['glucose', 0.94, 'g/L', true],
      ['hbsag', 'non-reactive', null, true],
      ['hiv-ag-ab', 'non-reactive', null, true],
      ['treponemal-ab', 'non-reactive', null, true],
    ]);
  });
});
