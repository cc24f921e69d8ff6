/**
 * Tests labs print beside the ones they measure, which the reader once held as unknown names
 * (ADR 081 item 208): calculated ratios and values (cholesterol/HDL, BUN/creatinine, A/G, the
 * estimated average glucose, indirect bilirubin, adjusted calcium) and urine albumin and
 * creatinine, in the names the blind sets' tune parts and public report samples print; and the
 * names of item 209 (Spanish, French and Luxembourg spellings of tests already known, and
 * Argentina's urine words).
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from '../parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const read = (line: string) =>
  parseLabText(line, reference).map((row) => [
    row.markerId,
    row.value ?? row.valueText,
    row.unit,
    row.reviewReason === null,
  ]);

/** Each line read as one row of its test, shown as read (not held). */
const readsEach = (cases: [line: string, markerId: string, value: number, unit: string | null][]) =>
  it.each(cases)('reads %s', (line, markerId, value, unit) => {
    expect(read(line)).toEqual([[markerId, value, unit, true]]);
  });

describe('calculated values and urine chemistry', () => {
  readsEach([
    ['Total Cholesterol / HDL Ratio 4.1 <5.0', 'cholesterol-hdl-ratio', 4.1, null],
    ['Rapport CT/HDL 3,2 < 5,0', 'cholesterol-hdl-ratio', 3.2, null],
    ['BUN/Creatinine Ratio 16 10 - 20', 'bun-creatinine-ratio', 16, null],
    ['A : G Ratio 1.5 1.1 - 2.5', 'albumin-globulin-ratio', 1.5, null],
    ['Estimated Average Glucose (eAG) 126 mg/dL', 'estimated-average-glucose', 126, 'mg/dL'],
    ['Bilirubin, Indirect 0.6 mg/dL 0.1 - 1.0', 'bilirubin-indirect', 0.6, 'mg/dL'],
    ['Corrected calcium 2.41 mmol/L 2.20 - 2.60', 'adjusted-calcium', 2.41, 'mmol/L'],
    ['Microalbumin 12.4 mg/L <20', 'urine-albumin', 12.4, 'mg/L'],
    ['Creatinine, Urine 9.8 mmol/L', 'urine-creatinine', 9.8, 'mmol/L'],
  ]);

  it('keeps total bilirubin and total calcium their own tests', () => {
    expect(read('Total Bilirubin 0.9 mg/dL 0.2 - 1.2')).toEqual([
      ['total-bilirubin', 0.9, 'mg/dL', true],
    ]);
    expect(read('Calcium 9.4 mg/dL 8.6 - 10.3')).toEqual([['calcium', 9.4, 'mg/dL', true]]);
  });
});

describe('names of tests already known, as more labs print them', () => {
  readsEach([
    ['RIN 1,1 0,8 - 1,2', 'inr', 1.1, null],
    ['GOT/ASAT 23 U/l < 35', 'ast', 23, 'U/L'],
    ['Coef. saturation transferrine 28 % 20 - 40', 'transferrin-saturation', 28, '%'],
    ['Conc. de Hb corpuscular media 33,1 g/dL 32 - 36', 'mchc', 33.1, 'g/dL'],
    ['Concentración de protrombina 88 % 70 - 120', 'prothrombin-activity', 88, '%'],
  ]);

  it('reads a name printed with its synonym after a semicolon, as LOINC names print', () => {
    expect(read('Vitamin B12; Cyanocobalamin, Serum 412 pg/mL 200 - 900')).toEqual([
      ['vitamin-b12', 412, 'pg/mL', true],
    ]);
    // A comment is no name for it: only a test's name before the semicolon.
    expect(read('Note; values below 20 are low 5')).toEqual([]);
  });

  it("reads a share named by its test and '%' as the test's percentage", () => {
    expect(read('Neutrófilos segmentados % 62 % 50 - 70')).toEqual([
      ['neutrophils-percent', 62, '%', true],
    ]);
    // A test with no percentage of its own stays unknown, held.
    expect(read('Glucose % 5 %')).toEqual([[null, 5, '%', false]]);
  });

  it('reads a D-dimer in fibrinogen-equivalent units as its ranges are, and holds one in DDU', () => {
    expect(read('D-Dimer 0.28 µg/mL FEU <0.50')).toEqual([['d-dimer', 0.28, 'µg/mL', true]]);
    // D-dimer units are about half as large and vary by assay: never shown as read.
    // However DDU is printed: after the unit, in brackets, with a hyphen, or with the name.
    for (const line of [
      'D-Dimer 180 ng/mL DDU <250',
      'D-Dimer 180 ng/mL (DDU) <250',
      'D-Dimer 180 ng/mL D-DU 0 - 250',
      'D-Dimer (DDU) 180 ng/mL <250',
    ])
      expect(
        read(line).map((row) => row.at(-1)),
        line,
      ).toEqual([false]);
    expect(read('D-Dimer 0.4 µg/mL (FEU) <0.5')).toEqual([['d-dimer', 0.4, 'µg/mL', true]]);
  });

  it("reads an ESR per first hour ('mm/1ª h') in millimetres per hour", () => {
    expect(read('Velocidad de sedimentación 18 mm/1ª h < 20')).toEqual([['esr', 18, 'mm/h', true]]);
  });
});

describe("a urine report's words in Spanish", () => {
  it("reads 'No contiene', 'Límpido' and 'No se observan' as the results they are", () => {
    const rows = parseLabText(
      [
        'ORINA COMPLETA',
        'Aspecto Límpido Límpido',
        'Proteínas No contiene No contiene',
        'Hematíes No se observan 0 - 2 por campo',
      ].join('\n'),
      reference,
    ).map((row) => [row.markerId, row.valueText.toLowerCase()]);
    expect(rows).toEqual([
      ['urine-clarity', 'clear'],
      ['urine-protein', 'negative'],
      ['urine-rbc', 'no se observan'],
    ]);
  });
});
