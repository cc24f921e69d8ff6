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
import { isBoilerplateLine, sectionSpecimen, withoutDates } from './lab-report-boilerplate';
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
import { checkOcrValue, markerForMisreadName, repairOcrUnit } from './ocr-misreads';

interface ParseContext {
  reference: BiomarkerReference;
  style: NumberStyle;
  specimen: LabSpecimen;
  /** True once a section heading has named the specimen. */
  isSpecimenKnown: boolean;
  /** True when the specimen was inferred from the rows (urine tests with no heading), not printed. */
  isSpecimenInferred: boolean;
  knownUnits: ReadonlySet<string>;
  /** The order of the result columns, from the column headings when the report prints them. */
  columns: readonly ResultColumn[] | null;
  /**
   * True when the text came from OCR (a photo or a scan): a value is then checked for the digits
   * OCR makes up or loses (a decimal point, an arrow read as '1'), see ocr-misreads.ts.
   */
  isOcr: boolean;
}

export interface ParseOptions {
  /** The text was read by OCR from a picture (see ParseContext.isOcr). */
  isOcr?: boolean;
}

/** The result columns a heading line can name (the name column comes first on every layout). */
type ResultColumn = 'value' | 'range' | 'unit' | 'flag' | 'previous';

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
  options: ParseOptions = {},
): ParsedLabReport {
  return {
    rows: parseLabText(text, reference, options),
    collectedOn: readCollectionDate(text, now),
  };
}

export function parseLabText(
  text: string,
  reference: BiomarkerReference,
  options: ParseOptions = {},
): ExtractedRow[] {
  const context: ParseContext = {
    isOcr: options.isOcr ?? false,
    reference,
    style: detectNumberStyle(text),
    specimen: 'blood',
    isSpecimenKnown: false,
    isSpecimenInferred: false,
    knownUnits: unitsKnownTo(reference),
    columns: null,
  };
  const lines = text.split(/\r?\n/).map(tidyLine);
  const siteCode = siteCodeColumn(lines);
  const rows: ExtractedRow[] = [];
  // The row read from the line before, while a wrapped name may still continue under it.
  let previous: Candidate | null = null;
  // A line of words alone, which may be the first half of a name whose result is on the next line.
  let nameStart: string | null = null;
  for (const tidied of lines) {
    const line = siteCode ? withoutTrailingCode(tidied, siteCode) : tidied;
    const wrapped = previous;
    const start = nameStart;
    previous = null;
    nameStart = null;
    if (line === '') continue;
    const columns = readColumnHeadings(line);
    if (columns) {
      context.columns = columns;
      continue;
    }
    if (isBoilerplateLine(line)) {
      // A previous result printed with its date ('7.1 05/14/2026') beside the current one.
      const undated = withoutDates(line);
      const row = undated ? parseRowLine(tidyLine(undated), context) : null;
      if (row?.markerId) rows.push(row);
      continue;
    }
    const read = readRowLine(line, context);
    const chosen = read && start ? (nameContinuedFrom(start, read, context) ?? read) : read;
    if (chosen) {
      rows.push(toRow(chosen, context));
      previous = chosen;
      continue;
    }
    const joined = wrapped && continuedName(wrapped, line, context);
    if (joined) {
      rows[rows.length - 1] = toRow(joined, context);
      continue;
    }
    // Only a line that is not a result can be a heading: 'Urine protein negative' is a row.
    const heading = sectionSpecimen(line);
    if (heading) {
      context.specimen = heading;
      context.isSpecimenKnown = true;
      context.isSpecimenInferred = false;
    } else if (isWordsOnly(line)) {
      nameStart = line;
    }
  }
  return context.isOcr ? withArrowsReadAsOnes(rows) : rows;
}

/**
 * On a report whose arrow flags OCR read as a separate '1' or 't' (a row read '412 1' above its
 * range), an arrow glued to a whole number reads as its last digit ('231↑' → '2311'). Such a
 * number is taken back to what was printed when it is more than five times the range's upper end
 * and the number without its last '1' is above that end (the arrow's direction) and within three
 * times it; the row says so for review.
 */
