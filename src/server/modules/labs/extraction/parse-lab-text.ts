/**
 * Finds the biomarker rows in the text of a lab report (from a PDF's text layer or from OCR), one
 * printed line per row: name, value, unit, the lab's own range and the lab's flag, in whatever
 * order the layout prints them. Names are matched against the biomarker reference; a row the
 * reference does not know is kept with markerId null so the user can review it. Header and footer
 * lines (patient, dates, addresses, page numbers, signatures) are dropped before anything is read.
 */
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { readCollectionDate } from './collection-date';
import type { ExtractedRow, LabSpecimen } from './extraction.types';
import { lineOpeningDate, panelDate, withoutEarlierDays } from './lab-text/dated-record-lines';
import type { HeaderDate } from './lab-text/header-dates';
import {
  holdsPostalAddress,
  isBoilerplateLine,
  isSedimentHeading,
  isStripHeading,
  isCollectedUrineHeading,
  sectionSpecimen,
  withoutDates,
} from './lab-report-boilerplate';
import { isIndexWord, markBracketedEarlierResults, tidyLine } from './lab-line-tokens';
import { withArrowsReadAsOnes } from './lab-text/ocr-arrow-flags';
import { withGluedLowFlagsReadAsEights } from './lab-text/ocr-glued-low-flags';
import { withLeadingArrowsReadAsOnes } from './lab-text/ocr-leading-arrows';
import {
  collectionHeaderDate,
  currentColumnAgainstCollection,
  isEveryResultColumnEarlier,
} from './lab-text/current-column-date';
import {
  createParseContext,
  type ParseContext,
  type BlockSection,
  type ResultColumn,
  enterBlock,
  withSpecimen,
} from './lab-text/parse-context';
import {
  isRangesOnlyLine,
  isWordsOnly,
  readColumnHeadings,
  siteCodeColumn,
  withoutTrailingCode,
} from './lab-text/report-layout';
import {
  continuedName,
  continuedUnit,
  rangeAndUnitLineUnder,
  unitLineUnder,
  nameContinuedFrom,
  readRowLine,
  readTableRow,
  type Candidate,
} from './lab-text/row-candidates';
import { markDoubtfulRows } from './lab-text/row-doubts';
import { toRow } from './lab-text/row-from-candidate';
import { withoutGaugeLegend } from './lab-text/gauge-legend';
import { shareAndAmountLines } from './lab-text/share-and-amount-line';
import { splitSideBySide, unfoldCardGrids } from './lab-text/side-by-side';
import { unfoldFieldListCards } from './lab-text/field-list-cards';
import { unfoldNameOverValueCards } from './lab-text/name-over-value-cards';
import { withCardNamesOverCaptions } from './lab-text/captioned-card-names';
import { unfoldLabelledCards } from './lab-text/labelled-cards';
import { withoutHistoryStrips } from './lab-text/history-strips';
import { withoutPortalControls } from './lab-text/portal-controls';
import { unfoldSideBySideSections } from './lab-text/side-by-side-sections';
import { joinMethodUnderName } from './lab-text/method-under-name';
import { withGroupNames } from './lab-text/group-names';
import { unfoldGutterColumns } from './lab-text/gutter-columns';
import { unfoldTestsAcrossGrids } from './lab-text/tests-across-grid';
import { readInItsSpecimen } from './lab-text/specimen-column';
import { unfoldTrendBlocks } from './lab-text/trend-blocks';
import { joinYearsUnderMonths } from './lab-text/years-under-months';
import { listedResultsOfParagraph, listParagraphs } from './lab-text/listed-results';
import { changeResults } from './lab-text/change-results';
import { sentenceResults, type SentenceResult } from './lab-text/sentence-results';
import { proseResults } from './lab-text/prose-results';
import { commentResults } from './lab-text/comment-results';
import { resolveMarkers } from './lab-text/marker-names';
import { withBloodPh } from './lab-text/blood-ph';
import { unfoldUnitHeadedColumns } from './lab-text/unit-headed-columns';
import {
  headingAboveAfter,
  isLoneDateUnderDates,
  isTimesUnderDates,
  finishesCutHeadings,
  isHeadingAbove,
  isDatesLine,
  isHeadingLike,
  namedColumns,
  namesAColumn,
  namesResultsEarlier,
  NO_HEADING_ABOVE,
  runsOf,
  stackedHeadings,
  unitsUnderHeadings,
  type HeadingAbove,
} from './lab-text/stacked-headings';
import { headingUnitAfter } from './lab-text/heading-units';
import { isElectrophoresisAfter } from './lab-text/electrophoresis-fractions';
import { noteShareAbove } from './lab-text/count-after-share';
import { unfoldAntigenColumns } from './lab-text/antigen-columns';
import { withDaysForRelativeAges } from './lab-text/relative-age-headings';
import { withoutLabSiteCodes } from './lab-text/lab-site-codes';
import {
  readTableHeader,
  withDatesUnder,
  withHalfReheaded,
  type TableHeader,
} from './lab-text/table-header';
import {
  isUnderSetAsideColumn,
  tableRowCells,
  withShareApart,
  wordsOfHalf,
  type TableRowCells,
} from './lab-text/table-row';
import { placedLineText, withDigitGroupsJoined, type PlacedLine } from './placed-lines';

export interface ParseOptions {
  /** The text was read by OCR from a picture (see ParseContext.isOcr). */
  isOcr?: boolean;
}

export interface ParsedLabReport {
  rows: ExtractedRow[];
  /** The collection date printed on the report (ISO 'YYYY-MM-DD'), or null when none is. */
  collectedOn: string | null;
}

/** A report as lines of text, or as placed lines (placed-lines.ts) when word positions are known. */
export type LabReportInput = string | readonly PlacedLine[];

interface ReportLine {
  text: string;
  placed: PlacedLine | null;
}

function reportLines(input: LabReportInput): ReportLine[] {
  if (typeof input === 'string') {
    return input.split(/\r?\n/).map((text) => ({ text, placed: null }));
  }
  return input.map((line) => {
    const placed = withDigitGroupsJoined(line);
    return { text: placedLineText(placed), placed };
  });
}

/** The rows and the collection date of one report's text; `now` bounds the date (never future). */
export function parseLabReport(
  input: LabReportInput,
  reference: BiomarkerReference,
  now: Date = new Date(),
  options: ParseOptions = {},
): ParsedLabReport {
  const lines = reportLines(input);
  const text = lines.map((line) => line.text).join('\n');
  return {
    rows: readRows(lines, text, reference, options, now),
    collectedOn: readCollectionDate(text, now),
  };
}

