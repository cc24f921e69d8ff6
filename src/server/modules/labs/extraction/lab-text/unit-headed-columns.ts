/**
 * A small table whose result columns are headed by their units, not by a word: a serum protein
 * electrophoresis printed 'Frazione  %  g/dL  V.R. %', each fraction's share and amount side by
 * side under the two units. Each row holds two results of one test, which the table reader (one
 * result per row and half) cannot take apart, so the table is turned back into the shape it reads:
 * a header 'Result  Unit  Range', and a line per unit column with the row's name, that column's
 * number, its unit and, for the column the range heading names ('V.R. %'), the range. The table
 * the page was in before is put back after it, so the rows that follow are read under their own
 * columns again.
 */
import { looksLikeUnit } from '../lab-line-tokens';
import { COLUMN_GAP_HEIGHTS, type PlacedLine, type PlacedWord } from '../placed-lines';
import { cellsApart, type Cell } from './side-by-side';
import { readTableHeader } from './table-header';

interface UnitHeader {
  name: Cell;
  /** The unit-headed result columns, left to right. */
  units: Cell[];
  /** The range heading, if any, and the unit column its range belongs to. */
  range: Cell | null;
  rangeOwner: number;
}

const NUMBER = /^[<>≤≥]?\d[\d.,']*$/;
const isUnit = (text: string) => !/^\d/.test(text) && looksLikeUnit(text, new Set(), (raw) => raw);

const cellsOf = (line: PlacedLine): Cell[] => cellsApart(line, COLUMN_GAP_HEIGHTS);

/**
 * 'Frazione  %  g/dL  V.R. %': a name heading of words, then two or more different units, each a
 * cell of its own, then at most a range heading. The range is the column's whose unit the range
 * heading ends with, else the first's.
 */
function unitHeaderOf(line: PlacedLine): UnitHeader | null {
  const cells = cellsOf(line);
  const [name, ...rest] = cells;
  if (!name || !/^\p{L}[\p{L}\s.-]*$/u.test(name.text)) return null;
  const units: Cell[] = [];
  for (const cell of rest) {
    if (cell.words.length !== 1 || !isUnit(cell.text)) break;
    units.push(cell);
  }
  const unitTexts = units.map((cell) => cell.text.toLowerCase());
  if (units.length < 2 || new Set(unitTexts).size !== units.length) return null;
  const after = rest.slice(units.length);
  if (after.length > 1 || after.some((cell) => /\d/.test(cell.text))) return null;
  const range = after[0] ?? null;
  const rangeUnit = range?.words.at(-1)?.text.toLowerCase();
  const owner = rangeUnit ? unitTexts.indexOf(rangeUnit) : -1;
  return { name, units, range, rangeOwner: Math.max(owner, 0) };
}

/** A word of our own at a place: a heading the table reader knows, or a row's unit. */
const wordAt = (text: string, x0: number, height: number): PlacedWord => ({
  text,
  x0,
  x1: x0 + text.length * 0.5 * height,
});

/** The header the table reader reads: the name heading as printed, 'Result', 'Unit', 'Range'. */
function readableHeader(line: PlacedLine, header: UnitHeader): PlacedLine {
  const [first, second] = header.units;
  const words = [
    ...header.name.words,
    wordAt('Result', first!.x0, line.height),
    wordAt('Unit', second!.x0, line.height),
  ];
  if (header.range) words.push(wordAt('Range', header.range.x0, line.height));
  return { ...line, words };
}

/** The row's number under each unit column, or null when a column has none. */
function numbersUnder(cells: Cell[], header: UnitHeader, height: number): PlacedWord[] | null {
  const numbers: PlacedWord[] = [];
  header.units.forEach((column, index) => {
    const next = header.units[index + 1] ?? header.range;
    const to = next ? next.x0 - 0.5 * height : Infinity;
    const from = column.x0 - 2 * height;
    const found = cells.find(
      (cell) => cell.words.length === 1 && NUMBER.test(cell.text) && cell.x1 > from && cell.x0 < to,
    );
    if (found) numbers.push(found.words[0]!);
  });
  return numbers.length === header.units.length ? numbers : null;
}

/** A row of the table as one line per unit column, or null when the line is no such row. */
function rowLines(line: PlacedLine, header: UnitHeader): PlacedLine[] | null {
  const cells = cellsOf(line);
  const name = cells[0];
  if (!name || !/^\p{L}/u.test(name.text) || name.x1 > header.units[0]!.x0) return null;
  const numbers = numbersUnder(cells, header, line.height);
  if (!numbers) return null;
  const range = header.range
    ? cells.filter((cell) => cell.x0 >= header.range!.x0 - 2 * line.height).flatMap((c) => c.words)
    : [];
  const [first, second] = header.units;
  return numbers.map((number, index) => ({
    ...line,
    words: [
      ...name.words,
      { ...number, x0: first!.x0, x1: first!.x0 + (number.x1 - number.x0) },
      wordAt(header.units[index]!.text, second!.x0, line.height),
      ...(index === header.rangeOwner ? range : []),
    ],
  }));
}

/** Placed lines with every unit-headed table read as a table of one result per line. */
export function unfoldUnitHeadedColumns(input: readonly PlacedLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < input.length; index++) {
    const line = input[index]!;
    const header = unitHeaderOf(line);
    if (!header) {
      out.push(line);
      continue;
    }
    const rows: PlacedLine[] = [];
    let next = index + 1;
    for (; next < input.length; next++) {
      const lines = rowLines(input[next]!, header);
      if (!lines) break;
      rows.push(...lines);
    }
    if (rows.length === 0) {
      out.push(line);
      continue;
    }
    // The header in force before, found only now: a unit-headed table is rare.
    const before = input.slice(0, index).findLast((earlier) => readTableHeader(earlier) !== null);
    out.push(readableHeader(line, header), ...rows);
    if (before) out.push(before);
    index = next - 1;
  }
  return out;
}
