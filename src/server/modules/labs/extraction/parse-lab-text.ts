/**
 * Finds the biomarker rows in the text of a lab report (from a PDF's text layer or from OCR), one
 * printed line per row: name, value, unit, the lab's own range and the lab's flag, in whatever
 * order the layout prints them. Names are matched against the biomarker reference; a row the
 * reference does not know is kept with markerId null so the user can review it. Header and footer
 * lines (patient, dates, addresses, page numbers, signatures) are dropped before anything is read.
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { readCollectionDate } from './collection-date';
import type { ExtractedRow, LabSpecimen } from './extraction.types';
import { isBoilerplateLine, sectionSpecimen } from './lab-report-boilerplate';
import {
  detectNumberStyle,
  looksLikeUnit,
  readFlag,
  readNumericValue,
  readRange,
  tidyLine,
  type NumberStyle,
  type NumericValue,
  type PrintedFlag,
  type PrintedRange,
} from './lab-line-tokens';

interface ParseContext {
  reference: BiomarkerReference;
  style: NumberStyle;
  specimen: LabSpecimen;
  /** True once a section heading has named the specimen. */
  isSpecimenKnown: boolean;
  knownUnits: ReadonlySet<string>;
}

/** Printed names are short; a longer run of words before the value is a sentence, not a test. */
const MAX_NAME_WORDS = 8;

export interface ParsedLabReport {
  rows: ExtractedRow[];
  /** The collection date printed on the report (ISO 'YYYY-MM-DD'), or null when none is. */
  collectedOn: string | null;
}

/** The rows and the collection date of one report's text; `now` bounds the date (never future). */
export function parseLabReport(
  text: string,
  reference: BiomarkerReference,
  now: Date = new Date(),
): ParsedLabReport {
  return { rows: parseLabText(text, reference), collectedOn: readCollectionDate(text, now) };
}

export function parseLabText(text: string, reference: BiomarkerReference): ExtractedRow[] {
  const context: ParseContext = {
    reference,
    style: detectNumberStyle(text),
    specimen: 'blood',
    isSpecimenKnown: false,
    knownUnits: unitsKnownTo(reference),
  };
  const rows: ExtractedRow[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = tidyLine(rawLine);
    if (line === '' || isBoilerplateLine(line)) continue;
    const row = parseRowLine(line, context);
    if (row) {
      rows.push(row);
      continue;
    }
    // Only a line that is not a result can be a heading: 'Urine protein negative' is a row.
    const heading = sectionSpecimen(line);
    if (heading) {
      context.specimen = heading;
      context.isSpecimenKnown = true;
    }
  }
  return rows;
}

const unitsByReference = new WeakMap<BiomarkerReference, ReadonlySet<string>>();

function unitsKnownTo(reference: BiomarkerReference): ReadonlySet<string> {
  let units = unitsByReference.get(reference);
  if (!units) {
    units = new Set(
      reference
        .list()
        .flatMap((marker) => marker.units.map((unit) => unit.unit))
        .filter((unit) => unit !== ''),
    );
    unitsByReference.set(reference, units);
  }
  return units;
}

interface ResultCells {
  numeric: NumericValue | null;
  /** The ordinal/categorical value on the marker's scale, or the printed word for an unknown marker. */
  word: string | null;
  unitText: string | null;
  range: PrintedRange | null;
  flag: PrintedFlag | null;
  /** Tokens that are none of the above: a row with many of them is probably not a row. */
  unknownTokens: number;
}

interface Candidate {
  printedName: string;
  marker: BiomarkerDefinition | null;
  cells: ResultCells;
  nameWords: number;
}

function parseRowLine(line: string, context: ParseContext): ExtractedRow | null {
  const tokens = line.split(' ');
  if (tokens.length < 2 || !/^[\p{L}\d]/u.test(tokens[0]!)) return null;
  const candidates: Candidate[] = [];
  for (let split = 1; split < tokens.length && split <= MAX_NAME_WORDS; split++) {
    const printedName = cleanName(tokens.slice(0, split).join(' '));
    if (!isPlausibleName(printedName)) continue;
    const marker = resolveMarker(printedName, context);
    const cells = readResultCells(tokens.slice(split), marker, context);
    if (cells) candidates.push({ printedName, marker, cells, nameWords: split });
  }
  const chosen = chooseCandidate(candidates, context);
  return chosen ? toRow(chosen, context) : null;
}

/**
 * A known marker wins; among known ones the fewest leftover tokens, then the longest name
 * ('Vitamin B 12' over 'Vitamin B'). An unknown name is kept only when the rest is a clean result.
 */
function chooseCandidate(candidates: Candidate[], context: ParseContext): Candidate | null {
  const known = candidates
    .filter((candidate) => candidate.marker !== null)
    .sort((a, b) => a.cells.unknownTokens - b.cells.unknownTokens || b.nameWords - a.nameWords);
  if (known[0] && known[0].cells.unknownTokens <= 2) return known[0];
  return (
    candidates.find(({ cells }) => {
      if (cells.unknownTokens > 0) return false;
      if (cells.numeric) return cells.unitText !== null || cells.range !== null;
      // Unknown dipstick tests are kept inside a urine section only.
      return cells.word !== null && context.isSpecimenKnown && context.specimen === 'urine';
    }) ?? null
  );
}

