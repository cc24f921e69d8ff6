/**
 * The public sample report (/sample-report): a fixed, clearly fictional set of results run through
 * the same analysis engine as a real report, so the page shows exactly what a user would get.
 */
import {
  LAB_MESSAGES,
  type LabBiomarkerInput,
  type SampleLabReport,
} from '#shared/contracts/labs.contract';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { analyzeLabRows } from './lab-analysis';
import { describeRow, toStoredRow, type LabPerson } from './lab-rows';

/** A fictional 46-year-old woman: a few results out of range, and two blood–urine findings. */
export const SAMPLE_PERSON: LabPerson = { sex: 'female', age: 46 };

const blood = (name: string, value: number, unit: string): LabBiomarkerInput => ({
  name,
  value,
  unit,
  specimen: 'blood',
});
const urine = (
  name: string,
  value: string | number,
  unit: string | null = null,
): LabBiomarkerInput =>
  typeof value === 'number'
    ? { name, value, unit, specimen: 'urine' }
    : { name, value_text: value, unit, specimen: 'urine' };

export const SAMPLE_ROWS: readonly LabBiomarkerInput[] = [
  blood('Glucose', 128, 'mg/dL'),
  blood('HbA1c', 6.7, '%'),
  blood('Total cholesterol', 232, 'mg/dL'),
  blood('LDL cholesterol', 151, 'mg/dL'),
  blood('HDL cholesterol', 48, 'mg/dL'),
  blood('Triglycerides', 165, 'mg/dL'),
  blood('Creatinine', 0.9, 'mg/dL'),
  blood('eGFR', 88, 'mL/min/1.73m2'),
  blood('BUN', 14, 'mg/dL'),
  blood('ALT', 28, 'U/L'),
  blood('AST', 24, 'U/L'),
  blood('Total bilirubin', 0.7, 'mg/dL'),
  blood('Hemoglobin', 11.4, 'g/dL'),
  blood('WBC', 7.2, '10^3/µL'),
  blood('Platelets', 265, '10^3/µL'),
  blood('Ferritin', 9, 'ng/mL'),
  blood('TSH', 2.1, 'mIU/L'),
  blood('Vitamin D, 25-hydroxy', 24, 'ng/mL'),
  blood('CRP', 1.2, 'mg/L'),
  blood('Sodium', 139, 'mmol/L'),
  blood('Potassium', 4.3, 'mmol/L'),
  urine('Glucose', '1+'),
  urine('Protein', 'negative'),
  urine('Ketones', 'negative'),
  urine('Blood', 'trace'),
  urine('Nitrite', 'negative'),
  urine('Leukocyte esterase', 'negative'),
  urine('Specific gravity', 1.02),
  urine('pH', 6),
];

export function buildSampleReport(reference: BiomarkerReference): SampleLabReport {
  // Fixed ids, so the sample is the same on every request.
  const rows = SAMPLE_ROWS.map((input, index) => ({
    ...toStoredRow(input, reference, 'combined'),
    id: `sample-${index + 1}`,
  }));
  return {
    sample: true,
    label: LAB_MESSAGES.sample,
    title: 'Sample blood and urine report (fictional values)',
    test_type: 'combined',
    biomarkers: rows.map((row) => describeRow(row, reference, SAMPLE_PERSON).row),
    analysis_result: analyzeLabRows(rows, { reference, person: SAMPLE_PERSON }),
  };
}

/** The sample, built on its first request and kept: the reference does not change while the process runs. */
export function sampleReportOnce(reference: BiomarkerReference): () => SampleLabReport {
  let sample: SampleLabReport | undefined;
  return () => (sample ??= buildSampleReport(reference));
}