export function parseLabText(
  input: LabReportInput,
  reference: BiomarkerReference,
  options: ParseOptions = {},
): ExtractedRow[] {
  const lines = reportLines(input);
  return readRows(lines, lines.map((line) => line.text).join('\n'), reference, options);
}

/** What readRows carries from line to line, as a block beside another starts it. */
const BLOCK_START = [NO_HEADING_ABOVE, null, null, null, null, null] as const;

function readRows(
  input: ReportLine[],
  text: string,
  reference: BiomarkerReference,
  options: ParseOptions,
  now = new Date(),
): ExtractedRow[] {
  const context = createParseContext(text, reference, options.isOcr ?? false);
  const isTestName = (name: string) => resolveMarkers(name, context).length > 0;
  const testOf = (name: string) => resolveMarkers(name, context)[0]?.id ?? null;
  const lines = unfoldCards(input, isTestName, testOf).map((line) => ({
    ...line,
    text: tidyLine(options.isOcr ? markBracketedEarlierResults(line.text) : line.text),
  }));
  const siteCode = siteCodeColumn(lines.map((line) => line.text));
  const collected = collectionHeaderDate(lines.map((line) => line.text));
  const rows: ExtractedRow[] = [];
  // The row read from the line before, while a wrapped name may still continue under it.
  let previous: Candidate | null = null;
  // The line that row was read from: a name joined from the line under it keeps its value's place.
  let previousPlaced: PlacedLine | null = null;
  // Words under that row that did not yet make a name with it: a name wrapped onto three lines
  // ('Mean' / 'Platelet' / 'Volume') is a test only once all of it is read.
  let wrapTail: string | null = null;
  // A line of words alone, which may be the first half of a name whose result is on the next line.
  let nameStart: string | null = null;
  // The heading (or dates) line just read, which the next heading line may continue.
  let headingAbove: HeadingAbove = NO_HEADING_ABOVE;
  // The last section heading's line and the specimen before it: a table header below it may
  // split it into halves of different specimens.
  let headingLine: HeadingLine | null = null;
  // The placed line before this one, whatever it was read as.
  let placedBefore: PlacedLine | null = null;
  // The section each run of blocks side by side began in (gutter-columns.ts).
  const blockSections = new Map<number, BlockSection>();
  // The day each row's line opens with, in a record that dates every result (dated-record-lines.ts).
  const rowDates = new Map<ExtractedRow, HeaderDate>();
  // The day the last panel's label named ('Sample taken 19 March 2025'): its rows' day.
  let panelDay: HeaderDate | null = null;
  // The line each dated row was read from: an earlier day's lines are no letter's list either.
  const rowLines = new Map<ExtractedRow, string>();
  for (const [index, { text: tidied, placed }] of lines.entries()) {
    const line = siteCode ? withoutTrailingCode(tidied, siteCode) : tidied;
    // A block beside others starts where its run began (gutter-columns.ts, enterBlock).
    if (placed?.opensBlocks) {
      enterBlock(context, placed.opensBlocks, blockSections);
      [headingAbove, headingLine, previous, wrapTail, nameStart, placedBefore] = BLOCK_START;
    }
    const wrapped: Candidate | null = previous;
    const wrappedPlaced: PlacedLine | null = previousPlaced;
    const tail = wrapTail;
    const start = nameStart;
    previous = null;
    wrapTail = null;
    nameStart = null;
    if (line === '') continue;
    panelDay = panelDate(placed) ?? panelDay;
    const placedAbove = placedBefore;
    placedBefore = placed;
    const stacked = placed ? headerOfLine(placed, placedAbove, headingAbove.line, now) : null;
    // Two lines at most: a third ('and Flag  and Date  Interval') adds no column.
    headingAbove = headingAboveAfter(headingAbove, placed, stacked?.line ?? null);
    const table: TableHeader | null = stacked?.header ?? null;
    const columns = readColumnHeadings(line);
    if (table || columns) {
      enterTableHeader(context, { table, columns, collected, headingLine });
      continue;
    }
    if (isRangesOnlyAsPrinted(line, placed)) continue;
    // Under a table, a line whose only header-like words are dates is a row with dated history
    // cells, which the table's columns set aside.
    const isDatedTableRow =
      placed !== null && context.table !== null && withoutDates(line) !== null;
    if (namesStoolSample(line)) context.isStool = true;
    else if (namesOnlyUrineSample(line) && !context.isSpecimenKnown) {
      context.specimen = 'urine';
      context.isSpecimenKnown = true;
    }
    if (isBoilerplateLine(line) && !isDatedTableRow) {
      addDatedLineRow(line, placed, context, { rows, rowDates });
      continue;
    }
    // A phone app's unit and range on the line under the name and its large value.
    const withUnit =
      wrapped &&
      (unitLineUnder(wrapped, line, context) ?? rangeAndUnitLineUnder(wrapped, line, context));
    if (withUnit) {
      rows[rows.length - 1] = toRow(withUnit, context, wrappedPlaced);
      continue;
    }
    const read = withoutUnitNamedRows(
      readLine(line, placed && siteCode ? withoutCodeWord(placed, siteCode) : placed, context),
    );
    const continued =
      read.length === 1 && start ? [nameContinuedFrom(start, read[0]!, context) ?? read[0]!] : read;
    const chosen: Candidate[] = continued.filter(
      (candidate) => !isConversionOf(candidate, wrapped, context),
    );
    if (chosen.length === 0 && continued.length > 0) {
      // The row above in another unit: nothing new, and a further conversion may follow.
      previous = wrapped;
      previousPlaced = wrappedPlaced;
      continue;
    }
    if (chosen.length > 0) {
      const opened = lineOpeningDate(placed) ?? panelDay;
      for (const candidate of chosen) {
        const row = toRow(candidate, context, placed);
        rows.push(row);
        noteShareAbove(row, context);
        if (opened) {
          rowDates.set(row, opened);
          rowLines.set(row, tidied);
        }
      }
      previous = chosen.at(-1)!;
      previousPlaced = placed;
      continue;
    }
    const joined =
      (wrapped && continuedUnit(wrapped, line, context)) ??
      (wrapped && continuedName(wrapped, tail ? `${tail} ${line}` : line, context));
    if (joined) {
      // Read where its value is: on a picture, the value's box is checked by a second reading.
      rows[rows.length - 1] = toRow(joined, context, wrappedPlaced);
      continue;
    }
    if (wrapped && !tail && isWordsOnly(line)) {
      previous = wrapped;
      previousPlaced = wrappedPlaced;
      wrapTail = line;
    }
    // Only a line that is not a result can be a heading: 'Urine protein negative' is a row.
    const heading = isPatientExamination(line, lines.slice(index + 1, index + 4), context)
      ? null
      : sectionSpecimen(line);
    const entered = enterSection(line, heading, placed, context);
    if (heading) headingLine = entered;
    else if (namesHalvesApart(placed, context)) continue;
    else if (isWordsOnly(line)) nameStart = line;
  }
  return withRowsBesideTables(input, { rows, rowDates, rowLines }, context, isTestName);
}

