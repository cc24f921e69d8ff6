/**
 * A table turned on its side: the tests run across the top ('Date  TSH  Free T4  Free T3 ...'),
 * a line of units and a line of ranges may follow, and each line below is one visit, its date
 * first and its results under the tests. Clinics print their follow-up records so (a thyroid
 * clinic's record of a patient on an antithyroid drug, a renal unit's monthly bloods). The table
 * reader reads a test to a line, so the grid is turned back into that shape: a header 'Test
 * Result Unit Range' and a line per test with the current visit's result, the test's unit and its
 * range. The current visit is the line marked so ('<- current', 'aktuell', 'actuel') or else the
 * newest date; the other visits are earlier results, which are no rows of this report. A column
 * that names no test we know and has no range (a drug's dose in mg/day) is left out. The table in
 * force before is put back after the grid.
 */
import { readFlag } from '../lab-line-tokens';
import type { PlacedLine, PlacedWord } from '../placed-lines';
import { DATES_HEADING, readHeaderDate, type HeaderDate } from './header-dates';
import {
  columnCells,
  headerLineBefore,
  isPowerOfTenUnit,
  isUnitText,
  testResultUnitRangeHeader,
  wordAt,
} from './rewritten-lines';
import type { Cell } from './side-by-side';
import { readTableHeader } from './table-header';

/** The label of the line of ranges under the tests. */
const RANGES_LABEL =
  /^(?:ref|reference|bio\.?|normal|target|referenz|norm|valeurs?|valori|valores?|intervalo|intervalle|v\.r\.)/iu;
/**
 * A result cell: a number, maybe censored or signed (a base excess of '-1,2'), with a flag glued
 * on or after it ('<0.01*', '61 H').
 */
const RESULT = /^[<>≤≥]?\s?[-−+]?\d[\d.,]*\s?(?:\*|[HL]{1,2}|[↑↓+-])?$/u;
/** A range cell: '0.35-4.94', '< 5.61', '> 60', a base excess's '-2,0 – 3,0'. */
const RANGE = /^(?:[<>≤≥]\s?\d[\d.,]*|[-−]?\d[\d.,]*\s?[-–]\s?[-−]?\d[\d.,]*)$/u;
/** A cell of a test not done that visit: a dash, 'n.d.', 'n.b.' (nicht bestimmt). */
const NOT_DONE = /^(?:[-–—]+|n\.?\s?[db]\.?)$/iu;
/** A word on a visit's line that says it is the current one. */
const CURRENT_MARK = /^(?:<-+|←|current|aktuell|actuel|actual|attuale|today|heute)$/iu;

interface GridColumn {
  heading: Cell;
  unit: string | null;
  range: PlacedWord[];
}

interface Visit {
  line: PlacedLine;
  date: HeaderDate;
  cells: Map<GridColumn, Cell>;
  isMarkedCurrent: boolean;
}

/**
 * A heading cell split where a cell of the lines below starts under one of its later words: two
 * narrow columns' headings can stand closer than a column's gap ('SGPT (ALT) Carbimazole'), their
 * results and units never do.
 */
function splitUnderColumns(cell: Cell, below: readonly PlacedLine[], height: number): Cell[] {
  const starts = below.flatMap((line) => columnCells(line).map((under) => under.x0));
  const parts: Cell[] = [];
  for (const word of cell.words) {
    const part = parts.at(-1);
    const startsColumn = starts.some((x0) => Math.abs(x0 - word.x0) <= height);
    if (part && !startsColumn) {
      part.words.push(word);
      part.x1 = word.x1;
      part.text += ` ${word.text}`;
    } else parts.push({ words: [word], x0: word.x0, x1: word.x1, text: word.text });
  }
  // A part no cell starts under is no column of its own: the results under a heading of two
  // words ('Bili ges.') may start under its second word, set flush right.
  return parts.reduce<Cell[]>((kept, part) => {
    const before = kept.at(-1);
    const hasOwnCell = (cell: Cell) =>
      starts.some((x0) => x0 >= cell.x0 - height && x0 < part.x0 - height);
    if (before && !hasOwnCell(before)) {
      kept[kept.length - 1] = {
        words: [...before.words, ...part.words],
        x0: before.x0,
        x1: part.x1,
        text: `${before.text} ${part.text}`,
      };
    } else kept.push(part);
    return kept;
  }, []);
}

