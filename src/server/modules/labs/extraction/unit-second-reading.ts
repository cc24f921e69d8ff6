/**
 * A second reading of the unit, on a picture, where none the test knows was read. OCR sizes its
 * letters by the line: a unit set small beside a large value (result cards print '41' big and
 * 'IU/L' small) reads as nonsense ('wn', 'moa', 'nym'), and the row is held with no unit. The
 * word printed after the value is cut out, enlarged to a value's height, and read on its own; when
 * it then reads as a unit the test is reported in, the row takes it, and is held only for what
 * else is doubtful about it (the value with that unit, the flag). All such words of a page are
 * read in one pass, stacked, as the values' second reading does.
 */
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { ExtractedRow } from './extraction.types';
import type { GreyImage } from './grey-image';
import { unitFor } from './lab-text/printed-unit';
import { noUnitReason, valueDoubt } from './lab-text/row-doubts';
import { stackCrops, textBySlot } from './value-second-reading';
import type { OcrWord } from './word-rows';

/**
 * A unit's crop is read enlarged at both scales (small print read at about a value's size), and
 * taken only when both readings give the same unit: one reading of a word OCR already misread
 * once is not enough to show a row as right.
 */
const UNIT_CROP_SCALES = [2, 3];

export async function readUnitsAgain(
  rows: ExtractedRow[],
  pages: ReadonlyMap<number, GreyImage>,
  readWords: (image: GreyImage) => Promise<OcrWord[]>,
  reference: BiomarkerReference,
): Promise<ExtractedRow[]> {
  const read = [...rows];
  for (const [number, page] of pages) {
    const indices = rows.flatMap((row, index) =>
      row.unitBox?.page === number && row.unit === null && row.markerId !== null ? [index] : [],
    );
    if (indices.length === 0) continue;
    const boxes = indices.map((index) => rows[index]!.unitBox!);
    const readings: string[][] = [];
    for (const scale of UNIT_CROP_SCALES) {
      const { image, bands } = stackCrops(page, boxes, scale);
      readings.push(textBySlot(bands, await readWords(image)).map((text) => text.trim()));
    }
    indices.forEach((index, at) => {
      const row = rows[index]!;
      const marker = reference.markers.get(row.markerId!);
      if (!marker) return;
      const units = readings.map((texts) => unitFor(marker, texts[at] ?? '', reference));
      const unit = units[0]!;
      const isListed = marker.units.some((definition) => definition.unit === unit);
      if (!isListed || units.some((other) => other !== unit)) return;
      if (!fitsTheNumbers(row, marker.id, unit, reference)) return;
      const withUnit = { ...row, unit, unitPrinted: readings[0]![at]! };
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
  return read;
}

/** How far a printed range's end may lie from ours, in the same unit, and a value from our range. */
const RANGE_END_FACTOR = 2.5;
const VALUE_FACTOR = 5;

/**
 * Whether a unit read only the second time agrees with the numbers printed beside it: the lab's
 * range (or, with none printed, the value) lies where our own range in that unit says it should.
 * 'mmol/L' read for a creatinine printed with 45-90 does not; µmol/L does.
 */
function fitsTheNumbers(
  row: ExtractedRow,
  markerId: string,
  unit: string,
  reference: BiomarkerReference,
): boolean {
  const ours = reference.referenceRange(markerId, {}, unit);
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
