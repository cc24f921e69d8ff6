/**
 * A blood gas's derived values, the urine pregnancy test and the Widal and Brucella
 * agglutinations as tests we know (ADR 163): by their names in the languages we read; a blood
 * gas's standard bicarbonate apart from its actual one, the urine test apart from a blood hCG,
 * beta-2-microglobulin as itself, and an agglutination's titre alone held as RPR's is.
 */
import { describe, expect, it } from 'vitest';
import { analyserTicket, readRows as read, headedReport } from './read-rows.test-helpers';

describe("a blood gas's derived values", () => {
  it("reads an ABL ticket's oxygen content, p50 and standard bicarbonate beside its bicarbonate", () => {
    expect(
      read(
        analyserTicket([
          ['pCO2', '41.2', 'mmHg', '35.0 - 45.0'],
          ['cHCO3-(P)c', '24.3', 'mmol/L', '22.0 - 26.0'],
          ['cHCO3-(P,st)c', '24.6', 'mmol/L', '22.0 - 26.0'],
          ['ctO2c', '14.9', 'Vol%', '15.8 - 22.3'],
          ['p50(st)c', '26.8', 'mmHg', '24.0 - 28.0'],
        ]),
      ),
    ).toEqual([
      ['pco2', 41.2, 'mmHg', true],
      ['bicarbonate', 24.3, 'mmol/L', true],
      ['standard-bicarbonate', 24.6, 'mmol/L', true],
      ['oxygen-content', 14.9, 'mL/dL', true],
      ['p50', 26.8, 'mmHg', true],
    ]);
  });

  it('reads p50 in kPa and oxygen content in mL/dL', () => {
    expect(
      read(
        analyserTicket([
          ['pO2', '11.2', 'kPa', '10.0 - 13.3'],
          ['p50c', '3.71', 'kPa', '3.2 - 3.7'],
          // Not a bare 'ctO2': one OCR slip from 'CO2' (bicarbonate), it would make 'COo2' mean two tests.
          ['ctO2(a)', '19.3', 'mL/dL', '16 - 22'],
        ]),
      ),
    ).toEqual([
      ['po2', 11.2, 'kPa', true],
      ['p50', 3.71, 'kPa', true],
      ['oxygen-content', 19.3, 'mL/dL', true],
    ]);
  });

  it('reads standard bicarbonate by name in German, French, Spanish and Italian', () => {
    expect(
      read(
        headedReport('BLUTGASANALYSE', [
          'pCO2   5.3   kPa   4.7 - 6.0',
          'Standardbicarbonat   23.1   mmol/l   21 - 26',
          'Sauerstoffgehalt   18.9   ml/dl   16 - 22',
        ]),
      ),
    ).toEqual([
      ['pco2', 5.3, 'kPa', true],
      ['standard-bicarbonate', 23.1, 'mmol/L', true],
      ['oxygen-content', 18.9, 'mL/dL', true],
    ]);
    expect(
      read(
        headedReport('GAZ DU SANG', [
          'pCO2   38   mmHg   35 - 45',
          'Bicarbonate standard   22.8   mmol/L   22 - 26',
        ]),
      ),
    ).toEqual([
      ['pco2', 38, 'mmHg', true],
      ['standard-bicarbonate', 22.8, 'mmol/L', true],
    ]);
    expect(
      read(
        headedReport('GASOMETRÍA ARTERIAL', [
          'pCO2   36   mmHg   35 - 45',
          'Bicarbonato estándar   21.9   mmol/L   22 - 26',
        ]),
      ).map((row) => row[0]),
    ).toEqual(['pco2', 'standard-bicarbonate']);
    expect(
      read(
        headedReport('EMOGASANALISI', [
          'pCO2   36   mmHg   35 - 45',
          'HCO3 std   21.9   mmol/L   22 - 26',
        ]),
      ).map((row) => row[0]),
    ).toEqual(['pco2', 'standard-bicarbonate']);
  });

  it("keeps a chemistry panel's total CO2 as bicarbonate, and a gas's as a test we do not know", () => {
    expect(read(headedReport('CHEMISTRY', ['CO2, total   24   mmol/L   22 - 29']))).toEqual([
      ['bicarbonate', 24, 'mmol/L', true],
    ]);
    expect(read(headedReport('CHEMISTRY', ['Total CO2   24   mmol/L   22 - 29']))).toEqual([
      ['bicarbonate', 24, 'mmol/L', true],
    ]);
    const gas = read(
      analyserTicket([
        ['pCO2', '41.2', 'mmHg', '35.0 - 45.0'],
        ['cTCO2', '29', 'mmol/L', '23 - 27'],
      ]),
    );
    expect(gas[0]).toEqual(['pco2', 41.2, 'mmHg', true]);
    expect(gas.slice(1).every(([marker, , , shown]) => marker === null && !shown)).toBe(true);
  });
});