/**
 * The table's rows without an earlier day's (dated-record-lines.ts), with the results comments
 * and sentences give, each reading's own mends applied.
 */
function withRowsBesideTables(
  input: ReportLine[],
  table: {
    rows: ExtractedRow[];
    rowDates: ReadonlyMap<ExtractedRow, HeaderDate>;
    rowLines: ReadonlyMap<ExtractedRow, string>;
  },
  context: ParseContext,
  isTestName: (name: string) => boolean,
): ExtractedRow[] {
  const current = withoutEarlierDays(table.rows, table.rowDates);
  const kept = new Set(current);
  // An earlier day's lines are history, not a letter's list of results either.
  const history = new Set(
    table.rows.filter((row) => !kept.has(row)).map((row) => table.rowLines.get(row)),
  );
  // A comment a table sends its result to is read first: its row says where its result came from.
  const withProse = withResultsInSentences(
    input.filter(({ text }) => !history.has(tidyLine(text))),
    withResultsInComments(input, current, context, isTestName),
    context,
  );
  const read = context.isOcr
    ? withGluedLowFlagsReadAsEights(
        withLeadingArrowsReadAsOnes(withArrowsReadAsOnes(withProse), context.reference),
      )
    : withProse;
  return markDoubtfulRows(withBloodPh(read, context.reference), context);
}

/**
 * 'Physical examination', 'Examen físico': a urinalysis's first part, and a clinical letter's
 * section on the person examined (blood pressure, pulse, weight, heart sounds). A urinalysis's
 * part names the urine's own properties in its first lines (colour, appearance, specific
 * gravity); a letter's does not, and is no specimen's heading: the results after it keep the
 * specimen they were read in (a letter's laboratory block is not urine for it).
 */
function isPatientExamination(
  line: string,
  following: { text: string }[],
  context: ParseContext,
): boolean {
  if (!EXAMINATION_HEADING.test(line)) return false;
  return !following.some(({ text }) => namesUrineProperty(text, context));
}

const EXAMINATION_HEADING = /^[^\p{L}]*(?:physical examination|examen f[íi]sico)[\s:.\-–—=*]*$/iu;

/** Whether a line starts with the name of a test only urine has ('Color', 'Aspecto', 'Densidad'). */
function namesUrineProperty(text: string, context: ParseContext): boolean {
  const words = text.split(/[\s:]+/u).filter((word) => /^\p{L}/u.test(word));
  return [1, 2, 3].some((count) => {
    if (words.length < count) return false;
    const name = words.slice(0, count).join(' ');
    const marker = context.reference.resolveName(name, 'urine');
    return marker?.specimen === 'urine' && context.reference.resolveName(name, 'blood') === null;
  });
}

/**
 * A line that repeats the row above in another unit under a method note for a name ('Glycémie à
 * jeun  0,92 g/L' then '(Hexokinase)  5,11 mmol/L'): French and Belgian reports print the SI
 * conversion so. It names no test of its own: its name is all in brackets, no test answers to
 * it, and its unit is one the row above's test converts to.
 */
function isConversionOf(
  candidate: Candidate,
  above: Candidate | null,
  context: ParseContext,
): boolean {
  const unit = candidate.cells.unitText;
  if (isSameResultAgain(candidate, above, context.reference)) return true;
  if (candidate.marker || !above?.marker || !unit) return false;
  if (!/^\(.*\)$/.test(candidate.printedName.trim())) return false;
  const { reference } = context;
  const { id, canonical_unit: canonical } = above.marker;
  return (
    canonical !== null &&
    reference.convert(id, 1, reference.normaliseUnit(unit), canonical) !== null
  );
}

/**
 * A line that repeats the row above by its name, its result in another unit ('Hämoglobin  8,2
 * mmol/l' then 'Hämoglobin  13,2  g/dl', as East German labs print the haemoglobin): the same
 * result, the two values one when converted (within 3 %, the second rounded to what it prints).
 * Read as a second row, the member's one result was shown twice.
 */
function isSameResultAgain(
  candidate: Candidate,
  above: Candidate | null,
  reference: BiomarkerReference,
): boolean {
  const [unit, aboveUnit] = [candidate.cells.unitText, above?.cells.unitText];
  const [value, aboveValue] = [candidate.cells.numeric?.value, above?.cells.numeric?.value];
  if (!above?.marker || candidate.marker?.id !== above.marker.id || !unit || !aboveUnit)
    return false;
  if (value === undefined || aboveValue === undefined || value === 0) return false;
  if (candidate.printedName.trim().toLowerCase() !== above.printedName.trim().toLowerCase())
    return false;
  const [from, to] = [reference.normaliseUnit(aboveUnit), reference.normaliseUnit(unit)];
  if (from === to) return false;
  const converted = reference.convert(above.marker.id, aboveValue, from, to);
  return converted !== null && Math.abs(converted - value) <= 0.03 * Math.abs(value);
}

/**
 * The table header a line starts, if any: none for a patient block's dates under their labels,
 * nor for a header whose results the line above calls earlier ones (its rows are read by their
 * shape, the result before the unit; ADR 081 item 758).
 */
function headerOfLine(
  placed: PlacedLine,
  placedAbove: PlacedLine | null,
  headingAbove: PlacedLine | null,
  now: Date,
): { header: TableHeader; line: PlacedLine } | null {
  if (placedAbove && isLabelledDatesBlock(placedAbove, placed)) return null;
  const read = readStackedHeader(placed, headingAbove, now);
  return read && placedAbove && namesResultsEarlier(read.header, placedAbove) ? null : read;
}

/**
 * The table header a line starts, read with the heading line above it when together they name
 * more columns (stacked-headings.ts); `line` is the heading line it was read from.
 */
