/**
 * A decimal point the picture shows and OCR did not read. On a soft photo of small print the
 * point of '3.7' is blurred into a faint grey dot (a fifth of the digits' contrast): OCR reads
 * the digits sharply and drops the dot, and '37' is as clear a number as '3.7'. The parser puts a
 * point back only from the printed range, which small print loses the same way ('40-105' for
 * 4.0-10.5). So the word a value was read from is looked at again in the prepared page: a faint
 * mark on the digits' baseline, standing alone in a gap between two digits (nothing above it, a
 * lighter column on either side), is a point. The value is then read with the point where the
 * mark stands, and the row is always held for the member: the picture suggests it, it does not
 * prove it.
 */
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { ExtractedRow, ValueBox } from './extraction.types';
import { distanceFromRange } from './lab-line-tokens';
import type { GreyImage } from './grey-image';

/** Darker than this is a digit's stroke, whatever the blur. */
const STROKE = 150;
/** A column of the upper part of the digits lighter than this holds no stroke (a halo at most). */
const BLANK_ABOVE = 215;
/** A point's darkest pixel is at least this dark: fainter is paper grain or JPEG noise. */
const FAINTEST_POINT = 228;
/** A point stands apart: on each side of it the baseline gets this much lighter before a digit. */
const POINT_CONTRAST = 14;
/** And it is this much darker than the upper part of its own column (ink on the baseline only). */
const BELOW_ONLY = 25;
/** The digits' upper part (from their top), and where a point's ink may stand (from their top). */
const UPPER_PART = 0.6;
const BASELINE_FROM = 0.7;
/** A comma's tail reaches below the digits' baseline by up to this share of their height. */
const BELOW_BASELINE = 0.2;
/** A point is at most this wide (its darker half), in digit heights. */
const WIDEST_POINT = 0.4;
/** Digits printed shorter than this (pixels) are too small to tell a point from a speck. */
const SMALLEST_DIGITS = 8;

/**
 * The columns of a word's box: the darkest pixel of each in the digits' upper part and on their
 * baseline, and the rows the digits' strokes span.
 */
function columnProfiles(page: GreyImage, box: ValueBox) {
  const x0 = Math.max(0, Math.floor(box.x0) - 1);
  const x1 = Math.min(page.width, Math.ceil(box.x1) + 1);
  const y0 = Math.max(0, Math.floor(box.y0) - 1);
  const reach = Math.ceil((box.y1 - box.y0) * BELOW_BASELINE);
  const y1 = Math.min(page.height, Math.ceil(box.y1) + reach);
  let top = -1;
  let bottom = -1;
  for (let y = y0; y < Math.min(page.height, Math.ceil(box.y1) + 1); y++) {
    for (let x = x0; x < x1; x++) {
      if (page.data[y * page.width + x]! < STROKE) {
        if (top < 0) top = y;
        bottom = y;
        break;
      }
    }
  }
  if (top < 0) return null;
  const height = bottom - top + 1;
  const upperEnd = top + Math.round(height * UPPER_PART);
  const baselineFrom = top + Math.round(height * BASELINE_FROM);
  const baselineTo = Math.min(y1, bottom + 1 + Math.round(height * BELOW_BASELINE));
  const above: number[] = [];
  const below: number[] = [];
  for (let x = x0; x < x1; x++) {
    let upper = 255;
    for (let y = top; y < upperEnd; y++) upper = Math.min(upper, page.data[y * page.width + x]!);
    let lower = 255;
    for (let y = baselineFrom; y < baselineTo; y++)
      lower = Math.min(lower, page.data[y * page.width + x]!);
    above.push(upper);
    below.push(lower);
  }
  return { above, below, height };
}

/**
 * Where a point stands in the word of `box` on `page`, as the number of digits before it, when
 * the picture shows exactly one faint mark of a point's size on the baseline between two of its
 * `digits` digits; null otherwise.
 */
export function pointSeenInWord(page: GreyImage, box: ValueBox, digits: number): number | null {
  if (digits < 2) return null;
  const profiles = columnProfiles(page, box);
  if (!profiles || profiles.height < SMALLEST_DIGITS) return null;
  const { above, below, height } = profiles;
  const isStroke = (x: number) => above[x]! < STROKE;
  const first = above.findIndex((_, x) => isStroke(x));
  const last = above.length - 1 - [...above].reverse().findIndex((_, x) => isStroke(x));
  if (first < 0 || last <= first) return null;
  const marks: number[] = [];
  let x = first;
  while (x <= last) {
    if (above[x]! < BLANK_ABOVE) {
      x++;
      continue;
    }
    // A run of columns with nothing above the baseline, between two digits' strokes.
    const start = x;
    while (x <= last && above[x]! >= BLANK_ABOVE) x++;
    const mark = pointInGap(above, below, start, x - 1, height);
    if (mark !== null) marks.push(mark);
  }
  if (marks.length !== 1) return null;
  return digitsBefore(marks[0]!, first, last, digits);
}

