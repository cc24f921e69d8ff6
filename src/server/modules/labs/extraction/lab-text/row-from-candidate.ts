/**
 * A chosen reading as the row extraction returns: the marker (its count or percentage sibling by
 * the printed unit), the unit in the reference's spelling, the lab's range with decimals OCR lost
 * put back, an OCR value checked, and the lab's flag as a direction.
 */
import { isWholeBloodOfSerumTest } from '#server/knowledge/biomarkers/bracketed-names';
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import type { ExtractedRow, ValueBox } from '../extraction.types';
import type { PrintedRange } from '../lab-line-tokens';
import { checkOcrValue } from '../ocr-misreads';
import type { ParseContext } from './parse-context';
import { unitFor, withGradedResult, withPrintedUnit } from './printed-unit';
import type { PlacedLine, PlacedWord } from '../placed-lines';
import type { ResultCells } from './result-cells';
import { cutNameReason, longerNamedTest, markerForCutName } from './cut-names';
import { rowDoubt, wholeBloodReason } from './row-doubts';
import {
  markerForNoisyName,
  noisyNameReason,
  noisyUnitReason,
  unitByOcrLikeness,
} from '../ocr-likeness';
import { fitsTheNumbers } from '../unit-second-reading';
import type { Candidate } from './row-candidates';
import { isTypingAnswer } from './typing-answers';
import { withHeadingUnit } from './heading-units';
import { indexResult } from './index-results';

/**
 * The printed name without the unit the row took from it ('Zinc Protoporphyrin (ug/dL)' is the
 * test 'Zinc Protoporphyrin', its unit µg/dL): the unit is shown once, in its own field.
 */
function withoutBracketedUnit(printedName: string, unitText: string | null): string {
  if (!unitText) return printedName;
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    const bracketed = `${open}${unitText}${close}`;
    if (printedName.endsWith(bracketed) && printedName.length > bracketed.length)
      return printedName.slice(0, -bracketed.length).trim();
  }
  return printedName;
}

