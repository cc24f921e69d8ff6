/**
 * A ratio's definition in brackets after its name is no unit (ADR 081 item 545): 'Índice
 * aterogénico (CT/HDL)' divides total cholesterol by HDL, and 'CT/HDL' was read as the row's unit,
 * so a unitless ratio was held for a unit we do not know. A unit in brackets ('Glucose (mg/dL)',
 * typed in capitals or not) is still the row's unit.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from '../extraction.types';
import { parseLabText } from '../parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const brief = (rows: ExtractedRow[]) =>
  rows.map((row) => [
    row.printedName,
    row.markerId,
    row.value,
    row.unit,
    row.reviewReason === null,
  ]);

describe("a ratio's two tests in brackets after its name", () => {
  it('reads the ratio without a unit, shown', () => {
    expect(brief(parseLabText('Índice aterogénico (CT/HDL)  4.2  < 4.5', reference))).toEqual([
      ['Índice aterogénico (CT/HDL)', 'cholesterol-hdl-ratio', 4.2, null, true],
    ]);
  });

  it('still reads a unit in brackets after the name, in capitals or not', () => {
    expect(brief(parseLabText('Glucose (MG/DL)  92  70 - 99', reference))).toEqual([
      ['Glucose', 'glucose', 92, 'mg/dL', true],
    ]);
    expect(brief(parseLabText('Kreatinin [mg/dl]  0,9  0,5 - 1,1', reference))).toEqual([
      ['Kreatinin', 'creatinine', 0.9, 'mg/dL', true],
    ]);
  });
});