function readStackedHeader(
  placed: PlacedLine,
  above: PlacedLine | null,
  now: Date,
): { header: TableHeader; line: PlacedLine } | null {
  const alone = readTableHeader(placed, now);
  const withUnits = above && !alone ? unitsUnderHeadings(above, placed) : null;
  const unitsHeader = withUnits ? readTableHeader(withUnits, now) : null;
  if (withUnits && unitsHeader) return { header: unitsHeader, line: withUnits };
  // Times under the dates add no column but tell apart the columns of one day.
  const timesDates = above !== null && isTimesUnderDates(placed, above);
  const stacked =
    above &&
    isHeadingAbove(above) &&
    ((isHeadingLike(placed) && namesAColumn(placed)) ||
      isLoneDateUnderDates(placed, above) ||
      timesDates ||
      finishesCutHeadings(placed, above))
      ? stackedHeadings(above, placed)
      : null;
  const together = stacked ? readTableHeader(stacked, now) : null;
  const aboveAlone = above ? readTableHeader(above, now) : null;
  const best = Math.max(namedColumnsOf(alone), namedColumnsOf(aboveAlone));
  // Headings stacked are one table's: no more halves than either line reads alone.
  const halves = Math.max(alone?.halves.length ?? 1, aboveAlone?.halves.length ?? 1);
  // A heading line that is a header alone still yields to the two lines read together when
  // they name as many columns: the line above said which result is current ('Current Result',
  // 'Previous Result' over 'TESTS  and Flag  and Date  Units'). A line that is no header alone
  // must add a column ('Chimie clinique' under a header is a section title), but for times
  // under the dates.
  if (together && stacked && together.halves.length <= halves) {
    const named = namedColumns(together);
    if (alone || timesDates ? named >= best : named > best)
      return { header: together, line: stacked };
  }
  return alone ? { header: alone, line: placed } : null;
}

/**
 * A line of a range table, read as printed with its column gaps: tidied, '4,21 -  4,18 -' (two
 * results flagged low) would read as the span '4,21-4,18'.
 */
const isRangesOnlyAsPrinted = (line: string, placed: PlacedLine | null) =>
  isRangesOnlyLine(placed ? placedLineText(placed) : line);

const namedColumnsOf = (header: TableHeader | null) => (header ? namedColumns(header) : 0);

/**
 * Words that label a date of the sample's or the report's journey, or the patient's birth, in a
 * patient block: never a results column's date.
 */
const JOURNEY_DATE_LABEL =
  /^(?:collected|collection|received|reported|report|printed|ordered|registered|dob|birth|eingang|eingegangen|befund|befundet|gedruckt|geburtsdatum|réception|reçu|édité|edition|naissance|prélevé|recepción|recibido|informado|nacimiento|impreso|accettazione|refertato|nascita|stampato)$/iu;

/**
 * A patient block's dates under their labels ('COLLECTED  RECEIVED  REPORTED' over three dates),
 * which read alone look like a cumulative report's dated columns: the line of dates stands under
 * a line of words alone, one of which names a date of the sample's journey.
 */
function isLabelledDatesBlock(above: PlacedLine, placed: PlacedLine): boolean {
  if (!isDatesLine(placed) || above.words.some((word) => /\d/.test(word.text))) return false;
  return above.words.some((word) => JOURNEY_DATE_LABEL.test(word.text.replace(/[:.]$/u, '')));
}

/**
 * Placed lines with blocks printed side by side read one after the other (gutter-columns.ts:
 * tickets in a row, a ticket beside a letter), years under months' headings set beside them
 * (years-under-months.ts), any
 * grid with the tests across the top and a visit per line turned into one test per line
 * (tests-across-grid.ts), any card grid into one line per card (side-by-side.ts), two sections
 * side by side into one after the other (side-by-side-sections.ts), then any table with
 * unit-headed result columns into one result per line (unit-headed-columns.ts: a differential
 * beside the blood count is such a table once it stands alone), and no gauge's legend among
 * their words.
 */
function unfoldCards(
  input: ReportLine[],
  isTestName: (name: string) => boolean,
  testOf: (name: string) => string | null,
): ReportLine[] {
  if (input.some((line) => line.placed === null)) return input;
  const placed = joinMethodUnderName(
    unfoldGutterColumns(
      withoutHistoryStrips(
        withoutPortalControls(
          withDaysForRelativeAges(
            withoutLabSiteCodes(input.map((line) => withoutGaugeLegend(line.placed!))),
          ),
        ),
      ),
      isTestName,
    ),
  );
  // A grid of visits first: its tests' headings over its first visit's results would otherwise
  // read as a row of cards.
  const grids = unfoldTrendBlocks(
    unfoldTestsAcrossGrids(joinYearsUnderMonths(placed), isTestName),
    isTestName,
  );
  const sections = unfoldSideBySideSections(
    unfoldCardGrids(
      unfoldNameOverValueCards(
        unfoldFieldListCards(
          unfoldLabelledCards(withCardNamesOverCaptions(grids, { isTestName, testOf })),
        ),
        isTestName,
      ),
      testOf,
    ),
  );
  const unfolded = withGroupNames(unfoldUnitHeadedColumns(unfoldAntigenColumns(sections)), testOf);
  return unfolded.map((placed) => ({
    text: placedLineText(placed),
    placed,
  }));
}

/**
 * A number read by the line's shape with a unit its test is measured in, the unit printed right
 * after it ('Hepatitis B Surface Antibody (Anti-HBs)  152.4  mIU/mL  >=10.0 (Immune)', a
 * full-width line under a table of two halves): which number is the result is told by the unit
 * beside it, though not by a column. Held for the member, as every row read off the columns is;
 * never under a table of earlier results, where a row with no current result is blank.
 */
function isNumberInItsOwnUnit(candidate: Candidate, context: ParseContext): boolean {
  const { marker, cells } = candidate;
  if (!marker || marker.kind !== 'quantitative' || !cells.numeric) return false;
  // A test measured in no unit (a urine's pH, its specific gravity: 'pH :  6,0 … Densité :
  // 1,015' in a strip's grid) is read by a number its test can have.
  if (!cells.unitText)
    return (
      marker.canonical_unit === '' &&
      context.reference.plausibility(marker.id, cells.numeric.value, null) === 'plausible'
    );
  return context.reference.toCanonical(marker.id, cells.numeric.value, cells.unitText) !== null;
}

/**
 * A word that names a number's kind, not a test: a ratio's unit ('4.9  Ratio  < 3.12'), a
 * serology's index beside its answer ('Négatif  Index 0,21'), a signal-to-cut-off ('S/CO').
 */
const isUnitNamed = (word: string) =>
  isIndexWord(word) || /^(?:ratio|quotient|cutoff index)$/i.test(word);

/**
 * A line's results without a second one named only by such a word: read by the line's shape,
 * the word after the first result and the number after it ('Ratio  < 3.12', its range) look
 * like a second test of a two-up line, one we do not know.
 */
function withoutUnitNamedRows(read: Candidate[]): Candidate[] {
  return read.filter(
    (candidate, index) =>
      index === 0 || candidate.marker !== null || !isUnitNamed(candidate.printedName.trim()),
  );
}

const OFF_COLUMNS =
  "This result is printed apart from the table's columns; please check that it is this test's result.";

