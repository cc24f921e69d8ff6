/**
 * The tokens after a name read as a result row's cells: the value, its unit, the lab's range and
 * flag, in whatever order the layout prints them, with a count of the tokens that are none of these.
 */
import type { BiomarkerDefinition } from '#server/knowledge/biomarkers/biomarker-reference';
import {
  distanceFromRange,
  EARLIER_IN_BRACKETS,
  looksLikeUnit,
  readFlag,
  readNumericValue,
  readRange,
  type NumericValue,
  type PrintedFlag,
  type PrintedRange,
} from '../lab-line-tokens';
import { repairOcrUnit } from '../ocr-misreads';
import { unitFor } from './printed-unit';
import type { ParseContext } from './parse-context';
import { readSpanResult, readValue, TITRE, titreBoundAt } from './result-value';
import { rowFurnitureAt } from './row-furniture';

export interface ResultCells {
  numeric: NumericValue | null;
  /** The ordinal/categorical value on the marker's scale, or the printed word for an unknown marker. */
  word: string | null;
  unitText: string | null;
  range: PrintedRange | null;
  flag: PrintedFlag | null;
  /** The flag as printed ('H', '*', 'High'). */
  flagText: string | null;
  /** Tokens that are none of the above: a row with many of them is probably not a row. */
  unknownTokens: number;
  /** Set when the row is kept without a value because none could be read safely. */
  reviewReason: string | null;
  /** An arrow flag OCR read as '1' or 't' beside the value: its direction comes from the range. */
  arrowText: string | null;
}

/**
 * Printed "reference" texts of ordinal results ('Negative', 'Clear', 'Not detected'), in each
 * language we read: a screening's expected answer in the reference column ('No reactivo' beside
 * the result 'No reactivo', a sediment's 'No se observan' beside the same) is no second result.
 */
const ORDINAL_REFERENCE =
  /^(?:neg|negative|nil|none|normal|clear|yellow|pale yellow|straw|not detected|absent|none seen|non-reactive|nonreactive|non reactive|not reactive|negativ|nicht nachweisbar|nicht reaktiv|n[ée]gatif|non r[ée]actif|non d[ée]tect[ée]|absence|negativo|negativa|no reactivo|no reactiva|no detectado|ausente|non reattivo|non rilevato|assente|ausentes|no se observan?|no se observaron|assenti|non osservat[ie]|non si osservano|absents?|absentes?|non vus?|keine|nicht gesehen|not seen)$/iu;

/**
 * What a reference column prints when it has no range: 'Not Estab.', 'See note', 'N/A', 'Refer
 * to table below' (a vitamin D's or an LDL's targets printed as a table under the results).
 */
const NO_RANGE =
  /^(?:not estab\.?|not established|(?:see|refer to)(?: the)? (?:note|comment|below|report|remarks?|(?:table|interpretation)(?: below)?)|not applicable|n\/a|na|--)$/i;

/**
 * The same words in the other languages we read, and a target that depends on the member's risk
 * ('3,82 mmol/L  selon risque', 'cf. objectifs': an LDL's; 'cf. commentaire'), in the range's place after a unit only ('7,8 mmol/L
 * voir commentaire'): read anywhere, they made rows of a comment's line.
 */
const NO_RANGE_AFTER_UNIT =
  /^(?:(?:voir|cf\.?) (?:le |la )?(?:commentaires?|note|ci-dessous)|siehe kommentar|siehe befund|siehe text|siehe unten|ver nota|ver comentario|véase nota|vedi nota|vedi commento|vedi sotto|according to risk|see targets|(?:cf\.?|voir) (?:les )?objectifs|siehe zielwerte|ver objetivos|vedi obiettivi|(?:selon|suivant) (?:le )?risque|je nach risiko|según (?:el )?riesgo|secondo (?:il )?rischio|in base al rischio)$/i;

const REVIEW_PLUS_AND_PLUS =
  'The result and its flag are both printed as pluses, and which is the result could not be told; please check the result.';
