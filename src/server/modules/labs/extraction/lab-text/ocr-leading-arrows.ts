/** Arrow flags OCR read as a first '1', taken back on a report that proves it prints them so. */
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { ExtractedRow } from '../extraction.types';
import { LEADING_ONE_DOUBT } from '../ocr-misreads';
import { sideOfRange } from './row-doubts';

/**
 * '↓32,2' read as '132.2', '↑5,4' as '15.4': an arrow printed before the value reads as a first
 * '1'. Row by row that cannot be told (checkOcrValue holds such a row with the number as read).
 * The report as a whole can tell: when one of these numbers is impossible as read (outside the
 * test's plausible span: a potassium of 15.4, a haematocrit of 132 %) while the number without
 * its '1' is possible and outside the printed range, the report prints its arrows before its
 * results and OCR reads them as '1'. On such a report an abnormal result is never printed without
 * its arrow, so every row whose number lies outside the printed range both as read and without
 * its first '1' is that arrow and that number. The value becomes the number without the '1',
 * flagged by the range, and the row stays held for the member to check: this corrects a reading,
 * it never vouches for one.
 */
export function withLeadingArrowsReadAsOnes(
  rows: ExtractedRow[],
  reference: BiomarkerReference,
): ExtractedRow[] {
  const candidates = new Map<ExtractedRow, Candidate>();
  for (const row of rows) {
    const candidate = leadingOneCandidate(row, reference);
    if (candidate) candidates.set(row, candidate);
  }
  const isProved = [...candidates.values()].some((candidate) => candidate.provesArrows);
  const isPattern =
    !isProved &&
    [...candidates.keys()].filter((row) => row.markerId !== null).length >= MIN_ROWS_FOR_PATTERN &&
    mayPrintArrowsReadAsOnes(rows, candidates.size) &&
    isEveryAbnormalReadWithOne(rows);
  if (!isProved && !isPattern) {
    return mayPrintArrowsReadAsOnes(rows, candidates.size)
      ? rows.map((row) => holdIfArrowMayHideInRange(row, reference, 'suggested'))
      : rows;
  }
  return rows.map((row) => {
    const candidate = candidates.get(row);
    if (!candidate) return holdIfArrowMayHideInRange(row, reference, 'proved');
    const arrow = candidate.direction === 'H' ? '↑' : '↓';
    const because = isProved
      ? "on this report arrows printed before results were read as '1'"
      : "on this report every result outside its range reads with a first '1', as arrows printed before results do";
    return {
      ...row,
      value: candidate.value,
      valueText: candidate.valueText,
      labFlag: candidate.direction,
      flagPrinted: '1',
      reviewReason: `Read as '${row.valueText}': ${because}, so the first '1' was taken for the printed ${arrow} flag. Please check the value.`,
    };
  });
}

/**
 * Rows held for a possible arrow read as '1' that, all together and with no other result outside
 * its range, show the report's pattern. A report without arrows has results outside their range
 * that start with any digit; one whose arrows read as '1' has every one of them start with '1'
 * ('↓83' as '183', '↑6,7' as '16.7', '↓0,72' as '10.72'). Three such rows and no other outside
 * its range leave hardly another explanation; two do not.
 */
const MIN_ROWS_FOR_PATTERN = 3;

/**
 * Whether every result read outside its printed range, with no flag printed beside it, starts
 * with a '1': no abnormal result of the report was printed without what reads as its arrow.
 */
function isEveryAbnormalReadWithOne(rows: ExtractedRow[]): boolean {
  return rows.every((row) => {
    if (row.value === null || row.flagPrinted !== null) return true;
    const side = sideOfRange(row.value, row);
    if (side !== 'H' && side !== 'L') return true;
    return /^1\d/.test(row.valueText.replace(',', '.'));
  });
}

interface Candidate {
  value: number;
  valueText: string;
  direction: 'H' | 'L';
  /** Impossible as read and possible without the '1': this report prints arrows before values. */
  provesArrows: boolean;
}