/**
 * A line printed wholly left of a table whose first column is its names' (a point-of-care
 * print's analyser results beside the rapid tests' table 'Test  Result  Int. Ctrl', and the urine
 * strip under them): no row of that table, a block of its own, read by its shape. Under the
 * table's columns its words fell in none, and the rows were lost or held.
 */
function standsLeftOfTable(placed: PlacedLine, table: TableHeader): boolean {
  const first = table.halves[0]?.columns[0];
  const last = placed.words.at(-1);
  if (first?.role !== 'name' || !last) return false;
  return last.x1 < first.x0 - 2 * placed.height;
}

/**
 * The results on one line: read under the table's columns when a header with positions is in
 * force (one result per table half), else by the shape of the line.
 */
function readLine(line: string, placed: PlacedLine | null, context: ParseContext): Candidate[] {
  const table = context.table;
  if (
    placed &&
    table &&
    !placed.isRebuiltCard &&
    !placed.words.some((word) => word.isPlaceEstimated)
  ) {
    // A block printed two tests to a line under a table of one result per line (a urine strip
    // after the blood results, with no heading of its own): each test read by its shape. So too
    // under a table of one column of names whose results are printed twice (in SI and in
    // conventional units, a second half with no names): a two-up urinalysis after it is laid out
    // on its own. Under two tables side by side, a line is the two tables' rows.
    const parts = splitSideBySide(placed, context.reference);
    // A table with columns set aside before its names (a code's, a date's) is read by them: a
    // line of it is one test ('H0105  FSH  6,2 … Fase folicular: 3,5-12,5; Pico ovulatorio:').
    const isOwnLayout =
      !table.halves.some((half) => half.columns.findIndex((c) => c.role === 'name') > 0) &&
      table.halves.slice(1).every((half) => half.columns[0]?.role !== 'name');
    if (parts.length > 1 && isOwnLayout) return readPartsUnder(table, parts, context);
    if (standsLeftOfTable(placed, table)) return readByShape(line, placed, context);
    const read = tableRowCells(placed, table).flatMap((cells) =>
      readTableCells(cells, contextOfHalf(context, cells.half)),
    );
    // A differential's share and count on one line under a table of one result a line
    // ('MONOCITOS  6.8 %  0.57 10^3/μL  2 - 10 %  0.10 - 1.00'): the columns read the share
    // alone and the count was lost; read by its shape, as a line the columns make nothing of.
    const shareAndAmount = read.length === 1 ? shareAndAmountLines(line, context.reference) : null;
    if (read.length > 0 && !shareAndAmount) return read;
    // Under a table of earlier results the columns' reading of the amount stands (a number read
    // by its shape could be an earlier one); the share, printed outside the columns ('58,2 %'
    // between the range and the result column), is read from its own line beside it.
    const hasEarlierResults = table.halves.some((half) =>
      half.columns.some((column) => column.role === 'previous' || column.date !== undefined),
    );
    const [amount] = read;
    if (shareAndAmount && hasEarlierResults && amount && amount.cells.unitText !== '%') {
      const share = readRowLine(shareAndAmount[0]!, context);
      const isOtherTest = share?.marker && share.marker.id !== amount.marker?.id;
      return isOtherTest ? [share, amount] : read;
    }
    // A line the columns make nothing of ('Sugar  Negative' with its result under the name
    // column: a urine strip laid out on its own under the blood table) is read by its shape,
    // for a graded result of a test we know only: read so, a number could be any column's, and
    // a comment's words could be taken for a name. Held for the member: which word is the
    // result was told by the words' order alone.
    // Under a table of earlier results, a row the columns read nothing of has no current result:
    // a number read off the columns would be an earlier one.
    return readByShape(line, placed, context)
      .filter(
        (candidate) =>
          candidate.marker !== null &&
          ((candidate.marker.kind !== 'quantitative' &&
            candidate.cells.word !== null &&
            candidate.cells.numeric === null) ||
            (!hasEarlierResults && isNumberInItsOwnUnit(candidate, context))),
      )
      .map((candidate) => ({
        ...candidate,
        cells: { ...candidate.cells, reviewReason: candidate.cells.reviewReason ?? OFF_COLUMNS },
      }));
  }
  return readByShape(line, placed, context);
}

/**
 * What a line of headings says over each of a table's halves: the specimen a half's words name,
 * null for words that name none, undefined where the line has no words. Null for a line with no
 * column gap in it: one heading for the whole table, however many halves it spans ('Urinstatus
 * (Teststreifen, Spontanurin)' from a code column into the names).
 */
function specimensNamedByHalf(
  placed: PlacedLine,
  table: TableHeader,
): (LabSpecimen | null | undefined)[] | null {
  if (table.halves.length < 2 || runsOf(placed).length === 1) return null;
  return table.halves.map((half) => {
    const words = wordsOfHalf(placed.words, half).map((word) => word.text);
    return words.length === 0 ? undefined : sectionSpecimen(words.join(' '));
  });
}

/** The specimens, when they tell the halves apart; null when they do not. */
const apartOrNull = (specimens: LabSpecimen[]) => (new Set(specimens).size > 1 ? specimens : null);

/**
 * Each half's specimen when a heading line over a table of halves names them apart ('i-STAT
 * CHEM8+' over a chemistry half, 'URINALYSIS - DIPSTICK' over a urine half). Null when the halves
 * do not differ.
 */
function specimensByHalf(heading: HeadingLine, table: TableHeader): LabSpecimen[] | null {
  const named = specimensNamedByHalf(heading.placed, table);
  // A half the heading does not reach is under the heading ('URINE' over the left half of a
  // two-up strip); a half of its own words that name no specimen keeps the one before it.
  return named
    ? apartOrNull(
        named.map((specimen) =>
          specimen === undefined ? heading.specimen : (specimen ?? heading.before),
        ),
      )
    : null;
}

/**
 * A line of headings over a table's halves, each half's its own ('URINSTATUS  Mittelstrahlurin,
 * Teststreifen' over the left half, 'SPEZIELLE UNTERSUCHUNGEN  Serum' over the right): read
 * whole, the line names two specimens and so none, and the urine strip's 'Leukozyten' and
 * 'Glucose' were read as the blood's. Each half's rows are read as the specimen its own words
 * name, a half that names none keeping its own; the section's specimen is left as it was. True
 * when the line was such a line, naming the halves apart.
 */
function namesHalvesApart(placed: PlacedLine | null, context: ParseContext): boolean {
  const named =
    placed && context.table && !placed.words.some((word) => /\d/.test(word.text))
      ? specimensNamedByHalf(placed, context.table)
      : null;
  if (!named?.some((specimen) => specimen)) return false;
  const specimens = apartOrNull(
    named.map((specimen, half) => specimen ?? context.specimenByHalf?.[half] ?? context.specimen),
  );
  if (!specimens) return false;
  context.specimenByHalf = specimens;
  return true;
}