const REVIEW_BOUND_BEFORE_VALUE =
  'This line prints a limit and a number with no column headings to say which is the result; please check the value.';

const REVIEW_SEVERAL_RESULTS =
  'This line prints several numbers before the unit, perhaps results from earlier dates; please check that this is the latest result.';

const REVIEW_SPLIT_VALUE =
  'The picture shows two numbers where the result is; its decimal point may be lost. Please check the value.';

const REVIEW_RANGE_UNREADABLE =
  'The reference range on this line was read as numbers that cannot be a range; this part of the picture may be misread. Please check the value and unit.';

/**
 * A unit cut after a slash to go on under its row ('ml/min/' over '1,73 m²', 'mmol/' over 'mol
 * Hb'): the row's unit as far as it is printed, which the line under may complete.
 */
const CUT_UNIT = /^[a-zA-Zµμ]{1,6}(?:\/[a-zA-Zµμ]{1,6})*\/$/;

/** A span of two numbers ('318-12'): on a result line, what is left of its reference range. */
const RANGE_SHAPED = /^\d[\d.,]*-\d[\d.,]*$/;

const REVIEW_ONE_BEFORE_VALUE =
  "A mark before the value reads as '1': it was taken for an arrow flag, but it may be part of the value. Please check the value.";

const REVIEW_PERCENT_GUESSED =
  'The unit was read as a sign that is no unit; we take it to be %. Please check the unit and the value.';

const REVIEW_NO_VALUE =
  'No result could be told apart from the reference range on this line; please enter the value.';

const REVIEW_TWO_GRADES =
  'Two results are printed on this line (a normal value and another); please check which is the result.';

/**
 * 'négatif  ++': a second grade on the test's scale after the first, which no reference word
 * explains (those are skipped before this is asked). The first was probably the normal value
 * printed before the result; which is the result cannot be told from the words alone.
 */
function isSecondGrade(
  token: string,
  cells: ResultCells,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): boolean {
  // Under column headings the cells are in their order (the reference after the result); a lone
  // '+' or '-' after a grade is a flag ('(+)  +').
  if (context.columns || token.length < 2) return false;
  if (!marker || marker.kind === 'quantitative' || cells.word === null) return false;
  const grade = context.reference.normaliseOrdinal(marker.id, token);
  return grade !== null && grade !== cells.word;
}

/**
 * A grade in brackets after a positive in words ('Positivo (++)', 'positiv (+)', 'Positive (2+)'),
 * as Latin American, Spanish and German strips print how positive: the grade on the test's scale
 * is the result, where the word alone is not on it. True when it was taken as the result.
 */
function tookGradeOfPositive(
  token: string,
  cells: ResultCells,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): boolean {
  if (!marker || cells.word === null || !/^\((?:\+{1,4}|[1-4]\+)\)$/.test(token)) return false;
  const scale = marker.scale ?? [];
  if (scale.includes(cells.word) && cells.word !== 'positive') return false;
  // Read with its brackets: a German '(+)' is a weak positive, a trace; '(++)' is 2+.
  const grade = context.reference.normaliseOrdinal(marker.id, token);
  if (grade === null || !/^(?:[1-4]\+|trace)$/.test(grade)) return false;
  cells.word = grade;
  return true;
}

