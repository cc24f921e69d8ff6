/**
 * Blocks printed side by side with a gutter between them: analyser tickets stapled in a row, a
 * ticket beside a letter or beside a nurse's form, a sheet of tickets with notes to their right.
 * Each block is a report of its own, and its lines do not meet the other's: read across the page,
 * a line joins a ticket's 'K+ 5,3 mmol/L' to a letter's 'Médecin généraliste', or four tickets'
 * rows into one. Read as the page means them, each block comes whole, one after the other.
 *
 * A gutter is an x band that no word crosses on a run of consecutive lines, with words on both
 * sides. A table's columns have such bands too; what sets a gutter apart is what stands on either
 * side of it. Beside a table's name column stand values, units, ranges and flags; beside a gutter
 * stands another block's text: rows that name a test and give it a number ('HbA1c 7,4 %'), or
 * lines of words (a letter, a form, notes). The band is accepted when both sides read as rows of
 * their own, or when one side does and the other reads as text.
 */
import { readFlag } from '../lab-line-tokens';
import type { PlacedLine, PlacedWord } from '../placed-lines';
import { TIME_OF_DAY } from './header-dates';
import { isAnyUnitText } from './rewritten-lines';
import { isGenericResultWord } from './result-value';
import { isStatusText } from './side-by-side';
import { readTableHeader, type TableHeader } from './table-header';

/** A gutter is at least this many text heights wide: wider than a ticket's own column gaps. */
const GUTTER_HEIGHTS = 3;
/** At least this many lines carry words on both sides of a gutter. */
const MIN_LINES_ON_BOTH_SIDES = 3;
/** Lines of one side that carry on below the other side's last line, at least, to be its block's. */
const MIN_LINES_RUNNING_ON = 3;
/** A side reads as rows of its own from this many rows that name a test and give a number. */
const MIN_OWN_ROWS = 2;
/** A side reads as text from this many lines of two words or more that open with a word. */
const MIN_TEXT_LINES = 3;

/** Text beside rows is a block of its own only when at most this share of the rows has some. */
const MOST_ROWS_BESIDE = 0.7;

type Side = 'left' | 'right';

interface Band {
  from: number;
  to: number;
}

interface Gutter extends Band {
  start: number;
  end: number;
}

/**
 * A time or a date ('07:30', '14/06', '03.11.2025'): how a note's line opens. A dotted day
 * without its year ('16.8') is a result's decimal as often.
 */
const isTimeOrDate = (word: PlacedWord) =>
  TIME_OF_DAY.test(word.text) || /^\d{1,2}(?:[./-]\d{1,2}[./-]\d{2,4}|\/\d{1,2})$/.test(word.text);

/** A note's line: a time or a date, then words ('07:30 Presented with chest pain'). */
const isNoteLine = (words: PlacedWord[]) =>
  !!words[0] && isTimeOrDate(words[0]) && wordsOfText(words) >= 2;

/** A number, signed or censored or flagged ('7,4', '<0.5', '*100'), not a name with a digit. */
const isNumber = (word: PlacedWord) => /^[<>≤≥*+-]?\d/.test(word.text);
const opensWithLetter = (word: PlacedWord) => /^[\p{L}%]/u.test(word.text);

/** A line's words left of the band and right of it. */
function sides(line: PlacedLine, band: Band): { left: PlacedWord[]; right: PlacedWord[] } {
  return {
    left: line.words.filter((word) => word.x1 <= band.from),
    right: line.words.filter((word) => word.x0 >= band.to),
  };
}

/** Whether the line prints words on both sides of the band. */
function isOnBothSides(line: PlacedLine, band: Band): boolean {
  const { left, right } = sides(line, band);
  return left.length > 0 && right.length > 0;
}

/** The widest part of the band no word of the line covers, or null when none is wide enough. */
function freePart(band: Band, line: PlacedLine, minWidth: number): Band | null {
  let free: Band[] = [band];
  for (const word of line.words) {
    free = free.flatMap((part) => {
      if (word.x1 <= part.from || word.x0 >= part.to) return [part];
      return [
        { from: part.from, to: word.x0 },
        { from: word.x1, to: part.to },
      ].filter((rest) => rest.to > rest.from);
    });
  }
  const widest = free.reduce<Band | null>(
    (best, part) => (!best || part.to - part.from > best.to - best.from ? part : best),
    null,
  );
  return widest && widest.to - widest.from >= minWidth ? widest : null;
}

