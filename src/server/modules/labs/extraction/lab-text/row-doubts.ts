/**
 * Why a row read from a report must be checked by the member before it is trusted. A reader that
 * is sure of every row it shows is the one promise that matters here: a misread potassium shown as
 * normal is worse than a row left for the member to confirm. So every row that is not certain
 * says why, in words the review screen shows:
 * - a name we cannot match to a test we know;
 * - a unit the test is never reported in, or no unit for a test that needs one;
 * - a status word ('Normal', 'Élevé') where the test is reported as a number;
 * - a value outside anything possible for the test (a misread digit or unit);
 * - a printed flag that disagrees with the value and range we read, or no flag where the report
 *   flags every other result outside its range;
 * - a picture too unclear to read with confidence;
 * - a cumulative report whose newest column could not be told for certain.
 * The first reason found is given; a row already held for review keeps its own reason.
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
  BodySystem,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { isAntibodyClass } from '#server/knowledge/biomarkers/name-key';
import type { ExtractedRow } from '../extraction.types';
import { readFlag } from '../lab-line-tokens';
import { indexReason } from './index-results';
import { withNamesakesByRange } from './namesake-by-range';
import type { ParseContext } from './parse-context';

/** A comparison sign standing last in a name, apart from its words. */
const COMPARATOR_AT_END = /\s(?:[<>]=?|[≤≥])$/u;

/** OCR's confidence (0-100) below which a word with digits is not trusted without a check. */
export const MIN_OCR_CONFIDENCE = 55;

export function rowDoubt(
  row: ExtractedRow,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
  valueConfidence: number | null,
): string | null {
  if (row.reviewReason) return row.reviewReason;
  // A comparator left at the end of the name ('HIV-1 RNA <  20') is the result's: '< 20' read as
  // 20 says the opposite of what the lab found (item 751).
  if (COMPARATOR_AT_END.test(row.printedName))
    return `“${row.printedName}” ends with a comparison sign that may belong to the result (${row.valueText}); please check the value.`;
  if (!marker) return unknownNameReason(row.printedName);
  // Which column is current is doubted before the unit and value: on a picture a row held for
  // its unit alone is freed once the unit is read again (unit-second-reading.ts), and a row of a
  // table whose current column is in doubt was then shown as right with an earlier date's result.
  const doubt =
    scaleDoubt(row) ??
    context.table?.currentColumnDoubt ??
    unitDoubt(row, marker, context.reference) ??
    valueDoubt(row, marker, context.reference);
  if (doubt) return doubt;
  if (valueConfidence !== null && valueConfidence < MIN_OCR_CONFIDENCE) {
    return 'This part of the picture was hard to read; please check the value.';
  }
  return null;
}

/** D-dimer units named with the test ('D-Dimer (DDU)'); after the unit they are no unit we list. */
const DDU_NAMED = /(?<!\p{L})D-?DU(?!\p{L})/iu;

/**
 * A D-dimer in D-dimer units: about half the fibrinogen-equivalent units the reference's ranges
 * are in, and the ratio differs by assay, so the value is never compared as read.
 */
function scaleDoubt(row: ExtractedRow): string | null {
  if (!DDU_NAMED.test(row.printedName)) return null;
  return `${row.printedName} is printed in D-dimer units (DDU), about half the fibrinogen-equivalent units our ranges use; please check the value against the report's own range.`;
}

/**
 * Why a whole-blood or red-cell result of a test we know only in serum is held ('Magnesium
 * (Vollblut)'): its levels are not serum's, so it is compared with no range of ours.
 */
export function wholeBloodReason(printedName: string, serumTestName: string): string {
  return `“${printedName}” is measured in whole blood or red cells, whose levels differ from the ${serumTestName} in serum we know; it is kept as printed, not compared with our range. Please check it against the report's own range.`;
}

/** Why a row whose name matches no test we know is held for review. */
export function unknownNameReason(printedName: string): string {
  return `We could not match “${printedName}” to a test we know; please check the name, value and unit.`;
}