export function readResultCells(
  tokens: string[],
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): ResultCells | null {
  const cells: ResultCells = {
    numeric: null,
    word: null,
    unitText: null,
    range: null,
    flag: null,
    flagText: null,
    unknownTokens: 0,
    reviewReason: null,
    arrowText: null,
  };
  let index = readLeadingFlag(tokens, marker, context, cells);
  index = readLeadingRange(tokens, index, marker, context, cells);
  const isRangeBeforeValue = cells.range !== null;
  index += wordsBeforeValue(tokens, index, marker, context);
  const value =
    readValue(tokens, index, marker, context) ?? readSpanResult(tokens, index, marker, context);
  if (!value) {
    // Only a range where the result should be: the row is kept, its value left for the user.
    const rangeOnly = readRange(tokens[index] ?? '', context.style);
    if (!marker || marker.kind !== 'quantitative' || (!rangeOnly && !cells.range)) return null;
    if (rangeOnly && !cells.range) {
      cells.range = rangeOnly;
      index++;
    }
    cells.reviewReason = REVIEW_NO_VALUE;
  } else {
    cells.numeric = value.numeric;
    cells.word = value.word;
    if (value.doubt && !cells.reviewReason) cells.reviewReason = value.doubt;
    if (value.numeric?.flag) {
      cells.flag = value.numeric.flag;
      cells.flagText = value.numeric.flagText;
    }
    index = value.next;
  }

  const afterValue = value ? index : -1;
  const spareNumbers: number[] = [];
  let unreadableRange = false;
  /** One or two digits read apart after a whole number: perhaps its decimals. */
  let splitDecimals: string | null = null;
  /** Plain numbers between the value and its unit: earlier results, or a range's bounds. */
  let numbersBeforeUnit = 0;
  /** The index just past the range's token, once read. */
  let rangeEndsAt = -1;
  while (index < tokens.length) {
    const token = tokens[index]!;
    // '412 1 10^9/l': an arrow flag read as '1' or 't' right after the value, on a picture.
    if (context.isOcr && index === afterValue && !cells.flag && /^[1tT†]$/.test(token)) {
      cells.arrowText = token;
      index++;
      continue;
    }
    // '107 3/ul' (10³/µl), 'ml/min/1,73 m?' (/1.73 m²): OCR split a unit at its superscript.
    const splitUnit =
      context.isOcr && !cells.unitText ? joinedUnitAt(tokens, index, marker, context) : null;
    if (splitUnit) {
      cells.unitText = splitUnit;
      index += 2;
      continue;
    }
    const referenceWords =
      ordinalReferenceAt(tokens, index) || noRangeWordsAt(tokens, index, cells);
    if (referenceWords > 0) {
      index += referenceWords;
      continue;
    }
    const besideRange = rangeWordsAt(tokens, index, cells, index === rangeEndsAt);
    if (besideRange > 0) {
      index += besideRange;
      rangeEndsAt = index;
      continue;
    }
    const furniture =
      afterValue >= 0 ? rowFurnitureAt(tokens, index, afterValue, cells, marker, context) : 0;
    if (furniture > 0) {
      index += furniture;
      continue;
    }
    index++;
    if (tookGradeOfPositive(token, cells, marker, context)) continue;
    if (isSecondGrade(token, cells, marker, context)) {
      cells.reviewReason ??= REVIEW_TWO_GRADES;
      continue;
    }
    // After the result, a capital 'B' alone is French 'bas' (Quebec and Belgian labs print H and
    // B); before it, a 'B' is a name's ('Glucosa b', 'Vitamin B').
    const flag = readFlag(token) ?? (token === 'B' ? 'L' : null);
    if (flag && !cells.flag) {
      cells.flag = flag;
      cells.flagText = token;
      continue;
    }
    const range = readRange(token, context.style);
    if (range && !cells.range) {
      cells.range = range;
      rangeEndsAt = index;
      continue;
    }
    if (isRangeOwnUnit(token, index - 1 === rangeEndsAt, cells.unitText, context)) continue;
    if (readMisreadPercent(token, cells, context)) continue;
    if (
      (!cells.unitText &&
        (looksLikeUnit(token, context.knownUnits, context.reference.normaliseUnit) ||
          (marker && repairOcrUnit(token, marker, context.reference)))) ||
      isUnitAfterForeignOne(token, cells.unitText, marker, context) ||
      (!cells.unitText && CUT_UNIT.test(token))
    ) {
      cells.unitText = token;
      continue;
    }
    // '(IFCC)', '(NGSP)', '[fasting]': a method note beside the unit.
    if (/^[([][\p{L}\s.-]*[)\]]$/u.test(token)) continue;
    const isSplitValue = isValueReadApart(tokens, index, afterValue, cells, context);
    if (isSplitValue && !cells.reviewReason) cells.reviewReason = REVIEW_SPLIT_VALUE;
    if (isSplitValue && /^\d{1,2}$/.test(token)) splitDecimals = token;
    // An earlier result in brackets ('38  ⁽35⁾', markBracketedEarlierResults): a spare number.
    const spare = readNumericValue(EARLIER_IN_BRACKETS.exec(token)?.[1] ?? token, context.style);
    if (spare && !spare.comparator) {
      spareNumbers.push(spare.value);
      // Not a range's bound once the range is read, unless it was read after the value: a
      // second number after a range printed first is another result ('4,50 - 5,80  4,91  4,98
      // x10^12/L' under 'Anterior  Actual' headings OCR could not read, item 776).
      if (cells.unitText === null && (!cells.range || isRangeBeforeValue)) numbersBeforeUnit++;
      continue;
    }
    // '3.5-7.2' read as '318-12' on a blurred picture: a range read in the wrong order is a
    // range misread, and the value and unit beside it were read from the same blur.
    if (context.isOcr && RANGE_SHAPED.test(token)) unreadableRange = true;
    cells.unknownTokens++;
  }
  settleSpareNumbers(
    cells,
    { spareNumbers, splitDecimals, numbersBeforeUnit, isRangeBeforeValue },
    context,
  );
  if (unreadableRange && !cells.range && !cells.reviewReason)
    cells.reviewReason = REVIEW_RANGE_UNREADABLE;
  return cells;
}

