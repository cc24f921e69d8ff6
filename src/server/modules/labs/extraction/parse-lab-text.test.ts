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
  it("holds a status word read where a test's number stands, and keeps counts in words", () => {
    // A card prints 'Normal' beside a name that wraps; the status can be taken for the result.
    const rows = parseLabText(
      'Ferritin 240 ng/mL (30-300)\nTransferrin saturation  Normal\nCRP 4.4 mg/L (0-5)',
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.reviewReason])).toEqual([
      ['ferritin', null],
      [
        'transferrin-saturation',
        '“normal” says how the result stands, not what it is: Transferrin saturation is reported as a number; please check the value.',
      ],
      ['crp', null],
    ]);
  });

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
    // German 'bis' and French 'à'. With the range read whole, a name the report cut short is
    // kept (and held) rather than the line dropped for a word it could not place.
    expect(only('Kalium  4,1  mmol/l  3,5 à 5,1')).toMatchObject({ refLow: 3.5, refHigh: 5.1 });
    expect(only('Phosphat anor  1,19  mmol/l  0,81 bis 1,45')).toMatchObject({
      markerId: 'phosphate',
      refLow: 0.81,
      refHigh: 1.45,
      reviewReason: expect.stringContaining('cut short') as unknown,
    });
  });

  it('keeps a row whose range column says there is none, with no range', () => {
    // A test the reference does not know: without skipping 'Not Estab.' the leftover words made
    // the line look like a comment, and the row was lost.
    for (const words of ['Not Estab.', 'See note', 'N/A', 'not established']) {
      expect(parse(`Immature Granulocytes 0 % ${words}`), words).toEqual([
        expect.objectContaining({ value: 0, unit: '%', refLow: null, refHigh: null }),
      ]);
    }
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

  it('reads a point before three digits as thousands in a report of decimal commas and dated columns', () => {
    // The dates' points outvoted the decimal commas, and cholinesterase 11.352 U/l read as eleven.
    const rows = parse(
      [
        'Untersuchung  23.01.2024  23.12.2023  23.11.2023  Einh.  Normwerte',
        'Cholinesterase  11.352  12.022  11.391  U/l  5.300-12.900',
        'Bilirubin, gesamt  0,6  0,6  0,6  mg/dl  0,2-1,2',
        'Albumin  3,9  4,2  4,3  g/dl  3,5-5,2',
      ].join('\n'),
    );
    expect(rows.find((row) => row.markerId === 'cholinesterase')).toMatchObject({
      value: 11352,
      refLow: 5300,
      refHigh: 12900,
    });
    expect(rows.find((row) => row.markerId === 'albumin')).toMatchObject({ value: 3.9 });
  });

  it('reads a flag glued before a value whose 0 a picture read as an O', () => {
    expect(
      parseLabText('Basophiles  HO,17  G/L  0,00-0,10', reference, { isOcr: true })[0],
    ).toMatchObject({ markerId: 'basophils', value: 0.17, labFlag: 'H' });
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

  it('holds a word result read only through its last word, after a word it does not know', () => {
    // 'légèrement' (slightly) with its accent misread: 'trouble' alone is cloudy, which is not
    // what the lab printed. Known phrases read whole, and are not held.
    expect(only('Aspect  légérement trouble')).toMatchObject({
      markerId: 'urine-clarity',
      valueText: 'cloudy',
      reviewReason: expect.stringContaining('“légérement” is a word we do not know') as unknown,
    });
    expect(only('Aspect  légèrement trouble')).toMatchObject({
      valueText: 'slightly cloudy',
      reviewReason: null,
    });
    expect(only('Nitrite  nicht nachweisbar')).toMatchObject({
      valueText: 'negative',
      reviewReason: null,
    });
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
      'Pt: J. Smith',
      'PT 00448210',
    ];
    expect(parse(boilerplate.join('\n'))).toEqual([]);
  });

  it("reads prothrombin time printed as 'PT', not as a patient line", () => {
    expect(only('PT  12.5 sec  11.0-13.5')).toMatchObject({
      markerId: 'prothrombin-time',
      value: 12.5,
      refLow: 11,
      refHigh: 13.5,
    });
  });

  it("reads 'CA 19-9' as the tumour marker, never as calcium with a span for its result", () => {
    expect(only('CA 19-9  12  U/mL  <37')).toMatchObject({
      markerId: 'ca-19-9',
      value: 12,
      refHigh: 37,
      reviewReason: null,
    });
    // A span where one number belongs is held: only microscopy counts print one ('8-10 /hpf').
    expect(only('Potassium  4-5  mmol/L  3.5-5.1')).toMatchObject({
      markerId: 'potassium',
      reviewReason: expect.stringContaining('span of two numbers'),
    });
    expect(only('Pus cells  8-10  /hpf  0-5')).toMatchObject({ reviewReason: null });
  });
});

describe('parseLabText on layouts written elsewhere', () => {
  const rowsOf = (...lines: string[]) => parse(lines.join('\n'));
  const brief = (row: ExtractedRow) => [
    row.markerId,
    row.value,
    row.valueText,
    row.refLow,
    row.refHigh,
  ];

  it('never takes the value from the reference column', () => {
    // The column headings say the range comes first.
    expect(
      rowsOf(
        'Investigation  Ref. range  Result  Units',
        'Serum sodium  [133 - 146]  129 L  mmol/L',
      ).map(brief),
    ).toEqual([['sodium', 129, '129', 133, 146]]);
    // A one-sided range first is taken as the range only when the headings say so.
    expect(
      rowsOf('Test  Reference  Result  Unit', 'LDL cholesterol  <3.0  3.4  mmol/L').map(brief),
    ).toEqual([['ldl-cholesterol', 3.4, '3.4', null, 3]]);
    // No headings: a span followed by a plain number is the range, the number the value.
    expect(only('Potassium  3.5-5.1  5.9  mmol/L')).toMatchObject({
      value: 5.9,
      refLow: 3.5,
      refHigh: 5.1,
    });
    // A previous-result column, with or without its date, is never the value nor the range.
    expect(
      rowsOf(
        'Test  Result  Previous result  Units  Reference range',
        'Sodium  139  141  mmol/L  135-145',
        'Ferritin  45  52 (03/05/2026)  ug/L  30-400',
      ).map(brief),
    ).toEqual([
      ['sodium', 139, '139', 135, 145],
      ['ferritin', 45, '45', 30, 400],
    ]);
  });

  it('keeps a row whose only number is its range for review, with no value', () => {
    expect(only('Hemoglobin  13.5 - 17.5  g/dL')).toMatchObject({
      markerId: 'hemoglobin',
      value: null,
      valueText: '',
      refLow: 13.5,
      refHigh: 17.5,
      reviewReason: expect.stringContaining('reference range') as unknown,
    });
    // The headings put the range first and the result cell is empty: '>3.9' is the range.
    expect(
      rowsOf('Investigation  Ref. range  Result  Units', 'Serum folate  [>3.9]    ug/L')[0],
    ).toMatchObject({ markerId: 'folate', value: null, valueText: '', refLow: 3.9 });
    // A row with a value is read cleanly: no reason.
    expect(only('Hemoglobin  14.2  g/dL  13.5 - 17.5').reviewReason).toBeNull();
  });

  it('reads a span printed as the result (cells per field), not as the range', () => {
    expect(rowsOf('URINE MICROSCOPY', 'Pus cells  4-6  /hpf  0-5')[0]).toMatchObject({
      markerId: 'urine-wbc',
      value: null,
      valueText: '4-6',
      unit: '/HPF',
      refLow: 0,
      refHigh: 5,
    });
  });

  it('ignores comment, interpretation and method lines, even with numbers and units in them', () => {
    expect(
      rowsOf(
        'Deficiency: <20 ng/mL; Insufficiency: 20-29 ng/mL; Sufficiency: 30-100 ng/mL',
        'Note: TSH peaks between 2-4 AM and is lowest between 6-10 PM',
        'Reference range: <100',
        'Interpretation: Non-diabetic < 5.7 %; Prediabetic 5.7 - 6.4 %',
        'Method : Hexokinase',
        'Desirable range <200 mg/dL for primary prevention of heart disease',
        'Fasting reference interval',
      ),
    ).toEqual([]);
    // Under a row, they leave the row as it was.
    expect(
      rowsOf(
        'Glucose  102  H  mg/dL  70-99',
        'For someone without known diabetes, a value of 100-125 mg/dL',
      ),
    ).toHaveLength(1);
  });

  it('reads qualitative results, in words, grades and colours', () => {
    const rows = rowsOf(
      'Colour  Dark Yellow  Pale Yellow',
      'Appearance  Slightly hazy  Clear',
      'Protein  Trace  Nil',
      'Sugar  Nil  Nil',
      'Ketones  ++',
      'Nitrite  Not Detected  Not Detected',
      'Occult blood  Moderate  Negative',
      'RBC  None seen  /HPF  0-2',
      'Casts  Absent  Absent',
      'Bacteria  Many  None seen',
    );
    expect(rows.map((row) => [row.markerId, row.valueText, row.specimen])).toEqual([
      ['urine-color', 'dark yellow', 'urine'],
      ['urine-clarity', 'slightly cloudy', 'urine'],
      // 'Protein' with a dipstick word is the urine test, though no heading said urine.
      ['urine-protein', 'trace', 'urine'],
      ['urine-glucose', 'negative', 'urine'],
      ['urine-ketones', '2+', 'urine'],
      ['urine-nitrite', 'negative', 'urine'],
      ['urine-blood', '2+', 'urine'],
      ['urine-rbc', 'none seen', 'urine'],
      // The sediment's casts and bacteria are tests we know (ADR 159).
      ['urine-casts', 'none', 'urine'],
      ['urine-bacteria', 'many', 'urine'],
    ]);
    // And a number with a blood unit is the blood test again.
    expect(only('Protein  7.1  g/dL  6.0-8.3')).toMatchObject({
      markerId: 'total-protein',
      specimen: 'blood',
    });
  });

  it('reads the flag wherever it is printed, and keeps it as printed', () => {
    const flagOf = (line: string) => {
      const row = only(line);
      return [row.value ?? row.valueText, row.labFlag, row.flagPrinted];
    };
    expect(flagOf('Glucose  102  mg/dL  70-99  [H]')).toEqual([102, 'H', '[H]']);
    expect(flagOf('Potassium  (L)  3.1  mmol/L  3.5-5.1')).toEqual([3.1, 'L', '(L)']);
    expect(flagOf('Haemoglobin (Hb)  L  11.2  g/dL  13.0 - 17.0')).toEqual([11.2, 'L', 'L']);
    expect(flagOf('HbA1c  5.9*H  %  4.0-5.6')).toEqual([5.9, 'H', '*H']);
    expect(flagOf('GGT  64 ↑  U/l  < 40')).toEqual([64, 'H', '↑']);
    expect(flagOf('Haemoglobin  11,6↓  g/dl  12,0 - 15,4')).toEqual([11.6, 'L', '↓']);
    expect(flagOf('Potassium  6.3  mmol/L  3.5-5.1  HH')).toEqual([6.3, 'H', 'HH']);
    expect(flagOf('Ferritin  8  Abnormal  ng/mL  15-150')).toEqual([8, 'L', 'Abnormal']);
    expect(rowsOf('URINALYSIS', 'Nitrite  Positive  A  Negative')[0]).toMatchObject({
      valueText: 'positive',
      labFlag: 'H',
      flagPrinted: 'A',
    });
  });

  it('keeps the unit as printed beside the normalised one', () => {
    expect(only('WBC  11.6  x10E3/uL  3.4-10.8')).toMatchObject({
      unit: '10^3/µL',
      unitPrinted: 'x10E3/uL',
    });
    expect(only('Leukocytes  6,8  10^9/l  3,9 - 10,2')).toMatchObject({
      value: 6.8,
      unit: '10^9/L',
      unitPrinted: '10^9/l',
    });
    expect(only('HEMOGLOBIN A1c  5.9  H  <5.7 % of total Hgb')).toMatchObject({
      unit: '%',
      refHigh: 5.7,
    });
    expect(only('ESR  22  mm/1st hr  0 - 15')).toMatchObject({ unit: 'mm/h' });
  });

  it('tells a differential percentage from its absolute count by the printed unit', () => {
    expect(
      rowsOf('Neutrophils  58  %  40-75', 'Neutrophils  4.1  x10^9/L  2.0-7.5').map(
        (row) => row.markerId,
      ),
    ).toEqual(['neutrophils-percent', 'neutrophils']);
  });

  it('sets aside a code column printed at the end of every row', () => {
    expect(
      rowsOf(
        'Sodium  141  mmol/L  135-146  EZ',
        'Potassium  4.6  mmol/L  3.5-5.3  EZ',
        'Chloride  104  mmol/L  98-110  EZ',
        'Chol/HDL ratio  3.1  <5.0  EZ',
      ).map((row) => [row.name, row.value]),
    ).toEqual([
      ['Sodium', 141],
      ['Potassium', 4.6],
      ['Chloride', 104],
      ['Total cholesterol/HDL ratio', 3.1],
    ]);
  });

  it('sets aside a code of digits that ends every row', () => {
    expect(
      rowsOf(
        'Sodium  141  mmol/L  135-146  01',
        'Potassium  4.6  mmol/L  3.5-5.3  01',
        'Chloride  104  mmol/L  98-110  01',
      ).map((row) => [row.markerId, row.value]),
    ).toEqual([
      ['sodium', 141],
      ['potassium', 4.6],
      ['chloride', 104],
    ]);
  });

  it('joins a long name wrapped onto the next line, and reads qualifiers labs add', () => {
    expect(rowsOf('Gamma Glutamyl  41  U/L  0-38', 'Transferase')[0]).toMatchObject({
      markerId: 'ggt',
      printedName: 'Gamma Glutamyl Transferase',
    });
    // Wrapped onto three lines in a narrow name column: a test only once all of it is read.
    expect(
      rowsOf('Mean  12.5  fL  7.5-11.5', 'Platelet', 'Volume', 'Albumin  39  g/L  35-52'),
    ).toMatchObject([
      { markerId: 'mpv', printedName: 'Mean Platelet Volume', value: 12.5 },
      { markerId: 'albumin', value: 39 },
    ]);
    // The result on the name's second line instead.
    expect(rowsOf('Gamma Glutamyl', 'Transferase  41  U/L  0-38')[0]).toMatchObject({
      markerId: 'ggt',
      printedName: 'Gamma Glutamyl Transferase',
      value: 41,
    });
    expect(
      rowsOf(
        'Glucose Lvl  142  mg/dL  70-99',
        'Absolute Lymphocyte Count  1764  cells/cumm  1000-3000',
        'HbA1c (DCCT/NGSP)  5,9  %  4,0 - 6,0',
      ).map((row) => row.markerId),
    ).toEqual(['glucose', 'lymphocytes', 'hba1c']);
  });
});

describe('parseLabText on what OCR does to a photographed line', () => {
  const ocr = (...lines: string[]) => parseLabText(lines.join('\n'), reference, { isOcr: true });
  const ocrOnly = (line: string) => {
    const rows = ocr(line);
    expect(rows, line).toHaveLength(1);
    return rows[0]!;
  };

  it("reads the thyroid hormones' T read as 7, and 'l' for 1 in a name cut or noted", () => {
    expect(ocrOnly('Free 73  4.2  pmol/L  3.1-6.8')).toMatchObject({ markerId: 'free-t3' });
    expect(ocrOnly('F74  14.1  pmol/L  12.0-22.0')).toMatchObject({ markerId: 'free-t4' });
    expect(ocrOnly('HbAlc (IFCC)  41  mmol/mol  20-42')).toMatchObject({ markerId: 'hba1c' });
    // A name cut by its column, and misread: matched, and held to check the name.
    expect(ocrOnly('HbAlc (IF  5.6  %  4.0-6.0')).toMatchObject({
      markerId: 'hba1c',
      reviewReason: expect.stringContaining('cut short') as unknown,
    });
  });

  it('puts back a lost decimal point only when the printed range leaves one reading', () => {
    for (const [line, value, text] of [
      ['Potassium  45  mmol/L  3.5-5.0', 4.5, '4.5'],
      ['Potassium  41  mmol/l  3,5 - 5,1', 4.1, '4.1'],
      ['Urea  61  mmol/L  (2.9-8.2)', 6.1, '6.1'],
      ['GLOBULIN  25  g/dL  1.9-3.7', 2.5, '2.5'],
      // '0.84' read '084': the leading zero says the point came after it.
      ['Creatinine  084  mg/dL  0.50 - 0.90', 0.84, '0.84'],
      // An upper limit alone bounds the range from 0, when the number is over three times it.
      ['Triglyceride  14  mmol/L  (<2.0)', 1.4, '1.4'],
      ['HbA1c (NGSP)  59  %  (<6.0)', 5.9, '5.9'],
    ] as const) {
      expect(ocrOnly(line), line).toMatchObject({
        value,
        valueText: text,
        reviewReason: expect.stringContaining('decimal point was restored') as unknown,
      });
    }
    // The range is the lab's range, never the value's source.
    expect(ocrOnly('Potassium  45  mmol/L  3.5-5.0')).toMatchObject({ refLow: 3.5, refHigh: 5 });
  });

  it('keeps the row for review with no value when the point could go in more than one place', () => {
    // 8.1 (high) or 0.81 (normal): the range cannot say which.
    expect(ocrOnly('TSH  81  mIU/L  0.27-4.20')).toMatchObject({
      markerId: 'tsh',
      value: null,
      valueText: '',
      refLow: 0.27,
      refHigh: 4.2,
      reviewReason: expect.stringContaining('decimal point may have been lost') as unknown,
    });
    // 11.6 would be below the range: likely, but a guess.
    expect(ocrOnly('Haemoglobin  116  g/dL  12.0-15.4')).toMatchObject({
      value: null,
      reviewReason: expect.stringContaining('decimal point may have been lost') as unknown,
    });
    // The lab's own flag contradicts the one placing inside the range: a raised 39, or a misread.
    expect(ocrOnly('CRP  39H  mg/L  <5.0')).toMatchObject({
      value: null,
      labFlag: 'H',
      reviewReason: expect.stringContaining('decimal point may have been lost') as unknown,
    });
    // A lower limit alone with decimals and a whole number ten times over it: 1.3 or 13.
    expect(ocrOnly('HDL Cholesterol  13  mmol/L  (>1.0)')).toMatchObject({
      value: null,
      reviewReason: expect.stringContaining('ten times the printed lower limit') as unknown,
    });
    // A lower limit without decimals says nothing about a lost point.
    expect(ocrOnly('eGFR  80  mL/min/1.73m2  (>59)')).toMatchObject({ value: 80 });
  });

  it("restores a point just outside the range when the lab's H or L flag says that side", () => {
    // Ten times over the limit is a lost point (as above); the H flag puts 3.9 above the limit.
    expect(ocrOnly('LDL Cholesterol  39H  mmol/L  (<3.5)')).toMatchObject({
      value: 3.9,
      labFlag: 'H',
      reviewReason: expect.stringContaining('decimal point was restored') as unknown,
    });
    expect(ocrOnly('Haemoglobin  116L  g/dL  12.0-15.4')).toMatchObject({
      value: 11.6,
      labFlag: 'L',
    });
    // A flag on the other side from the only placing near the range: not restored.
    expect(ocrOnly('Haemoglobin  116H  g/dL  12.0-15.4')).toMatchObject({ value: null });
  });

  it('reads OCR slips in blurred rows: a lost range dash, a leading S for 5, units and names', () => {
    expect(ocrOnly('Potassium  40  mmol/L  (3.55.2)')).toMatchObject({
      value: 4,
      refLow: 3.5,
      refHigh: 5.2,
    });
    expect(ocrOnly('WBC  6.1  x10^9/L  (4.0011.0)')).toMatchObject({ refLow: 4, refHigh: 11 });
    // Read the only way the dash fits, the ends come out reversed: not a range.
    expect(ocrOnly('Potassium  4.1  mmol/L  (5.52.1)')).toMatchObject({
      refLow: null,
      refHigh: null,
    });
    expect(ocrOnly('Cholesterol  S8H  mmol/L  (<5.5)')).toMatchObject({
      markerId: 'total-cholesterol',
      value: 5.8,
      labFlag: 'H',
    });
    expect(ocrOnly('ALP  68  Un  (30-110)')).toMatchObject({ unit: 'U/L', value: 68 });
    expect(ocrOnly('Transferrin Saturation  6L  9%  (10-45)')).toMatchObject({ unit: '%' });
    expect(ocrOnly('Transfernn  2.9  g/L  (2.0-3.6)')).toMatchObject({ markerId: 'transferrin' });
    // The flag beyond 'near': 78 mmol/L glucose is impossible, 7.8 is believable and high.
    expect(ocrOnly('Glucose, fasting  78  H  mmol/L  3,9-5,6')).toMatchObject({
      value: 7.8,
      labFlag: 'H',
    });
    // A leading zero: '05' is 0.5, with its comparator.
    expect(ocrOnly('CRP  <05  mg/dl  <0,5')).toMatchObject({ value: 0.5, valueText: '<0.5' });
    // The range's low end lost its point (4,0-6,0), then the value is placed inside it.
    expect(ocrOnly('HbA1c (DCCT/NGSP)  59  %  40-6,0')).toMatchObject({
      refLow: 4,
      refHigh: 6,
      value: 5.9,
    });
    // Zero-padded whole numbers ('06' %) stay whole: only a range printed with decimals says 0.6.
    // Whole, but held: a blurred '0.3' whose point OCR lost reads '03' as well.
    expect(ocrOnly('Eosinophils  06  %  01-06')).toMatchObject({
      value: 6,
      reviewReason: expect.stringContaining('may be a decimal point lost') as unknown,
    });
    // No printed range read, and ten times our own limit for the test: kept, and held.
    expect(ocrOnly('Basophils %  19 H  %')).toMatchObject({
      value: 19,
      reviewReason: expect.stringContaining('no printed range') as unknown,
    });
    expect(ocrOnly('Eosinophils %  03  %  0-6')).toMatchObject({
      value: 3,
      reviewReason: expect.stringContaining('may be a decimal point lost') as unknown,
    });
    expect(ocrOnly('T4, Total  8.4  Hg/dL  5.01-12.45')).toMatchObject({ unit: 'µg/dL' });
    // An unreadable unit: TSH is on one scale in all its units, and 23 is not believable on it.
    expect(ocrOnly('TSH  23  muU/L  04-40')).toMatchObject({ value: null });
    // 12 mg/L under a '<5.0' limit is an ordinary raised CRP, not a lost point.
    expect(ocrOnly('CRP  12  mg/L  <5.0')).toMatchObject({ value: 12, reviewReason: null });
    // No range printed, and 40 mmol/L potassium is impossible: not guessed.
    expect(ocrOnly('Potassium  40  mmol/L')).toMatchObject({
      value: null,
      valueText: '',
      reviewReason: expect.stringContaining('not a believable result') as unknown,
    });
  });

  it('leaves whole numbers alone where the lab prints whole numbers, and text PDFs alone', () => {
    expect(ocrOnly('Sodium  141  mmol/L  136-145')).toMatchObject({
      value: 141,
      reviewReason: null,
    });
    expect(ocrOnly('Glucose  142 H  mg/dL  70-99')).toMatchObject({
      value: 142,
      reviewReason: null,
    });
    // A count can be very high: 24 /hpf is a result, not a lost point.
    expect(ocrOnly('Platelets  612  10^9/L  150-400')).toMatchObject({ value: 612 });
    // A PDF's text layer does not lose points: the number is kept as printed, but a potassium of 45
    // cannot be, so the member is asked to check it rather than shown it as read.
    expect(only('Potassium  45  mmol/L  3.5-5.0')).toMatchObject({
      value: 45,
      reviewReason: expect.stringMatching(/outside anything possible for Potassium/),
    });
  });

  it('reads units OCR broke, as one of the units the marker lists', () => {
    for (const [line, unit, printed] of [
      ['Creatinine  82  umolL  45-90', 'µmol/L', 'umolL'],
      ['Bilirubin  9  pmolL  <20', 'µmol/L', 'pmolL'],
      ['Glucose  95  mgdL  70-99', 'mg/dL', 'mgdL'],
      ['Glucose  5.1  mmol/1  3.9-5.5', 'mmol/L', 'mmol/1'],
      ['Sodium  140  mmolL  135-145', 'mmol/L', 'mmolL'],
      ['Albumin  42  gL  35-50', 'g/L', 'gL'],
      ['ALT  48 H  ull  <34', 'U/L', 'ull'],
      ['ALT  48 H  UL  <34', 'U/L', 'UL'],
      ['Leukocytes  6,8  1079/1  3,9-10,2', '10^9/L', '1079/1'],
      ['Platelets  250  10^9/1  150-400', '10^9/L', '10^9/1'],
      ['Erythrocytes  4,21  1072/1  3,92-5,08', '10^12/L', '1072/1'],
      ['WBC  13.2 H  x10"3/ulL  4.8-10.8', '10^3/µL', 'x10"3/ulL'],
      ['eGFR  80  mUmin/1.73m2  >59', 'mL/min/1.73m²', 'mUmin/1.73m2'],
      ['eGFR  80  mUmMin/1.73m2  (>59)', 'mL/min/1.73m²', 'mUmMin/1.73m2'],
      ['TSH  2.10  miUL  0.50-4.00', 'mIU/L', 'miUL'],
      // A 'g' whose tail was lost ('a', 'q', '9'), the micro sign read as 'w', an exponent
      // misread with its slash lost or four characters long.
      ['Haemoglobin  147  a/L  120-160', 'g/L', 'a/L'],
      ['C-Reactive Protein  2.4  ma/L  <5.0', 'mg/L', 'ma/L'],
      ['MCH  30.0  P9  27.0-33.0', 'pg', 'P9'],
      ['Creatinine  93  wmol/L  60-110', 'µmol/L', 'wmol/L'],
      ['Platelet Count  291  x10°L  150-400', '10^9/L', 'x10°L'],
      ['Red Cell Count  4.23  10"°12/L  4.00-5.50', '10^12/L', '10"°12/L'],
      // 'per microlitre' read as 'per picolitre', 'per litre' with its 'l' read as '1'; the micro
      // sign read as 'H' before 'IU'.
      ['Thrombozyten  176  Tsd/pl  150-400', '10^3/µL', 'Tsd/pl'],
      ['Erythrozyten  4,26  Mio/pl  4,00-5,50', '10^6/µL', 'Mio/pl'],
      ['Leuko  6,6  Gpt/1  4,0-10,5', '10^9/L', 'Gpt/1'],
      ['Leukocytes  6800  /puL  4500-11000', '/µL', '/puL'],
      ['Basophils  0.04  K/pL  0.00-0.10', '10^3/µL', 'K/pL'],
      ['Insulin, Fasting  8.2  HIU/mL  2.6-24.9', 'µIU/mL', 'HIU/mL'],
      // A unit OCR split in two at its superscript, closed up again.
      ['Leuko  5,0  107 3/ul  4,0-10,5', '10^3/µL', '1073/ul'],
      ['eGFR  84  ml/min/1,73 m?  >60', 'mL/min/1.73m²', 'ml/min/1.73m?'],
    ] as const) {
      expect(ocrOnly(line), line).toMatchObject({ unit, unitPrinted: printed });
    }
    // Not a unit of the marker: left as printed, never forced onto another unit.
    expect(ocrOnly('Sodium  140  gL  135-145').unit).not.toBe('mmol/L');
  });

  it("reads an arrow flag OCR turned into '1' or 't', from the printed range", () => {
    expect(ocrOnly('Thrombocytes  412 1  10^9/l  150 - 370')).toMatchObject({
      markerId: 'platelets',
      value: 412,
      unit: '10^9/L',
      labFlag: 'H',
      flagPrinted: '1',
    });
    expect(ocrOnly('LDL cholesterol  151 t  mg/dl  <116')).toMatchObject({
      value: 151,
      labFlag: 'H',
    });
    expect(ocrOnly('Cholesterol  231t  mg/dl  <200')).toMatchObject({ value: 231, labFlag: 'H' });
    expect(ocrOnly('Haematocrit  34.11  %  35.5-45.0')).toMatchObject({
      value: 34.1,
      valueText: '34.1',
      labFlag: 'L',
      reviewReason: expect.stringContaining('flag') as unknown,
    });
    // A report whose arrows OCR read as a separate '1': a whole number with a glued '1' far over
    // its range loses it; on a report with no such sign, the number stays as read.
    const arrowed = ocr(
      'Thrombocytes  412 1  10^9/l  150 - 370',
      'Cholesterol  2311  mg/dl  < 200',
      'LDL cholesterol  1511  mg/dl  <116',
      'Triglycerides  611 H  mg/dl  < 150',
    );
    expect(arrowed.map((row) => [row.value, row.labFlag])).toEqual([
      [412, 'H'],
      [231, 'H'],
      [151, 'H'],
      // Four times its limit is a high result, not an arrow.
      [611, 'H'],
    ]);
    expect(ocrOnly('Cholesterol  2311  mg/dl  < 200')).toMatchObject({ value: 2311 });
    // Inside the range a stray '1' is no flag.
    expect(ocrOnly('Sodium  140 1  mmol/L  135-145')).toMatchObject({ value: 140, labFlag: null });
  });

  it("holds a value whose first '1' may be an arrow printed before it ('↓83' read as '183')", () => {
    for (const [line, value, other] of [
      ['Hb  183  g/L  (120-160)', 183, '83'],
      ['Monozyten  11.2  %  2.0-10.0', 11.2, '1.2'],
    ] as const) {
      const row = ocrOnly(line);
      expect(row.value, line).toBe(value);
      expect(row.reviewReason, line).toContain(`would make it ${other}`);
    }
    // A potassium of 15.4 cannot be, and 5.4 is high: the '1' is the arrow, and the row is held.
    expect(ocrOnly('Kalium  15.4  mmol/L  3.5-5.1')).toMatchObject({
      value: 5.4,
      labFlag: 'H',
      reviewReason: expect.stringContaining('taken for the printed ↑ flag') as unknown,
    });
    // Inside its range, or with no believable reading without the '1', a value stands as read.
    expect(ocrOnly('Hb  143  g/L  (120-160)').reviewReason).toBeNull();
    expect(ocrOnly('Sodium  141  mmol/L  135-145').reviewReason).toBeNull();
    // A text layer prints no arrows as digits: never questioned there.
    const fromText = parseLabText('Hb  183  g/L  (120-160)', reference)[0];
    expect(fromText?.reviewReason ?? '').not.toContain('arrow');
  });

  it("takes the first '1' for the arrow on a report where one such number is impossible as read", () => {
    const lines = [
      'Hb  183  g/L  (120-160)',
      'Kalium  15.4  mmol/L  3.5-5.1',
      'Monozyten  11.2  %  2.0-10.0',
      'Natrium  141  mmol/L  135-145',
      'Leuko  16.4  10^9/L  4.0-10.0',
    ];
    const read = ocr(...lines);
    // A potassium of 15.4 cannot be: this report's arrows read as '1'. Every number outside its
    // range both ways is the arrow and the number, flagged by the range, and still held.
    expect(read.map((row) => [row.value, row.labFlag])).toEqual([
      [83, 'L'],
      [5.4, 'H'],
      [1.2, 'L'],
      [141, null],
      // 6.4 is inside 4.0-10.0: an abnormal result needs its arrow, so this 16.4 is a high count.
      [16.4, null],
    ]);
    for (const row of read.slice(0, 3)) {
      expect(row.reviewReason).toMatch(/arrows printed before results were read as '1'/);
    }
    // Without the impossible potassium nothing proves the arrows: each stays as read, held.
    const unproved = ocr(lines[0]!, lines[2]!, lines[3]!);
    expect(unproved.map((row) => row.value)).toEqual([183, 11.2, 141]);
    expect(unproved[0]?.reviewReason).toContain('would make it 83');
  });

  it("holds a number inside its range that its first '1' may hide as an arrow, on such a report", () => {
    // 'Ferritin ↓19' read as '119': inside 30-300 as read, so only the report's proof of arrows
    // (the impossible potassium) says it may be a low result; it is kept as read and held.
    const read = ocr(
      'Kalium  15.4  mmol/L  3.5-5.1',
      'Ferritin  119  ng/mL  30-300',
      'Natrium  141  mmol/L  135-145',
    );
    expect(read.map((row) => [row.value, row.reviewReason !== null])).toEqual([
      [5.4, true],
      [119, true],
      [141, false],
    ]);
    expect(read[1]!.reviewReason).toContain('this may be ↓19');
  });

  it("holds such a number on a report whose only flags may be arrows read as '1'", () => {
    // 'ALT ↑63' read as '163' proves nothing (163 is a believable ALT), but it is held as a
    // possible arrow, and the report reads no flag of another kind: 'Bilirubin ↓2' read as '12'
    // inside 3-21 may be the same arrow, so it is held too, its value kept as read.
    const read = ocr(
      'ALT  163  U/L  7-45',
      'Bilirubin  12  µmol/L  3-21',
      'Natrium  141  mmol/L  135-145',
      'Albumin  42  g/L  35-52',
    );
    expect(read.map((row) => [row.value, row.reviewReason !== null])).toEqual([
      [163, true],
      [12, true],
      [141, false],
      [42, false],
    ]);
    expect(read[1]!.reviewReason).toContain("reads as if its arrow (↑ or ↓) was read as '1'");
    expect(read[1]!.reviewReason).toContain('this may be ↓2');
    // A report that flags its results with letters prints no arrow to hide.
    const lettered = ocr(
      'ALT  163  U/L  7-45',
      'Bilirubin  12  µmol/L  3-21',
      'Kreatinin  1.45 H  mg/dL  0.50-1.20',
    );
    expect(lettered[1]!.reviewReason).toBeNull();
    // Without a row held for a possible arrow nothing suggests one.
    expect(
      ocr('Bilirubin  12  µmol/L  3-21', 'Albumin  42  g/L  35-52')[0]!.reviewReason,
    ).toBeNull();
  });

  it('matches a name with one OCR slip to the one marker it can mean', () => {
    for (const [line, id] of [
      ['HbA1lc (IFCC)  41  mmol/mol  20-42', 'hba1c'],
      ['HbA1lc (DCCT/NGSP)  5,9  %  4,0-6,0', 'hba1c'],
      ['Thyrod Stimulating Hormone  2.10  mIU/L  0.50-4.00', 'tsh'],
      ['Pit  188  x10^3/uL  130-400', 'platelets'],
      ['COo2  24  mmol/L  22-29', 'bicarbonate'],
      ['Haemoglobn  13.5  g/dL  12.0-15.5', 'hemoglobin'],
      ['Potasslum  4.1  mmol/L  3.5-5.1', 'potassium'],
    ] as const) {
      expect(ocrOnly(line), line).toMatchObject({ markerId: id });
    }
    // Short words are other tests a letter away: never matched by a slip.
    expect(ocrOnly('Protein S  80  %  60-140').markerId).toBeNull();
    expect(ocr('Urda  5.1  mmol/L  2.5-7.8').every((row) => row.markerId !== 'urea')).toBe(true);
  });

  it("keeps 'Not Estab.' out of the name when the range column comes first", () => {
    expect(ocr('Immature Granulocytes  Not Estab.  0  %')).toEqual([
      expect.objectContaining({ printedName: 'Immature Granulocytes', value: 0, unit: '%' }),
    ]);
    expect(ocr('Neutrophils  Not Estab.  71  %')).toEqual([
      expect.objectContaining({ markerId: 'neutrophils-percent', value: 71, unit: '%' }),
    ]);
  });
});

describe('a card grid read from a picture', () => {
  const word = (text: string, x0: number, x1: number, y0: number) => ({
    text,
    x0,
    x1,
    y0,
    y1: y0 + 20,
    confidence: 90,
  });
  const line = (...words: ReturnType<typeof word>[]) => ({ page: 1, height: 20, words });
  const cards = [
    line(word('ALT', 40, 80, 100), word('(SGPT)', 90, 160, 100), word('SGOT', 500, 560, 100)),
    line(word('41', 40, 70, 140), word('moa', 80, 110, 145), word('20', 500, 530, 140)),
    line(word('Range', 40, 90, 190), word('7-45', 100, 150, 190)),
  ];

  it('keeps where each value and unit stands in the picture, to read them a second time', () => {
    const [alt, ast] = parseLabText(cards, reference, { isOcr: true });
    // The second card's value is at x 500 on the page, wherever the unfolded line places it.
    expect(alt?.valueBox).toMatchObject({ text: '41', x0: 40, x1: 70, y0: 140 });
    expect(ast?.valueBox).toMatchObject({ text: '20', x0: 500, x1: 530, y0: 140 });
    // 'moa' is no unit: the word after the value is kept for the unit's second reading.
    expect(alt).toMatchObject({ unit: null, unitBox: { text: 'moa', x0: 80, x1: 110, y0: 145 } });
  });

  it('joins the digits of a large value OCR boxed apart, and holds the row', () => {
    const big = (text: string, x0: number, x1: number) => ({ ...word(text, x0, x1, 130), y1: 176 });
    const [ferritin, sodium] = parseLabText(
      [
        line(word('Ferritin', 40, 160, 100), word('Sodium', 500, 600, 100)),
        line(
          big('1', 40, 66),
          big('5', 75, 110),
          word('ng/mL', 120, 200, 150),
          big('138', 500, 590),
        ),
        line(word('Range', 40, 90, 190), word('30-300', 100, 170, 190)),
      ],
      reference,
      { isOcr: true },
    );
    // 9 px apart, 46 px tall: one number, though a decimal point may have stood in the gap.
    expect(ferritin).toMatchObject({
      value: 15,
      reviewReason: expect.stringContaining("digits of this value apart ('1 5')") as unknown,
    });
    expect(sodium).toMatchObject({ value: 138 });
    expect(sodium?.reviewReason ?? '').not.toContain('apart');
  });
});

describe('a unit of the test after one it is never measured in, on a picture', () => {
  it("reads an asterisk flag OCR took for '%' ('24.5%  pmol/L') as no unit", () => {
    const [row] = parseLabText('Free T4  24.5%  pmol/L  (10.3-23.2)', reference, { isOcr: true });
    expect([row?.markerId, row?.value, row?.unit]).toEqual(['free-t4', 24.5, 'pmol/L']);
    // The test's unit itself misread ('pumol/L'), as long as it reads as one of the test's units.
    const [bilirubin] = parseLabText('Direct Bilirubin  8.1%  pumol/L  (0-5)', reference, {
      isOcr: true,
    });
    expect(bilirubin?.unit).toBe('µmol/L');
    // A unit the test has is never replaced.
    const [hba1c] = parseLabText('HbA1c  6.1%  mmol/mol  (4.0-6.0)', reference, { isOcr: true });
    expect(hba1c?.unit).toBe('%');
  });
});

describe('a test whose own name ends in a bracketed letter', () => {
  it("reads 'Lp(a)' as the test, not 'Lp' with an abnormal flag '(a)', and nmol/L as counted", () => {
    for (const name of ['Lp(a)', 'Lp (a)', 'LIPOPROTEIN(A)', 'Lipoprotein (a)']) {
      const [row] = parseLabText(`${name} 45 mg/dL <30`, reference);
      expect([row?.markerId, row?.value, row?.unit, row?.flagPrinted], name).toEqual([
        'lpa',
        45,
        'mg/dL',
        null,
      ]);
    }
    // nmol/L counts particles where mg/dL weighs them: no factor converts one into the other, so
    // a result in nmol/L is the particle concentration, a test of its own (ADR 081 item 519).
    const [molar] = parseLabText('Lp(a) 120 nmol/L <75', reference);
    expect([molar?.markerId, molar?.value, molar?.reviewReason]).toEqual(['lpa-molar', 120, null]);
    // A bracketed flag after a name the reference lists without brackets stays a flag.
    const [potassium] = parseLabText('Potassium (L) 3.1 mmol/L 3.5-5.1', reference);
    expect([potassium?.markerId, potassium?.labFlag]).toEqual(['potassium', 'L']);
  });
});

describe('a limit printed in words', () => {
  it.each([
    ['Lipoprotein (a)  45  mg/dl  bis 30', null, 30],
    ['HDL-Chol.  66  mg/dl  über 40', 40, null],
    ['Glucose  91  mg/dL  up to 99', null, 99],
    ['HDL cholesterol  66  mg/dL  greater than 40', 40, null],
    ['Ferritine  40  µg/L  jusqu’à 300', null, 300],
    ['Ferritina  40  ng/mL  hasta 300', null, 300],
    ['Ferritina  40  ng/mL  fino a 300', null, 300],
    ['HDL  1,6  mmol/L  supérieur à 1,0', 1, null],
    ['Colesterol total  180  mg/dl  =< 200', null, 200],
    ['eGFR  75  mL/min/1.73m2  => 60', 60, null],
  ])('reads %s as its bound', (line, refLow, refHigh) => {
    const [row] = parseLabText(line, reference);
    expect([row?.refLow, row?.refHigh]).toEqual([refLow, refHigh]);
  });

  it("reads 'über' as a picture misreads it, so an arrow glued to a value is found against it", () => {
    const [hdl] = parseLabText('HDL-Chol.  66  mg/dl  tber 40', reference, { isOcr: true });
    expect(hdl?.refLow).toBe(40);
    // An antibody's 'Ab' is not German 'ab' (from): the result stays a result, not '>12'.
    const [tpo] = parseLabText('TPO Ab  12  IU/mL  <35', reference);
    expect([tpo?.valueText, tpo?.refLow, tpo?.refHigh]).toEqual(['12', null, 35]);
    // A range '3.5 bis 5.1' stays a span.
    const [potassium] = parseLabText('Kalium  4,1  mmol/l  3,5 bis 5,1', reference);
    expect([potassium?.refLow, potassium?.refHigh]).toEqual([3.5, 5.1]);
  });
});

describe('one test read twice', () => {
  it('holds both rows when their printed ranges differ, even with one result', () => {
    // 'Colesterolo non-HDL' wrapped after its first word reads as a second total cholesterol.
    const rows = parseLabText(
      'Cholesterol  203  mg/dL  <200\nHDL cholesterol  58  mg/dL  >40\nCholesterol  203  mg/dL  <160',
      reference,
    );
    const cholesterol = rows.filter((row) => row.markerId === 'total-cholesterol');
    expect(cholesterol).toHaveLength(2);
    for (const row of cholesterol) expect(row.reviewReason).toMatch(/more than once/);
    // Printed twice with one range, it is one test printed twice: shown once (ADR 081 item 328).
    const twice = parseLabText(
      'Cholesterol  203  mg/dL  <200\nCholesterol  203  mg/dL  <200',
      reference,
    );
    expect(twice.map((row) => row.reviewReason)).toEqual([null]);
  });
});