describe('beta-2-microglobulin', () => {
  it('stays itself beside an electrophoresis (the beta-1 and beta-2 fractions are not authored)', () => {
    expect(
      read(headedReport('CHEMISTRY', ['Beta-2-microglobulin   2.1   mg/L   0.8 - 2.2'])),
    ).toEqual([['beta-2-microglobulin', 2.1, 'mg/L', true]]);
  });
});

describe('the urine pregnancy test', () => {
  it('reads the test in every language we read, negative normal and positive flagged', () => {
    for (const name of [
      'Urine pregnancy test',
      'Pregnancy test',
      'hCG cualitativa en orina',
      'Test de grossesse urinaire',
      'Schwangerschaftstest (Urin)',
      'Test di gravidanza',
    ])
      expect(read(headedReport('URINE', [`${name}   Negative`])), name).toEqual([
        ['urine-pregnancy-test', 'negative', null, true],
      ]);
    expect(read(headedReport('ORINA', ['hCG cualitativa en orina   Negativo']))).toEqual([
      ['urine-pregnancy-test', 'negative', null, true],
    ]);
    expect(read(headedReport('URINE', ['Urine Pregnancy Test (hCG)   Positive']))).toEqual([
      ['urine-pregnancy-test', 'positive', null, true],
    ]);
  });

  it("keeps a blood hCG's rows on the quantitative hCG", () => {
    expect(read(headedReport('HORMONES', ['Beta-hCG, quantitative   48350   mIU/mL']))).toEqual([
      ['hcg', 48350, 'mIU/mL', true],
    ]);
    expect(read(headedReport('HORMONES', ['hCG   <2.0   mIU/mL   < 5']))[0]?.[0]).toBe('hcg');
  });
});

describe('Widal and Brucella agglutinations', () => {
  it("reads a Spanish febrile agglutinins panel, a titre alone held as RPR's is", () => {
    expect(
      read(
        headedReport('REACCIONES FEBRILES', [
          'Tífico O   1/160',
          'Tífico H   1/80',
          'Paratífico A   Negativo',
          'Paratífico B   1/40',
          'Brucella abortus   Negativo',
        ]),
      ),
    ).toEqual([
      ['widal-typhi-o', '1/160', null, false],
      ['widal-typhi-h', '1/80', null, false],
      ['widal-paratyphi-a', 'non-reactive', null, true],
      ['widal-paratyphi-b', '1/40', null, false],
      ['brucella-agglutination', 'non-reactive', null, true],
    ]);
  });

  it('reads an English Widal test with its answer words', () => {
    expect(
      read(
        headedReport('WIDAL TEST', [
          'S. Typhi O   Reactive 1:160',
          'S. Typhi H   Non reactive',
          'S. Paratyphi AH   Non reactive',
          'S. Paratyphi BH   Non reactive',
        ]),
      ),
    ).toEqual([
      ['widal-typhi-o', 'reactive', null, true],
      ['widal-typhi-h', 'non-reactive', null, true],
      ['widal-paratyphi-a', 'non-reactive', null, true],
      ['widal-paratyphi-b', 'non-reactive', null, true],
    ]);
  });

  it("leaves the bare 'TO' and 'TH' unknown", () => {
    const rows = read(headedReport('WIDAL TEST', ['TO   1:160', 'TH   1:80']));
    expect(rows.every(([marker]) => marker === null)).toBe(true);
  });
});
