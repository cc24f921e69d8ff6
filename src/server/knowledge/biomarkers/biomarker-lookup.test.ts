import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '../load-knowledge-files';
import type { Specimen } from './biomarker-reference';

const reference = knowledgeFromFiles().biomarkers;

describe('resolveName', () => {
  const table: [string, string | null, Specimen?][] = [
    ['Hb', 'hemoglobin'],
    ['HGB', 'hemoglobin'],
    ['Haemoglobin', 'hemoglobin'],
    ['HAEMOGLOBIN', 'hemoglobin'],
    ['Hemoglobin (Hb)', 'hemoglobin'],
    ['Hemoglobin level', 'hemoglobin'],
    ['Haematocrit', 'hematocrit'],
    ['PCV', 'hematocrit'],
    ['WBC', 'wbc'],
    ['White Blood Cell Count', 'wbc'],
    ['Leucocytes', 'wbc'],
    ['Leukocytes', 'wbc'],
    ['PLT', 'platelets'],
    ['Platelet Count', 'platelets'],
    ['Neutrophils', 'neutrophils'],
    ['Neutrophils %', 'neutrophils-percent'],
    ['NEUT%', 'neutrophils-percent'],
    ['NEUT#', 'neutrophils'],
    ['Lymphocytes (%)', 'lymphocytes-percent'],
    ['ALT (SGPT)', 'alt'],
    ['Alanine aminotransferase', 'alt'],
    ['S-ALT', 'alt'],
    ['AST (SGOT)', 'ast'],
    ['GGT', 'ggt'],
    ['Gamma GT', 'ggt'],
    ['Gamma-glutamyl transferase', 'ggt'],
    ['HbA1c', 'hba1c'],
    ['Hb A1c', 'hba1c'],
    ['Glycated haemoglobin', 'hba1c'],
    ['A1C', 'hba1c'],
    ['HbA1c (IFCC)', 'hba1c'],
    ['LDL-C', 'ldl-cholesterol'],
    ['LDL Cholesterol', 'ldl-cholesterol'],
    ['Cholesterol, LDL', 'ldl-cholesterol'],
    ['HDL Cholesterol', 'hdl-cholesterol'],
    ['Cholesterol, Total', 'total-cholesterol'],
    ['Total Cholesterol', 'total-cholesterol'],
    ['Triglycerides', 'triglycerides'],
    ['TSH', 'tsh'],
    ['Free T4', 'free-t4'],
    ['FT4', 'free-t4'],
    ['T4, Free', 'free-t4'],
    ['Vitamin D, 25-Hydroxy', 'vitamin-d'],
    ['25-OH Vitamin D', 'vitamin-d'],
    ['25(OH)D', 'vitamin-d'],
    ['Vitamin B12', 'vitamin-b12'],
    ['eGFR', 'egfr'],
    ['eGFR (CKD-EPI)', 'egfr'],
    ['Urea', 'urea'],
    ['BUN', 'bun'],
    ['Blood Urea Nitrogen', 'bun'],
    ['Serum Creatinine', 'creatinine'],
    ['Creatinine, serum', 'creatinine'],
    ['Plasma glucose', 'glucose'],
    ['Glucose, Fasting', 'glucose'],
    ['Glucose', 'glucose'],
    ['Bilirubin, Total', 'total-bilirubin'],
    ['Total Bilirubin', 'total-bilirubin'],
    ['Direct Bilirubin', 'direct-bilirubin'],
    ['Oestradiol', 'estradiol'],
    ['DHEA Sulphate', 'dhea-s'],
    ['Mean Cell Haemoglobin', 'mch'],
    ['Leucocyte esterase', 'urine-leukocyte-esterase'],
    ['Urine colour', 'urine-color'],
    ['Haemoglobin A1c', 'hba1c'],
    ['Sodium', 'sodium'],
    ['K+', 'potassium'],
    ['Carbon dioxide, total', 'bicarbonate'],
    ['hs-CRP', 'hs-crp'],
    ['CRP', 'crp'],
    ['Sed rate', 'esr'],
    ['DHEA-S', 'dhea-s'],
    ['PSA, Total', 'psa'],
    ['Protein', 'total-protein'],
    ['Protein', 'total-protein', 'blood'],
    ['Protein', 'urine-protein', 'urine'],
    ['Urine Protein', 'urine-protein'],
    ['Protein, urine', 'urine-protein'],
    ['U-Protein', 'urine-protein'],
    ['Glucose', 'urine-glucose', 'urine'],
    ['Bilirubin', 'total-bilirubin', 'blood'],
    ['Bilirubin', 'urine-bilirubin', 'urine'],
    ['Blood', 'urine-blood', 'urine'],
    ['Specific Gravity', 'urine-specific-gravity'],
    ['Sp. Gravity', 'urine-specific-gravity', 'urine'],
    ['pH', 'urine-ph', 'urine'],
    ['Leukocyte esterase', 'urine-leukocyte-esterase'],
    ['Leucocytes', 'urine-leukocyte-esterase', 'urine'],
    ['Nitrite', 'urine-nitrite'],
    ['Ketones', 'urine-ketones'],
    ['Urobilinogen', 'urine-urobilinogen'],
    ['Colour', 'urine-color'],
    ['Appearance', 'urine-clarity'],
    ['WBC', 'urine-wbc', 'urine'],
    ['RBC', 'urine-rbc', 'urine'],
    ['Urine WBC', 'urine-wbc'],
    ['Microalbumin/Creatinine Ratio, Random Urine', 'urine-acr'],
    ['Albumin/Creatinine Ratio', 'urine-acr'],
    ['hemoglobin', 'hemoglobin'],
    ['free-t4', 'free-t4'],
    ['Flibbertigibbet', null],
    ['', null],
    ['   ', null],
    ['Serum', null],
    ['Nitrite', null, 'blood'],
    ['Sodium', null, 'urine'],
  ];
  it.each(table)('%s (%s) → %s', (raw, expected, specimen) => {
    expect(reference.resolveName(raw, specimen)?.id ?? null).toBe(expected);
  });
});

