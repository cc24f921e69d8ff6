import type { LabTestType } from '#shared/contracts/labs.contract';

export const TEST_TYPE_LABELS: Record<LabTestType, string> = {
  blood: 'Blood test',
  urine: 'Urine test',
  combined: 'Blood and urine',
};