/**
 * What a table header sets for the rows under it: its columns (a half re-headed keeps the other
 * half's), the halves' specimens, and no section heading's unit (heading-units.ts).
 */
function enterTableHeader(
  context: ParseContext,
  header: {
    table: TableHeader | null;
    columns: readonly ResultColumn[] | null;
    collected: ReturnType<typeof collectionHeaderDate>;
    headingLine: HeadingLine | null;
  },
): void {
  const { table, columns, collected, headingLine } = header;
  if (table) table.currentColumnDoubt ??= currentColumnAgainstCollection(table, collected);
  // A header naming only earlier results: the rows are read by their shape, not under it.
  const next = table && isEveryResultColumnEarlier(table, collected) ? null : table;
  context.table =
    next && context.table
      ? (withDatesUnder(context.table, next) ?? withHalfReheaded(context.table, next))
      : next;
  context.columns = columns ?? context.columns;
  context.headingUnit = null;
  context.specimenByHalf =
    headingLine && context.table ? specimensByHalf(headingLine, context.table) : null;
}

/**
 * What a section heading sets for the rows under it: their specimen, a sediment's or a strip's
 * reading, and a stool exam's start or end (ADR 159). Returns the heading's line, null for a line
 * that is no heading or has no place.
 */
function enterSection(
  line: string,
  heading: LabSpecimen | null,
  placed: PlacedLine | null,
  context: ParseContext,
): HeadingLine | null {
  context.headingUnit = headingUnitAfter(line, context.headingUnit);
  context.isElectrophoresis = isElectrophoresisAfter(line, context.isElectrophoresis ?? false);
  const isStool = isStoolHeading(line);
  if (isStool) context.isStool = true;
  else if (heading && NAMES_SPECIMEN.test(line)) context.isStool = false;
  // A semen analysis' rows are none of the blood's or the urine's tests ('pH', 'Volume'): we know
  // no semen test, so each is held as a test we do not know, until a heading names a specimen.
  if (isSemenHeading(line)) context.isSemen = true;
  else if (heading || isStool) context.isSemen = false;
  // A stool exam after a urinalysis ('COPROLÓGICO' under 'PARCIAL DE ORINA') ends the urine's
  // section: its tests are kept with the blood's, as the knowledge base keeps them, and 'PH' or
  // 'LEUCOCITOS' there is no urine's.
  if (isStool && !heading && context.specimen === 'urine') heading = 'blood';
  // A microscopy heading inside a stool exam ('ESAME MICROSCOPICO' under 'ESAME CHIMICO-FISICO
  // DELLE FECI') is the stool's, not a urine sediment's, unless it names the urine.
  if (context.isStool && !isStool && heading === 'urine' && !NAMES_SPECIMEN.test(line)) return null;
  if (!heading) return null;
  context.shareAbove = null;
  const headingLine = placed ? { placed, specimen: heading, before: context.specimen } : null;
  context.specimenByHalf =
    headingLine && context.table ? specimensByHalf(headingLine, context.table) : null;
  context.specimen = heading;
  context.isSpecimenKnown = true;
  context.isSpecimenInferred = false;
  context.isSediment = heading === 'urine' && isSedimentHeading(line);
  context.isStrip = heading === 'urine' && !context.isSediment && isStripHeading(line);
  context.isCollectedUrine = heading === 'urine' && isCollectedUrineHeading(line);
  return headingLine;
}

/**
 * A stool exam's heading in the languages we read ('COPROLÓGICO', 'Examen de heces', 'Stool R/E',
 * 'Stuhluntersuchung', 'Examen des selles', 'Esame delle feci'): a line of words only.
 */
const STOOL_HEADING =
  /^(?:[\p{L}/ .:-]*\s)?(?:copro\p{L}*|heces|materia fecal|stool|faeces|feces|fecal|stuhl\p{L}*|selles|feci)(?:\s[\p{L}/ .:()-]*)?$/iu;
/** A sample's field in the languages we read ('Nº muestra', 'Specimen', 'Material', 'Probe'). */
const SAMPLE_LABEL = String.raw`(?<!\p{L})(?:muestras?|specimen|sample|material|probe|échantillon|echantillon|prélèvement|campione)(?!\p{L}).{0,40}?`;
const STOOL_WORD = /(?<!\p{L})(?:heces|stool|feces|faeces|stuhl|selles|feci)(?!\p{L})/iu;
const URINE_WORD = /urin|harn|orina/iu;
const BLOOD_WORD = /blood|sang|blut|serum|plasma|suero|siero|edta/iu;

/** The one sample a line's sample field names, among the stool, the urine and the blood. */
function sampleFieldNames(line: string, sample: RegExp, others: RegExp[]): boolean {
  return (
    new RegExp(`${SAMPLE_LABEL}(?:${sample.source})`, 'iu').test(line) &&
    !others.some((other) => other.test(line))
  );
}

/**
 * A sample's field that names the stool and no other sample ('Nº muestra : H25-0034718 (heces, 1
 * muestra)', 'Specimen: Stool'; not 'SPECIMEN: BLOOD, URINE, STOOL'): the report is a stool exam
 * from its first row, before any heading says so ('Color  Marrón claro' is no urine's colour). So
 * too a field that names the urine alone ('Material: Spontanurin (Mittelstrahl)'): a urine
 * report, where 'Glukose  50 mg/dl' under a strip is the urine's glucose.
 */
const namesStoolSample = (line: string) =>
  sampleFieldNames(line, STOOL_WORD, [URINE_WORD, BLOOD_WORD]);
const namesOnlyUrineSample = (line: string) => sampleFieldNames(line, URINE_WORD, [BLOOD_WORD]);

/**
 * A semen analysis' heading in the languages we read ('SEMEN ANALYSIS (WHO …)', 'Spermiogramm',
 * 'Spermogramme', 'Seminograma', 'Esame del liquido seminale').
 */
const SEMEN_HEADING =
  /^\W*(?:(?:esame|examen|analyse|an[áa]lisis|analisi|exame|untersuchung)\s+(?:del|de|du|des|do|dello)?\s*)?(?:semen|seminal|sperm\p{L}*|seminogra\p{L}*|liquide s[ée]minal|liquido seminale|l[íi]quido seminal|ejakulat\p{L}*)(?!\p{L})/iu;
const isSemenHeading = (line: string) => line.length <= 100 && SEMEN_HEADING.test(line.trim());

