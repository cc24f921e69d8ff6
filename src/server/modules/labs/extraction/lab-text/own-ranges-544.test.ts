/**
 * A printed range is compared with each of the test's own ranges (a sex's, an age's), not only
 * with the span of all of them (ADR 081 item 544): a woman's testosterone range (0.3-1.7 nmol/L)
 * is the test's own, though far below the span's upper limit (a man's, 35 nmol/L). Read against
 * the span alone, the row was taken for free testosterone cut short, or held as another test's.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from '../extraction.types';
import { parseLabText } from '../parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const brief = (rows: ExtractedRow[]) =>
  rows.map((row) => [row.markerId, row.value, row.unit, row.reviewReason === null]);

describe("a range of one of the test's own", () => {
  it("reads a woman's testosterone with her range as testosterone, shown", () => {
    expect(brief(parseLabText('Testosterone  1.9  H  nmol/L  0.3 - 1.7', reference))).toEqual([
      ['testosterone', 1.9, 'nmol/L', true],
    ]);
    expect(brief(parseLabText('Testosteron  0,8  nmol/l  0,29 - 1,67', reference))).toEqual([
      ['testosterone', 0.8, 'nmol/L', true],
    ]);
  });

  it("still holds a row whose range is none of the test's own", () => {
    // Conjugated bilirubin's range (up to 5.1 µmol/L) under a name cut to 'Bilirubin'.
    const [row] = parseLabText('Bilirubin  4.0  µmol/L  0.0 - 5.1', reference);
    expect(row?.markerId).not.toBe('total-bilirubin');
    expect(row?.reviewReason).not.toBeNull();
  });
});