/** The numbers read after the value that were neither its range nor its unit, settled. */
function settleSpareNumbers(
  cells: ResultCells,
  spare: {
    spareNumbers: number[];
    splitDecimals: string | null;
    numbersBeforeUnit: number;
    isRangeBeforeValue: boolean;
  },
  context: ParseContext,
): void {
  const { spareNumbers, splitDecimals, numbersBeforeUnit, isRangeBeforeValue } = spare;
  // The decimals joined to the value are no spare number (they were read as one above).
  if (splitDecimals && joinSplitDecimals(cells, splitDecimals, context)) {
    const at = spareNumbers.lastIndexOf(Number(splitDecimals));
    if (at >= 0) spareNumbers.splice(at, 1);
  }
  readDashlessRange(cells, spareNumbers, context);
  // 'Urea  6.1  6.8  7.4  mmol/L': numbers side by side before the unit, on a line read by its
  // shape, are a cumulative report's results by date (or a range with no dash), and which is
  // the latest only its headings say: held, unless headings name the current and previous
  // columns. The joined decimals above were one number.
  // With its range printed first, a line with no unit too ('pH  5,0 - 8,0  6,0  5,5', item 776).
  const isSeveralResults =
    numbersBeforeUnit > (splitDecimals ? 1 : 0) &&
    (cells.unitText !== null || isRangeBeforeValue) &&
    !context.table &&
    !hasPreviousColumn(context);
  if (isSeveralResults && !cells.reviewReason) cells.reviewReason = REVIEW_SEVERAL_RESULTS;
}

/** A percent sign as a picture misreads it, read into the cells; false when the token is none. */
function readMisreadPercent(token: string, cells: ResultCells, context: ParseContext): boolean {
  // 'Neutrophils  Y%': a percent sign with a letter-like speck before it, on a picture, is the
  // percent unit, whichever test of the name it then says (withPrintedUnit).
  if (!cells.unitText && context.isOcr && /^[a-fh-zA-Z¥]%$/.test(token)) {
    cells.unitText = '%';
    return true;
  }
  // '%?': a sign read where a percent sign stands (tidyLine): the percent, as a guess.
  if (token !== '%?') return false;
  if (!cells.unitText) {
    cells.unitText = '%';
    cells.reviewReason ??= REVIEW_PERCENT_GUESSED;
  }
  return true;
}

