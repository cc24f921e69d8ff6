/**
 * A second reading of every value OCR read from a picture, before a row is shown as right. OCR
 * misreads a digit of a soft or compressed picture ('4' as '1', '8' as '6') with high confidence,
 * and a misread digit inside the printed range breaks no other rule: the row would be shown as
 * read. So the word each shown value was read from is cut out of the page, enlarged, and read
 * again on its own; when the two readings give other digits, the row is held for the member to
 * check. All the values of a page are read in one pass (the crops stacked into one picture), so
 * the check costs one small recognition a page, not one a row.
 *
 * A reading by the same network at another scale shares its blind spots: a blurred '3.0' read
 * as '30', or a '170' read as '176' with every glyph at 98 %, read the same again. So the values
 * are also read by Tesseract's older classifier, which matches each glyph's outline (the `shapes`
 * model of ocr-engine.ts). It is weaker on poor pictures and often reads noise, so it does not
 * vote alone: a row is held only when at least two of its readings, at different scales, agree
 * with each other on a number other than the one shown. Noise rarely agrees with itself; a real
 * second opinion does.
 */
import type { ExtractedRow, ValueBox } from './extraction.types';
import { wordTable } from '#server/lib/word-table';
import { createGreyImage, type GreyImage } from './grey-image';
import { multiply, scaleBy, translate } from './photo/plane-transform';
import { warp } from './photo/resample';
import type { OcrWord } from './word-rows';

/** The crops are enlarged by this much: a reading at another scale fails differently. */
const CROP_SCALE = 1.5;
/**
 * A value of one or two digits is read at these scales too. A lone glyph gives OCR no context: a
 * clear '4' on a phone photo read as '1' at 95 % confidence, twice, at the page's scale and at
 * 1.5, and as '4' at 1 and 2.5. A long value's misread digit sits among others that anchor it.
 */
const SHORT_VALUE_SCALES = [1, 2.5];
const SHORT_VALUE_DIGITS = 2;
/**
 * The shapes model reads every crop at these scales, and holds a row when SHAPES_AGREEING of its
 * readings agree on another number. Measured on the tune photos of the world corpus (ADR 105):
 * with two readings out of three, about 1 % of the rows it checked and read right were held.
 */
const SHAPES_SCALES = [1.5, 2, 3];
const SHAPES_AGREEING = 2;
/** White kept around each value, and between two crops, in the value's text heights. */
const MARGIN_HEIGHTS = 0.35;
const GAP_HEIGHTS = 1;

interface Slot {
  /** Index of the row in the rows given. */
  row: number;
  /** The slot's band in the stacked picture. */
  top: number;
  bottom: number;
}

interface StackedValues {
  image: GreyImage;
  slots: Slot[];
}

/** Rows shown as right whose value has a box on this page: the ones a second reading checks. */
function rowsToReread(rows: readonly ExtractedRow[], page: number): number[] {
  return rows.flatMap((row, index) =>
    row.reviewReason === null && row.value !== null && row.valueBox?.page === page ? [index] : [],
  );
}

/**
 * The value words of `rows` (indices into `all`) cut from the page, enlarged, and stacked one
 * under the other with white between them, each left-aligned.
 */
export function stackValueCrops(
  page: GreyImage,
  all: readonly ExtractedRow[],
  rows: readonly number[],
  scale = CROP_SCALE,
): StackedValues {
  const { image, bands } = stackCrops(
    page,
    rows.map((index) => all[index]!.valueBox!),
    scale,
  );
  return { image, slots: bands.map((band, at) => ({ row: rows[at]!, ...band })) };
}

/**
 * Words of a page cut out by their boxes, enlarged by `scale`, and stacked one under the other
 * with white between them, each left-aligned; `bands[i]` is where box i's crop stands.
 */