/** The gaps between a line's words wide enough to be a gutter. */
function wideGaps(line: PlacedLine, minWidth: number): Band[] {
  const gaps: Band[] = [];
  for (let index = 1; index < line.words.length; index++) {
    const from = line.words[index - 1]!.x1;
    const to = line.words[index]!.x0;
    if (to - from >= minWidth) gaps.push({ from, to });
  }
  return gaps;
}

/** Words as a name, without the dotted leader that runs to its value ('HBsAg .........'). */
const nameOf = (words: PlacedWord[]) =>
  words
    .map((word) => word.text.replace(/[.…_]{3,}$/u, ''))
    .filter((text) => text !== '')
    .join(' ');

/** A card is a name alone over its value: one row on two lines. */
type SideKind = 'row' | 'card' | 'text' | 'digits' | 'other';

/** How a side's words on one line read: a row of its own, a line of text, or neither. */
function sideKind(words: PlacedWord[], isTestName: (name: string) => boolean): SideKind {
  const first = words[0];
  if (!first) return 'other';
  // A time or a date that opens a sentence ('07:30 Presented with chest pain') is a note's text;
  // a number with its unit and range is a value column's cell.
  if (isNumber(first)) return isNoteLine(words) ? 'text' : 'digits';
  if (!opensWithLetter(first) || isCellStart(first)) return 'other';
  // A row names a test and gives its result: a number, or a word any test may print ('NIT
  // Negative').
  const firstResult = words.findIndex(
    (word, index) => index > 0 && (isNumber(word) || isGenericResultWord(word.text)),
  );
  const name = nameOf(firstResult < 0 ? words : words.slice(0, firstResult));
  if (firstResult > 0 && isTestName(name)) return 'row';
  // A result word or a status beside a table's names is a cell, not text of its own; text has
  // words of its own ('Method: Calculated', 'Presented with chest pain'), not a unit after a flag.
  const isCell = isGenericResultWord(first.text) || isStatusText(name);
  return wordsOfText(words) >= 2 && !isCell ? 'text' : 'other';
}

/** Words of three letters or more that are no unit: what text is made of, and a row's cells are not. */
const wordsOfText = (words: PlacedWord[]) =>
  words.filter((word) => /^\p{L}{3}/u.test(word.text) && !isAnyUnitText(word.text)).length;

/** A note's sentence beside a row ('radiating to L arm, diaphoretic'), never that row's cells. */
const isProse = (words: PlacedWord[]) => wordsOfText(words) >= 3;

/**
 * What opens a cell of a table's row after its value: a number, a unit, a range or a bound, a
 * bracket, or a flag as a flag column prints it ('L', 'H', '*', '↑', 'hoch'; readFlag).
 */