/**
 * The column of a point standing alone in the gap start..end, or null. The gap's ends hold the
 * halos of the digits beside it, darker than a faint point: the point is the one dip on the
 * baseline that gets lighter again on both sides before the gap ends.
 */
function pointInGap(
  above: readonly number[],
  below: readonly number[],
  start: number,
  end: number,
  height: number,
): number | null {
  const lightest = (from: number, to: number) => {
    let most = 0;
    for (let x = from; x <= to; x++) most = Math.max(most, below[x]!);
    return most;
  };
  const dips: number[][] = [];
  for (let x = start; x <= end; x++) {
    const level = below[x]!;
    const isDip =
      level <= FAINTEST_POINT &&
      above[x]! - level >= BELOW_ONLY &&
      lightest(start, x) - level >= POINT_CONTRAST &&
      lightest(x, end) - level >= POINT_CONTRAST;
    if (!isDip) continue;
    const last = dips.at(-1);
    if (last && last.at(-1) === x - 1) last.push(x);
    else dips.push([x]);
  }
  if (dips.length !== 1) return null;
  const darkest = dips[0]!.reduce((best, x) => (below[x]! < below[best]! ? x : best));
  // Its darker half no wider than a point.
  const half = below[darkest]! + (255 - below[darkest]!) / 2;
  let from = darkest;
  let to = darkest;
  while (from > start && below[from - 1]! <= half) from--;
  while (to < end && below[to + 1]! <= half) to++;
  return to - from + 1 <= height * WIDEST_POINT ? darkest : null;
}

/**
 * The number of digits left of a point at column `mark`, the digits set at one width (figures
 * in tables are) and a point about half a digit wide; null when the mark stands near no gap.
 */
function digitsBefore(mark: number, first: number, last: number, digits: number): number | null {
  const share = (mark - first) / (last - first);
  let best: number | null = null;
  let nearest = Infinity;
  for (let before = 1; before < digits; before++) {
    const distance = Math.abs(share - (before + 0.25) / (digits + 0.5));
    if (distance < nearest) [best, nearest] = [before, distance];
  }
  // Within about a third of a digit of where the point would stand.
  return nearest <= 0.35 / (digits + 0.5) ? best : null;
}

/**
 * The range a number read from the row is weighed against: the printed one when it shows
 * decimals (small print that lost the value's point lost the range's too, and '40-105' says
 * nothing of whether 37 or 3.7 was printed), else ours for the test in the row's unit (or in each
 * of the test's units when none was read); none when the test is unknown.
 */
function rangesToWeigh(
  row: ExtractedRow,
  reference: BiomarkerReference,
): { low: number | null; high: number | null }[] {
  const printed = [row.refLow, row.refHigh].filter((end): end is number => end !== null);
  if (printed.length > 0 && !printed.every(Number.isInteger))
    return [{ low: row.refLow, high: row.refHigh }];
  const marker = row.markerId ? reference.markers.get(row.markerId) : undefined;
  if (!marker) return [];
  const units = row.unit ? [row.unit] : [...new Set(marker.units.map((entry) => entry.unit))];
  return units.flatMap((unit) => reference.widestRange(marker.id, unit) ?? []);
}

/**
 * Rows whose value OCR read as a whole number where the picture shows a point between its
 * digits: read with the point and held, unless the range they are weighed against says the
 * number as read fits better; then held with the value as read.
 */
export function readPointsSeenInPictures(
  rows: readonly ExtractedRow[],
  pages: ReadonlyMap<number, GreyImage>,
  reference: BiomarkerReference,
): ExtractedRow[] {
  return rows.map((row) => {
    const box = row.valueBox;
    const page = box ? pages.get(box.page) : undefined;
    if (!box || !page || !/^\d{2,6}$/.test(box.text)) return row;
    // A value the parser already gave a point (from the printed range) is left to that rule.
    if (row.value !== null && row.valueText.replace(/^[<>]=?/, '') !== box.text) return row;
    const before = pointSeenInWord(page, box, box.text.length);
    if (before === null) return row;
    const withPoint = `${box.text.slice(0, before)}.${box.text.slice(before)}`;
    const asRead = Number(box.text);
    const placed = Number(withPoint);
    const ranges = rangesToWeigh(row, reference);
    const fitsBetter = ranges.some(
      ({ low, high }) =>
        distanceFromRange(placed, low, high) <= distanceFromRange(asRead, low, high),
    );
    if (ranges.length > 0 && !fitsBetter) {
      return {
        ...row,
        reviewReason:
          row.reviewReason ??
          `The picture shows a faint mark like a decimal point in this value, read as '${box.text}' (${withPoint}?); please check the value.`,
      };
    }
    const sign = /^[<>]=?/.exec(row.valueText)?.[0] ?? '';
    return {
      ...row,
      value: placed,
      valueText: `${sign}${withPoint}`,
      reviewReason: `The value was read as '${box.text}', but the picture shows a faint decimal point in it: taken as ${withPoint}. Please check the value.`,
    };
  });
}
