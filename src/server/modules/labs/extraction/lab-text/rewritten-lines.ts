/**
 * What the passes that rewrite a report's placed lines before the table reader reads them share
 * (unit-headed-columns.ts, side-by-side-sections.ts): a line's cells a column's gap apart, a
 * unit told by its shape alone, a word of their own set at a place (a heading the table reader
 * knows, a row's unit), and the table header in force before a line.
 */
import { looksLikeUnitByShape } from '../lab-line-tokens';
import { COLUMN_GAP_HEIGHTS, type PlacedLine, type PlacedWord } from '../placed-lines';
import { cellsApart, type Cell } from './side-by-side';
import { readTableHeader } from './table-header';

/** A line's runs of words with no column gap between them. */
export const columnCells = (line: PlacedLine): Cell[] => cellsApart(line, COLUMN_GAP_HEIGHTS);

/**
 * Whether a word is a unit by its shape ('%', 'g/dL', 'x10^9/L'); a number never is. A decimal
 * comma and a square inside it ('ml/min/1,73m²') are read as the point and the 2 the shape knows.
 */
export const isUnitText = (text: string): boolean =>
  !/^\d/.test(text) && looksLikeUnitByShape(text.replace(/(\d),(\d)/g, '$1.$2').replace(/²/g, '2'));

/**
 * A count's unit given as a power of ten per volume ('10^3/µL', 'x10E9/L', '10³/µL'), which
 * starts with a digit.
 */
export const isPowerOfTenUnit = (text: string): boolean =>
  /^[x×]?10(?:[\^*Ee]?\d{1,2}|[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2})\/[\p{L}µμ]{1,3}$/u.test(text);

/** A unit by its shape, a power of ten's included. */
export const isAnyUnitText = (text: string): boolean => isUnitText(text) || isPowerOfTenUnit(text);

/** A word of the pass's own at `x0`, as wide as its letters at the line's height. */
export const wordAt = (text: string, x0: number, height: number): PlacedWord => ({
  text,
  x0,
  x1: x0 + text.length * 0.5 * height,
});

/** The last line before `index` that is a table header: the columns the page's rows are read by. */
export function headerLineBefore(
  lines: readonly PlacedLine[],
  index: number,
): PlacedLine | undefined {
  return lines.slice(0, index).findLast((line) => readTableHeader(line) !== null);
}

/**
 * A header of the pass's own, 'Test  Result  Unit  Range', its words at the places given, on
 * `line`'s page and height: the columns the lines the pass writes after it are read by.
 */
export function testResultUnitRangeHeader(
  line: PlacedLine,
  at: { test: number; result: number; unit: number; range: number },
): PlacedLine {
  const height = line.height;
  return {
    ...line,
    words: [
      wordAt('Test', at.test, height),
      wordAt('Result', at.result, height),
      wordAt('Unit', at.unit, height),
      wordAt('Range', at.range, height),
    ],
  };
}

/**
 * Placed lines with every small table a pass knows read back in another shape: a line `headerOf`
 * knows, then the lines under it `rowsOf` reads (each as lines of its own), until one it does
 * not; `readBack` gives what stands for the table's header and rows (the rows alone, by default).
 * A header with no row under it stays as printed.
 */
export function unfoldHeadedRows<Header>(
  input: readonly PlacedLine[],
  headerOf: (line: PlacedLine) => Header | null,
  rowsOf: (line: PlacedLine, header: Header) => PlacedLine[] | null,
  readBack: (rows: PlacedLine[], header: Header, index: number) => PlacedLine[] = (rows) => rows,
): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < input.length; index++) {
    const line = input[index]!;
    const header = headerOf(line);
    const rows: PlacedLine[] = [];
    let next = index + 1;
    for (; header !== null && next < input.length; next++) {
      const lines = rowsOf(input[next]!, header);
      if (!lines) break;
      rows.push(...lines);
    }
    if (header === null || rows.length === 0) {
      out.push(line);
      continue;
    }
    out.push(...readBack(rows, header, index));
    index = next - 1;
  }
  return out;
}
