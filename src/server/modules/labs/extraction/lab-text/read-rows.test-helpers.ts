/**
 * The lab rule tests' reading of a report: each row as [test, value (or its text), unit, shown
 * as read], the four things a member sees and whether the row was held for them to check.
 */
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText, type LabReportInput } from '../parse-lab-text';

const reference = biomarkerReferenceFromFiles();

export const readRows = (input: LabReportInput) =>
  parseLabText(input, reference).map((row) => [
    row.markerId,
    row.value ?? row.valueText,
    row.unit,
    row.reviewReason === null,
  ]);
