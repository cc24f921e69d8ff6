/**
 * A second reading of the unit, on a picture, where none the test knows was read. OCR sizes its
 * letters by the line: a unit set small beside a large value (result cards print '41' big and
 * 'IU/L' small) reads as nonsense ('wn', 'moa', 'nym'), and the row is held with no unit. The
 * word printed after the value is cut out, enlarged to a value's height, and read on its own; when
 * it then reads as a unit the test is reported in, the row takes it, and is held only for what
 * else is doubtful about it (the value with that unit, the flag). All such words of a page are
 * read in one pass, stacked, as the values' second reading does.
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import type { ExtractedRow, ValueBox } from './extraction.types';
import type { GreyImage } from './grey-image';
import { unitFor } from './lab-text/printed-unit';
import { markDoubtfulRows, noUnitReason, valueDoubt } from './lab-text/row-doubts';
import { stackCrops, textBySlot } from './value-second-reading';
import type { OcrWord } from './word-rows';

/**
 * A unit's crop is read enlarged at three scales (small print read at about a value's size), and
 * taken only when two readings give the same unit of the test and none gives another of its
 * units: one reading of a word OCR already misread once is not enough to show a row as right.
 * With two scales, both had to agree; a card's small 'mg/dL' read 'mg/d' at one scale was lost.
 */
const UNIT_CROP_SCALES = [2, 2.5, 3];
const UNIT_READINGS_AGREEING = 2;
/**
 * A unit's crop reaches this many of its text heights past the end of the word OCR read there:
 * a misread word's box can stop short of the unit's last letter ('nou' for mg/dL, read again as
 * 'mg/d' from its own box). A letter of the next cell taken in with it makes no unit, so the row
 * only stays as it was.
 */
const UNIT_CROP_REACH = 0.7;

export async function readUnitsAgain(
  rows: ExtractedRow[],
  pages: ReadonlyMap<number, GreyImage>,
  readWords: (image: GreyImage) => Promise<OcrWord[]>,
  reference: BiomarkerReference,
): Promise<ExtractedRow[]> {
  const read = [...rows];
  let isAnyRead = false;
  for (const [number, page] of pages) {
    const indices = rows.flatMap((row, index) =>
      row.unitBox?.page === number && row.unit === null && row.markerId !== null ? [index] : [],
    );
    if (indices.length === 0) continue;
    const boxes = withReach(indices.map((index) => rows[index]!.unitBox!));
    const readings: string[][] = [];
    for (const scale of UNIT_CROP_SCALES) {
      const { image, bands } = stackCrops(page, boxes, scale);
      readings.push(textBySlot(bands, await readWords(image)).map((text) => text.trim()));
    }
    indices.forEach((index, at) => {
      const row = rows[index]!;
      const marker = reference.markers.get(row.markerId!);
      if (!marker) return;
      const texts = readings.map((slots) => slots[at] ?? '');
      const unit = agreedUnit(marker, texts, reference);
      if (!unit || !fitsTheNumbers(row, marker.id, unit, reference)) return;
      const printed = texts.find((text) => unitFor(marker, text, reference) === unit)!;
      const withUnit = { ...row, unit, unitPrinted: printed };
      isAnyRead = true;
      // The reason was the missing unit: what is left to doubt is judged with the unit now read.
      read[index] = {
        ...withUnit,
        reviewReason:
          row.reviewReason === noUnitReason(marker.name)
            ? valueDoubt(withUnit, marker, reference)
            : row.reviewReason,
      };
    });
  }
  // A row held for its missing unit was passed over by the checks across the report (a test
  // listed twice with different results, an unflagged outlier, a foreign range): with its unit
  // read it is judged by them now, as it would have been had OCR read the unit the first time.
  // 'Colesterolo 25' (HDL cut to its column) beside 'Colesterolo t 128' was shown as total
  // cholesterol once its 'mg/d!' was read again.
  return isAnyRead ? markDoubtfulRows(read, { reference }) : read;
}

/**
 * The one unit of the test that UNIT_READINGS_AGREEING readings give, when no reading gives
 * another of its units; else null.
 */
function agreedUnit(
  marker: BiomarkerDefinition,
  texts: string[],
  reference: BiomarkerReference,
): string | null {
  const listed = new Set(marker.units.map((definition) => definition.unit));
  const units = texts.map((text) => unitFor(marker, text, reference)).filter((u) => listed.has(u));
  const distinct = new Set(units);
  if (distinct.size !== 1) return null;
  return units.length >= UNIT_READINGS_AGREEING ? units[0]! : null;
}

/** Unit boxes reaching UNIT_CROP_REACH text heights (the boxes' median height) further right. */
function withReach(boxes: ValueBox[]): ValueBox[] {
  const heights = boxes.map((box) => box.y1 - box.y0).sort((a, b) => a - b);
  const reach = UNIT_CROP_REACH * (heights[Math.floor(heights.length / 2)] ?? 0);
  return boxes.map((box) => ({ ...box, x1: box.x1 + reach }));
}

/** How far a printed range's end may lie from ours, in the same unit, and a value from our range. */
const RANGE_END_FACTOR = 2.5;
const VALUE_FACTOR = 5;

/**
 * Whether a unit read only the second time agrees with the numbers printed beside it: the lab's
 * range (or, with none printed, the value) lies where our own range in that unit says it should.
 * 'mmol/L' read for a creatinine printed with 45-90 does not; µmol/L does.
 */
export function fitsTheNumbers(
  row: Pick<ExtractedRow, 'refLow' | 'refHigh' | 'value'>,
  markerId: string,
  unit: string,
  reference: BiomarkerReference,
): boolean {
  const ours = reference.widestRange(markerId, unit);
  if (!ours) return false;
  const near = (printed: number, own: number | null) =>
    own === null || own <= 0 || printed <= 0
      ? true
      : printed <= own * RANGE_END_FACTOR && printed >= own / RANGE_END_FACTOR;
  if (row.refLow !== null || row.refHigh !== null) {
    return (
      (row.refLow === null || near(row.refLow, ours.low)) &&
      (row.refHigh === null || near(row.refHigh, ours.high))
    );
  }
  if (row.value === null) return false;
  const low = ours.low !== null && ours.low > 0 ? ours.low / VALUE_FACTOR : 0;
  const high = ours.high !== null ? ours.high * VALUE_FACTOR : Infinity;
  return row.value >= low && row.value <= high;
}