/**
 * Words that say how a result stands against its range: a card prints one beside the name
 * ('Normal', 'Élevé'), and it can be taken for the value. The out-of-range words are the flags
 * the parser reads in every language (readFlag); the in-range ones are listed here. A test reported
 * as a number never has one as its result; microscopy counts in words ('none seen', '8-10') are.
 */
const IN_RANGE_ONLY_WORD =
  /^(?:normal|normale|normaux|in range|within (?:normal )?range|nella norma|en rango|dans les normes|optimal|desirable|deseable|ottimale)$/i;
/** Words that say a result is out of its range without saying on which side. */
const OUT_OF_RANGE_WORD = /^(?:abnormal|anormale?|anomalo|out of range)$/i;

const isStatusWord = (text: string) =>
  IN_RANGE_ONLY_WORD.test(text) ||
  OUT_OF_RANGE_WORD.test(text) ||
  /^borderline$/i.test(text) ||
  readFlag(text) !== null;

/** A screening's answer, found or not, in the languages we read. */
const FOUND_OR_NOT =
  /^(?:neg|negative|positive|pos|non-?reactive|non reactive|reactive|not detected|detected|negativ|positiv|nicht nachweisbar|nachweisbar|reaktiv|nicht reaktiv|n[ée]gatif|positif|r[ée]actif|non r[ée]actif|negativ[oa]|positiv[oa]|reactiv[oa]|no reactiv[oa]|reattivo|non reattivo)$/iu;

/**
 * Systems whose tests are only ever reported as numbers: a blood count, salts, liver, kidney,
 * lipid, iron, thyroid and vitamin tests. An antibody, an hCG, a CRP or rheumatoid factor screen,
 * a viral load, a drug screen may be answered 'negative' or 'not detected'; these never are.
 */
const NUMBERS_ONLY: ReadonlySet<BodySystem> = new Set<BodySystem>([
  'blood_count',
  'electrolytes',
  'liver',
  'kidney',
  'lipids',
  'iron',
  'thyroid',
  'vitamins_minerals',
]);
/** Detected or not: how a quantitative test below its limit may print ('not detected'). */
const DETECTION = /detect|nachweisbar|d[ée]tect|rilevabil/iu;

function unitDoubt(
  row: ExtractedRow,
  marker: BiomarkerDefinition,
  reference: BiomarkerReference,
): string | null {
  // A dipstick or colour result printed with a unit ('Hämoglobin 1+ g/dL', 'Blood 81 mg/dL') is
  // probably another test's row: a name cut short or read against the wrong specimen.
  if (marker.kind !== 'quantitative') {
    const index = indexReason(row, marker);
    if (index) return index;
    // A word the test's scale does not have ('positiv' on a strip graded trace, 1+, 2+): which
    // step it means is a guess.
    // A number printed for a step ('0.2' urobilinogen) is shown as printed and read onto the scale.
    const scale = marker.scale ?? [];
    const step = reference.normaliseOrdinal(marker.id, row.valueText) ?? row.valueText;
    if (row.value === null && scale.length > 0 && !scale.includes(step)) {
      return `“${row.valueText}” is not one of the results ${marker.name} is reported in (${scale.join(', ')}); please check the value.`;
    }
    // Strips graded in numbers (urobilinogen 0.2 mg/dL) print a unit; a word result may carry the
    // unit column's text ('Negative  mg/dL'). A number with a unit on a scale of words is the doubt.
    const isNumber = /^[<>]?\d/.test(row.valueText);
    const hasNumericScale = (marker.scale ?? []).some((step) => /^\d+(?:\.\d+)?$/.test(step));
    if (row.unit === null || !isNumber || hasNumericScale) return null;
    return `“${row.unitPrinted ?? row.unit}” is not a unit of ${marker.name}, which is read as a grade or a word; please check the name and the value.`;
  }
  const listed = marker.units.map((definition) => definition.unit);
  const unitNotKnown = `“${row.unitPrinted ?? row.unit}” is not a unit we know for ${marker.name}; please check the unit and the value.`;
  if (row.value === null) {
    if (isStatusWord(row.valueText.trim()))
      return `“${row.valueText}” says how the result stands, not what it is: ${marker.name} is reported as a number; please check the value.`;
    // An antibody class named alone with a found-or-not answer ('IgM  négatif' under a rubella
    // heading) is the answer of the heading's antibody test, not a total immunoglobulin's.
    // So is a polarity word as the result of a test that is never answered so ('Sodium
    // Positive', 'Mono  Negative' read as the monocytes of a blood count): another test's row.
    const isFoundOrNot = FOUND_OR_NOT.test(row.valueText.trim());
    const isNeverAnswered = NUMBERS_ONLY.has(marker.system) && !DETECTION.test(row.valueText);
    if (isFoundOrNot && (isAntibodyClass(row.printedName) || isNeverAnswered))
      return `${marker.name} is measured as a number, and “${row.valueText}” is the answer of a test that finds something or not; please check which test this row is.`;
    // A word result beside another test's unit ('Haptoglobin  nicht nachweisbar  < 2,0 µg/g', a
    // stool test's range): the row may be that other test's.
    if (row.unit !== null && !listed.includes(row.unit)) return unitNotKnown;
    // A count printed as a span ('10-15') in a unit it was read without ('MPF' for /HPF on a
    // picture): the span is shown only with its unit, as a number is.
    const isSpan = /^\d+(?:[.,]\d+)?\s*-\s*\d/.test(row.valueText.trim());
    return isSpan && row.unit === null && !listed.includes('') ? noUnitReason(marker.name) : null;
  }
  if (row.unit === null) return listed.includes('') ? null : noUnitReason(marker.name);
  return listed.includes(row.unit) ? null : unitNotKnown;
}