export function stackCrops(
  page: GreyImage,
  boxes: readonly ValueBox[],
  scale: number,
): { image: GreyImage; bands: { top: number; bottom: number }[] } {
  const textHeight = median(boxes.map((box) => box.y1 - box.y0));
  const crops = boxes.map((box) => {
    const [top, bottom] = inkBand(page, box, textHeight);
    const margin = Math.round(textHeight * MARGIN_HEIGHTS);
    const x0 = Math.max(0, Math.floor(box.x0) - margin);
    const y0 = Math.max(0, top - margin);
    const x1 = Math.min(page.width, Math.ceil(box.x1) + margin);
    const y1 = Math.min(page.height, bottom + margin);
    const width = Math.max(1, Math.round((x1 - x0) * scale));
    const height = Math.max(1, Math.round((y1 - y0) * scale));
    const image = warp(page, multiply(translate(x0, y0), scaleBy(1 / scale)), width, height);
    return { image, gap: Math.round(textHeight * scale * GAP_HEIGHTS) };
  });
  const left = crops.reduce((most, crop) => Math.max(most, crop.gap), 0);
  const width = left * 2 + crops.reduce((most, crop) => Math.max(most, crop.image.width), 1);
  const height = crops.reduce((sum, crop) => sum + crop.image.height + crop.gap, left);
  const image = createGreyImage(width, height);
  const bands: { top: number; bottom: number }[] = [];
  let top = left;
  for (const crop of crops) {
    for (let y = 0; y < crop.image.height; y++) {
      const from = y * crop.image.width;
      image.data.set(
        crop.image.data.subarray(from, from + crop.image.width),
        (top + y) * width + left,
      );
    }
    bands.push({ top, bottom: top + crop.image.height });
    top += crop.image.height + crop.gap;
  }
  return { image, bands };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The rows of a word's box to cut out: the whole box when it is about as tall as the page's
 * values, else the band a value's height tall that holds the most ink. OCR draws a box tall when
 * it takes in specks or the edges of the lines above and below; cut out with them, the value
 * reads as something else.
 */
export function inkBand(page: GreyImage, box: ValueBox, textHeight: number): [number, number] {
  const top = Math.max(0, Math.floor(box.y0));
  const bottom = Math.min(page.height, Math.ceil(box.y1));
  const band = Math.ceil(textHeight);
  if (bottom - top <= band * 1.2) return [top, bottom];
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(page.width, Math.ceil(box.x1));
  const ink: number[] = [];
  for (let y = top; y < bottom; y++) {
    let sum = 0;
    for (let x = x0; x < x1; x++) sum += 255 - page.data[y * page.width + x]!;
    ink.push(sum);
  }
  let best = 0;
  let bestSum = -1;
  let sum = ink.slice(0, band).reduce((total, value) => total + value, 0);
  for (let start = 0; start + band <= ink.length; start++) {
    if (start > 0) sum += ink[start + band - 1]! - ink[start - 1]!;
    if (sum > bestSum) [best, bestSum] = [start, sum];
  }
  return [top + best, top + best + band];
}

/**
 * The text read in each slot: the words whose centre falls in the middle half of its band, left to
 * right. A word box OCR drew tall takes in slivers of the lines above and below; read on their
 * own, they stand at the band's edges and are not the value.
 */
export function textBySlot(
  slots: readonly { top: number; bottom: number }[],
  words: readonly OcrWord[],
): string[] {
  return slots.map((slot) =>
    words
      .filter((word) => {
        const centre = (word.bbox.y0 + word.bbox.y1) / 2;
        const quarter = (slot.bottom - slot.top) / 4;
        return centre >= slot.top + quarter && centre < slot.bottom - quarter;
      })
      .sort((a, b) => a.bbox.x0 - b.bbox.x0)
      .map((word) => word.text)
      .join(''),
  );
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a second reading confirms the first: the same digits in the same order. A decimal point
 * or a flag read differently is left to the other rules (the printed range, the flag column); the
 * digits are what a misread changes silently. A mark glued before or after the value in the word
 * ('L2,2', '↓83', '5.4*') may read as a '1' the second time: that '1' is the mark, not a digit.
 */
export function isConfirmed(valueText: string, wordText: string, secondText: string): boolean {
  const value = digitsOf(valueText);
  const second = digitsOf(secondText);
  if (second === value) return true;
  const [before = '', after = ''] = wordText.split(/[\d.,]+/);
  const isMark = (text: string) => /[^\s\d.,]/.test(text);
  return (
    (isMark(before) && second === `1${value}`) ||
    (isMark(after) && second === `${value}1`) ||
    (isMark(before) && isMark(after) && second === `1${value}1`)
  );
}

/**
 * Glyphs a shape classifier gives as letters where a digit is printed ('3O', 'S.2', 'l'), read as
 * those digits; a number without anything else: decimal commas as points, marks and units
 * dropped, no separator at either end ('24.' is 24).
 */
const DIGIT_LOOKALIKES = wordTable<string>({
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  S: '5',
  s: '5',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  B: '8',
  Z: '2',
  z: '2',
  g: '9',
});

export function numberShape(text: string): string {
  return [...text]
    .map((glyph) => DIGIT_LOOKALIKES[glyph] ?? glyph)
    .join('')
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .replace(/^\.+|\.+$/g, '');
}

/**
 * Whether another model's reading of a value's word gives the value: the same digits with the
 * separator in the same place. A mark or unit glued to the value in the word ('H57.2', '177H',
 * '4,3%') is read by a shape classifier as up to three digits or dots ('1157.2', '1771-1',
 * '4,396'); they are allowed on the side where the word has one.
 */
export function confirmsNumber(valueText: string, wordText: string, otherText: string): boolean {
  const shown =
    digitsOf(numberShape(wordText)) === digitsOf(valueText)
      ? numberShape(wordText)
      : numberShape(valueText);
  const other = numberShape(otherText);
  if (other === shown) return true;
  const [before = '', after = ''] = wordText.split(/[\d.,]+/);
  const isMark = (text: string) => /[^\s\d.,]/.test(text);
  if (!isMark(before) && !isMark(after)) return false;
  const extra = (side: string) => (isMark(side) ? '[\\d.]{0,3}' : '');
  const escaped = shown.replace(/\./g, '\\.');
  return new RegExp(`^${extra(before)}${escaped}${extra(after)}$`).test(other);
}

/**
 * The number that at least `agreeing` of `readings` give alike and that does not confirm the
 * value, or null: readings that disagree among themselves are noise, not a second opinion.
 */
export function agreedOtherNumber(
  valueText: string,
  wordText: string,
  readings: readonly string[],
  agreeing = SHAPES_AGREEING,
): string | null {
  const votes = new Map<string, number>();
  for (const reading of readings) {
    if (confirmsNumber(valueText, wordText, reading)) continue;
    const number = numberShape(reading);
    votes.set(number, (votes.get(number) ?? 0) + 1);
  }
  for (const [number, count] of votes) if (count >= agreeing) return number;
  return null;
}

function secondReadingReason(firstText: string, secondText: string): string {
  const second = secondText.trim();
  return second === ''
    ? `The value '${firstText}' could not be read a second time from the picture; please check it.`
    : `The value was read as '${firstText}' and, read again, as '${second}'; please check it.`;
}

const otherModelReason = (firstText: string, otherNumber: string) =>
  `The value was read as '${firstText}' and, read by a second method, as '${otherNumber === '' ? '?' : otherNumber}'; please check it.`;

type ReadWords = (image: GreyImage) => Promise<OcrWord[]>;

/**
 * Holds every row whose value a second reading did not confirm. `readWords` reads the words of a
 * picture (OcrEngine.recogniseWords); `pages` are the page pictures OCR read, by 1-based page.
 * `readWordsByShapes`, when given, reads them with the other model (the shapes classifier).
 */
export async function holdValuesReadTwiceDifferently(
  rows: ExtractedRow[],
  pages: ReadonlyMap<number, GreyImage>,
  readWords: ReadWords,
  readWordsByShapes?: ReadWords,
): Promise<ExtractedRow[]> {
  const held = [...rows];
  /** Reads the rows' values at `scale`; holds each row a reading does not confirm. */
  async function reread(page: GreyImage, indices: number[], scale: number): Promise<void> {
    if (indices.length === 0) return;
    const stacked = stackValueCrops(page, rows, indices, scale);
    const texts = textBySlot(stacked.slots, await readWords(stacked.image));
    stacked.slots.forEach((slot, at) => {
      const row = rows[slot.row]!;
      const second = texts[at] ?? '';
      if (
        held[slot.row]!.reviewReason === null &&
        !isConfirmed(row.valueText, row.valueBox!.text, second)
      ) {
        held[slot.row] = { ...row, reviewReason: secondReadingReason(row.valueText, second) };
      }
    });
  }
  for (const [number, page] of pages) {
    const indices = rowsToReread(rows, number);
    await reread(page, indices, CROP_SCALE);
    const short = indices.filter(
      (index) =>
        held[index]!.reviewReason === null &&
        digitsOf(rows[index]!.valueText).length <= SHORT_VALUE_DIGITS,
    );
    for (const scale of SHORT_VALUE_SCALES) await reread(page, short, scale);
    if (readWordsByShapes) {
      const still = indices.filter((index) => held[index]!.reviewReason === null);
      await holdWhereShapesAgreeOtherwise(page, still, readWordsByShapes);
    }
  }
  return held;

  /** The other model's readings of the rows' values; a row is held where they agree otherwise. */
  async function holdWhereShapesAgreeOtherwise(
    page: GreyImage,
    indices: number[],
    read: ReadWords,
  ): Promise<void> {
    if (indices.length === 0) return;
    const readings: string[][] = [];
    for (const scale of SHAPES_SCALES) {
      const stacked = stackValueCrops(page, rows, indices, scale);
      readings.push(textBySlot(stacked.slots, await read(stacked.image)));
    }
    indices.forEach((index, at) => {
      const row = rows[index]!;
      const other = agreedOtherNumber(
        row.valueText,
        row.valueBox!.text,
        readings.map((texts) => texts[at] ?? ''),
      );
      if (other !== null)
        held[index] = { ...row, reviewReason: otherModelReason(row.valueText, other) };
    });
  }
}

/** The rows without their value and unit boxes, as the extractor returns them. */
export function withoutValueBoxes(rows: readonly ExtractedRow[]): ExtractedRow[] {
  return rows.map(({ valueBox, unitBox, ...row }: ExtractedRow) => {
    void valueBox;
    void unitBox;
    return row;
  });
}
