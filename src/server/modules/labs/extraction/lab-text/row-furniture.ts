/**
 * A result line's furniture: what a row prints after its result that is neither unit, range nor
 * name (ADR 081 items 367-368). A range's label ('Follicular phase:', its range on the line
 * below; 'Frauen 20-29 J.' before it), the release status ('Final', 'validiert'), the row's own
 * collection date and time, an HL7 interpretation code 'N'. result-cells.ts skips what this
 * counts.
 */
import type { BiomarkerDefinition } from '#server/knowledge/biomarkers/biomarker-reference';
import { looksLikeUnit, readFlag, readRange } from '../lab-line-tokens';
import { repairOcrUnit } from '../ocr-misreads';
import type { ParseContext } from './parse-context';

/** What the row's cells hold so far, as result-cells.ts reads them left to right. */
export interface ReadSoFar {
  unitText: string | null;
  range: unknown;
  flag: unknown;
  flagText: string | null;
}

/** A label word that ends in a colon, after up to two words: 'Male:', 'Follicular phase:'. */
const LABEL_WORD = /^\p{L}[\p{L}'-]*$/u;
const LABEL_END = /^\p{L}[\p{L}'-]*:$/u;

/**
 * How many tokens from `index` spell a range's label ('Luteal phase:', 'Deficiency:') whose range
 * follows or is set on the line below, or 0. Not a label before a result word ('Expected:
 * Negative', a card's expected result).
 */
function rangeLabelAt(tokens: string[], index: number, context: ParseContext): number {
  for (let length = 1; length <= 3 && index + length <= tokens.length; length++) {
    const words = tokens.slice(index, index + length);
    if (!words.every((word) => isLabelWord(word, context))) return 0;
    if (!words.slice(0, -1).every((word) => LABEL_WORD.test(word))) return 0;
    if (!LABEL_END.test(words.at(-1)!)) continue;
    const next = tokens[index + length];
    const isLabel =
      next === undefined || isPrintedRange(next, context) || RELEASE_STATUS.test(next);
    return isLabel ? length : 0;
  }
  return 0;
}

/** A screen's threshold label ('Cutoff', 'cut-off:', 'Seuil', 'Schwellenwert', 'Umbral'). */
const CUT_OFF = /^(?:cut-?off|seuil|schwellen?wert|schwelle|umbral|soglia|valor de corte):?$/iu;
/** A word of a cut-off's label after its first ('de positivité', 'di positività'). */
const CUT_OFF_WORD = /^\p{L}[\p{L}'’.-]*:?$/u;
const MAX_CUT_OFF_WORDS = 3;

/**
 * How many tokens from `index` print a screen's cut-off after its answer ('Negative  Cutoff 500
 * ng/mL', as a urine drug screen prints the concentration a positive needs): the label, its
 * number and the number's unit, none of them the result or its range; 0 when none is there.
 */
function cutOffAt(tokens: string[], index: number, context: ParseContext): number {
  const split = /^cut$/i.test(tokens[index] ?? '') && /^off:?$/i.test(tokens[index + 1] ?? '');
  const label = split ? 2 : CUT_OFF.test(tokens[index] ?? '') ? 1 : 0;
  if (label === 0) return 0;
  let at = index + label;
  // The label's own words ('Seuil de positivité :', 'Umbral de positividad:').
  for (let words = 0; words < MAX_CUT_OFF_WORDS && CUT_OFF_WORD.test(tokens[at] ?? ''); words++)
    at++;
  if (tokens[at] === ':') at++;
  if (!/^[<>≤≥]?\d/.test(tokens[at] ?? '')) return 0;
  at++;
  const unit = tokens[at];
  if (unit && looksLikeUnit(unit, context.knownUnits, context.reference.normaliseUnit)) at++;
  return at - index;
}

/** An age band's years after its span ('20-29 J.', '35-44 yrs'). */
const YEARS_WORD = /^(?:y|yrs?\.?|years?|j\.?|jahre|ans|a\.?|años|anni)$/i;
/** A word of a range's label: letters, in brackets or not ('Frauen', '(nicht', 'schwanger)'). */
const LABEL_TOKEN = /^\(?\p{L}[\p{L}'.-]*\)?:?$/u;
const MAX_LABEL_TOKENS = 5;

/**
 * How many tokens from `index` are the words a range is printed for, right before it ('Frauen
 * (nicht schwanger)  4,8 - 23,3', 'Frauen 20-29 J.  1,5 - 9,5', 'unauffällig  < 2,5'), or 0:
 * words that are no unit or flag, an age band's span with its years among them, up to a range.
 */
function labelBeforeRangeAt(
  tokens: string[],
  index: number,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): number {
  // A word a picture made of the unit ('Un' for U/L) is the unit.
  if (marker && repairOcrUnit(tokens[index] ?? '', marker, context.reference)) return 0;
  let at = index;
  while (at < tokens.length && at - index < MAX_LABEL_TOKENS) {
    const token = tokens[at]!;
    if (at > index && isPrintedRange(token, context) && !YEARS_WORD.test(tokens[at + 1] ?? ''))
      return at;
    const band = ageBandAt(tokens, at);
    const isWord = isLabelWord(token, context);
    // A colon set apart ends the label ('F < 50 ans :  13 - 150').
    const isColon = at > index && token === ':';
    if (at === index ? !isWord : !isWord && band === 0 && !YEARS_WORD.test(token) && !isColon)
      return 0;
    at += Math.max(band, 1);
  }
  return 0;
}

/**
 * How many tokens from `at` are an age band with its years: a span ('20-29 J.') or a bound ('<
 * 50 ans', '≥65 years'), or 0.
 */
function ageBandAt(tokens: string[], at: number): number {
  const [first = '', second = '', third = ''] = tokens.slice(at, at + 3);
  if (/^\d{1,3}\s*[-–]\s*\d{1,3}$/.test(first) && YEARS_WORD.test(second)) return 2;
  if (/^[<>≤≥]=?\d{1,3}$/.test(first) && YEARS_WORD.test(second)) return 2;
  if (/^[<>≤≥]=?$/.test(first) && /^\d{1,3}$/.test(second) && YEARS_WORD.test(third)) return 3;
  return 0;
}

/** Whether a word between the value and `index` was read as neither unit nor flag. */
function hasUnreadWordBefore(
  tokens: string[],
  afterValue: number,
  index: number,
  cells: ReadSoFar,
): boolean {
  return tokens
    .slice(afterValue, index)
    .some((token) => /^\p{L}/u.test(token) && token !== cells.unitText && token !== cells.flagText);
}

/**
 * A word that may be part of a range's label: no unit nor flag, and no sentence's end ('equation.
 * Values of 60-89'), though an abbreviation's point ('J.') is.
 */
function isLabelWord(token: string, context: ParseContext): boolean {
  return (
    LABEL_TOKEN.test(token) &&
    (!token.endsWith('.') || token.length <= 4) &&
    !readFlag(token) &&
    !looksLikeUnit(token, context.knownUnits, context.reference.normaliseUnit)
  );
}

/**
 * A range as a range column prints it: no bound with a leading zero before a digit ('Ph:
 * 040-5550 2211' is a letterhead's telephone number).
 */
function isPrintedRange(token: string, context: ParseContext): boolean {
  return readRange(token, context.style) !== null && !/(?:^|[^\d.,])0\d/.test(token);
}

/**
 * How many tokens from `index`, after the result, are the row's furniture rather than a unit,
 * range or name: a range's label ('Follicular phase:', its range on the line below, or 'Frauen
 * 20-29 J.' before it), the release status ('Final'), the row's collection date and time, an
 * interpretation code 'N' (normal, as HL7 prints it).
 */
export function rowFurnitureAt(
  tokens: string[],
  index: number,
  afterValue: number,
  cells: ReadSoFar,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): number {
  const token = tokens[index]!;
  // A label before a range stands in the range's place: after a word read as nothing, the words
  // are a sentence.
  const isRangePlace = !cells.range && !hasUnreadWordBefore(tokens, afterValue, index, cells);
  return (
    rangeLabelAt(tokens, index, context) ||
    cutOffAt(tokens, index, context) ||
    (isRangePlace ? labelBeforeRangeAt(tokens, index, marker, context) : 0) ||
    statusAt(tokens, index) ||
    // A date after a unit or a range only: a number then a date alone is a line of another kind
    // ('Copy 2  15.03.2025').
    ((cells.unitText !== null || cells.range !== null) && DATE_OR_TIME.test(token) ? 1 : 0) ||
    (token === 'N' && !cells.flag ? 1 : 0)
  );
}

/**
 * A row's own collection date or time in a column after the result ('2025-03-04  07:55',
 * '04.03.2025'), as a health exchange or an emergency episode prints every row's: no result.
 */
const DATE_OR_TIME =
  /^(?:\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?|\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2})|\d{1,2}:\d{2}(?::\d{2})?h?)$/;

/** A result's release status as a status column prints it. */
const RELEASE_STATUS =
  /^(?:final|prelim(?:inary)?|corrected|amended|verified|validated|validiert|vorl[äa]ufig|valid[ée]|provisoire|validado|provisional|validato|provvisorio|auth|authori[sz]ed|endgültig|freigegeben|definitivo|pending|resulted|completed?)$/i;

/** A status column's cell that says only where the result stands in the lab's work ('Auth (Verified)'). */
export const isReleaseStatus = (text: string) =>
  text.split(/\s+/).every((word) => RELEASE_STATUS.test(word.replace(/[()[\].,]/g, '')));

function statusAt(tokens: string[], index: number): number {
  return RELEASE_STATUS.test(tokens[index] ?? '') ? 1 : 0;
}