/** Why a row whose test reads in a unit was held when no unit was read. */
export function noUnitReason(markerName: string): string {
  return `No unit was read for ${markerName}; please check the unit and the value.`;
}

/** What is doubtful about a row's value in its unit: impossible for the test, or against its flag. */
export function valueDoubt(
  row: ExtractedRow,
  marker: BiomarkerDefinition,
  reference: BiomarkerReference,
): string | null {
  return (
    plausibilityDoubt(row, marker, reference) ??
    flagDoubt(row, marker) ??
    limitAsResultDoubt(row, marker, reference)
  );
}

/** How near a bound must lie to one of the test's upper limits to read as that limit. */
const LIMIT_NEARNESS = 0.05;

/**
 * A result read as 'below' a bound ('<200') on a row with no printed range, where the bound is
 * (within 5 %) one of the test's own upper limits (cholesterol's 200 mg/dL): a range printed
 * before the result ('<200  221 mg/dL'), or in a column read as the result's, reads exactly so,
 * with the range gone from the row and the result lost. For a test every living person has a
 * measurable amount of, a censored result lies at the assay's detection limit, far below the
 * range's upper limit, and prints its range beside it; so a bound at the upper limit with no range
 * is held for the member to check. It goes by the test's own ranges and possible span in any unit,
 * not by the layout or a name.
 */
function limitAsResultDoubt(
  row: ExtractedRow,
  marker: BiomarkerDefinition,
  reference: BiomarkerReference,
): string | null {
  if (marker.kind !== 'quantitative' || row.value === null || row.value <= 0) return null;
  // Only a test every living person has a measurable amount of (its possible span starts above
  // zero): a viral load's, a troponin's or a CRP's upper limit is its detection limit, and '<20
  // copies/mL' is a result.
  if (!marker.plausible || marker.plausible.low <= 0) return null;
  if (!/^(?:<|≤|<=)/.test(row.valueText.trim())) return null;
  if (row.refLow !== null || row.refHigh !== null) return null;
  const bound = reference.toCanonical(marker.id, row.value, row.unit);
  if (bound === null || bound <= 0) return null;
  const isUpperLimit = marker.ranges.some(
    (range) =>
      range.high !== null &&
      range.high > 0 &&
      Math.abs(bound - range.high) <= LIMIT_NEARNESS * range.high,
  );
  if (!isUpperLimit) return null;
  return `“${row.valueText}” is the usual upper limit of ${marker.name}'s range, and no range was read beside it: it may be the report's reference range rather than the result; please check the value.`;
}