/** The tests' headings, when the line heads such a grid: a dates heading and three tests or more. */
function gridHeadingsOf(line: PlacedLine, below: readonly PlacedLine[]): Cell[] | null {
  const [first, ...rest] = columnCells(line);
  if (!first || rest.length < 3 || !DATES_HEADING.test(first.text)) return null;
  if (readTableHeader(line) !== null) return null;
  const isTestHeading = (cell: Cell) =>
    /^\p{L}/u.test(cell.text) && !isUnitText(cell.text) && cell.words.length <= 4;
  if (!rest.every(isTestHeading)) return null;
  return rest.flatMap((cell) => splitUnderColumns(cell, below, line.height));
}

/**
 * The column a cell stands under: the heading it overlaps most (a result set centred or flush
 * right under its heading starts left of it or under its last word), else the one it starts
 * after, from a little before the heading to the next.
 */
function columnUnder(cell: Cell, columns: GridColumn[], height: number): GridColumn | undefined {
  let best: GridColumn | undefined;
  let most = 0;
  for (const column of columns) {
    const overlap = Math.min(cell.x1, column.heading.x1) - Math.max(cell.x0, column.heading.x0);
    if (overlap > most) [best, most] = [column, overlap];
  }
  return best ?? columns.findLast((candidate) => cell.x0 >= candidate.heading.x0 - height);
}

/** Each cell of a line under the heading it stands under (columnUnder). */
function underHeadings(
  line: PlacedLine,
  columns: GridColumn[],
  cells: Cell[] = columnCells(line),
): Map<GridColumn, Cell> | null {
  const under = new Map<GridColumn, Cell>();
  for (const cell of cells) {
    const column = columnUnder(cell, columns, line.height);
    if (!column) continue;
    const taken = under.get(column);
    // A flag set apart after its result, in the result's column ('131   L').
    if (taken && readFlag(cell.text) !== null && !readFlag(taken.text)) {
      under.set(column, {
        words: [...taken.words, ...cell.words],
        x0: taken.x0,
        x1: cell.x1,
        text: `${taken.text} ${cell.text}`,
      });
      continue;
    }
    if (taken) return null;
    under.set(column, cell);
  }
  return under;
}

/**
 * A cell of units alone, one to a word: two narrow columns' units can stand closer than a
 * column's gap ('ml/min/1,73m²  mmol/l'), as their headings can.
 */
function unitsApart(cell: Cell): Cell[] {
  const isUnit = (text: string) => isUnitText(text) || isPowerOfTenUnit(text);
  if (cell.words.length < 2 || !cell.words.every((word) => isUnit(word.text))) return [cell];
  return cell.words.map((word) => ({ words: [word], x0: word.x0, x1: word.x1, text: word.text }));
}

/** Reads the unit and range lines under the headings; returns where the visits begin. */
function readUnitsAndRanges(lines: readonly PlacedLine[], start: number, columns: GridColumn[]) {
  let index = start;
  for (; index < Math.min(lines.length, start + 3); index++) {
    const line = lines[index]!;
    if (readHeaderDate(line.words, 0)) break;
    const cells = columnCells(line);
    const labelled = cells[0] && RANGES_LABEL.test(cells[0].text) ? cells.slice(1) : cells;
    const placed = underHeadings(
      { ...line, words: labelled.flatMap((cell) => cell.words) },
      columns,
      labelled.flatMap(unitsApart),
    );
    if (!placed || placed.size === 0) break;
    const texts = [...placed.values()].map((cell) => cell.text);
    if (texts.every((text) => isUnitText(text) || isPowerOfTenUnit(text)))
      for (const [column, cell] of placed) column.unit = cell.text;
    else if (texts.every((text) => RANGE.test(text)))
      for (const [column, cell] of placed) column.range = cell.words;
    else break;
  }
  return index;
}

/** The visits' lines: a date first, then results (or a dash where none was taken). */
function readVisits(lines: readonly PlacedLine[], start: number, columns: GridColumn[]): Visit[] {
  const visits: Visit[] = [];
  for (let index = start; index < lines.length; index++) {
    const line = lines[index]!;
    const dated = readHeaderDate(line.words, 0);
    if (!dated) break;
    const rest = { ...line, words: line.words.slice(dated.length) };
    const isMarkedCurrent = rest.words.some((word) => CURRENT_MARK.test(word.text));
    const words = rest.words.filter((word) => !CURRENT_MARK.test(word.text));
    const cells = underHeadings({ ...rest, words }, columns);
    if (!cells) break;
    // A dash or 'n.d.' is a test not done that visit: a cell of the grid all the same. Counted as
    // none, a visit of few tests ended the grid there, and the newest of the visits before it was
    // taken for the current one (its results shown as right).
    const filled = [...cells.values()].filter(
      (cell) => RESULT.test(cell.text) || NOT_DONE.test(cell.text),
    );
    if (filled.length < columns.length / 2) break;
    visits.push({ line, date: dated.date, cells, isMarkedCurrent });
  }
  return visits;
}