describe('resolveMarker', () => {
  it('uses the unit to tell a differential count from its percentage', () => {
    expect(reference.resolveMarker('Neutrophils', { unit: '%' })?.id).toBe('neutrophils-percent');
    expect(reference.resolveMarker('Neutrophils', { unit: 'x10E3/uL' })?.id).toBe('neutrophils');
    expect(reference.resolveMarker('Lymphocytes %', { unit: '10^9/L' })?.id).toBe('lymphocytes');
    expect(reference.resolveMarker('Hemoglobin', { unit: 'g/L' })?.id).toBe('hemoglobin');
    expect(reference.resolveMarker('Hemoglobin', { unit: 'furlongs' })?.id).toBe('hemoglobin');
    expect(reference.resolveMarker('Nonsense', { unit: '%' })).toBeNull();
  });
});

describe('normaliseUnit', () => {
  const table: [string, string][] = [
    ['mg/dl', 'mg/dL'],
    ['MG/DL', 'mg/dL'],
    ['mg %', 'mg/dL'],
    ['g/dl', 'g/dL'],
    ['gm/dL', 'g/dL'],
    ['g/l', 'g/L'],
    ['mmol/l', 'mmol/L'],
    ['umol/L', 'µmol/L'],
    ['µmol/l', 'µmol/L'],
    ['μmol/L', 'µmol/L'],
    ['mcmol/L', 'µmol/L'],
    ['ug/dL', 'µg/dL'],
    ['mcg/dL', 'µg/dL'],
    ['ng/ml', 'ng/mL'],
    ['pg/ml', 'pg/mL'],
    ['10^9/L', '10^9/L'],
    ['x10E9/L', '10^9/L'],
    ['10*9/L', '10^9/L'],
    ['x 10^9/l', '10^9/L'],
    ['×10⁹/L', '10^9/L'],
    ['10E9/L', '10^9/L'],
    ['10^12/L', '10^12/L'],
    ['x10E12/L', '10^12/L'],
    ['10^3/uL', '10^3/µL'],
    ['x10E3/uL', '10^3/µL'],
    ['K/uL', '10^3/µL'],
    ['K/µL', '10^3/µL'],
    ['thou/mm3', '10^3/µL'],
    ['10^6/uL', '10^6/µL'],
    ['M/uL', '10^6/µL'],
    ['mill/mm3', '10^6/µL'],
    ['cells/uL', '/µL'],
    ['/mm3', '/µL'],
    ['mmol/mol', 'mmol/mol'],
    ['mmol/mol (IFCC)', 'mmol/mol'],
    ['% (NGSP)', '%'],
    ['%', '%'],
    ['IU/L', 'U/L'],
    ['U/L', 'U/L'],
    ['u/l', 'U/L'],
    ['IU/l', 'U/L'],
    ['uIU/mL', 'µIU/mL'],
    ['µIU/ml', 'µIU/mL'],
    ['mIU/L', 'mIU/L'],
    ['mU/L', 'mU/L'],
    ['meq/L', 'mEq/L'],
    ['fl', 'fL'],
    ['FL', 'fL'],
    ['pg', 'pg'],
    ['mm/hr', 'mm/h'],
    ['mm/1h', 'mm/h'],
    ['mL/min/1.73m2', 'mL/min/1.73m²'],
    ['mL/min/1.73 m^2', 'mL/min/1.73m²'],
    ['ml/min/1,73m²', 'mL/min/1.73m²'],
    ['/hpf', '/HPF'],
    ['cells/HPF', '/HPF'],
    ['mg/g creat', 'mg/g'],
    ['mg/mmol', 'mg/mmol'],
    ['', ''],
    ['  mg/dL  ', 'mg/dL'],
    ['bananas/L', 'bananas/L'],
  ];
  it.each(table)('%s → %s', (raw, expected) => {
    expect(reference.normaliseUnit(raw)).toBe(expected);
  });
});

