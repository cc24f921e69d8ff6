import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import {
  FIXTURE_HEADER,
  LAB_REPORT_FIXTURES,
  PATIENT_IDENTIFIERS,
  fixtureAsText,
  fixtureRows,
} from '../../../../../tests/fixtures/labs/lab-report-fixtures';
import type { ExtractedRow } from './extraction.types';
import { parseLabText } from './parse-lab-text';
import { describeRow, toStoredRow } from '../lab-rows';

const reference = knowledgeFromFiles().biomarkers;
const parse = (text: string) => parseLabText(text, reference);

function only(text: string): ExtractedRow {
  const rows = parse(text);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('parseLabText on the four layouts', () => {
  for (const fixture of LAB_REPORT_FIXTURES) {
    it(`reads every row of the ${fixture.id} layout, field by field`, () => {
      expect(parse(fixtureAsText(fixture))).toEqual(
        fixtureRows(fixture).map((row) => row.expected),
      );
    });
  }

  it('returns no header or footer line and no patient identifier', () => {
    for (const fixture of LAB_REPORT_FIXTURES) {
      const serialised = JSON.stringify(parse(fixtureAsText(fixture)));
      for (const identifier of PATIENT_IDENTIFIERS) expect(serialised).not.toContain(identifier);
    }
  });
});

describe('parseLabText on tricky lines', () => {
  it('reads the range forms labs print', () => {
    expect(only('Hemoglobin 13.2 g/dL 13.5-17.5')).toMatchObject({ refLow: 13.5, refHigh: 17.5 });
    expect(only('Hemoglobin 13.2 g/dL 13.5 - 17.5')).toMatchObject({ refLow: 13.5, refHigh: 17.5 });
    expect(only('Hemoglobin 13.2 g/dL (13.5 – 17.5)')).toMatchObject({
      refLow: 13.5,
      refHigh: 17.5,
    });
    expect(only('Albumin 4.3 g/dL 3.5 to 5.0')).toMatchObject({ refLow: 3.5, refHigh: 5 });
    expect(only('HbA1c 5.9 % <5.7')).toMatchObject({ refLow: null, refHigh: 5.7 });
    expect(only('eGFR 75 mL/min/1.73 m2 > 60')).toMatchObject({
      value: 75,
      unit: 'mL/min/1.73m²',
      refLow: 60,
      refHigh: null,
    });
    expect(only('Sodium 140 mmol/L')).toMatchObject({ value: 140, refLow: null, refHigh: null });
  });

  it('keeps one-sided ranges however the lab spells them', () => {
    const low = (line: string, bound: number) =>
      expect(only(line), line).toMatchObject({ refLow: bound, refHigh: null });
    const high = (line: string, bound: number) =>
      expect(only(line), line).toMatchObject({ refLow: null, refHigh: bound });
    // Quest prints '> OR = 50' in its own column; others glue or space the comparator.
    low('VITAMIN D,25-OH,TOTAL,IA 32 > OR = 50 ng/mL', 50);
    low('Vitamin D, 25-Hydroxy 28 L ng/mL > or = 30', 30);
    low('25-OH Vitamin D 41 ng/mL >=30', 30);
    low('25-OH Vitamin D 41 ng/mL >= 30', 30);
    low('25-OH Vitamin D 41 ng/mL ≥ 30', 30);
    low('25-OH Vitamin D 41 ng/mL ≥30', 30);
    low('25-OH Vitamin D 41 ng/mL >/= 30', 30);
    low('25-OH Vitamin D 41 ng/mL => 30', 30);
    low('eGFR 95 mL/min/1.73m2 >90', 90);
    low('eGFR 95 mL/min/1.73m2 > 60', 60);
    low('HDL Cholesterol 52 mg/dL Greater than 40', 40);
    low('HDL Cholesterol 52 mg/dL greater than or equal to 40', 40);
    low('HDL Cholesterol 52 mg/dL (>40)', 40);
    low('HDL Cholesterol 52 mg/dL Above 39', 39);
    low('HDL Cholesterol 52 mg/dL at least 40', 40);
    high('Total Cholesterol 180 mg/dL <200', 200);
    high('Total Cholesterol 180 mg/dL < 200', 200);
    high('Cholesterol, Total 180 mg/dL <OR= 199', 199);
    high('Triglycerides 120 mg/dL < or = 149', 149);
    high('LDL Cholesterol 99 mg/dL ≤ 99', 99);
    high('CRP 1.2 mg/L Less than 5', 5);
    high('C-Reactive Protein 1.2 mg/L less than or equal to 5.0', 5);
    high('CRP 1.2 mg/L Up to 5', 5);
    high('CRP 1.2 mg/L (<5.0)', 5);
    high('CRP 1,2 mg/L < 5,0', 5);
    high('CRP 1.2 mg/L Below 5', 5);
    // The range never eats a censored value: '<0.5' is the result, '<5' the range.
    expect(only('CRP <0.5 mg/L Less than 5')).toMatchObject({
      valueText: '<0.5',
      refLow: null,
      refHigh: 5,
    });
    // A name with such a word is left alone ('Over' is not a comparator without a number).
    expect(only('Glucose 95 mg/dL 65-99')).toMatchObject({ refLow: 65, refHigh: 99 });
  });

  it('flags against a one-sided printed range, never against our other end', () => {
    const flagOf = (line: string) => {
      const row = only(line);
      const stored = toStoredRow(
        {
          name: row.name,
          value: row.value,
          value_text: row.valueText,
          unit: row.unit,
          ref_low: row.refLow,
          ref_high: row.refHigh,
          marker_id: row.markerId,
          specimen: row.specimen,
        },
        reference,
        'blood',
        'extracted',
        row.printedName,
      );
      const described = describeRow(stored, reference, { sex: 'female', age: 40 });
      return { flag: described.row.flag, range: described.range };
    };
    // 32 is within our vitamin D range (30-100) but under the lab's '> OR = 50': low, by the lab.
    expect(flagOf('Vitamin D, 25-Hydroxy 32 ng/mL > OR = 50')).toEqual({
      flag: 'low',
      range: { low: 50, high: null, source: 'lab' },
    });
    expect(flagOf('Vitamin D, 25-Hydroxy 150 ng/mL >=50').flag).toBe('normal');
    expect(flagOf('Cholesterol, Total 212 mg/dL < 200')).toMatchObject({
      flag: 'high',
      range: { low: null, high: 200, source: 'lab' },
    });
    expect(flagOf('Cholesterol, Total 150 mg/dL Less than 200').flag).toBe('normal');
    expect(flagOf('HDL Cholesterol 35 mg/dL Greater than 40').flag).toBe('low');
    expect(flagOf('HDL Cholesterol 90 mg/dL Greater than 40').flag).toBe('normal');
  });

  it('reads the flag however it is printed, and only the lab’s own flag', () => {
    expect(only('Glucose 102 H mg/dL 70-99').labFlag).toBe('H');
    expect(only('Glucose 102 mg/dL 70-99 High').labFlag).toBe('H');
    expect(only('Glucose H 102 mg/dL 70-99')).toMatchObject({ value: 102, labFlag: 'H' });
    expect(only('Hb 13.2L g/dL 13.5-17.5')).toMatchObject({ value: 13.2, labFlag: 'L' });
    expect(only('HDL Cholesterol 38 Low mg/dL >40').labFlag).toBe('L');
    expect(only('Ferritin 18 * ug/L 30-400').labFlag).toBe('L'); // '*' takes its direction from the range
    expect(only('Ferritin 480 * ug/L 30-400').labFlag).toBe('H');
    expect(only('Potassium (L) 3.1 mmol/L 3.5-5.1').labFlag).toBe('L');
    // Out of range but not flagged by the lab: the analysis decides, the extraction does not invent.
    expect(only('Glucose 130 mg/dL 70-99').labFlag).toBeNull();
  });

  it('reads decimal commas, censored values and OCR noise', () => {
    expect(parse('Glucose 5,4 mmol/L 3,9 - 5,6\nPotassium 4,4 mmol/L 3,5-5,1')[0]).toMatchObject({
      value: 5.4,
      valueText: '5.4',
      refLow: 3.9,
      refHigh: 5.6,
    });
    expect(only('CRP <0.5 mg/L <5')).toMatchObject({ value: 0.5, valueText: '<0.5', refHigh: 5 });
    expect(only('Glucose 1O2 mg/dL 70-99')).toMatchObject({ value: 102, valueText: '102' });
    expect(only('| HGB | 13.2 | L | g/dL | 13.5-17.5 |')).toMatchObject({
      markerId: 'hemoglobin',
      value: 13.2,
      labFlag: 'L',
    });
    expect(only('Albumin 4.3 g/dL 3.5t05.0')).toMatchObject({ refLow: 3.5, refHigh: 5 });
    expect(only('Total Cholesterol ~~ 212 H mg/dL <200')).toMatchObject({
      value: 212,
      labFlag: 'H',
    });
    expect(only('Platelets 250,000 /uL 150,000-400,000')).toMatchObject({
      value: 250000,
      refLow: 150000,
      refHigh: 400000,
    });
  });

  it('knows the aliases labs print', () => {
    for (const name of ['Hb', 'HGB', 'Haemoglobin', 'Hemoglobin', 'Hemoglobin (Hb)'])
      expect(only(`${name} 13.2 g/dL 13.5-17.5`).markerId).toBe('hemoglobin');
    expect(only('HbA1c (IFCC) 48 mmol/mol 20-41 H')).toMatchObject({
      markerId: 'hba1c',
      unit: 'mmol/mol',
      labFlag: 'H',
    });
    expect(only('Hemoglobin A1c 6.5 % (NGSP) 4.0-5.6')).toMatchObject({
      markerId: 'hba1c',
      unit: '%',
    });
  });

  it('repairs what OCR does to names and units of known markers', () => {
    expect(only('Hemoglobin Alc 5.9 H % 4.0-5.6')).toMatchObject({
      markerId: 'hba1c',
      printedName: 'Hemoglobin Alc',
    });
    expect(only('Creatinine 88 pmol/L 59-104').unit).toBe('µmol/L');
    expect(only('WBC 6.8 x1073/uL 4.5-11.0').unit).toBe('10^3/µL');
    expect(only('White cell count 6.8 x10"9/L 4.0-11.0').unit).toBe('10^9/L');
    expect(only('Platelets 250 x 10^9 /L 150-400').unit).toBe('10^9/L');
    expect(only('TSH 2.10 ulu/mL 0.45-4.50').unit).toBe('µIU/mL');
  });

  it('reads urine sections with dipstick words, and goes back to blood after a blood heading', () => {
    const rows = parse(
      [
        'URINALYSIS - MACROSCOPIC',
        'Protein 2+ Negative',
        'Glucose Neg',
        'Ketones Trace',
        'Leukocytes ++',
        'CHEMISTRY',
        'Glucose 95 mg/dL 70-99',
      ].join('\n'),
    );
    expect(rows.map((row) => [row.markerId, row.valueText, row.specimen])).toEqual([
      ['urine-protein', '2+', 'urine'],
      ['urine-glucose', 'negative', 'urine'],
      ['urine-ketones', 'trace', 'urine'],
      ['urine-leukocyte-esterase', '2+', 'urine'],
      ['glucose', '95', 'blood'],
    ]);
    expect(rows.slice(0, 4).every((row) => row.value === null)).toBe(true);
  });

  it('takes the specimen from the name when there is no heading', () => {
    expect(only('Urine protein negative')).toMatchObject({
      markerId: 'urine-protein',
      specimen: 'urine',
      valueText: 'negative',
    });
    expect(only('Nitrite Positive').specimen).toBe('urine');
  });

  it('keeps a row it cannot name, and drops lines that are not rows', () => {
    expect(only('Lp-PLA2 Activity 180 nmol/min/mL <=225')).toMatchObject({
      markerId: null,
      name: 'Lp-PLA2 Activity',
      value: 180,
      refHigh: 225,
    });
    const boilerplate = [
      FIXTURE_HEADER.lab,
      FIXTURE_HEADER.labAddress,
      'Suite 300',
      `${FIXTURE_HEADER.patient}  ${FIXTURE_HEADER.dob}`,
      'Date of birth 12/03/1984',
      'Age 42 years',
      'Age: 42 y/o',
      'Requested by: Dr. Rivera 12 mg/dL',
      'MRN 00448210',
      'Collected 02.11.2026 08:15',
      'Page 2 of 3',
      FIXTURE_HEADER.director,
      'Test  Result  Flag  Units  Reference range',
      'Results relate only to the sample received.',
    ];
    expect(parse(boilerplate.join('\n'))).toEqual([]);
  });
});