/** A heading that names the urine too ('Urine and stool tests', a portal's) opens no stool exam. */
const isStoolHeading = (line: string) =>
  line.length <= 60 && STOOL_HEADING.test(line.trim()) && !URINE_WORD.test(line);

/** A heading that names urine or blood ('PARCIAL DE ORINA', 'Urinalysis'), ending a stool exam. */
const NAMES_SPECIMEN =
  /orina|urin|harn|sangre|blood|blut|\bsang\b|sangue|s[eé]r(?:um|ique)|suero|siero|plasma|h[eéä]ma?tolog|ematolog/iu;

/** A section heading's line, with the specimen the report was read in before it. */
interface HeadingLine {
  placed: PlacedLine;
  /** The specimen the whole line names. */
  specimen: LabSpecimen;
  before: LabSpecimen;
}

/**
 * The context a table half's rows are read in: its own specimen when a heading gave it one. A
 * copy, so a specimen a row infers there (a urine test under no heading) stays with that half.
 */
function contextOfHalf(context: ParseContext, half: number | undefined): ParseContext {
  const specimen = context.specimenByHalf?.[half ?? 0];
  if (!specimen || specimen === context.specimen) return context;
  return withSpecimen(context, specimen);
}

/**
 * One table half's cells as rows: a share and an amount printed on one line are two rows
 * ('Lymphocytes  35,2 %  2,26 G/L'), but one test printed in two units is one ('HbA1c  5,8 %  40
 * mmol/mol': both parts name the same test), read whole, its first unit the result's.
 */
function readTableCells(cells: TableRowCells, outer: ParseContext): Candidate[] {
  // A specimen column's sample names the row's tests ('Sodium  Urine  88'), whatever the heading.
  const context =
    cells.specimen && cells.specimen !== outer.specimen
      ? withSpecimen(outer, cells.specimen)
      : outer;
  // Every reading of the row, the whole one included, is in the sample its cell names.
  const readPart = (part: TableRowCells): Candidate | null => {
    const candidate = readTableRow(part, context);
    return candidate && cells.specimen
      ? readInItsSpecimen(candidate, cells.specimen, context.reference)
      : candidate;
  };
  const parts = withShareApart(cells);
  const read = parts
    .map(readPart)
    .filter((candidate): candidate is Candidate => candidate !== null);
  const [share, amount] = read;
  if (parts.length === 2 && share?.marker && share.marker === amount?.marker) {
    const whole = readPart(cells);
    return whole ? [whole] : [share];
  }
  return read;
}

function readByShape(line: string, placed: PlacedLine | null, context: ParseContext): Candidate[] {
  const shareAndAmount = shareAndAmountLines(line, context.reference, context.headingUnit);
  if (shareAndAmount) {
    return shareAndAmount
      .map((part) => readRowLine(part, context))
      .filter((candidate): candidate is Candidate => candidate !== null);
  }
  const parts = placed ? splitSideBySide(placed, context.reference) : [];
  if (parts.length > 1) return readSideBySide(parts, context);
  const read = readRowLine(line, context);
  return read ? [read] : [];
}

const FROM_A_COMMENT_COLUMN =
  "This result was read from the report's comment or note column, not from its results; please check that it is a result of this report, and its value and unit.";

/**
 * A table's line read as results side by side: a part that starts under a column the header sets
 * aside (a comment's, a note's: 'eGFR 43 mL/min/1.73m² (CKD-EPI).' beside the creatinine's row)
 * is a remark's number, perhaps an earlier result or a calculated one, and is held for review.
 */
function readPartsUnder(table: TableHeader, parts: PlacedLine[], context: ParseContext) {
  return parts.flatMap((part) => {
    const read = readSideBySide([part], context);
    const first = part.words[0];
    if (!first || !isUnderSetAsideColumn(first, table, part.height)) return read;
    return read.map((candidate) => ({
      ...candidate,
      cells: { ...candidate.cells, reviewReason: FROM_A_COMMENT_COLUMN },
    }));
  });
}

function readSideBySide(parts: PlacedLine[], context: ParseContext): Candidate[] {
  return parts
    .map((part) => readRowLine(tidyLine(placedLineText(part)), context))
    .filter((candidate): candidate is Candidate => candidate !== null);
}

/**
 * The row of a line read as boilerplate for its date, when it names a test we know: a result
 * printed with its date ('7.1 05/14/2026') beside the current one, or a record's line opening
 * with its day ('12/02/2025  Glicemia  142 mg/dl'), whose day tells its current results from
 * earlier days' (withoutEarlierDays).
 */
function addDatedLineRow(
  line: string,
  placed: PlacedLine | null,
  context: ParseContext,
  read: { rows: ExtractedRow[]; rowDates: Map<ExtractedRow, HeaderDate> },
): void {
  const undated = withoutDates(line);
  if (!undated) return;
  // A differential's share and amount with the earlier result's date ('Lymphocytes  21,6 %  2,13
  // G/L  (1,00 - 4,80)  2,18 le 12/12/23'): two rows, as without the date.
  const tidy = tidyLine(undated);
  const opened = lineOpeningDate(placed);
  for (const part of shareAndAmountLines(tidy, context.reference) ?? [tidy]) {
    const row = parseRowLine(part, context);
    if (!row?.markerId) continue;
    read.rows.push(row);
    if (opened) read.rowDates.set(row, opened);
  }
}

/** The line without a trailing site or method code column ('01', 'MD'). */
function withoutCodeWord(placed: PlacedLine, code: string): PlacedLine {
  const last = placed.words.at(-1);
  return last?.text === code ? { ...placed, words: placed.words.slice(0, -1) } : placed;
}

/**
 * A line's results without the bounds it lists for several tests ('LDL-C <2.0 mmol/L or
 * Non-HDL-C <2.6 mmol/L or ApoB <0.8 g/L', a lipid clinic's goals under the table): a letter
 * tells a result as a number; several tests each given a bound on one line are targets.
 */
function withoutGoalLists(results: SentenceResult[]): SentenceResult[] {
  const isBound = (result: SentenceResult) => /^[<>≤≥]/u.test(result.value.trim());
  return results.filter(isBound).length >= 2
    ? results.filter((result) => !isBound(result))
    : results;
}

const FROM_A_SENTENCE =
  'This result was read from a sentence of the letter, not from a table; please check the test, value and unit.';
const FROM_A_LIST =
  'This result was read from a list of results in the letter, not from a table; please check the test, value and unit.';

/**
 * The rows read with results written into a letter's sentences (sentence-results.ts) or listed
 * several to a line (listed-results.ts), each read
 * as the row a table would print and held for the member to check; none the table rows already
 * give. The sentence's words read as a row of a test we do not know ('Your HDL cholesterol (the
 * 'good' cholesterol) was  1.1') give way to the test the sentence names.
 */
