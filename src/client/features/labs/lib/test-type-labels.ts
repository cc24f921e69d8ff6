import type { LabReportSource, LabTestType } from '#shared/contracts/labs.contract';

export const TEST_TYPE_LABELS: Record<LabTestType, string> = {
  blood: 'Blood test',
  urine: 'Urine test',
  combined: 'Blood and urine',
};

/** Where a report with no file came from, in the words its pages show. */
export function sourceLabel(source: LabReportSource): string {
  return source === 'import' ? 'Imported from health records' : 'Entered by hand';
}
