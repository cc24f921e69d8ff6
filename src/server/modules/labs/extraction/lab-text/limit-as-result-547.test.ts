/**
 * A result read as below a bound that is the test's own upper limit, with no range beside it, is
 * held (ADR 081 item 547): 'Total Cholesterol  <200  mg/dL' is how a range printed before a lost
 * result reads. A result censored at an assay's detection limit, far below the upper limit, or one
 * printed with its range, is shown.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from '../extraction.types';
import { parseLabText } from '../parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const brief = (rows: ExtractedRow[]) =>
  rows.map((row) => [row.markerId, row.valueText, row.reviewReason === null]);

describe("a bound at the test's upper limit read as its result", () => {
  it('holds it when no range was read beside it, in either unit', () => {
    expect(brief(parseLabText('Total Cholesterol  <200  mg/dL', reference))).toEqual([
      ['total-cholesterol', '<200', false],
    ]);
    expect(brief(parseLabText('Cholesterol total  <5.2  mmol/L', reference))).toEqual([
      ['total-cholesterol', '<5.2', false],
    ]);
    const [row] = parseLabText('Glucose  <100  mg/dL', reference);
    expect(row?.reviewReason).toMatch(/reference range rather than the result/);
  });

  it('shows a result censored at a detection limit, or printed with its range', () => {
    expect(brief(parseLabText('CRP  <0.5  mg/dL', reference))).toEqual([['crp', '<0.5', true]]);
    expect(brief(parseLabText('CRP  <5  mg/L  0 - 5', reference))).toEqual([['crp', '<5', true]]);
    expect(brief(parseLabText('Cholesterol  221  mg/dL  <200', reference))).toEqual([
      ['total-cholesterol', '221', true],
    ]);
  });
});