/**
 * '7  3 pmol/L' for a bold '7,3', '0  80 mmol/L' for '0,80': one or two digits read apart after a
 * whole number of one or two are its decimals when no earlier result's column can be what they
 * are, and the joined number lies no farther from the printed range than the whole one. A
 * longer whole number ('217  11') is more often a value whose point was lost, which the OCR
 * checks put back from the range. The row is held either way (REVIEW_SPLIT_VALUE).
 */
function joinSplitDecimals(cells: ResultCells, decimals: string, context: ParseContext): boolean {
  const whole = cells.numeric;
  if (!whole || !/^\d{1,2}$/.test(whole.text) || hasPreviousColumn(context)) return false;
  const text = `${whole.text}.${decimals}`;
  const joined = Number(text);
  if (
    cells.range &&
    distanceFromRange(joined, cells.range.low, cells.range.high) >
      distanceFromRange(whole.value, cells.range.low, cells.range.high)
  )
    return false;
  cells.numeric = { ...whole, value: joined, text };
  return true;
}

/**
 * '3 9' or '9 1, 1' on a picture: a large printed '3.9' or '91,1' whose point OCR lost (or moved
 * to the line below), or read as a letter or mark of its own ('3 a 9'). Whether the token before
 * `next` is such a part: whole numbers side by side may be one number, never shown as read.
 */
function isValueReadApart(
  tokens: string[],
  next: number,
  afterValue: number,
  cells: ResultCells,
  context: ParseContext,
): boolean {
  const isPointReadApart = next - 2 === afterValue && /^[^\s\d]$/u.test(tokens[afterValue] ?? '');
  return (
    context.isOcr &&
    (next - 1 === afterValue || isPointReadApart) &&
    /^\d{1,3}(?:[.,]\d*)?$/.test(tokens[next - 1] ?? '') &&
    cells.numeric !== null &&
    /^\d+$/.test(cells.numeric.text)
  );
}

/**
 * 'Not Estab.' or 'See note' in the range column: words that say there is no range, skipped so
 * they are read as neither the range nor a flag. How many tokens at `at` say so; 0 when none.
 */
const noRangeWordsAt = (tokens: string[], at: number, cells: ResultCells): number =>
  noRangeAt(tokens, at, NO_RANGE) ||
  (cells.unitText !== null ? noRangeAt(tokens, at, NO_RANGE_AFTER_UNIT) : 0);

/**
 * How many tokens at `at` belong to the row's range though no range reads them: a titre's bound
 * after its flag ('1/160  ↑  Hasta 1/40', the range column of a titre's row), and a note in
 * brackets right after a range ('(no significativo)'), no word of the row's (ADR 081 item 774).
 */
function rangeWordsAt(
  tokens: string[],
  at: number,
  cells: ResultCells,
  isAfterRange: boolean,
): number {
  const isTitre = cells.word !== null && TITRE.test(cells.word);
  return (
    (isTitre ? titreBoundAt(tokens, at) : 0) || (isAfterRange ? bracketedNoteAt(tokens, at) : 0)
  );
}

/** A note of words in brackets over a few tokens ('(no significativo)', '(see comment)'). */
const NOTE_WORDS_MOST = 4;

/**
 * How many tokens at `at` print a note of words in brackets, split at its spaces: letters only, so
 * never a bracketed range, unit or earlier result; one token ('(IFCC)') is read as a method note
 * below. 0 when none is there.
 */
function bracketedNoteAt(tokens: string[], at: number): number {
  if (!/^\(\p{L}[\p{L}.-]*$/u.test(tokens[at] ?? '')) return 0;
  for (let length = 2; length <= NOTE_WORDS_MOST; length++) {
    const word = tokens[at + length - 1] ?? '';
    if (/^\p{L}[\p{L}.-]*\)$/u.test(word)) return length;
    if (!/^\p{L}[\p{L}.-]*$/u.test(word)) return 0;
  }
  return 0;
}