export function toRow(
  read: Candidate,
  context: ParseContext,
  placed: PlacedLine | null,
): ExtractedRow {
  // A row that prints no unit takes its section heading's ('BIOQUÍMICA (mg/dL)'), if its test's.
  const candidate = withHeadingUnit(read, context);
  const { cells, printedName } = candidate;
  // Last of all, a name no rule could read may be one the report cut short ('Globuli bian'), and
  // a name read whose row prints another test's unit or range may be a longer name cut short.
  // A typing test's answer ('Blood group  O Rh(D) Positive') is no cut name's result.
  const isTyping = cells.word !== null && isTypingAnswer(printedName, cells.word);
  const cut = candidate.marker
    ? longerNamedTest(printedName, candidate.marker, context.specimen, context.reference, cells)
    : isTyping
      ? null
      : markerForCutName(
          printedName,
          context.specimen,
          context.reference,
          cells.unitText,
          cells.range,
        );
  // On a picture, a name OCR misread in several places ('Fibrin6geno'), held with the reason.
  const noisy =
    candidate.marker || cut || !context.isOcr
      ? null
      : markerForNoisyName(printedName, context.specimen, context.reference, cells.unitText);
  const graded = withGradedResult(
    withPrintedUnit(cut ?? candidate.marker ?? noisy, cells.unitText, context.reference),
    cells.numeric ? null : cells.word,
    cells.unitText,
    context.reference,
  );
  // 'Magnesium (Vollblut)', however its line was read: no serum magnesium, whose range would
  // call a normal whole-blood result low or high. Kept as a test we do not know, for the member.
  const serumTest = graded && isWholeBloodOfSerumTest(printedName, graded) ? graded : null;
  const marker = serumTest ? null : graded;
  const isQuantitative = !marker || marker.kind === 'quantitative';
  // A serology's index ('HBsAg  0,31  S/CO') is its number, held for review (index-results.ts),
  // in its unit as printed: an index is no quantity ours can be converted to.
  const index = indexResult(marker, cells);
  const unit =
    index === null && cells.unitText
      ? unitFor(marker, cells.unitText, context.reference)
      : cells.unitText;
  let value = isQuantitative && cells.numeric ? cells.numeric.value : index;
  // A number read onto a strip's scale ('0.2' urobilinogen, the step 'normal') is shown as printed:
  // the member checks what the report says, and the stored row reads it onto the scale again.
  const printedNumber = !isQuantitative && cells.word !== null ? cells.numeric?.text : undefined;
  let valueText = printedNumber ?? cells.word ?? cells.numeric?.text ?? '';
  let reviewReason =
    cells.reviewReason ?? (serumTest ? wholeBloodReason(printedName, serumTest.name) : null);
  const range =
    cells.range && marker && unit
      ? restoreLostDecimals(cells.range, marker, unit, context.reference)
      : cells.range;
  let flagCells = cells;
  const checked =
    context.isOcr && cells.numeric && cells.word === null && isQuantitative
      ? checkOcrValue(
          cells.numeric,
          range,
          marker,
          unit,
          context.reference,
          cells.flag,
          cells.flagText,
        )
      : null;
  if (checked) {
    value = checked.value;
    valueText = checked.valueText;
    reviewReason = checked.reviewReason;
    if (checked.flag) flagCells = { ...cells, flag: checked.flag, flagText: cells.flagText ?? '1' };
  }
  if (cells.arrowText && !flagCells.flag) {
    flagCells = { ...flagCells, flag: '*', flagText: cells.arrowText };
  }
  const shownName = withoutBracketedUnit(printedName, cells.unitText);
  const row: ExtractedRow = {
    name: marker?.name ?? shownName,
    printedName: shownName,
    markerId: marker?.id ?? null,
    value,
    valueText,
    unit,
    // The micro sign and the Greek mu print alike (pdf.js gives the latter): one spelling.
    unitPrinted: cells.unitText?.replace(/\u03bc/g, '\u00b5') ?? null,
    refLow: range?.low ?? null,
    refHigh: range?.high ?? null,
    labFlag: directionOf(flagCells, range, marker, value),
    flagPrinted: flagCells.flagText?.replace(/_/g, ' ') ?? null,
    reviewReason,
    // A blood group or a genotype is typed on blood, whatever section it is printed in.
    specimen:
      marker?.specimen ??
      (isTyping
        ? 'blood'
        : /\b(?:urine|urinary)\b/i.test(printedName)
          ? 'urine'
          : context.specimen),
  };
  // A '1' after the value read as an arrow flag is a guess: it may as well be a digit of the value
  // ('6 1' for a large '61', '1 1' for '1.1'), so the value is never shown as read.
  if (cells.arrowText && !row.reviewReason) {
    row.reviewReason = `A mark after the value reads as “${cells.arrowText}”: it may be part of the value. Please check the value.`;
  }
  if (noisy && marker && !row.reviewReason) row.reviewReason = noisyNameReason(printedName, marker);
  // On a picture, a unit OCR misread in several places ('u/t' for U/L) that only one of the
  // test's units is near, and the numbers beside it fit: taken, and held with the reason.
  if (context.isOcr && marker && row.unit !== null && cells.unitText) {
    const listed = marker.units.map((definition) => definition.unit);
    const likeliest = listed.includes(row.unit)
      ? null
      : unitByOcrLikeness(cells.unitText, marker, context.reference, (candidate) =>
          fitsTheNumbers(row, marker.id, candidate, context.reference),
        );
    if (likeliest) {
      row.unit = likeliest;
      row.reviewReason ??= noisyUnitReason(cells.unitText, likeliest);
    }
  }
  const cutShort = cut && marker && !row.reviewReason ? cutNameReason(printedName, marker) : null;
  // The word of a number the OCR checks changed or emptied is found by the text as read (an arrow
  // taken off leaves '42' of the word '421'), and kept: the picture may show its lost point.
  const readText = checked ? cells.numeric?.text : row.value !== null ? row.valueText : undefined;
  const valueWord = readText && placed ? valueWordOf(placed, readText) : null;
  const box = valueWord && placed ? pictureBox(valueWord, placed.page) : null;
  const unitWord =
    valueWord && placed && unit === null && marker?.kind === 'quantitative'
      ? (unitCellWordOf(placed, candidate.unitCellWord) ?? wordAfter(placed, valueWord))
      : null;
  const unitBox = unitWord && placed ? pictureBox(unitWord, placed.page) : null;
  // '1 5' for a result card's large '15': joined, but a decimal point may have stood between.
  // Said before any other doubt about the number: it is the first thing to check.
  if (row.value !== null && valueWord?.readApart) {
    row.reviewReason = `The picture shows the digits of this value apart ('${valueWord.readApart}'), read as ${row.valueText}; a decimal point may stand between them. Please check the value.`;
  }
  return {
    ...row,
    reviewReason:
      cutShort ??
      rowDoubt(row, marker, context, digitConfidence(placed, cells.unitText, row.valueText)),
    ...(candidate.history ? { history: candidate.history } : {}),
    ...(box ? { valueBox: box } : {}),
    ...(unitBox ? { unitBox } : {}),
  };
}

/**
 * The word a table's unit column holds on the row, wherever the column stands (units printed
 * before the result, 'Gamma GT  uj  8-61  38'): a unit OCR misread there is read again.
 */
function unitCellWordOf(placed: PlacedLine, text: string | undefined): PlacedWord | null {
  if (!text) return null;
  const matches = placed.words.filter((word) => word.text === text);
  return matches.length === 1 ? matches[0]! : null;
}

/**
 * The word printed right after the value when it has letters: where the unit stands. A unit set
 * small beside a large value ('41 IU/L' on a result card) is what OCR reads as nonsense ('wn').
 */