function isCellStart(word: PlacedWord): boolean {
  return (
    isNumber(word) ||
    isAnyUnitText(word.text) ||
    /^[[(<>≤≥]/.test(word.text) ||
    readFlag(word.text) !== null
  );
}

/**
 * A line split at a column gap inside one of a table's rows: the left side names a test, or ends
 * in its value, unit or flag, and the right side goes on with that row's cells ('Random blood glucose'
 * and '9.8 mmol/L'; 'Haemoglobin 11.2' and 'L g/dL 12.0 - 15.0'; 'Sodium 136 - 145 mmol/L' and
 * '131 Low').
 */
function isRowGoingOn(
  left: PlacedWord[],
  right: PlacedWord[],
  isTestName: (name: string) => boolean,
): boolean {
  const last = left.at(-1);
  const first = right[0];
  if (!last || !first || isNoteLine(right)) return false;
  const endsRow =
    isNumber(last) ||
    isAnyUnitText(last.text) ||
    readFlag(last.text) !== null ||
    isTestName(nameOf(left));
  return endsRow && (isCellStart(first) || isGenericResultWord(first.text));
}

/** A side's line as it was counted. */
interface Above {
  words: PlacedWord[];
  /** The other side's words on the same line. */
  other: PlacedWord[];
  kind: SideKind;
  /** False for text seen before on that side, which was not counted again. */
  counted: boolean;
}

/**
 * A test's name alone on its side, a card's first line: its value and unit stand on the next
 * ('Creatinine' over '0.98 mg/dL', as a portal's text view prints its results in a column).
 */
const isNameAlone = (words: PlacedWord[], isTestName: (name: string) => boolean) =>
  words.length > 0 && !words.some(isNumber) && isTestName(nameOf(words));

/** Whether the two sides of a band over a run of lines are blocks of their own. */
function isGutter(
  lines: readonly PlacedLine[],
  band: Band,
  isTestName: (name: string) => boolean,
): boolean {
  const kinds = { left: new Map<string, number>(), right: new Map<string, number>() };
  // Rows of a side with the other side's words on their line.
  const besideRows = { left: 0, right: 0 };
  const texts = { left: new Set<string>(), right: new Set<string>() };
  const count = (side: Side, kind: string) => kinds[side].get(kind) ?? 0;
  // Each side's last line with words, and how it was counted: a name alone over a value is a
  // card, one row in two lines.
  const above = { left: null as Above | null, right: null as Above | null };
  // Cards whose name stands beside another card's name: a grid, which the card grids' reader
  // reads row by row (side-by-side.ts).
  let cardsInGrid = 0;
  let both = 0;
  for (const line of lines) {
    const { left, right } = sides(line, band);
    if (left.length > 0 && right.length > 0) both += 1;
    for (const [side, words, other] of [
      ['left', left, right],
      ['right', right, left],
    ] as const) {
      if (words.length === 0) continue;
      let kind = sideKind(words, isTestName);
      const previous = above[side];
      if (kind === 'digits' && previous && isNameAlone(previous.words, isTestName)) {
        kind = 'card';
        if (previous.counted) kinds[side].set(previous.kind, count(side, previous.kind) - 1);
        if (isNameAlone(previous.other, isTestName)) cardsInGrid += 1;
      }
      // The same words on every line ('RRMC LAB', a lab's code column) are a column, not text:
      // text is counted by its different lines.
      const text = words.map((word) => word.text).join(' ');
      const counted = kind !== 'text' || !texts[side].has(text);
      above[side] = { words, other, kind, counted };
      if (!counted) continue;
      texts[side].add(text);
      kinds[side].set(kind, count(side, kind) + 1);
      if (kind === 'row' && other.length > 0 && !isProse(other)) besideRows[side] += 1;
    }
  }
  if (both < MIN_LINES_ON_BOTH_SIDES) return false;
  // Rows of its own, not a few names among many lines of words (a range's labels: 'Phase
  // folliculaire', 'Adulte 0,27 à 4,20').
  const rows = (side: Side) =>
    count(side, 'row') >= MIN_OWN_ROWS && 2 * count(side, 'row') >= count(side, 'text');
  // Cards count as rows only beside rows or cards: words beside a column of cards may be those
  // cards' own statuses and scales ('In range', 'LOW  OPTIMAL  HIGH').
  const rowsOrCards = (side: Side) => {
    const own = count(side, 'row') + count(side, 'card');
    return own >= MIN_OWN_ROWS && 2 * own >= count(side, 'text');
  };
  // Columns of cards whose lines do not meet, not a grid of cards.
  const isCardColumns = 2 * cardsInGrid <= count('left', 'card') + count('right', 'card');
  // Text of its own: lines of words, more of them than of numbers (a column of values), beside
  // rows that mostly stand alone on their lines. Words beside nearly every row are those rows'
  // own cells (a range's label, 'Uomini 135 - 175'), not a letter's or a form's lines, which
  // keep their own spacing.
  const textBeside = (side: Side, rowsSide: Side) =>
    count(side, 'text') >= MIN_TEXT_LINES &&
    count(side, 'text') > count(side, 'digits') &&
    besideRows[rowsSide] <= MOST_ROWS_BESIDE * count(rowsSide, 'row');
  // A column of numbers beside the names is a table's, whatever else stands there.
  const valueColumn =
    count('right', 'digits') >
    count('right', 'row') + count('right', 'card') + count('right', 'text');
  if (valueColumn) return false;
  return (
    (rowsOrCards('left') && rowsOrCards('right') && isCardColumns) ||
    (rows('left') && textBeside('right', 'left')) ||
    (rows('right') && textBeside('left', 'right'))
  );
}

/** Each line's header, read once: a line is asked again for every band tried across it. */
const headers = new WeakMap<PlacedLine, TableHeader | null>();
function headerOf(line: PlacedLine): TableHeader | null {
  if (!headers.has(line)) headers.set(line, readTableHeader(line));
  return headers.get(line) ?? null;
}

/**
 * A table's header across the band: its columns on both sides are one table's, so no run of
 * blocks side by side goes through it (a header of two halves, two tables side by side, may).
 */
function isHeaderAcross(line: PlacedLine, band: Band): boolean {
  const header = headerOf(line);
  return header !== null && header.halves.length === 1 && isOnBothSides(line, band);
}

/**
 * A table's header or one of its rows across the band at `lines[at]`: no line of blocks side by
 * side. A card's name on the left with its value on the next line is no row, whatever stands
 * beside it ('Creatinine' beside the next card's '12.4 mg/L', over its own '0.98 mg/dL'); nor
 * is a card's value beside another's under a line printed on one side of the band only.
 */
function isTableAcross(
  lines: readonly PlacedLine[],
  at: number,
  band: Band,
  isTestName: (name: string) => boolean,
): boolean {
  const line = lines[at]!;
  const { left, right } = sides(line, band);
  if (isHeaderAcross(line, band)) return true;
  if (!isRowGoingOn(left, right, isTestName)) return false;
  const next = lines[at + 1];
  const under = next?.page === line.page ? sides(next, band).left[0] : undefined;
  const isCardsName = isNameAlone(left, isTestName) && under !== undefined && isNumber(under);
  // Two cards' values side by side under a line that prints on one side of the band only: names
  // on lines of their own ('BUN', then 'Microalbumin, Urine' a little lower), or a name set left
  // of its value, inside the band ('TSH' over '1.920 uIU/mL', as a portal indents its values).
  // Under a name on each side the values are a grid's, which the card grids' reader reads.
  const before = lines[at - 1];
  const over = before?.page === line.page ? sides(before, band) : null;
  const isCardsValue =
    isNumber(left[0]!) && over !== null && (over.left.length === 0 || over.right.length === 0);
  return !isCardsName && !isCardsValue;
}

/** A line of words alone over a line of values on its page ('Ferritine  Vitamine D' over '38 μg/L  19 ng/mL'). */
function isNamesOverValues(names: PlacedLine, values: PlacedLine | undefined): boolean {
  return (
    values !== undefined &&
    values.page === names.page &&
    !names.words.some(isNumber) &&
    values.words.filter(isNumber).length >= 2
  );
}

/**
 * A section's heading with a field printed to its right ('URINALYSIS  Specimen: Mid-stream urine',
 * 'STOOL  Specimen: Stool'): one line of the page, no line of blocks side by side. A run through
 * it began before the section did, and read the field as a block's line of its own.
 */
function isHeadingWithField(line: PlacedLine, band: Band): boolean {
  const { left, right } = sides(line, band);
  // A field beside a field ('Material: EDTA-Blut  Material: Serum') is two blocks' lines.
  return (
    left.length > 0 &&
    !left.some((word) => isNumber(word) || /:$/.test(word.text)) &&
    right.length > 1 &&
    /^\p{L}[\p{L}.]*:$/u.test(right[0]!.text)
  );
}

/** The run of lines around `at` that a band stays free on, and the band narrowed to fit them. */
function runAround(
  lines: readonly PlacedLine[],
  at: number,
  gap: Band,
  minWidth: number,
  isTestName: (name: string) => boolean,
): Gutter {
  let band: Band = gap;
  let start = at;
  let end = at + 1;
  // A table's header or a row of it across the band ends the run: the band has come upon a
  // table's column gap ('Natrium 143 | mmol/l 136 - 145' above a strip printed two to a line).
  const narrowedBy = (index: number) => {
    const narrowed = freePart(band, lines[index]!, minWidth);
    return narrowed &&
      !isTableAcross(lines, index, narrowed, isTestName) &&
      !isHeadingWithField(lines[index]!, narrowed)
      ? narrowed
      : null;
  };
  for (let index = at - 1; index >= 0; index--) {
    const narrowed = narrowedBy(index);
    if (!narrowed) break;
    band = narrowed;
    start = index;
  }
  for (let index = at + 1; index < lines.length; index++) {
    const narrowed = narrowedBy(index);
    if (!narrowed) break;
    band = narrowed;
    end = index + 1;
  }
  // A line of names over the line that ends the run (a card grid's names over their values,
  // across the band) is that line's: cut from it, each name would lose its value.
  while (end - 1 > start && isNamesOverValues(lines[end - 1]!, lines[end])) end -= 1;
  // The run begins and ends with blocks side by side: a heading over one side's column above
  // them, or under it below ('Urinsediment' under a strip's two columns), is the page's, read
  // before or after them.
  while (start < end - 1 && !isOnBothSides(lines[start]!, band)) start += 1;
  let last = end - 1;
  while (last > start && !isOnBothSides(lines[last]!, band)) last -= 1;
  // A column of cards that runs on below its neighbour's end, for lines enough that they are no
  // heading, is still its block (a portal's left column of cards longer than its right one).
  const tail = lines.slice(last + 1, end);
  const oneSide = (line: PlacedLine) => (sides(line, band).left.length > 0 ? 'left' : 'right');
  const isCardAt = (at: number) => {
    const under = tail[at + 1]?.words[0];
    return isNameAlone(tail[at]!.words, isTestName) && under !== undefined && isNumber(under);
  };
  const runsOn =
    tail.length >= MIN_LINES_RUNNING_ON &&
    tail.every((line) => oneSide(line) === oneSide(tail[0]!)) &&
    tail.some((_, at) => isCardAt(at));
  return { ...band, start, end: runsOn ? end : last + 1 };
}

/**
 * Whether the words right of the band stand under a column the table header above sets aside: a
 * comment's, a remark's, a note's ('Test  Result  Units  Reference range  Comment', the comment's
 * sentences beside some rows only). That is the table's own column, not a block beside it: read
 * as a block, its numbers ('eGFR 43 mL/min/1.73m²', 'Previous: 121 µmol/L') were read as results.
 * Under the header, the column's words are set aside.
 */
function isCommentColumnOfTableAbove(lines: readonly PlacedLine[], run: Gutter): boolean {
  const first = lines[run.start];
  if (!first) return false;
  for (let index = run.start - 1; index >= 0; index--) {
    const line = lines[index]!;
    if (line.page !== first.page) return false;
    const header = headerOf(line);
    if (!header) continue;
    if (header.halves.length !== 1) return false;
    const slack = line.height;
    const under = header.halves[0]!.columns.filter((column) => column.x0 - slack <= run.to).at(-1);
    return under !== undefined && under.x1 >= run.from && under.role === 'method';
  }
  return false;
}

/** The first gutter on the lines, by the line it is found from, or null. */
function findGutter(
  lines: readonly PlacedLine[],
  isTestName: (name: string) => boolean,
): Gutter | null {
  // The lines of a run each find the same run again: each is judged once.
  const judged = new Set<string>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const minWidth = GUTTER_HEIGHTS * line.height;
    for (const gap of wideGaps(line, minWidth)) {
      if (isTableAcross(lines, index, gap, isTestName)) continue;
      const run = runAround(lines, index, gap, minWidth, isTestName);
      const key = `${run.start}:${run.end}:${Math.round(run.from)}:${Math.round(run.to)}`;
      if (judged.has(key)) continue;
      judged.add(key);
      if (isCommentColumnOfTableAbove(lines, run)) continue;
      if (isGutter(lines.slice(run.start, run.end), run, isTestName)) return run;
    }
  }
  return null;
}

/** The line with only the given words, or none when there are none. */
const sideOf = (line: PlacedLine, words: PlacedWord[]): PlacedLine[] =>
  words.length > 0 ? [{ ...line, words }] : [];

/** A block's lines, its first marked as opening a block of the run. */
const opening = ([first, ...rest]: PlacedLine[], run: number): PlacedLine[] =>
  first ? [{ ...first, opensBlocks: [...(first.opensBlocks ?? []), run] }, ...rest] : [];

/**
 * One page's lines with every run of blocks side by side read block after block, left first, each
 * block searched again for a gutter of its own (four tickets in a row are three gutters). Each
 * block, and what follows them, opens by its run's number (`runs` counts them over the report).
 */
function unfoldPage(
  lines: readonly PlacedLine[],
  isTestName: (name: string) => boolean,
  runs: { count: number },
): PlacedLine[] {
  const gutter = findGutter(lines, isTestName);
  if (!gutter) return [...lines];
  const run = (runs.count += 1);
  const inRun = lines.slice(gutter.start, gutter.end);
  const halves = inRun.map((line) => ({ line, ...sides(line, gutter) }));
  const left = halves.flatMap(({ line, left: words }) => sideOf(line, words));
  const right = halves.flatMap(({ line, right: words }) => sideOf(line, words));
  return [
    ...lines.slice(0, gutter.start),
    ...opening(unfoldPage(left, isTestName, runs), run),
    ...opening(unfoldPage(right, isTestName, runs), run),
    ...opening(unfoldPage(lines.slice(gutter.end), isTestName, runs), run),
  ];
}

/** Placed lines with blocks printed side by side read one after the other, page by page. */
export function unfoldGutterColumns(
  input: readonly PlacedLine[],
  isTestName: (name: string) => boolean,
): PlacedLine[] {
  const pages = new Map<number, PlacedLine[]>();
  for (const line of input) {
    const page = pages.get(line.page);
    if (page) page.push(line);
    else pages.set(line.page, [line]);
  }
  const runs = { count: 0 };
  // A page with a table of two halves side by side under one header ('Analyse Ergebnis …
  // Analyse Ergebnis …') is read by its halves (table-header.ts), under the headings that span
  // both: split at its gutter, a half would lose them.
  return [...pages.values()].flatMap((lines) =>
    lines.some((line) => (headerOf(line)?.halves.length ?? 0) > 1)
      ? lines
      : unfoldPage(lines, isTestName, runs),
  );
}