/**
 * The row's unit again right after its range ('400  UI/mL  Hasta 200 UI/mL', '0 - 200 mg/L'): the
 * range's own unit, no word of its own. Counted as one unread, it lost every row of a test we do
 * not know (which may have none), an antistreptolysin O among them (ADR 081 item 773).
 */
function isRangeOwnUnit(
  token: string,
  isAfterRange: boolean,
  unitText: string | null,
  context: ParseContext,
): boolean {
  if (!isAfterRange || unitText === null) return false;
  const { normaliseUnit } = context.reference;
  return normaliseUnit(token) === normaliseUnit(unitText);
}

/**
 * On a picture, a unit of the test after a unit it is never measured in: the first was something
 * else read as a unit. OCR reads a superscript asterisk flag glued to the value as '%' ('24.5*'
 * as '24.5%', split off as a unit), and the test's own unit ('pmol/L') printed after it was lost.
 */
function isUnitAfterForeignOne(
  token: string,
  unitText: string | null,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): boolean {
  if (!context.isOcr || !marker || unitText === null) return false;
  const units = context.reference.unitsFor(marker.id);
  const { normaliseUnit } = context.reference;
  const isOwn = (unit: string) =>
    units.includes(normaliseUnit(unit)) || repairOcrUnit(unit, marker, context.reference) !== null;
  return !isOwn(unitText) && isOwn(token);
}

/**
 * A reference range printed before the result ('[0.27 - 4.20]  6.8 H  mU/L'), taken into
 * `cells` as the range, never as the value, when the column headings say so or a span is
 * followed by a number. Returns the index of the token after it (and after its unit, when the
 * unit stands between it and the result).
 */
function readLeadingRange(
  tokens: string[],
  index: number,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
  cells: ResultCells,
): number {
  const leadingRange = readRange(tokens[index] ?? '', context.style);
  const rangeFirst = leadingRange ? isRangeBeforeValue(tokens, index, marker, context) : false;
  if (!leadingRange || !rangeFirst) return index;
  cells.range = leadingRange;
  let next = index + 1;
  // '<200  221': a bound then a number, told apart by their shape alone.
  if (rangeFirst === 'by-shape') cells.reviewReason = REVIEW_BOUND_BEFORE_VALUE;
  // 'Up to 35  U/L  27': the range's unit between it and the result.
  if (!readValue(tokens, next, marker, context) && readValue(tokens, next + 1, marker, context))
    cells.unitText = tokens[next++] ?? null;
  return next;
}

/**
 * A flag column printed before the result ('H 102 mg/dL'), taken into `cells`. Returns the index
 * of the token after it: 1 when the first token is that flag, otherwise 0.
 */