function plausibilityDoubt(
  row: ExtractedRow,
  marker: BiomarkerDefinition,
  reference: BiomarkerReference,
): string | null {
  if (marker.kind !== 'quantitative' || row.value === null) return null;
  const verdict = reference.plausibility(marker.id, row.value, row.unit);
  if (verdict !== 'implausible') return null;
  return (
    `${row.valueText} ${row.unitPrinted ?? row.unit ?? ''}`.trim() +
    ` is outside anything possible for ${marker.name}, so the value or the unit was probably misread; please check both.`
  );
}

/** A printed H or L against the value and the lab's own range. */
function flagDoubt(row: ExtractedRow, marker: BiomarkerDefinition): string | null {
  if (marker.kind !== 'quantitative' || row.value === null || !row.labFlag) return null;
  if (/^[<>]/.test(row.valueText)) return null;
  const side = outside(row);
  if (side === null || side === row.labFlag) return null;
  const said = row.labFlag === 'H' ? 'high' : 'low';
  return side === 'in'
    ? `The report marks this result ${said}, but the value we read is inside its printed range; please check the value.`
    : `The report marks this result ${said}, but the value we read is on the other side of its range; please check the value.`;
}

function outside(row: ExtractedRow): 'H' | 'L' | 'in' | null {
  return row.value === null ? null : sideOfRange(row.value, row);
}

/** Where a value lies against the row's printed range; null when the row prints none. */
export function sideOfRange(
  value: number,
  range: Pick<ExtractedRow, 'refLow' | 'refHigh'>,
): 'H' | 'L' | 'in' | null {
  if (range.refLow === null && range.refHigh === null) return null;
  if (range.refHigh !== null && value > range.refHigh) return 'H';
  if (range.refLow !== null && value < range.refLow) return 'L';
  return 'in';
}

/**
 * Across the report: where the lab flags its results outside their range (at least two rows carry
 * a flag), a row outside its printed range with no flag was probably misread (a history column
 * taken for the result, a range read as the value).
 */
export function markDoubtfulRows(
  rows: ExtractedRow[],
  context: Pick<ParseContext, 'reference'>,
): ExtractedRow[] {
  const named = withNamesakesByRange(
    withoutRepeatedResults(withoutStatusesOfResults(rows)),
    context.reference,
  );
  return markForeignRanges(markUnflaggedOutliers(markRepeatedTests(named, context)), context);
}

/**
 * A summary's line of a test and its status only ('Ferritin  normal', 'Vitamin B12  niedrig' at
 * the top of a home test's report), when the report gives the test's number too: the number is
 * the result, and the status line says no more than its flag. Where the two disagree (the summary
 * says normal, the number is flagged high or lies above its printed range; the summary says low,
 * the number is inside its range), one of them was misread or belongs to another test: the number
 * is held for review, as a printed flag that disagrees with its value is (flagDoubt).
 */
function withoutStatusesOfResults(rows: ExtractedRow[]): ExtractedRow[] {
  const isStatusOnly = (row: ExtractedRow) =>
    row.markerId !== null && row.value === null && isStatusWord(row.valueText.trim());
  const statuses = rows.filter(isStatusOnly);
  if (statuses.length === 0) return rows;
  return rows.flatMap((row) => {
    if (isStatusOnly(row))
      return rows.some((other) => other.markerId === row.markerId && other.value !== null)
        ? []
        : [row];
    if (row.value === null || row.reviewReason) return [row];
    const said = statuses.find(
      (status) => status.markerId === row.markerId && statusDisagrees(status.valueText.trim(), row),
    );
    return said
      ? [{ ...row, reviewReason: statusDisagreementReason(said.valueText.trim()) }]
      : [row];
  });
}

/** How a status word places a result: inside its range, above, below, or out of it either way. */
function statusSide(word: string): 'in' | 'H' | 'L' | 'out' | null {
  const flag = readFlag(word);
  if (flag === 'H' || flag === 'L') return flag;
  if (flag !== null || OUT_OF_RANGE_WORD.test(word)) return 'out';
  return IN_RANGE_ONLY_WORD.test(word) ? 'in' : null;
}