describe('conversions', () => {
  it('glucose: 100 mg/dL = 5.55 mmol/L', () => {
    expect(reference.convert('glucose', 100, 'mg/dL', 'mmol/L')).toBeCloseTo(5.55, 2);
    expect(reference.toCanonical('glucose', 5.55, 'mmol/l')).toBeCloseTo(100, 0);
  });
  it('HbA1c: 6.5 % ≈ 48 mmol/mol and back', () => {
    expect(reference.convert('hba1c', 6.5, '%', 'mmol/mol')).toBeCloseTo(47.5, 1);
    expect(Math.round(reference.convert('hba1c', 6.5, '%', 'mmol/mol')!)).toBe(48);
    expect(reference.toCanonical('hba1c', 48, 'mmol/mol')).toBeCloseTo(6.54, 2);
    expect(reference.convert('hba1c', 42, 'mmol/mol', '%')).toBeCloseTo(5.99, 2);
  });
  it('creatinine: 1.0 mg/dL = 88.4 µmol/L', () => {
    expect(reference.convert('creatinine', 1.0, 'mg/dL', 'umol/L')).toBe(88.4);
    expect(reference.toCanonical('creatinine', 88.4, 'µmol/L')).toBe(1);
  });
  it('cholesterol: 200 mg/dL ≈ 5.17 mmol/L; triglycerides use their own factor', () => {
    expect(reference.convert('total-cholesterol', 200, 'mg/dL', 'mmol/L')).toBeCloseTo(5.17, 2);
    expect(reference.convert('ldl-cholesterol', 3.0, 'mmol/L', 'mg/dL')).toBeCloseTo(116, 0);
    expect(reference.convert('triglycerides', 150, 'mg/dL', 'mmol/L')).toBeCloseTo(1.69, 2);
  });
  it('vitamin D: 30 ng/mL ≈ 75 nmol/L', () => {
    expect(reference.convert('vitamin-d', 30, 'ng/mL', 'nmol/L')).toBeCloseTo(74.9, 1);
    expect(reference.toCanonical('vitamin-d', 75, 'nmol/L')).toBeCloseTo(30, 0);
  });
  it('bilirubin ×17.1, albumin g/L ÷10, calcium ×0.2495, B12 ×0.738', () => {
    expect(reference.convert('total-bilirubin', 1, 'mg/dL', 'µmol/L')).toBe(17.1);
    expect(reference.toCanonical('albumin', 42, 'g/l')).toBe(4.2);
    expect(reference.convert('calcium', 10, 'mg/dL', 'mmol/L')).toBeCloseTo(2.495, 3);
    expect(reference.convert('vitamin-b12', 400, 'pg/mL', 'pmol/L')).toBeCloseTo(295.2, 1);
  });
  it('BUN mg/dL × 0.357 = urea mmol/L', () => {
    expect(reference.convert('bun', 14, 'mg/dL', 'mmol/L')).toBeCloseTo(5.0, 2);
    expect(reference.toCanonical('urea', 30, 'mg/dL')).toBeCloseTo(5.0, 1);
  });
  it('cell counts in any common spelling', () => {
    expect(reference.toCanonical('wbc', 6.2, 'K/uL')).toBe(6.2);
    expect(reference.toCanonical('wbc', 6200, 'cells/uL')).toBe(6.2);
    expect(reference.toCanonical('platelets', 250, 'G/L')).toBe(250);
    expect(reference.toCanonical('rbc', 4.8, 'x10E6/uL')).toBe(4.8);
  });
  it('enzymes: IU/L and U/L are the same; µkat/L × 60', () => {
    expect(reference.toCanonical('alt', 30, 'IU/L')).toBe(30);
    expect(reference.toCanonical('alt', 0.5, 'µkat/L')).toBe(30);
  });
  it('unitless markers take no unit', () => {
    expect(reference.toCanonical('urine-specific-gravity', 1.02, null)).toBe(1.02);
    expect(reference.toCanonical('urine-ph', 6, '')).toBe(6);
  });
  it('null for units a marker does not have, unknown markers, ordinal markers', () => {
    expect(reference.toCanonical('glucose', 100, 'g/L')).toBeNull();
    expect(reference.toCanonical('glucose', 100, null)).toBeNull();
    expect(reference.toCanonical('no-such-marker', 1, 'mg/dL')).toBeNull();
    expect(reference.toCanonical('urine-protein', 1, 'mg/dL')).toBeNull();
    expect(reference.toCanonical('glucose', Number.NaN, 'mg/dL')).toBeNull();
    expect(reference.convert('glucose', 100, 'mg/dL', 'furlongs')).toBeNull();
  });
});

