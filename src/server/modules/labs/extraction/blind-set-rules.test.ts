/**
 * Reading rules the blind set's tune part showed missing (ADR 081 items 140-152), each on a report
 * written here in other words than the set's: a method column, a share printed before the amount,
 * an SI conversion under a method note, a result right-aligned against its unit, a US method named
 * CLIA, urinalysis lines named 'Test, UA', SNOMED terms, ratios, a power of ten in words.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { readPlacedCells } from '../../../../../tests/fixtures/labs/read-placed-cells';
import {
  isSameUnit,
  isSameWord,
  scoreLabRows,
} from '../../../../../tests/fixtures/labs/score-lab-rows';
import type { ExtractedRow } from './extraction.types';
import { sectionSpecimen } from './lab-report-boilerplate';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const readCells = readPlacedCells;

const brief = (rows: ExtractedRow[]) =>
  rows.map((row) => [row.markerId, row.value, row.unit, row.reviewReason === null]);

const read = (text: string) => brief(parseLabText(text, reference));

describe('columns and cells', () => {
  it('reads a share printed before the amount as a row of its own', async () => {
    const rows = await readCells([
      [
        ['Examen', 30],
        ['Résultat', 230],
        ['Unité', 290],
        ['Normes', 350],
      ],
      [
        ['Neutrophiles', 30],
        ['61,0', 180],
        ['%', 205],
        ['4,12', 240],
        ['G/L', 290],
        ['1,50 - 7,00', 350],
      ],
      [
        ['Éosinophiles', 30],
        ['3,2', 184],
        ['%', 205],
        ['0,22', 240],
        ['G/L', 290],
        ['< 0,50', 350],
      ],
    ]);
    expect(brief(rows)).toEqual([
      ['neutrophils-percent', 61, '%', true],
      ['neutrophils', 4.12, '10^9/L', true],
      ['eosinophils-percent', 3.2, '%', true],
      ['eosinophils', 0.22, '10^9/L', true],
    ]);
  });

  it('reads a share and an amount both printed in the result column as two rows', async () => {
    const rows = await readCells([
      [
        ['Résultats', 200],
        ['Valeurs de référence', 392],
      ],
      [
        ['Monocytes', 44],
        ['8,2', 217],
        ['%', 244],
        ['0,61', 311],
        ['G/L', 338],
        ['0,20 à 1,00', 392],
      ],
    ]);
    expect(brief(rows)).toEqual([
      ['monocytes-percent', 8.2, '%', true],
      ['monocytes', 0.61, '10^9/L', true],
    ]);
  });

  it('reads an SI conversion under a method note as no row of its own', async () => {
    const rows = await readCells([
      [
        ['Analyse', 30],
        ['Résultat', 230],
        ['Unité', 290],
        ['Références', 350],
      ],
      [
        ['Urée', 30],
        ['0,40', 240],
        ['g/L', 290],
        ['0,15 à 0,45', 350],
      ],
      [
        ['(Uréase)', 36],
        ['6,7', 244],
        ['mmol/L', 290],
        ['2,5 à 7,5', 350],
      ],
      [['(Technique enzymatique)', 36]],
    ]);
    expect(brief(rows)).toEqual([['urea', 0.4, 'g/L', true]]);
  });

  it('reads a result set right against its unit column, a method column apart', async () => {
    const rows = await readCells([
      [
        ['Esame', 30],
        ['Risultato', 200],
        ['Unità', 262],
        ['Riferimento', 330],
        ['Metodo', 460],
      ],
      [
        ['Bilirubina totale', 30],
        ['9', 256],
        ['mg/L', 262],
        ['2 - 12', 330],
        ['Colorimetrico', 460],
      ],
      [
        ['Vitamina B12', 30],
        ['410', 246],
        ['pg/mL', 262],
        ['197 - 771', 330],
        ['CLIA', 460],
      ],
      // A test we do not know: a word of the method column counted against it would drop it.
      [
        ['Rapporto A/G', 30],
        ['1,40', 246],
        ['1,10 - 2,00', 330],
        ['Calcolato', 460],
      ],
    ]);
    expect(brief(rows)).toEqual([
      ['total-bilirubin', 9, 'mg/L', true],
      ['vitamin-b12', 410, 'pg/mL', true],
      ['albumin-globulin-ratio', 1.4, null, true],
    ]);
  });
});

describe('headings over two lines', () => {
  it("reads a portal's headings stacked over two lines as one header", async () => {
    const rows = await readCells([
      [
        ['Your Result', 200],
        ['Last Result', 280],
        ['Reference Interval', 450],
      ],
      [
        ['Test Name', 36],
        ['Unit', 390],
      ],
      [
        ['Potassium', 36],
        ['5.6 High', 200],
        ['4.4', 280],
        ['mmol/L', 390],
        ['3.5-5.2', 450],
      ],
      [
        ['Sodium', 36],
        ['139', 200],
        ['141', 280],
        ['mmol/L', 390],
        ['134-144', 450],
      ],
    ]);
    expect(brief(rows)).toEqual([
      ['potassium', 5.6, 'mmol/L', true],
      ['sodium', 139, 'mmol/L', true],
    ]);
  });

  it('reads headings over three lines, a stray word between, the current result as current', async () => {
    const rows = await readCells([
      [
        ['Your Result', 200],
        ['Last Result', 280],
        ['Reference', 450],
      ],
      [['LAB', 548]],
      [
        ['Test Name', 36],
        ['and Flag', 200],
        ['and Date', 280],
        ['Unit', 390],
        ['Interval', 450],
      ],
      [
        ['TSH', 36],
        ['2.870', 200],
        ['3.110', 280],
        ['uIU/mL', 390],
        ['0.450-4.500', 450],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.reviewReason])).toEqual([
      ['tsh', 2.87, null],
    ]);
  });

  it('reads column dates printed on a line of their own above the headings', async () => {
    const rows = await readCells([
      [
        ['02.03.2025', 360],
        ['09.03.2025', 440],
      ],
      [
        ['Analyse', 36],
        ['Unité', 170],
        ['Valeurs de réf.', 240],
      ],
      [
        ['ALAT', 42],
        ['U/l', 170],
        ['< 45', 240],
        ['71+', 370],
        ['38', 450],
      ],
    ]);
    // The newest column is the result; never the one-sided range '< 45'.
    expect(rows.map((row) => [row.markerId, row.value, row.valueText])).toEqual([
      ['alt', 38, '38'],
    ]);
  });
});

describe('lines read by their words', () => {
  it("reads eGFR's '... per 1.73 square metres' as its name, not its result", () => {
    expect(read('eGFR using creatinine (CKD-EPI) per 1.73 square metres  64 mL/min')).toEqual([
      ['egfr', 64, 'mL/min/1.73m²', true],
    ]);
  });

  it("keeps a method named CLIA, and drops a lab's CLIA number", () => {
    expect(read('Ferritin   88   ng/mL   30 - 400   CLIA')).toEqual([
      ['ferritin', 88, 'ng/mL', true],
    ]);
    expect(read('CLIA #: 05D2046789   Laboratory Director: R. Example, MD')).toEqual([]);
  });

  it("reads a power of ten written in words apart ('X 10³ / µL')", () => {
    expect(read('TOTAL WBC COUNT   6.4   X 10³ / µL   4.0 - 10.0')).toEqual([
      ['wbc', 6.4, '10^3/µL', true],
    ]);
  });

  it('keeps a ratio with no unit, held as a test we do not know', () => {
    // LDL/HDL is a test we know since ADR 157; the unit 'Ratio' is no unit for either.
    expect(read('LDL / HDL RATIO   2.9   Ratio   1.5 - 3.5')).toEqual([
      ['ldl-hdl-ratio', 2.9, null, true],
    ]);
    // TG/HDL is a test we know since ADR 162; HDL/LDL is not.
    expect(read('TRIG / HDL RATIO   2.9   Ratio   1.5 - 3.5')).toEqual([
      ['triglycerides-hdl-ratio', 2.9, null, true],
    ]);
    expect(read('HDL / LDL RATIO   0.29   Ratio   > 0.40')).toEqual([[null, 0.29, null, false]]);
    expect(read('Quotient A/G   1,6')).toEqual([[null, 1.6, null, false]]);
  });

  it("reads a risk band's label as a range's words, not as the row's flag", () => {
    const [row] = parseLabText('hs-CRP   0.6   mg/L   Low risk : < 1', reference);
    expect(row).toMatchObject({ markerId: 'hs-crp', value: 0.6, labFlag: null });
  });
});

describe('numbers, grades and counts', () => {
  it("reads Swiss thousands ('1'186') and an arrow set against its value", () => {
    expect(read("Amylase   2'040   U/l   28 - 100")).toEqual([['amylase', 2040, 'U/L', true]]);
    expect(read('Glucose  9.1↑  mmol/l  4.1 - 7.7')).toEqual([['glucose', 9.1, 'mmol/L', true]]);
    expect(read('Urine\nCétones   +++↑')).toEqual([['urine-ketones', null, null, true]]);
  });

  it('holds a line with two grades and no column headings: which is the result is unknown', () => {
    const [row] = parseLabText('Urine\nNitrites   négatif   positif', reference);
    expect(row?.reviewReason).toMatch(/Two results are printed/);
  });

  it('reads a count per microscope field as the urine sediment, whatever the section', () => {
    expect(read('Hématies   <3   /champ')).toEqual([['urine-rbc', 3, '/HPF', true]]);
  });
});

describe('sections, units and analyser names', () => {
  it("reads a US panel's heading ('Comp. Metabolic Panel (14)') as blood after an order list", () => {
    const rows = parseLabText(
      'Ordered Items: Lipid Panel; TSH;\nUrinalysis, Complete\nComp. Metabolic Panel (14)\nGlucose  95  mg/dL  65-99',
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.specimen])).toEqual([['glucose', 'blood']]);
  });

  it('reads urine headings in Spanish, and a heading named again in its brackets', () => {
    expect(sectionSpecimen('QUÍMICA URINARIA')).toBe('urine');
    expect(sectionSpecimen('EXAMEN PARCIAL DE ORINA (UROANÁLISIS)')).toBe('urine');
    expect(sectionSpecimen('Examen (orina completa)')).toBe('urine');
    expect(sectionSpecimen('Lipid Panel (continued)')).toBe('blood');
  });

  it("reads two words with a slash as no unit ('Negative/Trace')", () => {
    const [row] = parseLabText('Urinalysis\nProtein   Negative   Negative/Trace', reference);
    expect([row?.markerId, row?.valueText, row?.unit]).toEqual(['urine-protein', 'negative', null]);
  });

  it("reads a power of ten with no 'x' before it as a count unit ('10E6/µL')", () => {
    expect(read('Globules rouges   4,61   10E6/µL   4,30 - 5,80')).toEqual([
      ['rbc', 4.61, '10^6/µL', true],
    ]);
  });

  it('reads an ESR unit written in other languages', () => {
    expect(read('VSG   22   mm/1a hora   0 - 20')).toEqual([['esr', 22, 'mm/h', true]]);
    expect(read('BSG   9   mm/1. Std   < 15')).toEqual([['esr', 9, 'mm/h', true]]);
  });

  it("reads an analyser's abbreviations ('LYM#', 'MON%', 'CRE', urine 'BLO')", () => {
    expect(reference.resolveName('LYM#')?.id).toBe('lymphocytes');
    expect(reference.resolveName('MON%')?.id).toBe('monocytes-percent');
    expect(reference.resolveName('CRE')?.id).toBe('creatinine');
    expect(reference.resolveName('BUA')?.id).toBe('uric-acid');
    expect(reference.resolveName('CGMH')?.id).toBe('mchc');
    expect(reference.resolveName('BLO', 'urine')?.id).toBe('urine-blood');
  });
});

describe('names as records print them', () => {
  it("reads a specimen printed before the test with a dash ('Sang-Leucocitos', 'Srm-Creatinina')", () => {
    expect(reference.resolveName('Sang-Leucocitos')?.id).toBe('wbc');
    expect(reference.resolveName('Srm-Creatinina')?.id).toBe('creatinine');
    expect(reference.resolveName('Sang-Hemoglobina glicada A1c (DCCT)')?.id).toBe('hba1c');
    expect(reference.resolveName('Orina-Albúmina/creatinina (cociente)')?.id).toBe('urine-acr');
  });

  it('reads the names sets 160 and 161 printed for tests we know', () => {
    expect(reference.resolveName('C-Réactive Protéine')?.id).toBe('crp');
    expect(reference.resolveName('Rapporto PSA lib/tot')?.id).toBe('free-psa-percent');
    expect(reference.resolveName('Parathormon intakt')?.id).toBe('pth');
    expect(reference.resolveName('Spec. Grav.')?.id).toBe('urine-specific-gravity');
    expect(reference.resolveName('Mean corpusc. haemoglobin conc.')?.id).toBe('mchc');
    expect(reference.resolveName('Corrected serum calcium level')?.id).toBe('adjusted-calcium');
  });

  it("reads a row that starts with its sample's date ('08-Mar-2024  Serum sodium level')", () => {
    expect(read('08-Mar-2024 Serum sodium level 139 mmol/L [133 - 146]')).toEqual([
      ['sodium', 139, 'mmol/L', true],
    ]);
    expect(read('2024-03-08 Serum potassium level 5.6 mmol/L [3.5 - 5.3] H')).toEqual([
      ['potassium', 5.6, 'mmol/L', true],
    ]);
  });

  it("reads Indian labs' 'million/cumm' and a point-of-care '%PCV'", () => {
    expect(read('Total RBC Count   4.52   million/cumm   4.5 - 5.5')).toEqual([
      ['rbc', 4.52, '10^6/µL', true],
    ]);
    expect(read('Hct   44   %PCV   38-51')).toEqual([['hematocrit', 44, '%', true]]);
  });

  it("never reads a bracketed assay method as the test: '(PCR)' after a viral load is no CRP", () => {
    // The viral loads are tests we know (ADR 160): the bracket is their method, never CRP.
    expect(reference.resolveName('HIV-1 Viral Load (PCR)')?.id).toBe('hiv-1-rna');
    expect(reference.resolveName('Hepatitis D RNA (RT-PCR)')).toBeNull();
    expect(reference.resolveName('Protéine C réactive (PCR)')?.id).toBe('crp');
    expect(reference.resolveName('PCR')?.id).toBe('crp');
    expect(reference.resolveName('HbA1c (HPLC)')?.id).toBe('hba1c');
  });

  it("reads 'Test, UA' as the urinalysis's test, and 'Blood, UA' as blood in the urine", () => {
    expect(reference.resolveName('Protein, UA')?.id).toBe('urine-protein');
    expect(reference.resolveName('Blood, UA')?.id).toBe('urine-blood');
    expect(reference.resolveName('UA')?.id).toBe('uric-acid');
  });

  it("reads SNOMED CT's terms and spelled-out lipoproteins", () => {
    expect(reference.resolveName('Eosinophil count - observation')?.id).toBe('eosinophils');
    expect(reference.resolveName('Haemoglobin A1c level - IFCC standardised')?.id).toBe('hba1c');
    expect(reference.resolveName('Serum low density lipoprotein cholesterol level')?.id).toBe(
      'ldl-cholesterol',
    );
    expect(
      reference.resolveName('eGFR using creatinine (CKD-EPI) per 1.73 square metres')?.id,
    ).toBe('egfr');
    expect(reference.resolveName('Est. glomerular filtration rate')?.id).toBe('egfr');
  });

  it("reads 'total' after a name as the test itself ('Amylase totale')", () => {
    expect(reference.resolveName('Amylase totale')?.id).toBe('amylase');
    expect(reference.resolveName('Eiweiß gesamt')?.id).toBe('total-protein');
  });

  it("never reads 'Bilirubin (indirect)' as total bilirubin", () => {
    expect(reference.resolveName('BILIRUBIN (INDIRECT)')?.id).toBe('bilirubin-indirect');
    expect(reference.resolveName('Bilirubin (total)')?.id).toBe('total-bilirubin');
    expect(reference.resolveName('Thyroxine (free)')?.id).toBe('free-t4');
  });

  it('knows calcium, magnesium and phosphate in mg/L, as French labs print them', () => {
    expect(reference.convert('calcium', 95, 'mg/L', 'mg/dL')).toBeCloseTo(9.5);
    expect(reference.convert('magnesium', 20, 'mg/L', 'mg/dL')).toBeCloseTo(2);
    expect(reference.convert('phosphate', 35, 'mg/L', 'mg/dL')).toBeCloseTo(3.5);
  });
});

describe('the scorer', () => {
  const row = (printedName: string, value: number): ExtractedRow => ({
    name: printedName,
    printedName,
    markerId: null,
    value,
    valueText: String(value),
    unit: null,
    unitPrinted: null,
    refLow: null,
    refHigh: null,
    labFlag: null,
    flagPrinted: null,
    reviewReason: 'unknown',
    specimen: 'blood',
  });
  const want = (printedName: string, value: number) => ({
    markerId: null,
    name: printedName,
    printedName,
    value,
    valueText: String(value),
    unit: null,
    specimen: 'blood' as const,
  });

  it('matches unknown tests by name before any by specimen alone', () => {
    // The first expected test was not read: it must not take the second's row.
    const score = scoreLabRows([row('B / C ratio', 2)], [want('A ratio', 1), want('B/C ratio', 2)]);
    expect(score.missing).toEqual(['A ratio']);
    expect(score.wrong).toEqual([]);
  });

  it('reads two words of one grade on the test scale as the same result', () => {
    expect(isSameWord('2+', 'moderate', 'urine-leukocyte-esterase')).toBe(true);
    expect(isSameWord('negative', 'trace', 'urine-glucose')).toBe(false);
  });

  it("reads a screen's answer in any language we read as one, never its opposite", () => {
    // The reader keeps the printed word; an author may write its English.
    expect(isSameWord('Positif', 'positive', 'rubella-igg')).toBe(true);
    expect(isSameWord('Non réactif', 'negative', 'hiv-screen')).toBe(true);
    expect(isSameWord('Spuren', 'trace', null)).toBe(true);
    expect(isSameWord('positif', 'negative', 'rubella-igg')).toBe(false);
    expect(isSameWord('réactif', 'non-reactive', null)).toBe(false);
    // A molecular test's answer (ADR 081 item 539).
    expect(isSameWord('No detectado', 'not detected', null)).toBe(true);
    expect(isSameWord('no detectado', 'detected', null)).toBe(false);
  });

  it('takes an empty unit for no unit, and no other unit for none', () => {
    expect(isSameUnit(null, '', 'inr')).toBe(true);
    expect(isSameUnit('mg/dL', '', 'glucose')).toBe(false);
  });
});