/** The side a numbered result stands on: its printed flag first, else against its printed range. */
function numberSide(row: ExtractedRow): 'in' | 'H' | 'L' | null {
  if (row.labFlag) return row.labFlag;
  if (/^[<>]/.test(row.valueText)) return null;
  return outside(row);
}

function statusDisagrees(word: string, row: ExtractedRow): boolean {
  const said = statusSide(word);
  const side = numberSide(row);
  if (said === null || side === null) return false;
  if (said === 'out') return side === 'in';
  return said !== side;
}

function statusDisagreementReason(word: string): string {
  return `The report's summary says “${word}” for this test, which disagrees with the value we read and its range; please check the value.`;
}

/**
 * One result printed twice, as a report that opens with a summary of its results out of range
 * and then prints them all ('RIEPILOGO — VALORI FUORI DALL'INTERVALLO', then 'REFERTO COMPLETO'),
 * or as a portal prints a strip of past results after them whose newest column is this visit's
 * ('Component  3/12/25  9/9/24', no unit): the same test and value, the same unit or none, and
 * no range that says they are two tests (rangesDiffer). It is one result, shown once: the reading
 * that printed a range and a unit, else a range, else a unit, else the first.
 */
function withoutRepeatedResults(rows: ExtractedRow[]): ExtractedRow[] {
  const hasRange = (row: ExtractedRow) => row.refLow !== null || row.refHigh !== null;
  const hasUnit = (row: ExtractedRow) => row.unit !== null;
  const isRepeatOf = (a: ExtractedRow, b: ExtractedRow) =>
    a.markerId !== null &&
    a.markerId === b.markerId &&
    (a.unit === b.unit || a.unit === null || b.unit === null) &&
    a.valueText === b.valueText &&
    !rangesDiffer(a, b);
  return rows.filter((row) => {
    if (row.markerId === null) return true;
    const repeats = rows.filter((other) => isRepeatOf(other, row));
    const kept =
      repeats.find((other) => hasRange(other) && hasUnit(other)) ??
      repeats.find(hasRange) ??
      repeats.find(hasUnit) ??
      repeats[0];
    return kept === row;
  });
}

/** A printed upper limit this many times ours, or ours this many times it, is another test's. */
const FOREIGN_RANGE_FACTOR = 3;

/**
 * A row whose printed range lies far from the test's usual one, in the same unit: the name read
 * may be another test's. A name cut to its column ('Bilirubin' for 'Bilirubine conjuguée',
 * printed 0.0-5.1 µmol/L) resolved to total bilirubin (3-21) and was shown as right when the
 * total's own row was not read. Labs' upper limits differ from ours by far less than threefold;
 * the row is held for the member to say which test it is.
 */
function markForeignRanges(
  rows: ExtractedRow[],
  context: Pick<ParseContext, 'reference'>,
): ExtractedRow[] {
  return rows.map((row) => {
    if (row.reviewReason || !row.markerId || !row.unit || row.refHigh === null) return row;
    if (row.refHigh <= 0) return row;
    const ours = context.reference.widestRange(row.markerId, row.unit);
    if (!ours?.high || ours.high <= 0) return row;
    const ratio = row.refHigh / ours.high;
    if (ratio > 1 / FOREIGN_RANGE_FACTOR && ratio < FOREIGN_RANGE_FACTOR) return row;
    if (isNearOwnRange(row, context.reference)) return row;
    return {
      ...row,
      reviewReason: `The range printed for this row (up to ${row.refHigh} ${row.unit}) is far from ${row.name}'s usual range (up to ${ours.high} ${row.unit}); please check which test this row is.`,
    };
  });
}

/**
 * Whether the printed upper limit lies near the upper limit of one of the test's own ranges (a
 * sex's, an age's): the span of all of them reaches far past one sex's (a woman's testosterone,
 * up to 1.7 nmol/L, against the span's 35), and a lab prints the range for its member.
 */
