/**
 * The code of the lab that performed a test, printed small and raised after the test's name ('01',
 * '02', as US reference labs footnote their sites): a line of its own in the text layer, between
 * a name and the next row. Read as a line, it was a value under the name above it (a panel's
 * title read as a result of '01', HbA1c given '01' beside its real 7.2). A line of such codes
 * alone, in smaller type than the line before it, is dropped.
 */
import type { PlacedLine } from '../placed-lines';

/** A performing lab's code: two digits, the first a zero. */
const SITE_CODE = /^0[1-9]$/;
/** A code's type is at most this share of the line above's. */
const SMALLER = 0.85;

export function withoutLabSiteCodes(lines: readonly PlacedLine[]): PlacedLine[] {
  return lines.filter((line, index) => {
    const before = lines[index - 1];
    return !(
      before &&
      line.words.length > 0 &&
      line.words.every((word) => SITE_CODE.test(word.text)) &&
      line.height <= SMALLER * before.height
    );
  });
}