function readLeadingFlag(
  tokens: string[],
  marker: BiomarkerDefinition | null,
  context: ParseContext,
  cells: ResultCells,
): number {
  // A '+' or '++' that is a grade on the marker's own scale (a dipstick's 1+) is its result,
  // unless another kind of grade follows it: in '+  2+' or '+  positiv' the bare plus is the
  // lab's flag. Two bare pluses ('++  +', '+  ++') cannot be told apart by their shape: which is
  // the grade and which the flag depends on the lab's layout, so the row is held.
  const first = tokens[0] ?? '';
  const second = tokens[1] ?? '';
  const resultFollows = tokens.length > 1 && startsWithValue(tokens.slice(1), marker, context);
  const isBarePlus = (token: string) => /^\+{1,4}$/.test(token);
  // But a normal grade after the pluses ('Leukozyten  ++  negativ') is the normal value printed
  // after the result: a lab never flags a normal result.
  const isFlagBeforeGrade =
    isBarePlus(first) &&
    !isBarePlus(second) &&
    isOnScale(second, marker, context) &&
    !isNormalGrade(second, marker, context);
  if (isBarePlus(first) && isBarePlus(second)) cells.reviewReason = REVIEW_PLUS_AND_PLUS;
  const leadingFlag =
    isOnScale(first, marker, context) && !isFlagBeforeGrade ? null : readFlag(first);
  if (leadingFlag && resultFollows) {
    cells.flag = leadingFlag;
    cells.flagText = tokens[0] ?? null;
    return 1;
  }
  // '↑↑ 226' read 'TT 226' or 'tt 79' on a picture (a tune two-up photo lost both rows): arrows
  // before the result, read as letters no result starts with. Their direction comes from the
  // range (an undirected flag), as for a 't' glued after the value (result-value.ts).
  // 'rt 235', 'tr 4,24': the double arrow's first stroke read as an 'r'.
  if (context.isOcr && /^(?=.*[tT†])[tTr†]{1,2}$/.test(first) && resultFollows) {
    cells.flag = '*';
    cells.flagText = first;
    return 1;
  }
  // '11 0,47', '1 0,49': an arrow read as ones before a number that starts '0,' on a picture. The
  // '1' may as well be the first digit of a large '10,49' read apart, so the row is held.
  if (context.isOcr && /^1{1,2}$/.test(first) && /^0[.,]\d/.test(second) && resultFollows) {
    cells.flag = '*';
    cells.flagText = first;
    cells.reviewReason ??= REVIEW_ONE_BEFORE_VALUE;
    return 1;
  }
  return 0;
}

/** Spare numbers after the result, read as a range whose dash OCR dropped or as unknown tokens. */
function readDashlessRange(
  cells: ResultCells,
  spareNumbers: number[],
  context: ParseContext,
): void {
  // OCR sometimes drops the dash of a range: two numbers in order after the result are the range.
  if (
    !cells.range &&
    !hasPreviousColumn(context) &&
    spareNumbers.length === 2 &&
    spareNumbers[0]! < spareNumbers[1]!
  ) {
    cells.range = { low: spareNumbers[0]!, high: spareNumbers[1]! };
  } else if (spareNumbers.length > 0) {
    cells.unknownTokens += spareNumbers.length > 2 ? 1 : 0; // a previous-result column is allowed
  }
}

function hasPreviousColumn(context: ParseContext): boolean {
  return context.columns?.includes('previous') ?? false;
}

/**
 * Whether the range at `index` is printed before the result. The column headings settle it when
 * the report prints them; otherwise a span ('0.27-4.20') followed by a plain number is a range
 * before its value, while a span followed by another range is itself the result ('8-10 /hpf').
 */
function isRangeBeforeValue(
  tokens: string[],
  index: number,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): boolean | 'by-shape' {
  const rest = tokens.slice(index + 1);
  const after = readValue(rest, 0, marker, context);
  const columns = context.columns;
  if (columns) {
    const range = columns.indexOf('range');
    const value = columns.indexOf('value');
    // Even with no result after it: a range in the range column is never read as the value.
    if (range !== -1 && value !== -1) return range < value;
  }
  const token = tokens[index] ?? '';
  // 'Up to 35  U/L  27', '3.8-5.2  x10E12/L  4.61': a range, its unit, then a plain number is a
  // range printed before the result with the unit between them. Held: told by shape alone.
  if (!after && isPlainNumberAfterUnit(rest, marker, context)) return 'by-shape';
  if (!after) return false;
  if (/^[<>]/.test(token)) {
    // A bound followed by a plain number before any unit ('<200 221 mg/dL') is a range printed
    // before the result; a censored result followed by its unit ('>90 mL/min') is not.
    return after.numeric !== null && after.numeric.comparator === '' ? 'by-shape' : false;
  }
  return !rest.some((later) => readRange(later, context.style) !== null);
}

function isPlainNumberAfterUnit(
  rest: string[],
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): boolean {
  const [unit] = rest;
  if (!unit || !looksLikeUnit(unit, context.knownUnits, context.reference.normaliseUnit))
    return false;
  const value = readValue(rest, 1, marker, context);
  return value?.numeric !== null && value?.numeric?.comparator === '';
}

