/**
 * Two sections printed side by side under their own headings: a urinalysis's strip and its
 * sediment ('Examen physico-chimique  |  Examen microscopique (sédiment)', 'Tira reactiva  |
 * Sedimento urinario'), each a column of 'name  result' rows. Read across, a line is two tests,
 * and the right-hand names are often ones no two-tests-per-line rule knows ('Cellules
 * épithéliales', 'Cristaux'). Read as the lab meant them, the left section comes first, then
 * the right one under its own heading (so 'Leucocytes' under the sediment is the cells counted),
 * its words moved left to where the left section's names stand, and each section under a header
 * of its own columns (the two may print their results at different distances from the names).
 */
import { COLUMN_GAP_HEIGHTS, type PlacedLine, type PlacedWord } from '../placed-lines';
import { columnCells, headerLineBefore, isUnitText, wordAt } from './rewritten-lines';
import { isDatesLine } from './stacked-headings';
import { headingRoleOf, readTableHeader } from './table-header';

/** At least this many lines print both sections before the layout is taken for one. */
const MIN_PAIRED_LINES = 2;

const hasDigit = (words: PlacedWord[]) => words.some((word) => /\d/.test(word.text));

/**
 * The x where a heading line's words fall apart into two runs of words a wide gap apart, or null:
 * two headings, and no more, with no digit ('Tira reactiva  Sedimento urinario'). A table's
 * header ('Test  Result  Units') is no such line.
 */
function headingSplit(line: PlacedLine): number | null {
  const words = line.words;
  // A patient block's labels ('Patient:  …  Requesting Clinician:') are no headings.
  const isLabelled = words.some((word) => word.text.endsWith(':'));
  if (words.length < 2 || hasDigit(words) || isLabelled) return null;
  const runs = words.filter(
    (word, index) => index === 0 || word.x0 - words[index - 1]!.x1 > 2 * line.height,
  );
  // The header is read last: most lines are ruled out by their words alone.
  if (runs.length !== 2 || readTableHeader(line) !== null) return null;
  // Column headings split over two lines ('Test Name  …  Unit' under 'Your Result  Last Result')
  // are a header's, not two sections'.
  const second = words.indexOf(runs[1]!);
  const texts = [words.slice(0, second), words.slice(second)].map((run) =>
    run.map((word) => word.text).join(' '),
  );
  if (texts.some((text) => headingRoleOf(text) !== null)) return null;
  let widest = 0;
  let at = -1;
  for (let index = 1; index < words.length; index++) {
    const gap = words[index]!.x0 - words[index - 1]!.x1;
    if (gap > widest) [widest, at] = [gap, index];
  }
  // Two headings, far apart: the gap is wider than any word space by far.
  if (at < 0 || widest < 6 * line.height) return null;
  return words[at]!.x0;
}

const leftOf = (line: PlacedLine, split: number) => line.words.filter((w) => w.x1 < split);
const rightOf = (line: PlacedLine, split: number) => line.words.filter((w) => w.x0 >= split);
const straddles = (line: PlacedLine, split: number) =>
  line.words.some((word) => word.x0 < split && word.x1 >= split);

/** A range's label and what follows it, or a range alone in brackets. */
const RANGE_UNDER_ROW =
  /^(?:(?:ref(?:erence)?|réf(?:érence)?|referencia|riferimento|norm(?:al)?|range|VN|VR)\.?(?:\s+(?:range|interval|values?))?\s*:\s*\S|\(\s*[<>≤≥]?\s*\d[\d.,]*\s*(?:[-–]\s*\d[\d.,]*)?\s*\)$)/iu;

/**
 * A line of a section that is none of its rows: a rule under the headings ('_____') or a row's
 * reference range printed on the line below it ('Ref: 12.0 - 15.5', 'Ref: Negative').
 */
function isAside(words: PlacedWord[]): boolean {
  if (words.length === 0) return false;
  if (words.every((word) => /^[-_=–—.·*]{3,}$/.test(word.text))) return true;
  const text = words.map((word) => word.text).join(' ');
  return RANGE_UNDER_ROW.test(text);
}

/**
 * The block's lines after the heading: lines of both sections (each a row, or a rule or a range
 * under a row, with now and then one side blank), then one section's lines alone: the left one
 * running on as its names stood above, or the right one's last rows where the left had fewer.
 */
