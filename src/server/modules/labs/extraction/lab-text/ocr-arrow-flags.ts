/** Arrow flags OCR glued to a whole number as its last digit, taken back on a report that prints arrows. */
import type { ExtractedRow } from '../extraction.types';
import { sideOfRange } from './row-doubts';

/**
 * On a report whose arrow flags OCR read as a separate '1' or 't' (a row read '412 1' above its
 * range), an arrow glued to a whole number reads as its last digit ('231↑' → '2311'). Such a
 * number is taken back to what was printed when it is more than five times the range's upper end
 * and the number without its last '1' is above that end (the arrow's direction) and within three
 * times it; the row says so for review.
 */
export function withArrowsReadAsOnes(rows: ExtractedRow[]): ExtractedRow[] {
  const printsArrows = rows.some(
    (row) => row.labFlag !== null && row.flagPrinted !== null && /^[1tT†]$/.test(row.flagPrinted),
  );
  if (!printsArrows) return rows;
  return rows.map((row) => withUnflaggedAbnormalOneTaken(withLargeOneTaken(row)));
}

/** A number far over its range whose last '1' is the ↑ flag (the rule above). */
function withLargeOneTaken(row: ExtractedRow): ExtractedRow {
  const { value, valueText, refLow, refHigh } = row;
  if (
    value === null ||
    row.markerId === null ||
    row.flagPrinted !== null ||
    !/^\d{2,}1$/.test(valueText) ||
    refHigh === null ||
    !Number.isInteger(refHigh) ||
    (refLow !== null && !Number.isInteger(refLow)) ||
    value <= refHigh * 5
  )
    return row;
  const stripped = Number(valueText.slice(0, -1));
  if (stripped <= refHigh || stripped > refHigh * 3) return row;
  return {
    ...row,
    value: stripped,
    valueText: String(stripped),
    labFlag: 'H',
    flagPrinted: '1',
    reviewReason: `Read as '${valueText}': on this report arrows were read as '1', and the last '1' was taken for the printed ↑ flag. Please check the value.`,
  };
}

/**
 * On a report that prints arrows, an abnormal result carries one. A whole number read outside its
 * range with no arrow beside it, whose last digit is a '1' that, taken off, leaves a number
 * outside the range too ('13↓' under 15-47 read '131'), had its arrow read as that '1': the
 * number without it is what was printed. Taken back and held for the member to check.
 */
function withUnflaggedAbnormalOneTaken(row: ExtractedRow): ExtractedRow {
  const { value, valueText } = row;
  if (
    value === null ||
    row.markerId === null ||
    row.flagPrinted !== null ||
    row.reviewReason ||
    !/^\d{2,}1$/.test(valueText)
  )
    return row;
  const stripped = Number(valueText.slice(0, -1));
  const asRead = sideOfRange(value, row);
  const direction = sideOfRange(stripped, row);
  if ((asRead !== 'H' && asRead !== 'L') || (direction !== 'H' && direction !== 'L')) return row;
  return {
    ...row,
    value: stripped,
    valueText: String(stripped),
    labFlag: direction,
    flagPrinted: '1',
    reviewReason: `Read as '${valueText}': on this report arrows were read as '1' and a result outside its range carries one, so the last '1' was taken for the printed ${direction === 'H' ? '↑' : '↓'} flag. Please check the value.`,
  };
}