/** How many tokens from `index` spell a NO_RANGE phrase (the longest first), or 0. */
function noRangeAt(tokens: string[], index: number, phrases: RegExp = NO_RANGE): number {
  for (const length of [4, 3, 2, 1]) {
    const phrase = tokens.slice(index, index + length).join(' ');
    if (tokens.length - index >= length && phrases.test(phrase)) return length;
  }
  return 0;
}

function startsWithValue(
  tokens: string[],
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): boolean {
  return readValue(tokens, 0, marker, context) !== null;
}

function ordinalReferenceAt(tokens: string[], index: number): number {
  for (const length of [3, 2, 1]) {
    const phrase = tokens.slice(index, index + length).join(' ');
    if (tokens.length - index >= length && ORDINAL_REFERENCE.test(phrase)) return length;
  }
  return 0;
}

function isOnScale(
  token: string,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): boolean {
  return (
    marker !== null &&
    marker.kind !== 'quantitative' &&
    context.reference.normaliseOrdinal(marker.id, token) !== null
  );
}

/** A grade the test's scale counts as normal ('negativ', 'normal'). */
function isNormalGrade(
  token: string,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): boolean {
  const grade = marker ? context.reference.normaliseOrdinal(marker.id, token) : null;
  return grade !== null && (marker?.normal_values ?? []).includes(grade);
}

/**
 * Two tokens that are one unit OCR split at its superscript ('107 3/ul' for 10³/µl,
 * 'ml/min/1,73 m?' for mL/min/1.73 m²): the first is no unit of the marker alone, and the two
 * closed up are one the marker lists. Returns the unit as printed, closed up.
 */
function joinedUnitAt(
  tokens: string[],
  index: number,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): string | null {
  const first = tokens[index];
  const second = tokens[index + 1];
  if (!marker || marker.kind !== 'quantitative' || !first || !second) return null;
  if (!/^[\w.,/^"°*×µμ]+$/u.test(first) || !/^[\w.,/?²³"°µμ]+$/u.test(second)) return null;
  const listed = new Set(marker.units.map((definition) => definition.unit));
  if (listed.has(unitFor(marker, first, context.reference))) return null;
  const joined = `${first}${second}`;
  return listed.has(unitFor(marker, joined, context.reference)) ? joined : null;
}

/**
 * What stands between the name and the value and is no part of either: 'Not Estab.' in a range
 * column printed before the result (no range), or a typed form's separating dash.
 */
function wordsBeforeValue(
  tokens: string[],
  index: number,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): number {
  const leadingNoRange = noRangeAt(tokens, index);
  if (leadingNoRange > 0 && readValue(tokens, index + leadingNoRange, marker, context))
    return leadingNoRange;
  return separatorDashAt(tokens, index, marker, context);
}

/**
 * A dash between the name of a test known by its answer and its titre or number, off any table
 * ('S. Typhi 'O'  -  1:160'): a typed form's separator, as ':' is elsewhere. Read as the strip's
 * '-' (negative), the titre after it was lost and a reactive Widal showed as non-reactive (ADR 081
 * item 759). Under a table's columns a dash is the result column's own ('-' for negative, a range
 * beside it).
 */
function separatorDashAt(
  tokens: string[],
  index: number,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): number {
  // Only a test known by its answer reads a dash as one: a number's test reads past it already.
  if (!marker || marker.kind === 'quantitative') return 0;
  if (context.table !== null || !/^[-–—−]$/u.test(tokens[index] ?? '')) return 0;
  const [next = '', after = ''] = tokens.slice(index + 1);
  // Not a phone number's parts ('KY1-9000 - (345) 949-8600' in an address).
  if (/^\d/u.test(after)) return 0;
  return TITRE.test(next) || readNumericValue(next, context.style) !== null ? 1 : 0;
}