function isNearOwnRange(row: ExtractedRow, reference: BiomarkerReference): boolean {
  const marker = row.markerId ? reference.markers.get(row.markerId) : undefined;
  if (!marker || row.refHigh === null || row.refHigh <= 0) return false;
  const printed = reference.toCanonical(marker.id, row.refHigh, row.unit);
  if (printed === null || printed <= 0) return false;
  return marker.ranges.some((range) => {
    if (range.high === null || range.high <= 0) return false;
    const ratio = printed / range.high;
    return ratio > 1 / FOREIGN_RANGE_FACTOR && ratio < FOREIGN_RANGE_FACTOR;
  });
}

/** A row's result to compare: a number in the marker's canonical unit, or its word. */
function resultOf(row: ExtractedRow, context: Pick<ParseContext, 'reference'>): number | string {
  if (row.value === null || !row.markerId) return row.valueText.toLowerCase();
  return context.reference.toCanonical(row.markerId, row.value, row.unit) ?? row.valueText;
}

/**
 * One result printed in two units ('HbA1c 6.5 %' and '48 mmol/mol') converts to within rounding
 * (about 1 %); in one unit, a result is the same only when it is equal (sodium 141 and 142 differ).
 */
const TWO_UNITS_ROUNDING = 0.02;

function sameResult(a: ExtractedRow, b: ExtractedRow, ofA: number | string, ofB: number | string) {
  if (typeof ofA === 'string' || typeof ofB === 'string' || a.unit === b.unit) return ofA === ofB;
  return Math.abs(ofA - ofB) <= TWO_UNITS_ROUNDING * Math.max(Math.abs(ofA), Math.abs(ofB));
}

/**
 * One test read twice with different results ('Colesterolo  56' and 'Colesterolo  131' where the
 * report cut 'Colesterolo HDL' and 'Colesterolo LDL' short): at most one of them is that test, so
 * each is held for the member to say which test it is. A timed series (a glucose tolerance test)
 * is held too; that costs a check, never a wrong row.
 */
function markRepeatedTests(
  rows: ExtractedRow[],
  context: Pick<ParseContext, 'reference'>,
): ExtractedRow[] {
  const results = rows.map((row) => resultOf(row, context));
  // A number in a unit the test is never measured in ('Albumina  58,2 %', an electrophoresis
  // fraction's share beside its 4,19 g/dL) is held for its unit and contests no other row.
  const isInForeignUnit = (row: ExtractedRow) =>
    row.value !== null &&
    row.unit !== null &&
    row.markerId !== null &&
    context.reference.toCanonical(row.markerId, row.value, row.unit) === null;
  return rows.map((row, index) => {
    if (!row.markerId || row.reviewReason) return row;
    const differs = rows.some(
      (other, at) =>
        at !== index &&
        other.markerId === row.markerId &&
        !isInForeignUnit(other) &&
        (!sameResult(other, row, results[at]!, results[index]!) || rangesDiffer(other, row)),
    );
    if (!differs) return row;
    return {
      ...row,
      reviewReason: `This report lists ${row.name} more than once with different results or ranges; please check which test this row is.`,
    };
  });
}

/**
 * Two rows of one test in one unit whose printed ranges differ ('Colesterol 203 <200' and a
 * wrapped 'Colesterol[o non-HDL] 203 <160'): one lab prints one range for a test, so they are two
 * tests, whatever their results. In two units the ranges differ as the results do.
 */
function rangesDiffer(a: ExtractedRow, b: ExtractedRow): boolean {
  if (a.unit !== b.unit) return false;
  if (a.refLow === null && a.refHigh === null) return false;
  if (b.refLow === null && b.refHigh === null) return false;
  return a.refLow !== b.refLow || a.refHigh !== b.refHigh;
}

function markUnflaggedOutliers(rows: ExtractedRow[]): ExtractedRow[] {
  const flagged = rows.filter((row) => row.flagPrinted !== null && row.labFlag !== null).length;
  if (flagged < 2) return rows;
  return rows.map((row) => {
    if (row.reviewReason || row.flagPrinted !== null || /^[<>]/.test(row.valueText)) return row;
    const side = outside(row);
    if (side !== 'H' && side !== 'L') return row;
    return {
      ...row,
      reviewReason:
        'This value is outside its printed range, but the report prints no flag beside it as it does for other results; please check the value.',
    };
  });
}