function leadingOneCandidate(row: ExtractedRow, reference: BiomarkerReference): Candidate | null {
  // A row whose name we cannot match ('Polynuclé' cut by its column) is read the same way: it is
  // held for its name whatever its value, and counts for no proof.
  if (row.value === null || row.flagPrinted !== null) return null;
  // Only a row held for that doubt alone: one held for another reason (its digits read apart,
  // '1 5') was not read as an arrow and a number.
  if (!row.reviewReason?.includes(LEADING_ONE_DOUBT)) return null;
  if (row.labFlag !== null || (row.refLow === null && row.refHigh === null)) return null;
  const text = row.valueText.replace(',', '.');
  const leadingOne = /^1(\d+(?:\.\d+)?)$/.exec(text);
  // '105' is not '↑05': a number does not start with a zero after its arrow.
  if (!leadingOne?.[1] || /^0\d/.test(leadingOne[1])) return null;
  const value = Number(leadingOne[1]);
  const direction = sideOfRange(value, row);
  const sideAsRead = sideOfRange(row.value, row);
  // An arrow marks an abnormal result: outside the range both as read and without the '1'.
  if (direction !== 'H' && direction !== 'L') return null;
  if (sideAsRead !== 'H' && sideAsRead !== 'L') return null;
  if (row.markerId === null)
    return { value, valueText: leadingOne[1], direction, provesArrows: false };
  const withoutOne = reference.plausibility(row.markerId, value, row.unit);
  if (withoutOne === 'implausible') return null;
  const asRead = reference.plausibility(row.markerId, row.value, row.unit);
  return {
    value,
    valueText: leadingOne[1],
    direction,
    provesArrows: asRead === 'implausible' && withoutOne === 'plausible',
  };
}

/** A printed flag that is an arrow, or an arrow as OCR reads it ('1', 't', '†'). */
const ARROW_LIKE_FLAG = /^(?:[↑↓]{1,2}|[1tT†]{1,2})$/;

/**
 * Whether a report not proved to print arrows read as '1' still suggests it: at least one row is
 * held because its first '1' may be an arrow (outside the printed range both as read and without
 * the '1', with no flag read beside it), and no row carries a flag of another kind. A report
 * that marks its abnormal results with letters or asterisks ('H', 'L', '*') prints no arrow to
 * hide; one whose every flag reads as an arrow or as nothing may hide them in any row.
 */
function mayPrintArrowsReadAsOnes(rows: ExtractedRow[], leadingOneRows: number): boolean {
  if (leadingOneRows === 0) return false;
  return rows.every((row) => row.flagPrinted === null || ARROW_LIKE_FLAG.test(row.flagPrinted));
}

/**
 * On a report proved, or suggested, to print arrows read as '1': a row shown as right whose number
 * starts with a '1' that, taken away, leaves a number outside the printed range. '↓19' read as
 * '119' under 30-300 is inside the range as read, so no rule above doubts it, yet on such a report
 * an abnormal result carries its arrow. Which was printed cannot be told: the value is kept as
 * read and held, unless the number without its '1' is impossible for the test.
 */
function holdIfArrowMayHideInRange(
  row: ExtractedRow,
  reference: BiomarkerReference,
  evidence: 'proved' | 'suggested',
): ExtractedRow {
  if (row.reviewReason !== null || row.markerId === null || row.value === null) return row;
  if (row.flagPrinted !== null || row.labFlag !== null) return row;
  const leadingOne = /^1(\d+(?:\.\d+)?)$/.exec(row.valueText.replace(',', '.'));
  if (!leadingOne?.[1] || /^0\d/.test(leadingOne[1])) return row;
  const withoutOne = Number(leadingOne[1]);
  const side = sideOfRange(withoutOne, row);
  if (side !== 'H' && side !== 'L') return row;
  // A sodium of 41 is no result: '141' is 141.
  if (reference.plausibility(row.markerId, withoutOne, row.unit) === 'implausible') return row;
  const arrow = side === 'H' ? '↑' : '↓';
  const because =
    evidence === 'proved'
      ? "on this report arrows printed before results were read as '1'"
      : "another result on this report reads as if its arrow (↑ or ↓) was read as '1'";
  return {
    ...row,
    reviewReason: `Read as '${row.valueText}': ${because}, so this may be ${arrow}${leadingOne[1]}. Please check the value.`,
  };
}
