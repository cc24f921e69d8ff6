/**
 * What sets 250 and 251's tune parts taught (ADR 081 items 569-574), in our own reports, tests
 * and values: footnote marks after a name, a stool exam's rows, a Widal test's antigens, a two-up
 * header's cut-short headings, a strip's pad printed with a number, and a French minute.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from '../parse-lab-text';
import { phrasesLine as phrases, readRanges, readRows, textLayer } from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();

describe("a footnote's mark after a name (item 569)", () => {
  it('reads the name without a spaced superscript, a bracketed number or a bare one', () => {
    const rows = readRows(
      [
        'Test   Result   Unit   Reference',
        'eGFR (CKD-EPI) ¹   64   mL/min/1.73m²   > 90',
        'LDL cholesterol calculated (2)   3.4   mmol/L   < 3.0',
        'Creatinine   88   µmol/L   45 - 90',
      ].join('\n'),
    );
    expect(rows.map(([id]) => id)).toEqual(['egfr', 'ldl-cholesterol', 'creatinine']);
  });

  it('reads a bracketed footnote number in a table cell, before tidying unwraps it', () => {
    const at = [40, 200, 260, 330];
    const row = (n: number, cells: string[]) =>
      phrases(
        n,
        cells.map((cell, i): [string, number] => [cell, at[i]!]),
      );
    const rows = readRows(
      textLayer([
        row(0, ['Analyse', 'Résultat', 'Unité', 'Valeurs de référence']),
        row(1, ['Cholestérol HDL', '0,61', 'g/L', '> 0,45']),
        row(2, ['Cholestérol LDL calculé (2)', '1,28', 'g/L', '< 1,60']),
      ]),
    );
    expect(rows).toContainEqual(['ldl-cholesterol', 1.28, 'g/L', true]);
  });
});

describe("a stool exam's rows (item 570)", () => {
  const exam = (heading: string) =>
    [
      heading,
      'Color   Marrón',
      'Consistencia   Pastosa',
      'Sangre oculta   Negativo',
      'Parásitos   No se observaron',
    ].join('\n');

  it('reads its look as words of tests we do not know, and its blood as the faecal test', () => {
    expect(readRows(exam('EXAMEN DE HECES'))).toEqual([
      [null, 'marrón', null, false],
      [null, 'pastosa', null, false],
      ['fecal-occult-blood', 'negative', null, true],
      [null, 'no se observaron', null, false],
    ]);
  });

  it('reads no urine test there, and the same rows under a urine heading as urine', () => {
    const stool = readRows(exam('EXAMEN DE HECES')).map(([id]) => id);
    expect(stool).not.toContain('urine-color');
    expect(stool).not.toContain('urine-blood');
    const urine = readRows(exam('EXAMEN DE ORINA')).map(([id]) => id);
    expect(urine).toContain('urine-blood');
  });
});

describe("a Widal test's antigens (item 571)", () => {
  it('reads the germ written out or by its initial, after the test name, or as two letters', () => {
    const rows = readRows(
      [
        'Test   Result   Reference',
        'Salmonella paratyphi AH   1/40   < 1/80',
        "Widal: S. paratyphi 'BH'   1:20   < 1:80",
        'Sérodiagnostic de Widal : TO   1/160   < 1/100',
        'Sérodiagnostic de Widal : TH   1/80   < 1/200',
      ].join('\n'),
    );
    expect(rows.map(([id, value]) => [id, value])).toEqual([
      ['widal-paratyphi-a', '1/40'],
      ['widal-paratyphi-b', '1:20'],
      ['widal-typhi-o', '1/160'],
      ['widal-typhi-h', '1/80'],
    ]);
  });
});

describe('a two-up table with cut-short headings (item 572)', () => {
  const LEFT = [40, 150, 190, 232];
  const RIGHT = [305, 420, 460, 505];
  const line = (n: number, left: string[], right: string[]) =>
    phrases(n, [
      ...left.map((cell, i): [string, number] => [cell, LEFT[i]!]),
      ...right.map((cell, i): [string, number] => [cell, RIGHT[i]!]),
    ]);

  it('reads both halves, a wide range running on to just before the second half', () => {
    const heads = ['Prueba', 'Result.', 'Unid.', 'V. Ref.'];
    const report = textLayer([
      line(0, heads, heads),
      line(
        1,
        ['Hemoglobina', '13,8', 'g/dL', '12,0 - 16,0'],
        ['Glicemia', '98', 'mg/dL', '70 - 110'],
      ),
      line(
        2,
        ['Plaquetas', '265.000', '/mm³', '150.000 - 450.000'],
        ['TGO (AST)', '22', 'U/L', 'hasta 40'],
      ),
    ]);
    expect(readRows(report).map(([id, value]) => [id, value])).toEqual([
      ['hemoglobin', 13.8],
      ['glucose', 98],
      ['platelets', 265000],
      ['ast', 22],
    ]);
    // The range's end is the platelets', not a word of the next half's name.
    expect(readRanges(report)).toContainEqual(['platelets', 150000, 450000]);
    expect(parseLabText(report, reference).map((row) => row.printedName)).toContain('TGO (AST)');
  });
});

describe("a strip's pad printed with a number (item 573), a French minute (item 574)", () => {
  it("keeps the pad its name or its strip's unit says, and the count under the sediment", () => {
    const rows = readRows(
      [
        'UROANÁLISIS',
        'LEUCOCITOS (ESTERASA)   75   Leu/uL   NEGATIVO',
        'SANGRE   10   Ery/uL   NEGATIVO',
        'SEDIMENTO',
        'LEUCOCITOS   10-15   x campo   0 - 5',
      ].join('\n'),
    ).map(([id]) => id);
    expect(rows).toEqual(['urine-leukocyte-esterase', 'urine-blood', 'urine-wbc']);
  });

  it("reads 'ml/mn/1,73m²' as the filtration rate's unit and 'Cuenta blanca' as white cells", () => {
    const rows = readRows(
      [
        'Prueba   Resultado   Unidad   Referencia',
        'Cuenta blanca   7.800   /mm³   5.000 - 10.000',
        'Hemoglobina   13,1   g/dL   12,0 - 16,0',
        'DFG (MDRD)   79   ml/mn/1,73m²   > 60',
      ].join('\n'),
    );
    expect(rows[0]?.[0]).toBe('wbc');
    expect(rows[2]).toEqual(['egfr', 79, 'mL/min/1.73m²', true]);
  });
});

describe("a differential's count on a line of its own named 'Soit' (item 575)", () => {
  it('reads each as the count of the share above it, and no other line so', () => {
    const rows = readRows(
      [
        'Hémoglobine   15,1   g/dl   (13 - 17)',
        'Leucocytes   8450   /mm³   (4000 - 10000)',
        'Poly. neutrophiles   64,0   %   (45 - 70)',
        'Soit   5408   /mm³   (1800 - 7000)',
        'Lymphocytes   27,5   %   (20 - 40)',
        'Soit   2324   /mm³   (1000 - 4000)',
        'Plaquettes   236000   /mm³   (150000 - 400000)',
        'Soit   12   /mm³',
      ].join('\n'),
    );
    expect(rows.map(([id, value]) => [id, value])).toEqual([
      ['hemoglobin', 15.1],
      ['wbc', 8450],
      ['neutrophils-percent', 64],
      ['neutrophils', 5408],
      ['lymphocytes-percent', 27.5],
      ['lymphocytes', 2324],
      ['platelets', 236000],
      // Under a result that is no share, 'Soit' gives it again in a second unit: no row of its
      // own (ADR 081 item 638; before, an unknown test held for the member to check).
    ]);
  });
});