function cleanName(raw: string): string {
  return raw
    .replace(/^[•·\-–*>#]+\s*/, '')
    .replace(/[\s:;.,=_]+$/, '')
    .trim();
}

function isPlausibleName(name: string): boolean {
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 2 && !/^[<>]/.test(name) && !/^\d+(?:[.,]\d+)?$/.test(name);
}

/** Qualifiers printed after a name that do not change which test it is. */
const QUALIFIERS = /\b(?:fasting|random|non-fasting|calculated|calc|quantitative|screen)\b/gi;

function resolveMarker(printedName: string, context: ParseContext): BiomarkerDefinition | null {
  const { reference } = context;
  const tried = new Set<string>();
  for (const name of [
    printedName,
    ...ocrNameVariants(printedName),
    withoutQualifiers(printedName),
  ]) {
    if (name === '' || tried.has(name)) continue;
    tried.add(name);
    const marker =
      reference.resolveName(name, context.specimen) ??
      // Without a heading, a dipstick test on its own ('Nitrite') still names its specimen.
      (context.isSpecimenKnown ? null : reference.resolveName(name, 'urine'));
    if (marker) return marker;
  }
  return null;
}

function withoutQualifiers(name: string): string {
  return name
    .replace(QUALIFIERS, ' ')
    .replace(/[,()\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What OCR makes of names with digits: 'HbAlc' (l for 1), 'Vitamin Bl2', 'C02' (0 for O). */
function ocrNameVariants(name: string): string[] {
  return [
    name.replace(/(?<=[A-Za-z])[lI|](?=c\b|\d)/g, '1'),
    name.replace(/(?<=[A-Z])0(?=\d|\b)/g, 'O'),
  ].filter((variant) => variant !== name);
}

/** Ordinal words an unknown urine test may print. */
const GENERIC_ORDINAL =
  /^(?:neg|negative|pos|positive|trace|tr|nil|none|normal|abnormal|detected|not detected|present|absent|[1-4]\+|\+{1,4}|few|moderate|many|small|large)$/i;

/** Printed "reference" texts of ordinal results ('Negative', 'Clear', 'Not detected'). */
const ORDINAL_REFERENCE =
  /^(?:neg|negative|nil|none|normal|clear|yellow|pale yellow|straw|not detected|absent|none seen)$/i;

function readResultCells(
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
    unknownTokens: 0,
  };
  let index = 0;
  // A flag column printed before the result: 'H 102 mg/dL'.
  const leadingFlag = readFlag(tokens[0] ?? '');
  if (leadingFlag && tokens.length > 1 && startsWithValue(tokens.slice(1), marker, context)) {
    cells.flag = leadingFlag;
    index = 1;
  }
  const value = readValue(tokens, index, marker, context);
  if (!value) return null;
  cells.numeric = value.numeric;
  cells.word = value.word;
  if (value.numeric?.flag) cells.flag = value.numeric.flag;
  index = value.next;

  const spareNumbers: number[] = [];
  while (index < tokens.length) {
    const token = tokens[index]!;
    const phrase = ordinalReferenceAt(tokens, index);
    if (phrase > 0) {
      index += phrase;
      continue;
    }
    index++;
    const flag = readFlag(token);
    if (flag && !cells.flag) {
      cells.flag = flag;
      continue;
    }
    const range = readRange(token, context.style);
    if (range && !cells.range) {
      cells.range = range;
      continue;
    }
    if (
      !cells.unitText &&
      looksLikeUnit(token, context.knownUnits, context.reference.normaliseUnit)
    ) {
      cells.unitText = token;
      continue;
    }
    // '(IFCC)', '(NGSP)', '[fasting]': a method note beside the unit.
    if (/^[([][\p{L}\s.-]*[)\]]$/u.test(token)) continue;
    const spare = readNumericValue(token, context.style);
    if (spare && !spare.comparator) {
      spareNumbers.push(spare.value);
      continue;
    }
    cells.unknownTokens++;
  }
  // OCR sometimes drops the dash of a range: two numbers in order after the result are the range.
  if (!cells.range && spareNumbers.length === 2 && spareNumbers[0]! < spareNumbers[1]!) {
    cells.range = { low: spareNumbers[0]!, high: spareNumbers[1]! };
  } else if (spareNumbers.length > 0) {
    cells.unknownTokens += spareNumbers.length > 2 ? 1 : 0; // a previous-result column is allowed
  }
  return cells;
}

function startsWithValue(
  tokens: string[],
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): boolean {
  return readValue(tokens, 0, marker, context) !== null;
}

function ordinalReferenceAt(tokens: string[], index: number): number {
  for (const length of [2, 1]) {
    const phrase = tokens.slice(index, index + length).join(' ');
    if (tokens.length - index >= length && ORDINAL_REFERENCE.test(phrase)) return length;
  }
  return 0;
}

interface ReadValue {
  numeric: NumericValue | null;
  word: string | null;
  next: number;
}

function readValue(
  tokens: string[],
  index: number,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): ReadValue | null {
  const first = tokens[index];
  if (first === undefined) return null;
  if (marker && marker.kind !== 'quantitative') {
    const single = context.reference.normaliseOrdinal(marker.id, first);
    // 'Not detected', 'Slightly cloudy', 'Dark yellow': a phrase of words that means more than its first word.
    for (const length of [3, 2]) {
      const words = tokens.slice(index, index + length);
      if (words.length < length || !words.every((word) => /^[\p{L}-]+$/u.test(word))) continue;
      const onScale = context.reference.normaliseOrdinal(marker.id, words.join(' '));
      if (onScale && onScale !== single)
        return { numeric: null, word: onScale, next: index + length };
    }
    if (single) {
      // A number read onto the scale ('0.2' urobilinogen) keeps its number too.
      return { numeric: readNumericValue(first, context.style), word: single, next: index + 1 };
    }
  }
  const numeric = readNumericValue(first, context.style);
  if (numeric) return { numeric, word: null, next: index + 1 };
  for (const length of [2, 1]) {
    if (index + length > tokens.length) continue;
    const phrase = tokens.slice(index, index + length).join(' ');
    if (GENERIC_ORDINAL.test(phrase)) {
      return { numeric: null, word: phrase.toLowerCase(), next: index + length };
    }
  }
  return null;
}

function toRow(candidate: Candidate, context: ParseContext): ExtractedRow {
  const { marker, cells, printedName } = candidate;
  const unit = cells.unitText ? unitFor(marker, cells.unitText, context.reference) : null;
  const isQuantitative = !marker || marker.kind === 'quantitative';
  const value = isQuantitative && cells.numeric ? cells.numeric.value : null;
  const valueText = cells.word ?? cells.numeric?.text ?? '';
  const range =
    cells.range && marker && unit
      ? restoreLostDecimals(cells.range, marker, unit, context.reference)
      : cells.range;
  return {
    name: marker?.name ?? printedName,
    printedName,
    markerId: marker?.id ?? null,
    value,
    valueText,
    unit,
    refLow: range?.low ?? null,
    refHigh: range?.high ?? null,
    labFlag: directionOf(cells, range, marker, value),
    specimen:
      marker?.specimen ?? (/\b(?:urine|urinary)\b/i.test(printedName) ? 'urine' : context.specimen),
  };
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
  if (ends.length === 0 || !ends.every(Number.isInteger)) return range;
  const ours = reference.referenceRange(marker.id, {}, unit);
  if (!ours) return range;
  const isPlausible = (candidate: PrintedRange) =>
    [candidate.low, candidate.high].every(
      (end) =>
        end === null ||
        end === 0 ||
        ((ours.low === null || ours.low === 0 || end >= ours.low / 4) &&
          (ours.high === null || end <= ours.high * 4)),
    );
  if (isPlausible(range)) return range;
  for (const divisor of [10, 100]) {
    const divide = (end: number | null) =>
      end === null ? null : Number((end / divisor).toFixed(6));
    const candidate = { low: divide(range.low), high: divide(range.high) };
    if (isPlausible(candidate)) return candidate;
  }
  return range;
}

/**
 * The reference's spelling of the printed unit; when the marker does not list it, the OCR misreads
 * of a unit it does list ('pmol/L' for µmol/L, 'x10°/L' for ×10⁹/L) are tried before giving up.
 */
function unitFor(
  marker: BiomarkerDefinition | null,
  printed: string,
  reference: BiomarkerReference,
): string {
  const unit = reference.normaliseUnit(printed);
  if (!marker) return unit;
  const listed = new Set(marker.units.map((definition) => definition.unit));
  if (listed.has(unit)) return unit;
  for (const variant of ocrUnitVariants(printed)) {
    const spelled = reference.normaliseUnit(variant);
    if (listed.has(spelled)) return spelled;
  }
  return unit;
}

function ocrUnitVariants(printed: string): string[] {
  const variants = [
    printed.replace(/^(?:[pun]|pu|µu)(?=[a-zA-Z])/, 'µ'),
    printed.replace(/l$/, 'L'),
    printed.replace(/(\d)[lI]/g, '$11'),
  ];
  // A superscript exponent misread ('x10°/L', 'x1073/uL', 'x10"9/L'): try the powers of ten,
  // the one whose digits the misreading ends with first.
  const power = /10([^/\s]{0,4})\//.exec(printed);
  if (power) {
    const misread = power[1] ?? '';
    const exponents = ['9', '12', '3', '6'].sort(
      (a, b) => Number(misread.endsWith(b)) - Number(misread.endsWith(a)),
    );
    for (const exponent of exponents) variants.push(printed.replace(power[0], `10^${exponent}/`));
  }
  return variants.filter((variant) => variant !== printed);
}
