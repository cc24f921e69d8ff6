/**
 * What set 249's tune part taught (ADR 081 items 566-568), in our own reports, tests and values:
 * a differential's counts printed bare beside the shares, their unit only in the sub-heading; a
 * protein electrophoresis's fractions named by their band alone; and names and words common in
 * Kenyan, Swiss-Italian and Argentine reports.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine as phrases, readRows, textLayer } from './read-rows.test-helpers';

describe("a differential's counts with their unit in the sub-heading (item 566)", () => {
  const report = (subHeading: string) =>
    [
      'HEMOGRAMA   Valores de referencia',
      'Hemoglobina .........   13,2   g/dl   12,0 - 16,0',
      'Glóbulos blancos .........   7.400   /mm³   4.000 - 10.000',
      subHeading,
      'Neutrófilos segmentados ......   58 %   4.292   45 - 70 %',
      'Linfocitos ......   33 %   2.442   20 - 40 %',
      'Monocitos ......   7 %   518   2 - 8 %',
    ].join('\n');

  it('reads each share and its count, the count in the heading’s unit', () => {
    expect(readRows(report('Fórmula leucocitaria   Relativa   Absoluta (/mm³)'))).toEqual([
      ['hemoglobin', 13.2, 'g/dL', true],
      ['wbc', 7400, '/µL', true],
      ['neutrophils-percent', 58, '%', true],
      ['neutrophils', 4292, '/µL', true],
      ['lymphocytes-percent', 33, '%', true],
      ['lymphocytes', 2442, '/µL', true],
      ['monocytes-percent', 7, '%', true],
      ['monocytes', 518, '/µL', true],
    ]);
  });

  it('reads the shares alone when the sub-heading prints no unit', () => {
    const rows = readRows(report('Fórmula leucocitaria   Relativa   Absoluta'));
    expect(rows.filter(([id]) => id === 'neutrophils')).toEqual([]);
    expect(rows).toContainEqual(['neutrophils-percent', 58, '%', true]);
  });
});

describe("a protein electrophoresis's fractions by their band's name (item 567)", () => {
  const NAME = 40;
  const SHARE = 200;
  const AMOUNT = 260;
  const RANGE = 330;
  const row = (at: number, cells: string[]) =>
    phrases(
      at,
      cells.map((cell, index): [string, number] => [cell, [NAME, SHARE, AMOUNT, RANGE][index]!]),
    );
  const report = (heading: string) =>
    textLayer([
      row(0, ['Analyse', 'Résultat', 'Valeurs de référence']),
      row(1, ['Protéines totales', '70', '64 - 83 g/L']),
      phrases(2, [[heading, NAME]]),
      row(3, ['Fraction', '%', 'g/L', 'Valeurs de référence (% / g/L)']),
      row(4, ['Albumine', '60,1', '42,1', '55,8 - 66,1  /  35,2 - 50,4']),
      row(5, ['Alpha 1', '3,8', '2,7', '2,9 - 4,9  /  2,1 - 3,5']),
      row(6, ['Alpha 2', '9,9', '6,9', '7,1 - 11,8  /  5,1 - 8,5']),
      row(7, ['Bêta', '11,6', '8,1', '8,4 - 13,1  /  6,0 - 9,4']),
      row(8, ['Gamma', '14,6', '10,2', '11,1 - 18,8  /  8,0 - 13,5']),
      phrases(9, [['Pas de pic monoclonal.', NAME]]),
    ]);

  it('reads each band as its globulin fraction, as a share and an amount', () => {
    const ids = readRows(report('Électrophorèse des protéines sériques')).map(([id]) => id);
    expect(ids).toEqual([
      'total-protein',
      'albumin-percent',
      'albumin',
      'alpha-1-globulin-percent',
      'alpha-1-globulin',
      'alpha-2-globulin-percent',
      'alpha-2-globulin',
      'beta-globulin-percent',
      'beta-globulin',
      'gamma-globulin-percent',
      'gamma-globulin',
    ]);
  });

  it('leaves a band’s name alone unread outside an electrophoresis', () => {
    const ids = readRows(report('Autres protéines')).map(([id]) => id);
    expect(ids).not.toContain('alpha-1-globulin');
    expect(ids).not.toContain('beta-globulin');
  });
});

describe('names and words of Kenyan, Swiss-Italian and Argentine reports (item 568)', () => {
  it('reads RBS as the glucose and PDT as the urine pregnancy test', () => {
    const rows = readRows(
      ['TEST   RESULT   UNITS   REF', 'RBS:   6.1   mmol/L   (3.5-7.8)', 'PDT:   NEGATIVE'].join(
        '\n',
      ),
    );
    expect(rows[0]).toEqual(['glucose', 6.1, 'mmol/L', true]);
    expect(rows[1]?.[0]).toBe('urine-pregnancy-test');
  });

  it('reads the antinuclear antibodies as a test of their own', () => {
    const rows = readRows(
      [
        'Analisi   Risultato   Valori di riferimento',
        'Anticorpi antinucleari (ANA)   negativo   < 1:80',
      ].join('\n'),
    );
    expect(rows[0]?.[0]).toBe('antinuclear-antibodies');
  });

  it("reads 'Aislados' under a sediment as a result", () => {
    const rows = readRows(
      ['Sedimento urinario', 'Leucocitos .......   Escasos', 'Hematíes .......   Aislados'].join(
        '\n',
      ),
    );
    expect(rows).toEqual([
      ['urine-wbc', 'escasos', null, true],
      ['urine-rbc', 'aislados', null, true],
    ]);
  });
});