function withResultsInSentences(
  input: ReportLine[],
  read: ExtractedRow[],
  context: ParseContext,
): ExtractedRow[] {
  let rows = read;
  const isTestName = (name: string) => resolveMarkers(name, context).length > 0;
  const paragraphs = listParagraphs(input.map(({ text }) => text));
  // 'Pomona, CA 91766': a letterhead's state and ZIP code read as a calcium.
  const prose = input.filter(({ text }) => !holdsPostalAddress(text));
  const found = [
    ...prose.flatMap(({ text }) =>
      withoutGoalLists(sentenceResults(text)).map((result) => ({
        result,
        reason: FROM_A_SENTENCE,
      })),
    ),
    ...prose.flatMap(({ text }) =>
      withoutGoalLists(proseResults(text, isTestName)).map((result) => ({
        result,
        reason: FROM_A_SENTENCE,
      })),
    ),
    ...paragraphs.flatMap((lines) =>
      listedResultsOfParagraph(lines, isTestName).map((result) => ({
        result,
        reason: FROM_A_LIST,
      })),
    ),
    // A change told across a paragraph's lines ('la procalcitonina de 3,1 a' / '0,18 ng/mL').
    ...paragraphs.flatMap((lines) =>
      changeResults(lines.join(' '), isTestName).map((result) => ({
        result,
        reason: FROM_A_SENTENCE,
      })),
    ),
  ];
  // A list dated to the admission is read last: any other reading of its tests is later.
  found.sort(
    (a, b) => Number(a.result.isOnAdmission ?? false) - Number(b.result.isOnAdmission ?? false),
  );
  // A letter lists a test again when it tells a later result ('Analítica al ingreso … Analítica
  // de control al alta …'): the later listing is the newer, and it replaces the earlier one.
  const listed = new Set<ExtractedRow>();
  // Every row read here: a change told in words ('descendió de 24,6 a 1,9') replaces the
  // letter's other readings of its test, which are earlier.
  const fromLetter = new Set<ExtractedRow>();
  // A sentence names its own test's specimen ('urine albumin'): the heading the page's last table
  // stood under (context.specimen, once every line is read) is not its.
  const inProse: ParseContext = {
    ...withSpecimen(context, 'blood'),
    isSpecimenKnown: false,
    isSpecimenInferred: false,
    specimenByHalf: null,
    headingUnit: null,
  };
  for (const { result, reason } of found) {
    const named = result.names.find(isTestName);
    const printed = [named, result.value, result.unit].filter(Boolean).join('  ');
    // A list's specimen is its label's ('EGO:', 'Urine dip:'), else blood's: the heading the page's
    // last table stood under is no more a list's than a sentence's.
    const rowContext = result.specimen
      ? {
          ...withSpecimen(inProse, result.specimen),
          isSpecimenKnown: true,
          isSediment: result.isSediment ?? false,
        }
      : inProse;
    const row = named ? parseRowLine(tidyLine(printed), rowContext) : null;
    if (!named || !row?.markerId) continue;
    // A list dated to the stay's admission gives way to any other reading of its test.
    if (result.isOnAdmission && rows.some((other) => other.markerId === row.markerId)) continue;
    const isSameReading = (other: ExtractedRow) =>
      other.markerId === row.markerId && other.valueText === row.valueText;
    // The line read whole as one row took the last item's unit ('Eisen: 38 µg/dl;
    // Transferrinsättigung: 9 %' read as iron 38 %, held): the list's item, in its own unit,
    // replaces that held reading.
    const isHeldInAnotherUnit = (other: ExtractedRow) =>
      isSameReading(other) && other.unit !== row.unit && other.reviewReason !== null;
    if (rows.some((other) => isSameReading(other) && !isHeldInAnotherUnit(other))) continue;
    // 'a non-HDL-C goal of <100 mg/dL (LDL-C of <70 mg/dL)' in a comment under the table's LDL:
    // a bound told in words beside a test the table gives is a goal, not a second result (read
    // as one, it held the table's own LDL as listed twice).
    const isBoundBesideTable =
      /^[<>≤≥]/u.test(row.valueText) &&
      rows.some((other) => other.markerId === row.markerId && !fromLetter.has(other));
    if (isBoundBesideTable) continue;
    const isSentenceRead = (other: ExtractedRow) =>
      other.markerId === null &&
      other.valueText === row.valueText &&
      other.printedName.toLowerCase().includes(named.toLowerCase());
    const isListedEarlier = (other: ExtractedRow) =>
      other.markerId === row.markerId &&
      ((reason === FROM_A_LIST && listed.has(other)) || (result.isLater && fromLetter.has(other)));
    const added = { ...row, reviewReason: row.reviewReason ?? reason };
    if (reason === FROM_A_LIST) listed.add(added);
    fromLetter.add(added);
    rows = [
      ...rows.filter(
        (other) => !isSentenceRead(other) && !isListedEarlier(other) && !isHeldInAnotherUnit(other),
      ),
      added,
    ];
  }
  return rows;
}

const FROM_A_COMMENT =
  'The table sends this result to its comment, and it was read from there; please check the value and unit.';

/**
 * The rows whose result the table gives as 'see comment' (comment-results.ts), each read from its
 * comment when the row reader reads the comment's number and unit as that test's result, and held
 * for the member to check; none for a test the table already gives, nor for a comment that says
 * why there is no result.
 */
function withResultsInComments(
  input: ReportLine[],
  read: ExtractedRow[],
  context: ParseContext,
  isTestName: (name: string) => boolean,
): ExtractedRow[] {
  const rows = [...read];
  const lines = input.map((line) => tidyLine(line.text));
  for (const answers of commentResults(lines, isTestName)) {
    for (const { name, value, unit, tableLine } of answers) {
      const row = parseRowLine(tidyLine(`${name}  ${value}  ${unit}`), context);
      if (!row?.markerId || row.value === null || row.unit === null || row.reviewReason) continue;
      // Read in the table's own line, the row keeps its printed range, when the table's unit is
      // the comment's.
      const inTable = parseRowLine(tidyLine(tableLine), context);
      const isSame = inTable?.markerId === row.markerId && inTable.unit === row.unit;
      const chosen = isSame && !inTable.reviewReason ? inTable : row;
      if (!rows.some((other) => other.markerId === row.markerId))
        rows.push({ ...chosen, reviewReason: FROM_A_COMMENT });
      break;
    }
  }
  return rows;
}

function parseRowLine(line: string, context: ParseContext): ExtractedRow | null {
  const chosen = readRowLine(line, context);
  return chosen ? toRow(chosen, context, null) : null;
}
