/**
 * What sets 291-300's tune parts taught (ADR 081 items 642-657), in our own reports, tests and
 * values: a bracket that narrows the test or names whole blood, a star before a result, a timed
 * urine collection, a Basque-Spanish header, differentials whose sub-header names no test column
 * (French and Italian), a stool exam's microscopy, an equivocal band after a range, a status
 * column 'Out of range', a clinic's blood count heading, a peptide's residues in its name.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from './extraction.types';
import { cellsLine as line, textLayer } from './lab-text/read-rows.test-helpers';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const read = (rows: ExtractedRow[]) =>
  rows.map((row) => [row.markerId, row.value ?? row.valueText, row.reviewReason === null]);

const TABLE = [40, 215, 275, 335];

describe('a bracket after a name (items 642-643)', () => {
  it('names a narrower test: active B12, HDL, free T4', () => {
    expect(reference.resolveName('Vitamin B12 (Holo-TC)')?.id).toBe('holotranscobalamin');
    expect(reference.resolveName('Cholesterol (HDL)')?.id).toBe('hdl-cholesterol');
    expect(reference.resolveName('Thyroxine (Free T4)')?.id).toBe('free-t4');
  });

  it('leaves the test the name outside names when the bracket names what it is made from', () => {
    expect(reference.resolveName('eGFR (Creatinine)')?.id).toBe('egfr');
    expect(reference.resolveName('Hämoglobin (HGB)')?.id).toBe('hemoglobin');
  });

  it('holds a whole-blood magnesium as a test we do not know, never as serum magnesium', () => {
    expect(reference.resolveName('Magnesium (Vollblut)')).toBeNull();
    expect(reference.resolveName('Whole blood magnesium')).toBeNull();
    const rows = parseLabText(
      textLayer([
        line(0, TABLE, ['Parameter', 'Ergebnis', 'Einheit', 'Referenz']),
        line(1, TABLE, ['Magnesium (Vollblut)', '1,33', 'mmol/l', '1,38 - 1,50']),
        line(2, TABLE, ['Magnesium', '0,84', 'mmol/l', '0,66 - 1,07']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      [null, 1.33, false],
      ['magnesium', 0.84, true],
    ]);
    // The member is told why: whole blood, not the serum test we know.
    expect(rows[0]!.reviewReason).toContain('whole blood');
  });
});

describe("a star before a urine sediment's count (items 644-645)", () => {
  it("reads '* 20-30' as the count, flagged, and 'positivi' as a positive nitrite", () => {
    const at = [40, 212, 330, 400];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Esame', 'Risultato', 'U.M.', 'Valori di riferimento']),
        line(1, [40], ['Esame chimico-fisico delle urine']),
        line(2, [40, 212, 400], ['Nitriti', '* positivi', 'negativi']),
        line(3, [40], ['Sedimento urinario (microscopia)']),
        line(4, at, ['Leucociti', '* 20-30', '/campo', '0 - 5']),
        line(5, at, ['Emazie', '* 4-6', '/campo', '0 - 3']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      ['urine-nitrite', 'positive', true],
      ['urine-wbc', '20-30', true],
      ['urine-rbc', '4-6', true],
    ]);
  });
});

describe('a timed urine collection (item 646)', () => {
  it("reads plain names under '24-STUNDEN-SAMMELHARN' as the urine's, and 'i.H.' as urine", () => {
    expect(reference.resolveName('Kreatinin i.H.')?.id).toBe('urine-creatinine');
    const rows = parseLabText(
      textLayer([
        line(0, [40], ['24-STUNDEN-SAMMELHARN']),
        line(1, TABLE, ['Parameter', 'Ergebnis', 'Einheit', 'Referenz']),
        line(2, TABLE, ['Natrium', '96', 'mmol/l', '40 - 220']),
        line(3, TABLE, ['Kalium', '44', 'mmol/l', '25 - 125']),
      ]),
      reference,
    );
    expect(rows.map((row) => row.markerId)).toEqual(['urine-sodium', 'urine-potassium']);
  });

  it('keeps a number no urine result can be as the blood test it names', () => {
    const rows = parseLabText(
      textLayer([
        line(0, [40], ['URINE DIPSTICK']),
        line(1, [40, 215, 335], ['Glucose', 'Negative', 'Negative']),
        line(2, TABLE, ['Creatinine', '92', 'µmol/L', '60 - 110']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      ['urine-glucose', 'negative', true],
      ['creatinine', 92, true],
    ]);
  });
});

describe('a bilingual header whose first language we do not read (item 647)', () => {
  it("reads every name under 'Proba / Prueba', the short ones too", () => {
    const at = [40, 215, 270, 385, 465];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Proba / Prueba', 'Actual', 'Anterior', 'Unidades', 'Rango de referencia']),
        line(1, at, ['Urea', '61', '55', 'mg/dL', '17 - 49']),
        line(2, at, ['Sodio', '138', '140', 'mmol/L', '136 - 145']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      ['urea', 61, true],
      ['sodium', 138, true],
    ]);
  });
});

describe('a differential whose sub-header names no test column (items 648 and 654)', () => {
  it("reads the share and the count under '%  Réf. %  G/L  Réf. G/L', each with its range", () => {
    const at = [46, 215, 250, 335, 380];
    const rows = parseLabText(
      textLayer([
        line(0, [40, 215, 275, 335], ['Analyse', 'Résultat', 'Unité', 'Valeurs de référence']),
        line(1, [40], ['Formule leucocytaire']),
        line(2, at.slice(1), ['%', 'Réf. %', 'G/L', 'Réf. G/L']),
        line(3, at, ['Lymphocytes', '52.0 ↑', '20 - 45', '6.10', '1.00 - 4.00']),
        line(4, at, ['Monocytes', '6.5', '2 - 10', '0.76', '0.10 - 0.90']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      ['lymphocytes-percent', 52, true],
      ['lymphocytes', 6.1, true],
      ['monocytes-percent', 6.5, true],
      ['monocytes', 0.76, true],
    ]);
    expect(rows.map((row) => [row.refLow, row.refHigh])).toEqual([
      [20, 45],
      [1, 4],
      [2, 10],
      [0.1, 0.9],
    ]);
  });

  it("reads an Italian one headed 'relativa  assoluta  rif. relativa  rif. assoluta'", () => {
    const at = [40, 215, 290, 380, 450];
    const rows = parseLabText(
      textLayer([
        line(0, at, [
          'Formula leucocitaria (automatica)',
          'relativa',
          'assoluta',
          'rif. relativa',
          'rif. assoluta',
        ]),
        line(1, at, ['Neutrofili', '71.2 % H', '9.85 G/l H', '42 - 70', '1.60 - 7.40']),
        line(2, at, ['Linfociti', '24.4 %', '2.55 G/l', '20 - 45', '1.00 - 4.00']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      ['neutrophils-percent', 71.2, true],
      ['neutrophils', 9.85, true],
      ['lymphocytes-percent', 24.4, true],
      ['lymphocytes', 2.55, true],
    ]);
  });
});

describe("a stool exam's microscopy (item 649)", () => {
  it('reads no blood count from the cells seen, and knows the Italian faecal elastase', () => {
    const rows = parseLabText(
      textLayer([
        line(0, TABLE, ['Esame', 'Risultato', 'U.M.', 'Valori di riferimento']),
        line(1, [40], ['ESAME CHIMICO-FISICO DELLE FECI']),
        line(2, [40, 215, 335], ['Consistenza', 'formata', 'formata']),
        line(3, [40], ['ESAME MICROSCOPICO']),
        line(4, [40, 215, 335], ['Emazie', 'assenti', 'assenti']),
        line(5, TABLE, ['Elastasi pancreatica fecale', '388', 'µg/g', '> 200']),
      ]),
      reference,
    );
    expect(rows.filter((row) => row.reviewReason === null).map((row) => row.markerId)).toEqual([
      'fecal-elastase',
    ]);
    // The cells seen are kept for the member, as a finding we do not know, never dropped.
    const cells = rows.find((row) => row.printedName === 'Emazie');
    expect(cells).toMatchObject({ markerId: null, valueText: 'assenti' });
    expect(cells?.reviewReason).not.toBeNull();
    expect(reference.normaliseUnit('µg Hb/g feci')).toBe('µg/g');
  });
});

describe('a range with its equivocal band after a semicolon (item 650)', () => {
  it('keeps an antibody we do not know, held, and reads the French tTG-IgA', () => {
    const at = [40, 250, 292, 340, 430];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Analyse', 'Résultat', 'Unité', 'Interprétation', 'Valeurs de référence']),
        line(1, at, ['Anti-Sm', '0,9', 'U/mL', 'Négatif', '< 7 ; douteux 7-10']),
        line(2, at, ['Anti-transglutaminase tissulaire IgA', '1,2', 'U/mL', 'Négatif', '< 7']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      [null, 0.9, false],
      ['ttg-iga', 1.2, true],
    ]);
  });
});

describe("a status column that says 'Out of range' (item 651)", () => {
  it('reads the rows out of range as it reads those in range', () => {
    const at = [40, 215, 262, 330, 430];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Test', 'Result', 'Units', 'Range', 'Status']),
        line(1, at, ['Gamma GT', '71', 'U/L', '0 - 60', 'Out of range']),
        line(2, at, ['Albumin', '44', 'g/L', '35 - 50', 'In range']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      ['ggt', 71, true],
      ['albumin', 44, true],
    ]);
  });
});

describe("a clinic's blood count heading after its urinalysis (item 652)", () => {
  it("reads 'WBC' under 'CBC, 3-PART DIFFERENTIAL  Mindray BC-20s' as the blood count", () => {
    const at = [40, 140, 170, 230];
    const rows = parseLabText(
      textLayer([
        line(0, [40], ['URINE MICROSCOPIC']),
        line(1, at, ['WBC', '10-20', '/HPF', '0 - 5']),
        line(2, [40, 200], ['CBC, 3-PART DIFFERENTIAL', 'Mindray BC-20s']),
        line(3, at, ['WBC', '11.2', 'x10^3/uL', '4.0 - 10.5']),
      ]),
      reference,
    );
    expect(rows.map((row) => row.markerId)).toEqual(['urine-wbc', 'wbc']);
  });
});

describe('names (items 655-656)', () => {
  it("knows 'Lattati' and reads a peptide's residues as part of its name", () => {
    expect(reference.resolveName('Lattati')?.id).toBe('lactate');
    const rows = parseLabText(
      textLayer([
        line(0, [40, 235, 295, 370], ['Examen', 'Résultat', 'Unité', 'Valeurs de référence']),
        line(
          1,
          [40, 235, 272, 295, 370],
          ['Parathormone (PTH 1-84)', '96', 'H', 'pg/mL', '15 - 65'],
        ),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([['pth', 96, true]]);
  });

  it("reads a virus's two types as part of its name ('HIV 1-2 Ab + Ag p24')", () => {
    const rows = parseLabText(
      textLayer([
        line(0, [40, 235, 300], ['Esame', 'Risultato', 'Valori di riferimento']),
        line(1, [40, 235, 300], ['HIV 1-2 Ab + Ag p24', 'Negativo', 'Negativo']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([['hiv-ag-ab', 'non-reactive', true]]);
  });
});

describe('previous-result headings and an agent written with its types in words (items 658-659)', () => {
  it("reads 'Vorresultat' as the earlier result, no second row", () => {
    const at = [40, 205, 280, 345, 440];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Analyse', 'Referenz', 'Einheit', 'Resultat', 'Vorresultat']),
        line(1, at, ['Erythrozyten', '4,40 - 5,80', 'T/l', '5,12', '4,97']),
        line(2, at, ['Leukozyten', '3,5 - 10,0', 'G/l', '6,8', '7,1']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      ['rbc', 5.12, true],
      ['wbc', 6.8, true],
    ]);
  });

  it("knows 'VIH 1 y 2' and 'HIV 1 und 2' as 'HIV 1/2'", () => {
    expect(reference.resolveName('VIH 1 y 2 Ag/Ac')?.id).toBe('hiv-ag-ab');
    expect(reference.resolveName('HIV 1 und 2')?.id).toBe('hiv-ag-ab');
  });
});
