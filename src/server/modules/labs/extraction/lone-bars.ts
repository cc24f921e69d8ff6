/**
 * A bar printed alone where no ruling runs: a card's left edge drawn as '|' before each test's
 * name in a portal's grid of cards ('|  Glucose  |  BUN (Urea Nitrogen)', the values on the
 * line under with no bar). A ruled table prints its bars on row after row at its columns'
 * edges, and its readers use them (table-header.ts); a bar with none at its place on the two
 * lines above or below is no ruling, and read as a word it made the line of names no line of names: the whole
 * grid was lost (b349-05). Pictures drop every lone bar when their words are placed
 * (word-rows.ts); a text layer keeps its rulings and loses these.
 */
import { RULING_CHARACTER, type PlacedLine, type PlacedWord } from './placed-lines';

const BAR = new RegExp(`^${RULING_CHARACTER.source}+$`);

/** How far apart (points) two bars on lines one above the other may stand and be one ruling. */
const SAME_RULING = 4;
/**
 * How many lines above and below a ruling may skip: a ruled table's header is ruled apart from
 * its rows by a line of dashes (no words) and a section's title ruled at the table's edges only.
 * A card's name line has its value and its range under it, with no bar.
 */
const LINES_SKIPPED = 2;

const barsOf = (line: PlacedLine | undefined): PlacedWord[] =>
  line?.words.filter((word) => BAR.test(word.text)) ?? [];

/** A line drawn with characters ('+-------+-----+'): a ruled table's border, bars at every column. */
const isDrawnRule = (line: PlacedLine) =>
  line.words.length > 0 && line.words.every((word) => /^[+\-=_|]{5,}$/.test(word.text));

/** How wide a gap (in text heights) parts a column from the one before it. */
const COLUMN_GAP = 2;

/**
 * Whether a bar stands first on its line or a column's gap after the word before it: a card's
 * edge. A bar set a space from the words around it ('Pune 411004 | Ph: 020 …') parts two items of
 * one line as a comma would, and is left for the readers that know it (drawn-bars.ts).
 */
function isApart(line: PlacedLine, at: number): boolean {
  const before = line.words[at - 1];
  return !before || line.words[at]!.x0 - before.x1 >= COLUMN_GAP * line.height;
}

/** The page's lines without the bars that no bar above or below continues. */
export function withoutLoneBars(lines: PlacedLine[]): PlacedLine[] {
  return lines.map((line, index) => {
    const bars = barsOf(line);
    if (bars.length === 0) return line;
    const aroundLines = [
      ...lines.slice(Math.max(0, index - LINES_SKIPPED), index),
      ...lines.slice(index + 1, index + 1 + LINES_SKIPPED),
    ];
    if (aroundLines.some(isDrawnRule)) return line;
    const around = aroundLines.flatMap(barsOf);
    const isLone = (word: PlacedWord, at: number) =>
      BAR.test(word.text) &&
      isApart(line, at) &&
      !around.some((bar) => Math.abs(bar.x0 - word.x0) <= SAME_RULING);
    if (!line.words.some(isLone)) return line;
    return { ...line, words: line.words.filter((word, at) => !isLone(word, at)) };
  });
}