describe('referenceRange', () => {
  it("picks the range for the person's sex", () => {
    expect(reference.referenceRange('hemoglobin', { sex: 'male' })).toEqual({
      low: 13.5,
      high: 17.5,
    });
    expect(reference.referenceRange('hemoglobin', { sex: 'female' })).toEqual({
      low: 12,
      high: 15.5,
    });
    expect(reference.referenceRange('creatinine', { sex: 'female', age: 40 })).toEqual({
      low: 0.59,
      high: 1.04,
    });
    expect(reference.referenceRange('testosterone', { sex: 'male' })).toEqual({
      low: 300,
      high: 1000,
    });
  });
  it('spans both sexes when the sex is unknown', () => {
    expect(reference.referenceRange('hemoglobin', {})).toEqual({ low: 12, high: 17.5 });
    expect(reference.referenceRange('hdl-cholesterol', { sex: null })).toEqual({
      low: 40,
      high: null,
    });
  });
  it('uses an age-limited range when the age fits', () => {
    expect(reference.referenceRange('esr', { sex: 'female', age: 30 })).toEqual({
      low: null,
      high: 20,
    });
    expect(reference.referenceRange('esr', { sex: 'female', age: 62 })).toEqual({
      low: null,
      high: 30,
    });
    expect(reference.referenceRange('nt-probnp', { age: 80 })).toEqual({ low: null, high: 450 });
    expect(reference.referenceRange('nt-probnp', { age: null })).toEqual({ low: null, high: 125 });
  });
  it('converts to the unit asked for', () => {
    const range = reference.referenceRange('hemoglobin', { sex: 'male' }, 'g/L')!;
    expect(range).toEqual({ low: 135, high: 175 });
    const glucose = reference.referenceRange('glucose', {}, 'mmol/L')!;
    expect(glucose.low).toBeCloseTo(3.89, 2);
    expect(glucose.high).toBeCloseTo(5.5, 1);
    expect(reference.referenceRange('hba1c', {}, 'mmol/mol')!.high).toBeCloseTo(37.7, 1);
  });
  it('null for unknown markers, unknown units and ordinal markers', () => {
    expect(reference.referenceRange('no-such-marker', {})).toBeNull();
    expect(reference.referenceRange('glucose', {}, 'furlongs')).toBeNull();
    expect(reference.referenceRange('urine-protein', {})).toBeNull();
  });
});

