/**
 * ADR 081 item 749, in our own tests and values: a serology known by its answer (non-reactive,
 * reactive) printed as the analyser's number, a signal-to-cut-off, an index or arbitrary units,
 * is read as that number in its printed unit and held for the member, because only the lab's
 * interpretation says whether the number means reactive (a competitive assay reacts below its
 * cut-off). A range cell that names the normal answer beside its bound ('Négatif : < 0,50') is
 * the reference, never the answer. And what set 349's tune part taught besides (items 751-753):
 * a name left ending with a comparator set apart from its number is held, a heading under a
 * ratio's row is no continuation of its name, and an '&' in '(HIV 1 & 2)' is the name's.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { isIndexUnit } from './lab-text/index-results';
import { phrasesLine, textLayer } from './lab-text/read-rows.test-helpers';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const readAs = (rows: ReturnType<typeof parseLabText>) =>
  rows.map((row) => [row.markerId, row.value, row.unit, row.refHigh]);

describe('a serology printed as its index (item 749)', () => {
  it('reads the number in its printed unit under a results table', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Prueba', 40],
          ['Resultado', 240],
          ['Unidades', 290],
          ['Interpretación', 350],
          ['Referencia', 450],
        ]),
        phrasesLine(1, [
          ['Anticuerpos anti-VHC', 40],
          ['0,07', 240],
          ['S/CO', 290],
          ['No reactivo', 350],
          ['< 1,00', 450],
        ]),
        phrasesLine(2, [
          ['Citomegalovirus IgM', 40],
          ['0,34', 240],
          ['Índice', 290],
          ['Negativo', 350],
          ['< 0,85', 450],
        ]),
        phrasesLine(3, [
          ['Citomegalovirus IgG', 40],
          ['87,5', 240],
          ['UA/mL', 290],
          ['Positivo', 350],
          ['< 6,0', 450],
        ]),
      ]),
      reference,
    );
    expect(readAs(rows)).toEqual([
      ['anti-hcv', 0.07, 'S/CO', 1],
      ['cmv-igm', 0.34, 'Índice', 0.85],
      ['cmv-igg', 87.5, 'UA/mL', expect.anything()],
    ]);
    for (const row of rows) expect(row.reviewReason).toMatch(/analyser's number .* cut-off/);
  });

  it('reads an index printed after the reference, not the reference’s answer word', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Paramètres', 40],
          ['Résultats', 220],
          ['Normes', 292],
          ['Unités', 470],
        ]),
        phrasesLine(1, [
          ['Toxoplasmose IgM', 40],
          ['0,18', 226],
          ['Négatif : < 0,50', 292],
          ['Index', 470],
        ]),
      ]),
      reference,
    );
    expect(readAs(rows)).toEqual([['toxoplasma-igm', 0.18, 'Index', 0.5]]);
    expect(rows[0]!.reviewReason).toMatch(/analyser's number/);
  });

  it('keeps a number without an index unit, or beyond any index, as no result of the test', () => {
    const rows = parseLabText(
      ['HBsAg   0.31   < 1.00', 'Anti-HCV   250000   S/CO   < 1.00'].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['hbsag', null],
      ['anti-hcv', null],
    ]);
    for (const row of rows) expect(row.reviewReason).not.toBeNull();
  });

  it('names an analyser’s index and arbitrary units, never a physical unit', () => {
    for (const unit of [
      'S/CO',
      'COI',
      'index',
      'Indice',
      'Índice',
      'AI',
      'AU/mL',
      'UA/ml',
      'IE/ml',
    ])
      expect(isIndexUnit(unit)).toBe(true);
    for (const unit of ['mg/dL', 'mmol/L', 'g/L', '%', 'IU/L'])
      expect(isIndexUnit(unit)).toBe(false);
  });
});

describe('a comparator set apart before its number (item 751)', () => {
  it('is never shown as read when it stays with the name', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Test', 30],
          ['Result', 118],
          ['Unit', 150],
          ['Ref. range', 200],
        ]),
        phrasesLine(1, [
          ['HIV-1 RNA (Viral Load)', 30],
          ['<', 120],
          ['20', 128],
          ['copies/mL', 150],
          ['Not detected', 200],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['hiv-1-rna', 20]]);
    expect(rows[0]!.reviewReason).toMatch(/comparison sign that may belong to the result/);
  });
});

describe('a heading under a row whose name names a test alone (item 752)', () => {
  it('is no continuation of the name when its words are none of the joined test’s names', () => {
    const rows = parseLabText(
      [
        'Total Cholesterol / HDL   2.0 - 5.0   4.9',
        'Liver Enzymes',
        'ALT   7 - 56   31   U/L',
      ].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['cholesterol-hdl-ratio', 4.9],
      ['alt', 31],
    ]);
  });

  it('still joins a name wrapped onto the next line that names another test', () => {
    const rows = parseLabText(['Blood Urea    14   mg/dL', 'Nitrogen'].join('\n'), reference);
    expect(rows.map((row) => [row.markerId, row.printedName])).toEqual([
      ['bun', 'Blood Urea Nitrogen'],
    ]);
  });
});

describe("an '&' between two digits in brackets (item 753)", () => {
  it('is a name’s, never a blurred percent sign', () => {
    const rows = parseLabText('Retroviral Screen (HIV 1 & 2)   Non-Reactive', reference);
    expect(rows.map((row) => [row.markerId, row.unit, row.valueText])).toEqual([
      ['hiv-ag-ab', null, 'non-reactive'],
    ]);
  });
});
