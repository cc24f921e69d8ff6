/**
 * What sets 258-261's tune parts taught (ADR 081 items 595-604), in our own reports, tests and
 * values: a sample's dated steps over a plain table, specimen words before names, an
 * electrophoresis band's share, sub-tables headed by words, a heading in capitals under a row, a
 * heading with a note in brackets, dates under a header already read, a Widal grid, and a
 * full-width line under a table of two halves.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { cellsLine as row, readRows, textLayer } from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();

describe("a sample's steps, each with its date, over the results (item 595)", () => {
  it('reads the table under it', () => {
    const report = textLayer([
      row(
        0,
        [40, 180, 300, 420],
        [
          'Sample collected 03-Dec-2025 09:10 at surgery',
          'Received 03-Dec-2025 12:40',
          'Reported',
          '04-Dec-2025 08:02',
        ],
      ),
      row(1, [40], ['Urea and electrolytes  Filed 04-Dec-2025 - Normal']),
      row(2, [40, 200, 240, 300], ['Serum sodium', '141', 'mmol/L', '[133.0 - 146.0]']),
      row(3, [40, 200, 240, 300], ['Serum potassium', '4.4', 'mmol/L', '[3.5 - 5.3]']),
    ]);
    expect(readRows(report).map(([id, value]) => [id, value])).toEqual([
      ['sodium', 141],
      ['potassium', 4.4],
    ]);
  });
});

describe('a specimen word before a name known in the other specimen (item 596)', () => {
  it.each([
    ['Orn-Sodio', 'urine-sodium'],
    ['Sgv-pH', 'blood-ph'],
    ['Sga-pCO2', 'pco2'],
    ['Temps de Quick patient', 'prothrombin-time'],
    ['Rapport TCA patient/témoin', 'aptt-ratio'],
    ['Blutsenkung n. 1 h', 'esr'],
    ['Colesterol Total / HDL', 'cholesterol-hdl-ratio'],
  ])('knows %s', (name, id) => {
    expect(reference.resolveMarker(name, {})?.id).toBe(id);
  });

  it("reads an East German enzyme's µmol/l*s as µkat/L and the MCH in fmol", () => {
    expect(
      readRows('GPT (ALAT)   0,52   µmol/l*s   < 0,85\nMCH   1,86   fmol   1,68 - 2,05'),
    ).toEqual([
      ['alt', 0.52, 'µkat/L', true],
      ['mch', 1.86, 'fmol', true],
    ]);
  });
});

describe("an electrophoresis band's share by its short name (item 597)", () => {
  it("reads 'Beta %' as the beta globulins' share", () => {
    const report =
      'ELETTROFORESI DELLE SIEROPROTEINE\nAlfa 2 %   10,4   %   7,1 - 11,8\nBeta %   11,0   %   8,4 - 13,1';
    expect(readRows(report).map(([id, value]) => [id, value])).toEqual([
      ['alpha-2-globulin-percent', 10.4],
      ['beta-globulin-percent', 11],
    ]);
  });
});

describe('a sub-table of shares and counts headed by words (item 598)', () => {
  it("reads 'Relativo  Absoluto (10^3/μL)  Ref. relativo  Ref. absoluto'", () => {
    const at = [56, 220, 292, 380, 470];
    const report = textLayer([
      row(0, [40, 220, 292, 380], ['ESTUDIO', 'RESULTADO', 'UNIDADES', 'VALORES DE REFERENCIA']),
      row(1, at, [
        'Diferencial',
        'Relativo',
        'Absoluto (10^3/μL)',
        'Ref. relativo',
        'Ref. absoluto',
      ]),
      row(2, at, ['Neutrófilos', '61.0 %', '4.02', '40.0 - 75.0 %', '1.80 - 7.70']),
    ]);
    expect(readRows(report).map(([id, value, unit]) => [id, value, unit])).toEqual([
      ['neutrophils-percent', 61, '%'],
      ['neutrophils', 4.02, '10^3/µL'],
    ]);
  });

  it("reads a count's unit printed in its row under 'Absolute'", () => {
    const report = textLayer([
      row(0, [40, 250, 300, 330, 430], ['TEST', 'RESULT', 'FLAG', 'UNITS', 'REFERENCE RANGE']),
      row(1, [40, 200, 250], ['Differential count', '%', 'Absolute']),
      row(2, [40, 200, 250, 330, 430], ['Neutrophils', '55.0', '2.31', 'x10^9/L', '1.60 - 6.98']),
    ]);
    expect(readRows(report).map(([id, value, unit]) => [id, value, unit])).toEqual([
      ['neutrophils-percent', 55, '%'],
      ['neutrophils', 2.31, '10^9/L'],
    ]);
  });
});

describe('a heading in capitals under a row whose name is no test alone (item 599)', () => {
  it('goes on no name', () => {
    const report =
      'Colesterol Total / HDL   *4,7   < 4,5\nPERFIL TIROIDEO Y METABÓLICO\nTSH   2,10   uUI/mL   0,27 - 4,20';
    expect(readRows(report).map(([id]) => id)).toEqual(['cholesterol-hdl-ratio', 'tsh']);
  });
});

describe('a heading with a note in brackets inside it (item 600)', () => {
  it("reads the strip under 'Urinstatus (Combur 10 Test, Urisys 1100) - Mittelstrahlurin'", () => {
    const at = [40, 200, 300];
    const report = textLayer([
      row(0, [40, 200, 260, 330], ['Untersuchung', 'Ergebnis', 'Einheit', 'Referenzbereich']),
      row(1, [40], ['Hämatologie']),
      row(2, [40, 200, 260, 330], ['Leukozyten', '6,2', 'Tsd/µl', '3,9 - 10,2']),
      row(3, [40], ['Urinstatus (Combur 10 Test, Urisys 1100) - Mittelstrahlurin']),
      row(4, at, ['Leukozyten', 'negativ', 'negativ']),
      row(5, at, ['Eiweiß', 'Spuren', 'negativ']),
    ]);
    expect(readRows(report).map(([id]) => id)).toEqual([
      'wbc',
      'urine-leukocyte-esterase',
      'urine-protein',
    ]);
  });
});

describe('a line of dates under a header already read (item 601)', () => {
  it('dates its result columns and keeps its unit and range columns', () => {
    const at = [40, 200, 265, 330, 400, 460];
    const report = textLayer([
      row(0, [200, 265, 330], ['Vorwert', 'Vorwert', 'AKTUELL']),
      row(1, [40, 400, 460], ['Untersuchung', 'Einheit', 'Referenzbereich']),
      row(2, [200, 265, 330], ['01.12.25 07:10', '03.12.25 06:50', '05.12.25 06:45']),
      row(3, [40], ['Blutbild (EDTA-Blut)']),
      row(4, at, ['Erythrozyten', '4,41 -', '4,12 -', '4,02 -', 'T/L', '4,50 - 5,90']),
    ]);
    expect(readRows(report)).toEqual([['rbc', 4.02, '10^12/L', true]]);
  });
});

describe('a Widal grid of antigens across (item 602)', () => {
  it("reads each organism's titre under each antigen", () => {
    const report = textLayer([
      row(0, [40, 200, 300], ['Antigen', "'O' (Somatic)", "'H' (Flagellar)"]),
      row(1, [40, 200, 300], ['Salmonella Typhi', '1/320', '1/160']),
    ]);
    expect(readRows(report).map(([id, value]) => [id, value])).toEqual([
      ['widal-typhi-o', '1/320'],
      ['widal-typhi-h', '1/160'],
    ]);
  });
});

describe('a full-width line under a table of two halves (item 603)', () => {
  it('reads a number in its own unit, held for the member', () => {
    const at = [40, 160, 200, 245, 305, 415, 452, 512];
    const report = textLayer([
      row(0, at, [
        'Test',
        'Result',
        'Unit',
        'Ref. Interval',
        'Test',
        'Result',
        'Unit',
        'Ref. Interval',
      ]),
      row(1, at, ['Sodium', '139', 'mmol/L', '135-145', 'Potassium', '4.1', 'mmol/L', '3.5-5.1']),
      row(2, [40], ['HEPATITIS SCREEN']),
      row(
        3,
        [40, 200, 265, 330],
        ['Hepatitis B Surface Antibody (Anti-HBs)', '88.0', 'mIU/mL', '>=10.0 (Immune)'],
      ),
    ]);
    expect(readRows(report)).toEqual([
      ['sodium', 139, 'mmol/L', true],
      ['potassium', 4.1, 'mmol/L', true],
      ['anti-hbs', 88, 'mIU/mL', false],
    ]);
  });
});

describe("a differential's count alone under the unit heading, its '%' in the sub-heading (item 604)", () => {
  it('reads a share and a count, never the share as a count', () => {
    const report = textLayer([
      row(0, [40, 215, 285, 350], ['ANALYSES', 'RÉSULTATS', 'UNITÉS', 'VALEURS DE RÉFÉRENCE']),
      row(1, [40, 215, 260], ['Formule leucocytaire', '%', 'Valeurs absolues']),
      row(
        2,
        [52, 215, 285, 325, 370],
        ['Polynucléaires neutrophiles', '58,0', '3 944', '/mm³', '2 000 - 7 500'],
      ),
    ]);
    expect(readRows(report).map(([id, value, unit]) => [id, value, unit])).toEqual([
      ['neutrophils-percent', 58, '%'],
      ['neutrophils', 3944, '/µL'],
    ]);
  });
});