describe('normaliseOrdinal', () => {
  const table: [string, string, string | null][] = [
    ['urine-protein', 'neg', 'negative'],
    ['urine-protein', 'Negative', 'negative'],
    ['urine-protein', 'NEG.', 'negative'],
    ['urine-protein', '-', 'negative'],
    ['urine-protein', 'Nil', 'negative'],
    ['urine-protein', 'Not detected', 'negative'],
    ['urine-protein', 'tr', 'trace'],
    ['urine-protein', 'Trace', 'trace'],
    ['urine-protein', '+/-', 'trace'],
    ['urine-protein', '+', '1+'],
    ['urine-protein', '1+', '1+'],
    ['urine-protein', '+1', '1+'],
    ['urine-protein', '++', '2+'],
    ['urine-protein', '2 +', '2+'],
    ['urine-protein', '+++', '3+'],
    ['urine-protein', '++++', '4+'],
    ['urine-protein', '1+ (30 mg/dL)', '1+'],
    ['urine-protein', 'Positive 2+', '2+'],
    ['urine-protein', 'banana', null],
    ['urine-protein', '', null],
    ['urine-ketones', 'Small', '1+'],
    ['urine-ketones', 'moderate', '2+'],
    ['urine-ketones', 'Large', '3+'],
    ['urine-ketones', '4+', null],
    ['urine-blood', 'Trace', 'trace'],
    ['urine-nitrite', 'Positive', 'positive'],
    ['urine-nitrite', 'POS', 'positive'],
    ['urine-nitrite', '+', 'positive'],
    ['urine-nitrite', 'Negative', 'negative'],
    ['urine-leukocyte-esterase', 'Small', '1+'],
    ['urine-urobilinogen', 'Normal', 'normal'],
    ['urine-urobilinogen', '0.2', 'normal'],
    ['urine-urobilinogen', '1.0 mg/dL', 'normal'],
    ['urine-urobilinogen', 'neg', 'normal'],
    ['urine-urobilinogen', '2', '2'],
    ['urine-urobilinogen', '4 EU/dL', '4'],
    ['urine-urobilinogen', '33 umol/L', '2'],
    ['urine-urobilinogen', '131 µmol/L', '8'],
    ['urine-urobilinogen', '16 umol/L', 'normal'],
    ['urine-color', 'Straw', 'pale yellow'],
    ['urine-color', 'Yellow', 'yellow'],
    ['urine-color', 'Dark Yellow', 'dark yellow'],
    ['urine-color', 'Colourless', 'colorless'],
    ['urine-color', 'Red', 'red'],
    ['urine-clarity', 'Clear', 'clear'],
    ['urine-clarity', 'Hazy', 'slightly cloudy'],
    ['urine-clarity', 'Sl. Cloudy', 'slightly cloudy'],
    ['urine-clarity', 'Turbid', 'turbid'],
    ['glucose', 'neg', null],
    ['no-such-marker', 'neg', null],
  ];
  it.each(table)('%s: %s → %s', (markerId, raw, expected) => {
    expect(reference.normaliseOrdinal(markerId, raw)).toBe(expected);
  });
});

describe('knowledgeFromFiles', () => {
  it('reads the shipped data once', () => {
    expect(knowledgeFromFiles().biomarkers).toBe(reference);
  });
});
