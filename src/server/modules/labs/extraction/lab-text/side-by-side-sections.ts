/**
 * Two sections printed side by side under their own headings: a urinalysis's strip and its
 * sediment ('Examen physico-chimique  |  Examen microscopique (sédiment)', 'Tira reactiva  |
 * Sedimento urinario'), each a column of 'name  result' rows. Read across, a line is two tests,
 * and the right-hand names are often ones no two-tests-per-line rule knows ('Cellules
 * épithéliales', 'Cristaux'). Read as the lab meant them, the left section comes first, then
 * the right one under its own heading (so 'Leucocytes' under the sediment is the cells counted),
 * its words moved left to where the left section's stand, so the page's table columns take
 * them alike.
 */
import { COLUMN_GAP_HEIGHTS, type PlacedLine, type PlacedWord } from '../placed-lines';
import { columnCells, headerLineBefore, isUnitText, wordAt } from './rewritten-lines';
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

/** The block's lines after the heading: lines of both sections, then the left one's alone. */
function blockAfter(
  lines: readonly PlacedLine[],
  from: number,
  split: number,
): { paired: number; end: number; leftX: number } | null {
  let paired = 0;
  let index = from;
  let leftX = Infinity;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const left = leftOf(line, split);
    const right = rightOf(line, split);
    const isPair = isNameAndResult(left, line.height) && isNameAndResult(right, line.height);
    // Two tables side by side with their own headers are read as halves of one (table-header.ts).
    if (straddles(line, split) || !isPair || readTableHeader(line) !== null) break;
    // A unit is no test's name: a row read across the page's columns is no two sections'.
    if (isUnitText(right[0]!.text)) break;
    // The right section's names start near its heading; its results stand further right.
    if (right[0]!.x0 > split + 2 * line.height) break;
    leftX = Math.min(leftX, left[0]!.x0);
    paired += 1;
  }
  if (paired < MIN_PAIRED_LINES) return null;
  // The left section may run on alone ('Sang  Négatif', 'Nitrites  négatif'), its names where
  // they stood above: a line starting elsewhere (the next section's heading) ends it.
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const first = line.words[0];
    if (!first || rightOf(line, split).length > 0) break;
    if (Math.abs(first.x0 - leftX) > 0.5 * line.height) break;
  }
  return { paired, end: index, leftX };
}

/**
 * A test's name (a word first) and, a column's gap after it, its result: a row of one section.
 * 'Blood, UA' is a name alone, whatever its words.
 */
function isNameAndResult(words: PlacedWord[], height: number): boolean {
  if (words.length < 2 || !/^\p{L}/u.test(words[0]!.text)) return false;
  return words.some(
    (word, at) => at > 0 && word.x0 - words[at - 1]!.x1 > COLUMN_GAP_HEIGHTS * height,
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
    const [, value, third, fourth] = columnCells(row);
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
    const block = split === null ? null : blockAfter(input, index + 1, split);
    // The header in force before, found only now: to read the page's next rows under again, and
    // to leave alone two tables side by side under one header of two halves (table-header.ts).
    const before = block ? headerLineBefore(input, index) : undefined;
    const isTwoUpTable = before !== undefined && readTableHeader(before)!.halves.length > 1;
    if (split === null || !block || isTwoUpTable) {
      out.push(heading);
      continue;
    }
    const body = input.slice(index + 1, block.end);
    const paired = body.slice(0, block.paired);
    const rightX = Math.min(...paired.map((line) => rightOf(line, split)[0]!.x0));
    const shift = rightX - block.leftX;
    const left = body.map((line) => ({ ...line, words: leftOf(line, split) }));
    const right = paired.map((line) => moved(line, rightOf(line, split), shift));
    out.push({ ...heading, words: leftOf(heading, split) });
    out.push(sectionsHeader([...left, ...right], block.leftX, heading), ...left);
    out.push(moved(heading, rightOf(heading, split), shift), ...right);
    if (before) out.push(before);
    index = block.end - 1;
  }
  return out;
}