function blockAfter(
  lines: readonly PlacedLine[],
  from: number,
  split: number,
  headingX: number,
): { end: number; leftX: number; rightX: number } | null {
  let paired = 0;
  let index = from;
  let leftX = Infinity;
  let rightX = Infinity;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const left = leftOf(line, split);
    const right = rightOf(line, split);
    // Two tables side by side with their own headers are read as halves of one (table-header.ts).
    if (straddles(line, split) || readTableHeader(line) !== null) break;
    const [leftRow, rightRow] = [left, right].map((side) => isNameAndResult(side, line.height));
    if (!leftRow || !rightRow) {
      const sides = [left, right].map(
        (side, at) => side.length === 0 || isAside(side) || [leftRow, rightRow][at],
      );
      // A row beside a blank is where one section runs on alone, below.
      const isRowAlone = (leftRow && right.length === 0) || (rightRow && left.length === 0);
      if (sides.every(Boolean) && !isRowAlone && line.words.length > 0) continue;
      break;
    }
    // A unit is no test's name: a row read across the page's columns is no two sections'.
    if (isUnitText(right[0]!.text)) break;
    // The right section's names start near its heading, indented no more than the left one's
    // are under theirs; its results stand further right.
    const indent = Math.max(2 * line.height, left[0]!.x0 - headingX + line.height);
    if (right[0]!.x0 > split + indent) break;
    leftX = Math.min(leftX, left[0]!.x0);
    rightX = Math.min(rightX, right[0]!.x0);
    paired += 1;
  }
  if (paired < MIN_PAIRED_LINES) return null;
  // One section may run on alone ('Sang  Négatif', 'Nitrites  négatif'), its names where they
  // stood above, and its ranges under them: a line starting elsewhere (the next section's
  // heading) or printing on both sides ends it.
  let side: 'left' | 'right' | null = null;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const left = leftOf(line, split);
    const right = rightOf(line, split);
    const lineSide = left.length === 0 ? 'right' : right.length === 0 ? 'left' : null;
    if (!lineSide || (side && lineSide !== side)) break;
    const words = lineSide === 'left' ? left : right;
    const namesX = lineSide === 'left' ? leftX : rightX;
    if (Math.abs(words[0]!.x0 - namesX) > 0.5 * line.height && !isAside(words)) break;
    // The right section's own lines alone are its rows or their ranges, never a comment.
    if (lineSide === 'right' && !isAside(words) && !isNameAndResult(words, line.height)) break;
    side = lineSide;
  }
  return { end: index, leftX, rightX };
}

/**
 * A test's name (a word first) and, a column's gap after it, its result: a row of one section.
 * 'Blood, UA' is a name alone, whatever its words.
 */
function isNameAndResult(words: PlacedWord[], height: number): boolean {
  if (words.length < 2 || !/^\p{L}/u.test(words[0]!.text)) return false;
  // 'Bacteria: Few', 'Epithelial cells: Few': a name and its colon, then the result.
  const isLabelled = words.some((word, at) => at < words.length - 1 && word.text.endsWith(':'));
  return (
    isLabelled ||
    words.some((word, at) => at > 0 && word.x0 - words[at - 1]!.x1 > COLUMN_GAP_HEIGHTS * height)
  );
}

const moved = (line: PlacedLine, words: PlacedWord[], shift: number): PlacedLine => ({
  ...line,
  words: words.map((word) => ({ ...word, x0: word.x0 - shift, x1: word.x1 - shift })),
});

/**
 * A header for the sections' own columns ('Test  Result  Unit  Range' where their rows print the
 * name, the result, a unit and a range), since the page's table header, if any, stands elsewhere:
 * a result under its name column would be read as part of the name.
 */
function sectionsHeader(rows: PlacedLine[], leftX: number, like: PlacedLine): PlacedLine {
  const at = { value: Infinity, unit: Infinity, range: Infinity };
  for (const row of rows) {
    // A colon set apart after the name ('Color  :  Light yellow') is no column of its own.
    const [, value, third, fourth] = columnCells(row).filter((cell) => cell.text !== ':');
    if (value) at.value = Math.min(at.value, value.x0);
    const unit = third && isUnitText(third.text) ? third : null;
    if (unit) at.unit = Math.min(at.unit, unit.x0);
    const range = unit ? fourth : third;
    if (range) at.range = Math.min(at.range, range.x0);
  }
  const heading = (text: string, x0: number) => wordAt(text, x0, like.height);
  const words = [heading('Test', leftX), heading('Result', at.value)];
  if (at.unit < Infinity) words.push(heading('Unit', at.unit));
  if (at.range < Infinity && at.range > at.value) words.push(heading('Range', at.range));
  return { ...like, words };
}

/** Placed lines with every pair of side-by-side sections read one section after the other. */
export function unfoldSideBySideSections(input: readonly PlacedLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < input.length; index++) {
    const heading = input[index]!;
    const split = headingSplit(heading);
    const block = split === null ? null : blockAfter(input, index + 1, split, heading.words[0]!.x0);
    // The header in force before, found only now: to read the page's next rows under again, and
    // to leave alone two tables side by side under one header of two halves (table-header.ts).
    const before = block ? headerLineBefore(input, index) : undefined;
    // The headings' own line, not the dates printed under them ('14/11/24  14/11/24' under two
    // tables' 'Prev.' columns), says whether the page is two tables side by side.
    const named = block
      ? input
          .slice(0, index)
          .filter((line) => !isDatesLine(line))
          .map((line) => readTableHeader(line))
          .findLast((header) => header !== null)
      : undefined;
    const isTwoUpTable = (named?.halves.length ?? 0) > 1;
    if (split === null || !block || isTwoUpTable) {
      out.push(heading);
      continue;
    }
    const body = input.slice(index + 1, block.end);
    const shift = block.rightX - block.leftX;
    const left = body
      .map((line) => ({ ...line, words: leftOf(line, split) }))
      .filter((line) => line.words.length > 0);
    const right = body
      .filter((line) => rightOf(line, split).length > 0)
      .map((line) => moved(line, rightOf(line, split), shift));
    out.push({ ...heading, words: leftOf(heading, split) });
    // Each section under its own columns: the two print their results at their own distances
    // from the names ('Color  :  Light yellow' beside 'Pus cells  :  2-4 /hpf  (N: 0 - 5)').
    out.push(sectionsHeader(left, block.leftX, heading), ...left);
    out.push(moved(heading, rightOf(heading, split), shift));
    if (right.length > 0) out.push(sectionsHeader(right, block.leftX, heading), ...right);
    if (before) out.push(before);
    index = block.end - 1;
  }
  return out;
}