/**
 * The current visit: the one marked so, else the newest. Null when which is newest hangs on
 * reading the dates day-first or month-first and no date says which: the grid is then not read,
 * since a visit taken for the current one by a guess would show another day's results as today's.
 */
function currentVisit(visits: Visit[]): Visit | null {
  const marked = visits.find((visit) => visit.isMarkedCurrent);
  if (marked) return marked;
  const newestBy = (dayFirst: boolean) =>
    visits.reduce((newest, visit) =>
      visit.date.sortKey(dayFirst) >= newest.date.sortKey(dayFirst) ? visit : newest,
    );
  const isMonthFirst = visits.some((visit) => visit.date.mustBeMonthFirst);
  const isDayFirst = visits.some((visit) => visit.date.mustBeDayFirst);
  if (isMonthFirst !== isDayFirst) return newestBy(isDayFirst);
  const [dayFirst, monthFirst] = [newestBy(true), newestBy(false)];
  return dayFirst === monthFirst ? dayFirst : null;
}

/** The grid as the table reader reads it: a header, then a line per test the current visit has. */
function readableLines(header: PlacedLine, columns: GridColumn[], visit: Visit): PlacedLine[] {
  const height = header.height;
  const x = header.words[0]!.x0;
  const widest = (texts: string[]) => Math.max(...texts.map((text) => text.length)) * 0.5 * height;
  const resultAt = x + widest(columns.map((column) => column.heading.text)) + 3 * height;
  const unitAt = resultAt + widest([...visit.cells.values()].map((cell) => cell.text)) + 3 * height;
  const rangeAt = unitAt + widest(columns.map((column) => column.unit ?? '')) + 3 * height;
  const lines: PlacedLine[] = [
    testResultUnitRangeHeader(header, { test: x, result: resultAt, unit: unitAt, range: rangeAt }),
  ];
  for (const column of columns) {
    const result = visit.cells.get(column);
    if (!result || !RESULT.test(result.text)) continue;
    const shiftTo = (words: PlacedWord[], at: number) =>
      words.map((word) => ({
        ...word,
        x0: word.x0 - words[0]!.x0 + at,
        x1: word.x1 - words[0]!.x0 + at,
      }));
    lines.push({
      ...visit.line,
      words: [
        ...shiftTo(column.heading.words, x),
        ...shiftTo(result.words, resultAt),
        ...(column.unit ? [wordAt(column.unit, unitAt, visit.line.height)] : []),
        ...(column.range.length > 0 ? shiftTo(column.range, rangeAt) : []),
      ],
    });
  }
  return lines;
}

/**
 * Placed lines with every grid of tests across the top read as a table of one test per line.
 * `isTestName` says whether a heading names a test we know.
 */
export function unfoldTestsAcrossGrids(
  input: readonly PlacedLine[],
  isTestName: (name: string) => boolean,
): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < input.length; index++) {
    const line = input[index]!;
    const headings = gridHeadingsOf(line, input.slice(index + 1, index + 7));
    const known = headings?.filter((heading) => isTestName(heading.text)) ?? [];
    if (!headings || known.length < 3) {
      out.push(line);
      continue;
    }
    const columns: GridColumn[] = headings.map((heading) => ({ heading, unit: null, range: [] }));
    const visitsStart = readUnitsAndRanges(input, index + 1, columns);
    const visits = readVisits(input, visitsStart, columns);
    const current = visits.length > 0 ? currentVisit(visits) : null;
    if (!current) {
      out.push(line);
      continue;
    }
    const read = columns.filter(
      (column) => known.includes(column.heading) || column.range.length > 0,
    );
    const before = headerLineBefore(input, index);
    out.push(...readableLines(line, read, current));
    if (before) out.push(before);
    index = visitsStart + visits.length - 1;
  }
  return out;
}