function wordAfter(placed: PlacedLine, value: PlacedWord): PlacedWord | null {
  const next = placed.words.filter((word) => word.x0 > value.x1).sort((a, b) => a.x0 - b.x0)[0];
  return next && /\p{L}/u.test(next.text) ? next : null;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The OCR word the value was read from: the one word on the line whose digits are the value's
 * ('4.6' from '4,6H'); null when no word or more than one has them.
 */
function valueWordOf(placed: PlacedLine, valueText: string): PlacedWord | null {
  const digits = digitsOf(valueText);
  if (digits === '') return null;
  const matches = placed.words.filter((word) => digitsOf(word.text) === digits);
  return matches.length === 1 ? matches[0]! : null;
}

/** A word's box in the pixels of its page picture; null for a text layer's word. */
function pictureBox(word: PlacedWord, page: number): ValueBox | null {
  if (word.y0 === undefined || word.y1 === undefined) return null;
  const x0 = word.pictureX0 ?? word.x0;
  const x1 = word.pictureX1 ?? word.x1;
  return { text: word.text, page, x0, y0: word.y0, x1, y1: word.y1 };
}

/**
 * OCR's lowest confidence in a word with a digit on the line, the unit's words aside (a unit with
 * an exponent, '10^12/L', reads with low confidence and is checked against the marker's units on
 * its own); null for a text layer.
 */
function digitConfidence(
  placed: PlacedLine | null,
  unitText: string | null,
  valueText: string,
): number | null {
  let lowest: number | null = null;
  for (const word of placed?.words ?? []) {
    if (word.confidence === undefined || !/\d/.test(word.text)) continue;
    if (unitText && isUnitWord(word.text, unitText, valueText)) continue;
    lowest = lowest === null ? word.confidence : Math.min(lowest, word.confidence);
  }
  return lowest;
}

/**
 * A word of the unit: one with a letter the unit spells, or the first part of a unit OCR split at
 * its superscript ('107' of '107 3/ul') that is not the value's own digits.
 */
function isUnitWord(text: string, unitText: string, valueText: string): boolean {
  if (!unitText.includes(text)) return false;
  if (/\p{L}/u.test(text)) return true;
  return unitText !== text && unitText.startsWith(text) && digitsOf(text) !== digitsOf(valueText);
}

/** The lab's flag as H/L; an undirected '*' takes its direction from the value and the lab's range. */
function directionOf(
  cells: ResultCells,
  range: PrintedRange | null,
  marker: BiomarkerDefinition | null,
  value: number | null,
): 'H' | 'L' | null {
  if (cells.flag === 'H' || cells.flag === 'L') return cells.flag;
  if (cells.flag !== '*') return null;
  if (value !== null && range) {
    if (range.high !== null && value > range.high) return 'H';
    if (range.low !== null && value < range.low) return 'L';
    return null;
  }
  // A flagged dipstick result is a finding above the normal (negative) end of its scale.
  if (cells.word !== null) {
    const normal = marker?.normal_values ?? ['negative', 'normal'];
    return normal.includes(cells.word) ? null : 'H';
  }
  return null;
}

/**
 * A range whose low end kept its point and whose high end lost it ('9.4-124' for 9.4-12.4 fL): the
 * high end divided by 10 when that makes it the larger end and ours is far nearer it.
 */
function withHighEndPointRestored(
  range: PrintedRange,
  ours: { low: number | null; high: number | null },
): PrintedRange {
  const { low, high } = range;
  if (low === null || high === null || !Number.isInteger(high) || ours.high === null) return range;
  const divided = high / 10;
  const isLost = high > ours.high * 4 && divided > low && divided <= ours.high * 4;
  return isLost ? { ...range, high: divided } : range;
}

/**
 * OCR drops the decimal point of small print ('3.5 - 5.1' read as '35-51'). When a printed range of
 * whole numbers is far outside anything our reference knows for the marker in that unit, and the
 * same digits divided by 10 or 100 fall inside it, the points were lost. Only the lab's range is
 * restored this way; a value is never changed (a far-out value may be real).
 */
function restoreLostDecimals(
  range: PrintedRange,
  marker: BiomarkerDefinition,
  unit: string,
  reference: BiomarkerReference,
): PrintedRange {
  const ends = [range.low, range.high].filter((end): end is number => end !== null);
  if (ends.length === 0) return range;
  const ours = reference.widestRange(marker.id, unit);
  if (!ours) return range;
  if (!ends.every(Number.isInteger)) return withHighEndPointRestored(range, ours);
  // Four times past our widest range, on either side of zero (a base excess's goes below it).
  const lowest = ours.low === null ? null : ours.low < 0 ? ours.low * 4 : ours.low / 4;
  const isPlausible = (candidate: PrintedRange) =>
    [candidate.low, candidate.high].every(
      (end) =>
        end === null ||
        end === 0 ||
        ((lowest === null || lowest === 0 || end >= lowest) &&
          (ours.high === null || end <= ours.high * 4)),
    );
  if (isPlausible(range)) return range;
  for (const divisor of [10, 100]) {
    const divide = (end: number | null) =>
      end === null ? null : Number((end / divisor).toFixed(6));
    const candidate = {
      low: divide(range.low),
      high: divide(range.high),
      decimals: (range.decimals ?? 0) + Math.log10(divisor),
    };
    if (isPlausible(candidate)) return candidate;
  }
  return range;
}
