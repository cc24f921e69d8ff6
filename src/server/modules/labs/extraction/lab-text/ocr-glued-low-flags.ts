/**
 * A low flag 'B' (French 'bas') that a narrow column glues after the value, read by OCR as a last
 * '8': '9,7B' as 9.78, '33,4B' as 33.48, '11B' as 118. Row by row a last '8' is a digit like any
 * other. The report as a whole can tell: when results below their range end in an '8' and lie
 * below it still without that '8', with no flag printed beside them, and no other low flag reads
 * on the report, the report glues 'B' to its low results. A row below its range as read is
 * then its number without the '8', flagged low ('9,78' in 12,0-16,0 is 9,7 B); one in range whose
 * number without its last '8' lies below it ('118' in 30-300 may be 11 B, '278' in 150-400 may be 27 B or
 * 278) is held as read. Either is held for the member to check: this corrects a reading, it never
 * vouches for one.
 */
import type { ExtractedRow } from '../extraction.types';

/** Results below their range read with a last '8' that show the report's pattern. */
const MIN_ROWS_FOR_PATTERN = 2;

/** The number without its last '8' when that lies below the printed range, else null. */
function withoutLastEight(row: ExtractedRow): { value: number; valueText: string } | null {
  if (row.value === null || row.flagPrinted !== null || row.refLow === null) return null;
  const digits = /^(\d+(?:[.,]\d+)?)8$/.exec(row.valueText)?.[1];
  if (!digits) return null;
  const valueText = digits.replace(/[.,]$/, '');
  const value = Number(valueText.replace(',', '.'));
  return Number.isFinite(value) && value < row.refLow ? { value, valueText } : null;
}

function printsGluedLowB(rows: ExtractedRow[]): boolean {
  if (rows.some((row) => row.labFlag === 'L' && row.flagPrinted !== null)) return false;
  const below = rows.filter(
    (row) => row.value !== null && row.refLow !== null && row.value < row.refLow,
  );
  return below.filter((row) => withoutLastEight(row)).length >= MIN_ROWS_FOR_PATTERN;
}

export function withGluedLowFlagsReadAsEights(rows: ExtractedRow[]): ExtractedRow[] {
  if (!printsGluedLowB(rows)) return rows;
  return rows.map((row) => {
    const read = withoutLastEight(row);
    if (!read) return row;
    // A number in range as read may as well be a result ending in 8 ('278' in 150-400): held.
    if (row.value! >= row.refLow!) {
      return {
        ...row,
        reviewReason: `On this report low results carry a 'B' printed after them that reads as '8': the last '8' of '${row.valueText}' may be that flag (${read.valueText}, low). Please check the value.`,
      };
    }
    return {
      ...row,
      ...read,
      labFlag: 'L',
      flagPrinted: '8',
      reviewReason: `Read as '${row.valueText}': on this report low results carry a 'B' printed after them that reads as '8', so the last '8' was taken for the low flag. Please check the value.`,
    };
  });
}