function withArrowsReadAsOnes(rows: ExtractedRow[]): ExtractedRow[] {
  const printsArrows = rows.some(
    (row) => row.labFlag !== null && row.flagPrinted !== null && /^[1tT†]$/.test(row.flagPrinted),
  );
  if (!printsArrows) return rows;
  return rows.map((row) => {
    const { value, valueText, refLow, refHigh } = row;
    if (
      value === null ||
      row.markerId === null ||
      row.flagPrinted !== null ||
      !/^\d{2,}1$/.test(valueText) ||
      refHigh === null ||
      !Number.isInteger(refHigh) ||
      (refLow !== null && !Number.isInteger(refLow)) ||
      value <= refHigh * 5
    )
      return row;
    const stripped = Number(valueText.slice(0, -1));
    if (stripped <= refHigh || stripped > refHigh * 3) return row;
    return {
      ...row,
      value: stripped,
      valueText: String(stripped),
      labFlag: 'H',
      flagPrinted: '1',
      reviewReason: `Read as '${valueText}': on this report arrows were read as '1', and the last '1' was taken for the printed ↑ flag. Please check the value.`,
    };
  });
}

function isWordsOnly(line: string): boolean {
  const words = line.split(' ');
  return words.length <= 4 && words.every((word) => /^[\p{L}()[\],.'-]+$/u.test(word));
}

/**
 * The other way round: 'Gamma Glutamyl' alone, then 'Transferase  41  U/L  0-38'. The words
 * above a row whose name is unknown are put before it when together they name a test.
 */
function nameContinuedFrom(start: string, row: Candidate, context: ParseContext): Candidate | null {
  if (row.marker || /^(?:method|note|comments?|remarks?|interpretation)\b/i.test(start))
    return null;
  const printedName = `${cleanName(start)} ${row.printedName}`;
  const marker = resolveMarkers(printedName, context)[0] ?? null;
  return marker ? { ...row, printedName, marker } : null;
}

/**
 * A performing-site or method code printed as the last column of every row ('01', 'MD', 'EZ'):
 * the short code that ends at least three lines with a number in them, and is no flag or unit.
 */
function siteCodeColumn(lines: string[]): string | null {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const tokens = line.split(' ');
    const last = tokens.at(-1) ?? '';
    if (tokens.length < 3 || !/^[A-Z0-9]{2,3}$/.test(last) || readFlag(last)) continue;
    if (!tokens.slice(1, -1).some((token) => /\d/.test(token))) continue;
    counts.set(last, (counts.get(last) ?? 0) + 1);
  }
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best && best[1] >= 3 ? best[0] : null;
}

function withoutTrailingCode(line: string, code: string): string {
  return line.endsWith(` ${code}`) ? line.slice(0, -code.length - 1) : line;
}

/** Words of column headings, longest first, and the column each names. */
const COLUMN_WORDS: [RegExp, ResultColumn][] = [
  [
    /^(?:previous(?: results?)?(?: and date)?|prior(?: results?)?|last results?|ant[ée]riorit[ée]s?|vorwert|cumulative)/i,
    'previous',
  ],
  [/^(?:in range|out of range|within range|outside range)/i, 'value'],
  [
    /^(?:(?:biological |standard |normal |expected )?ref(?:erence)?\.?(?: range| interval| values?| limits?)?|(?:normal|standard|expected|target) (?:range|values?)|range|interval|limits|referenzbereich|referenzwerte?|normbereich|normwerte?|valeurs? (?:de r[ée]f[ée]rence|usuelles|normales)|valori di riferimento|intervalo de referencia)/i,
    'range',
  ],
  [/^(?:units?|einheit|unit[ée]s?|unit[àa])/i, 'unit'],
  [/^(?:flags?|abnormal|abn|kennz\w*)/i, 'flag'],
  [
    /^(?:(?:current |your |observed |test )?(?:results?|values?)(?: and flag)?|ergebnis|r[ée]sultats?|risultato|resultado|befund)/i,
    'value',
  ],
];

/**
 * The result columns in printed order when the line is a row of column headings ('Test Result
 * Flag Units Reference range', 'Investigation Ref. range Result Units'), else null.
 */
function readColumnHeadings(line: string): ResultColumn[] | null {
  if (/\d/.test(line) || line.length > 160) return null;
  const found: ResultColumn[] = [];
  let skipped = 0;
  let rest = line;
  while (rest !== '') {
    const match = COLUMN_WORDS.map(([pattern, column]) => ({
      column,
      length: pattern.exec(rest)?.[0].length ?? 0,
    }))
      .filter(({ length }) => length > 0 && (rest.length === length || rest[length] === ' '))
      .sort((a, b) => b.length - a.length)[0];
    if (match) {
      if (!found.includes(match.column)) found.push(match.column);
      rest = rest.slice(match.length).trimStart();
    } else {
      const space = rest.indexOf(' ');
      rest = space === -1 ? '' : rest.slice(space + 1);
      skipped++;
    }
  }
  // The name column's title ('Test Name', 'Component') is skipped; a sentence has many more words.
  return skipped <= 3 &&
    found.includes('value') &&
    (found.includes('range') || found.includes('unit'))
    ? found
    : null;
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
  /** The flag as printed ('H', '*', 'High'). */
  flagText: string | null;
  /** Tokens that are none of the above: a row with many of them is probably not a row. */
  unknownTokens: number;
  /** Set when the row is kept without a value because none could be read safely. */
  reviewReason: string | null;
  /** An arrow flag OCR read as '1' or 't' beside the value: its direction comes from the range. */
  arrowText: string | null;
}

interface Candidate {
  printedName: string;
  marker: BiomarkerDefinition | null;
  cells: ResultCells;
  nameWords: number;
}

/**
 * A long name printed over two lines, the result on the first: 'Thyroid Stimulating  2.10 mIU/L'
 * then 'Hormone'. The words under a row whose name is unknown are joined to it when together they
 * name a test.
 */
function continuedName(row: Candidate, line: string, context: ParseContext): Candidate | null {
  if (!isWordsOnly(line)) return null;
  if (row.marker || sectionSpecimen(line) || readColumnHeadings(line)) return null;
  if (/^(?:method|note|comments?|remarks?|interpretation|specimen|sample|source)\b/i.test(line))
    return null;
  const printedName = `${row.printedName} ${cleanName(line)}`;
  const marker = resolveMarkers(printedName, context)[0] ?? null;
  return marker ? { ...row, printedName, marker } : null;
}

function parseRowLine(line: string, context: ParseContext): ExtractedRow | null {
  const chosen = readRowLine(line, context);
  return chosen ? toRow(chosen, context) : null;
}

function readRowLine(line: string, context: ParseContext): Candidate | null {
  const tokens = line.split(' ');
  if (tokens.length < 2 || !/^[\p{L}\d]/u.test(tokens[0]!)) return null;
  const candidates: Candidate[] = [];
  for (let split = 1; split < tokens.length && split <= MAX_NAME_WORDS; split++) {
    const printedName = cleanName(tokens.slice(0, split).join(' '));
    if (!isPlausibleName(printedName) || holdsResultToken(tokens.slice(1, split), context))
      continue;
    // 'Haemoglobin (Hb)  L  12.6': a high/low flag column before the value is no part of the name.
    const lastWord = tokens[split - 1]!;
    const flag = split > 1 ? readFlag(lastWord) : null;
    if ((flag === 'H' || flag === 'L') && readNumericValue(tokens[split]!, context.style)) continue;
    const read = readWithBestMarker(printedName, tokens.slice(split), context);
    if (read) candidates.push({ printedName, ...read, nameWords: split });
  }
  const chosen = chooseCandidate(candidates, context);
  if (!chosen) return null;
  noteSpecimen(chosen.marker, context);
  return chosen;
}

/**
 * The marker a name means, read against the result it prints: 'Protein  Trace' is the urine
 * dipstick and 'Protein  7.1 g/dL' the blood test, whatever the section. The section's specimen
 * is tried first; the other specimen only when its marker fits the result and the first does not.
 */
function readWithBestMarker(
  printedName: string,
  rest: string[],
  context: ParseContext,
): { marker: BiomarkerDefinition | null; cells: ResultCells } | null {
  const options = resolveMarkers(printedName, context);
  let first: { marker: BiomarkerDefinition | null; cells: ResultCells } | null = null;
  for (const marker of options) {
    const cells = readResultCells(rest, marker, context);
    if (!cells) continue;
    if (fitsResult(marker, cells, context)) return { marker, cells };
    first ??= { marker, cells };
  }
  if (first) return first;
  if (options.length > 0) return null;
  const cells = readResultCells(rest, null, context);
  return cells ? { marker: null, cells } : null;
}

function fitsResult(
  marker: BiomarkerDefinition,
  cells: ResultCells,
  context: ParseContext,
): boolean {
  if (marker.kind !== 'quantitative') return cells.word !== null;
  if (!cells.numeric) return cells.word !== null && marker.specimen === 'urine';
  if (!cells.unitText) return true;
  const unit = context.reference.normaliseUnit(cells.unitText);
  return (
    marker.units.some((definition) => definition.unit === unit) ||
    marker.units.length === 0 ||
    repairOcrUnit(cells.unitText, marker, context.reference) !== null
  );
}

/**
 * Urine tests printed with no urine heading (an Indian 'CLINICAL PATHOLOGY' section, a plain
 * dipstick list) make the rows that follow urine rows until a blood test or heading comes.
 */
function noteSpecimen(marker: BiomarkerDefinition | null, context: ParseContext): void {
  if (!marker) return;
  if (marker.specimen === 'urine' && !context.isSpecimenKnown) {
    context.specimen = 'urine';
    context.isSpecimenKnown = true;
    context.isSpecimenInferred = true;
  } else if (marker.specimen === 'blood' && context.isSpecimenInferred) {
    context.specimen = 'blood';
    context.isSpecimenKnown = false;
    context.isSpecimenInferred = false;
  }
}

/**
 * A known marker wins; among known ones the fewest leftover tokens, then the longest name
 * ('Vitamin B 12' over 'Vitamin B'). An unknown name is kept only when the rest is a clean result.
 */
function chooseCandidate(candidates: Candidate[], context: ParseContext): Candidate | null {
  const known = candidates
    .filter((candidate) => candidate.marker !== null)
    .sort(
      (a, b) =>
        // A row with a value beats one kept for review ('ALT 52 U/L 7-40' is not 'ALT 52 U/L' + range).
        Number(a.cells.reviewReason !== null) - Number(b.cells.reviewReason !== null) ||
        a.cells.unknownTokens - b.cells.unknownTokens ||
        b.nameWords - a.nameWords,
    );
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

/** A decimal number or a known unit cannot be part of a name: the result has begun. */
function holdsResultToken(words: string[], context: ParseContext): boolean {
  return words.some(
    (word) =>
      /^[<>]?\d+[.,]\d+$/.test(word) ||
      // A bracketed flag before the result: 'Potassium (L) 3.1'.
      (/^[([]/.test(word) && readFlag(word) !== null) ||
      // '%' and '#' end differential names ('Neutrophils %', 'NEUT #').
      (word !== '%' && context.knownUnits.has(context.reference.normaliseUnit(word))),
  );
}

function isPlausibleName(name: string): boolean {
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 2 || /^[<>]/.test(name) || /^\d+(?:[.,]\d+)?$/.test(name)) return false;
  // 'Immature Granulocytes  Not Estab.': the range column's words are no part of the name.
  if (NO_RANGE_AT_END.test(name)) return false;
  // A comment or interpretation line: 'Deficiency: <20 ng/mL', 'Note: TSH ...', 'A; B', or a
  // name that holds a range or a comparison ('Insufficiency 25-75').
  if (/\p{L}\s*:\s+\S/u.test(name) || /;/.test(name)) return false;
  return !name
    .split(' ')
    .some((word) => /^[<>]=?\d/.test(word) || /^\d+(?:[.,]\d+)?-\d/.test(word));
}

/**
 * Qualifiers printed around a name that do not change which test it is ('Glucose Lvl', 'Total RBC
 * Count', 'Neutrophils abs.', 'TSH - Ultrasensitive'); tried only when the name as printed is unknown.
 */
const QUALIFIERS =
  /(?<![\p{L}-])(?:fasting|random|non-fasting|calculated|calc|quantitative|screen|lvl|level|total|direct|absolute|abs|ultrasensitive|ultra-sensitive|count)(?![\p{L}-])/giu;

/**
 * The markers a printed name can mean: the section's specimen first, then the other one (a
 * dipstick test with no heading, 'Protein  Trace' in a section the report did not call urine).
 */
function resolveMarkers(printedName: string, context: ParseContext): BiomarkerDefinition[] {
  const other: LabSpecimen = context.specimen === 'blood' ? 'urine' : 'blood';
  const found: BiomarkerDefinition[] = [];
  for (const specimen of [context.specimen, other]) {
    const marker = resolveIn(printedName, specimen, context.reference);
    if (marker && !found.includes(marker)) found.push(marker);
  }
  return found;
}

function resolveIn(
  printedName: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  const tried = new Set<string>();
  const withoutMethod = withoutBracketedNote(printedName);
  for (const name of [
    printedName,
    ...ocrNameVariants(printedName),
    withoutMethod,
    withoutQualifiers(printedName),
    withoutQualifiers(withoutMethod),
  ]) {
    if (name === '' || tried.has(name)) continue;
    tried.add(name);
    const marker = reference.resolveName(name, specimen);
    if (marker) return marker;
  }
  // One OCR slip in the name ('HbA1lc', 'Thyrod'), matched to one marker only.
  for (const name of [printedName, withoutMethod]) {
    const marker = name ? markerForMisreadName(name, specimen, reference) : null;
    if (marker) return marker;
  }
  return null;
}

/** 'HbA1c (DCCT/NGSP)', '25-OH Vitamin D (D2+D3)', 'eAG (calc)': a method or abbreviation note. */
function withoutBracketedNote(name: string): string {
  return name
    .replace(/\s*[([][^()[\]]*[)\]]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function withoutQualifiers(name: string): string {
  return name
    .replace(QUALIFIERS, ' ')
    .replace(/[,()\s-]+$/g, '')
    .replace(/^[,()\s-]+/g, '')
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

/** Words a result column prints for a test with no number: dipstick grades, microscopy counts. */
const GENERIC_ORDINAL =
  /^(?:neg|negative|pos|positive|trace|tr|nil|none|none seen|not seen|normal|abnormal|detected|not detected|present|absent|reactive|non-reactive|nonreactive|non reactive|[1-4]\+|\+{1,4}|few|occasional|rare|moderate|many|numerous|plenty|small|large)$/i;

/** Printed "reference" texts of ordinal results ('Negative', 'Clear', 'Not detected'). */
const ORDINAL_REFERENCE =
  /^(?:neg|negative|nil|none|normal|clear|yellow|pale yellow|straw|not detected|absent|none seen)$/i;

/** What a reference column prints when it has no range: 'Not Estab.', 'See note', 'N/A'. */
const NO_RANGE =
  /^(?:not estab\.?|not established|see note|see comment|see below|see report|not applicable|n\/a|na|--)$/i;

/** A name that ends in the words of an empty range column has taken them from that column. */
const NO_RANGE_AT_END = /\s(?:not estab\.?|not established|see note|see comment|see below|n\/a)$/i;

const REVIEW_NO_VALUE =
  'No result could be told apart from the reference range on this line; please enter the value.';

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
    flagText: null,
    unknownTokens: 0,
    reviewReason: null,
    arrowText: null,
  };
  let index = 0;
  // A flag column printed before the result: 'H 102 mg/dL'.
  const leadingFlag = readFlag(tokens[0] ?? '');
  if (leadingFlag && tokens.length > 1 && startsWithValue(tokens.slice(1), marker, context)) {
    cells.flag = leadingFlag;
    cells.flagText = tokens[0] ?? null;
    index = 1;
  }
  // A reference range printed before the result ('[0.27 - 4.20]  6.8 H  mU/L'): taken as the
  // range, never as the value, when the column headings say so or a span is followed by a number.
  const leadingRange = readRange(tokens[index] ?? '', context.style);
  if (leadingRange && isRangeBeforeValue(tokens, index, marker, context)) {
    cells.range = leadingRange;
    index++;
  }
  // 'Not Estab.' in a range column printed before the result: no range, and no part of the value.
  const leadingNoRange = noRangeAt(tokens, index);
  if (leadingNoRange > 0 && readValue(tokens, index + leadingNoRange, marker, context)) {
    index += leadingNoRange;
  }
  const value = readValue(tokens, index, marker, context) ?? readSpanResult(tokens, index, context);
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
    if (value.numeric?.flag) {
      cells.flag = value.numeric.flag;
      cells.flagText = value.numeric.flagText;
    }
    index = value.next;
  }

  const afterValue = value ? index : -1;
  const spareNumbers: number[] = [];
  while (index < tokens.length) {
    const token = tokens[index]!;
    // '412 1 10^9/l': an arrow flag read as '1' or 't' right after the value, on a picture.
    if (context.isOcr && index === afterValue && !cells.flag && /^[1tT†]$/.test(token)) {
      cells.arrowText = token;
      index++;
      continue;
    }
    const phrase = ordinalReferenceAt(tokens, index);
    if (phrase > 0) {
      index += phrase;
      continue;
    }
    // 'Not Estab.' or 'See note' in the range column: words that say there is no range, skipped
    // so they are read as neither the range nor a flag.
    const noRangeWords = noRangeAt(tokens, index);
    if (noRangeWords > 0) {
      index += noRangeWords;
      continue;
    }
    index++;
    const flag = readFlag(token);
    if (flag && !cells.flag) {
      cells.flag = flag;
      cells.flagText = token;
      continue;
    }
    const range = readRange(token, context.style);
    if (range && !cells.range) {
      cells.range = range;
      continue;
    }
    if (
      !cells.unitText &&
      (looksLikeUnit(token, context.knownUnits, context.reference.normaliseUnit) ||
        (marker && repairOcrUnit(token, marker, context.reference)))
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
  return cells;
}

/**
 * A span printed as the result, with the reference range after it: 'Pus cells  8-10 /hpf  0-5'
 * (cells per field, counted as a span). It is kept as text; the range after it stays the range.
 */
function readSpanResult(tokens: string[], index: number, context: ParseContext): ReadValue | null {
  const token = tokens[index] ?? '';
  if (!/^\d+(?:[.,]\d+)?-\d+(?:[.,]\d+)?$/.test(token)) return null;
  const laterRange = tokens.slice(index + 1).some((later) => readRange(later, context.style));
  return laterRange ? { numeric: null, word: token, next: index + 1 } : null;
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
): boolean {
  const rest = tokens.slice(index + 1);
  const hasValueAfter = readValue(rest, 0, marker, context) !== null;
  const columns = context.columns;
  if (columns) {
    const range = columns.indexOf('range');
    const value = columns.indexOf('value');
    // Even with no result after it: a range in the range column is never read as the value.
    if (range !== -1 && value !== -1) return range < value;
  }
  const token = tokens[index] ?? '';
  if (/^[<>]/.test(token) || !hasValueAfter) return false;
  return !rest.some((later) => readRange(later, context.style) !== null);
}

/** How many tokens from `index` spell a NO_RANGE phrase (two-word phrases first), or 0. */
function noRangeAt(tokens: string[], index: number): number {
  for (const length of [2, 1]) {
    const phrase = tokens.slice(index, index + length).join(' ');
    if (tokens.length - index >= length && NO_RANGE.test(phrase)) return length;
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
      // A shorter phrase that already means something else wins: 'Not Detected Not Detected'
      // is 'Not Detected' (negative), never a three-word reading through 'Detected' (positive).
      const shorter = context.reference.normaliseOrdinal(marker.id, words.slice(0, -1).join(' '));
      const isWhole = shorter === null || shorter === onScale;
      if (onScale && onScale !== single && isWhole)
        return { numeric: null, word: onScale, next: index + length };
    }
    if (single) {
      // A number read onto the scale ('0.2' urobilinogen) keeps its number too.
      return { numeric: readNumericValue(first, context.style), word: single, next: index + 1 };
    }
  }
  const numeric = readNumericValue(first, context.style);
  if (numeric) return { numeric, word: null, next: index + 1 };
  // 'S8H': a blurred '5' read as 'S' at the start of a value on a picture. Only a leading S
  // followed by digits (and a flag), never a word: the value is then checked like any OCR value.
  const leadingS = context.isOcr ? /^S(\d[\d.,]*(?:[HL])?)$/.exec(first) : null;
  const sValue = leadingS?.[1] ? readNumericValue(`5${leadingS[1]}`, context.style) : null;
  if (sValue) return { numeric: sValue, word: null, next: index + 1 };
  // '231t': an arrow flag glued to the value and read as 't' on a picture; its direction comes
  // from the printed range (an undirected flag).
  const arrowed = context.isOcr ? /^(\d+(?:[.,]\d+)?)[tT†]$/.exec(first) : null;
  const arrowedValue = arrowed?.[1] ? readNumericValue(arrowed[1], context.style) : null;
  if (arrowedValue) {
    return {
      numeric: { ...arrowedValue, flag: '*', flagText: first.slice(-1) },
      word: null,
      next: index + 1,
    };
  }
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
  const { cells, printedName } = candidate;
  const marker = withPrintedUnit(candidate.marker, cells.unitText, context.reference);
  const unit = cells.unitText ? unitFor(marker, cells.unitText, context.reference) : null;
  const isQuantitative = !marker || marker.kind === 'quantitative';
  let value = isQuantitative && cells.numeric ? cells.numeric.value : null;
  let valueText = cells.word ?? cells.numeric?.text ?? '';
  let reviewReason = cells.reviewReason;
  const range =
    cells.range && marker && unit
      ? restoreLostDecimals(cells.range, marker, unit, context.reference)
      : cells.range;
  let flagCells = cells;
  const checked =
    context.isOcr && cells.numeric && cells.word === null && isQuantitative
      ? checkOcrValue(cells.numeric, range, marker, unit, context.reference, cells.flag)
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
  return {
    name: marker?.name ?? printedName,
    printedName,
    markerId: marker?.id ?? null,
    value,
    valueText,
    unit,
    // The micro sign and the Greek mu print alike (pdf.js gives the latter): one spelling.
    unitPrinted: cells.unitText?.replace(/\u03bc/g, '\u00b5') ?? null,
    refLow: range?.low ?? null,
    refHigh: range?.high ?? null,
    labFlag: directionOf(flagCells, range, marker, value),
    flagPrinted: flagCells.flagText,
    reviewReason,
    specimen:
      marker?.specimen ?? (/\b(?:urine|urinary)\b/i.test(printedName) ? 'urine' : context.specimen),
  };
}

/**
 * A differential's count and percentage share a name ('Neutrophils'): the printed unit says which
 * ('%' is neutrophils-percent, 'x10E3/uL' the absolute count).
 */
function withPrintedUnit(
  marker: BiomarkerDefinition | null,
  unitText: string | null,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  if (!marker || marker.kind !== 'quantitative' || !unitText) return marker;
  const unit = reference.normaliseUnit(unitText);
  const lists = (definition: BiomarkerDefinition) =>
    definition.units.some((entry) => entry.unit === unit);
  if (lists(marker)) return marker;
  const siblingId = marker.id.endsWith('-percent')
    ? marker.id.slice(0, -'-percent'.length)
    : `${marker.id}-percent`;
  const sibling = reference.markers.get(siblingId);
  return sibling && lists(sibling) ? sibling : marker;
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
    const candidate = {
      low: divide(range.low),
      high: divide(range.high),
      decimals: (range.decimals ?? 0) + Math.log10(divisor),
    };
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
  return repairOcrUnit(printed, marker, reference) ?? unit;
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
