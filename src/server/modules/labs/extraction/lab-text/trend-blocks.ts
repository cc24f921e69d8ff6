/**
 * A trend view: a block per test, its name (its unit in brackets, maybe its range) on a line of
 * its own, then a line per sample, its date (and time) first and its result after ('08 Mar 2025
 * 14:22   131   L'), as hospital results viewers and oncology day units print each test's trend,
 * oldest first or newest first. The current result is the newest sample's (dates read day-first
 * unless one can only be month-first; the time tells two samples of a day apart); the others are
 * earlier results, no rows of this report. Each block is turned into the shape the table reader
 * reads: a header 'Test Result Unit Range' and one line with the name, the newest result and its
 * flag, the unit and the range. The table in force before is put back after the blocks.
 *
 * A patient portal prints the same block with the unit beside the name ('Haemoglobin   g/L'), a
 * header of its own over the samples ('Date  Result  Flag  Reference range', the range on the
 * newest sample's line) and two or more blocks side by side, each under its own copy of that
 * header: such blocks are first set one under the other (blocksAcrossSplit), then read alike.
 */
import { readFlag } from '../lab-line-tokens';
import type { PlacedLine, PlacedWord } from '../placed-lines';
import type { Cell } from './side-by-side';
import { DATES_HEADING, readHeaderDate, TIME_OF_DAY, type HeaderDate } from './header-dates';
import {
  columnCells,
  headerLineBefore,
  isAnyUnitText,
  testResultUnitRangeHeader,
  wordAt,
} from './rewritten-lines';
import { headingRoleOf } from './table-header';

/** A sample's result: a number, maybe censored, with a flag glued on ('<0.01', '6.1', '142*'). */
const RESULT = /^[<>≤≥]?\d[\d.,]*\*?$/u;
const UNIT_IN_BRACKETS = /^\(([^)]*\/[^)]*|%)\)$/u;
/** The range's label on the name line ('Reference range:', 'Ref:', 'Normal:'). */
const RANGE_LABEL =
  /^(?:reference|ref\.?|normal|range:?|interval:?|referenz\S*|norm\S*|valeurs?)$/iu;

interface Sample {
  date: HeaderDate;
  minutes: number;
  result: PlacedWord[];
  /** The words after the result and its flag: the range, under a header that has a range column. */
  rest: PlacedWord[];
  height: number;
}

/** A sample's line: its date, a time, then the result and a flag; null for any other line. */
function sampleOf(line: PlacedLine): Sample | null {
  const dated = readHeaderDate(line.words, 0);
  if (!dated) return null;
  let at = dated.length;
  const time = line.words[at]?.text ?? '';
  const isTimed = TIME_OF_DAY.test(time);
  if (isTimed) at++;
  const value = line.words[at];
  if (!value || !RESULT.test(value.text)) return null;
  const flag = line.words[at + 1];
  const result = flag && readFlag(flag.text) !== null ? [value, flag] : [value];
  const [hours = 0, mins = 0] = isTimed ? time.split(/[:h]/).map(Number) : [];
  const minutes = hours * 60 + mins;
  const rest = line.words.slice(at + result.length);
  return { date: dated.date, minutes, result, rest, height: line.height };
}

/** A block's name line: the test's name, its unit in brackets, and the range after a label. */
interface NameLine {
  name: string;
  unit: string | null;
  range: string;
}

function nameLineParts(line: PlacedLine, isTestName: (name: string) => boolean): NameLine | null {
  if (readHeaderDate(line.words, 0)) return null;
  const first = columnCells(line)[0];
  if (!first) return null;
  return (
    nameWithUnitBeside(line, first, isTestName) ?? nameWithUnitInBrackets(line, first, isTestName)
  );
}

/**
 * The name and, the line's last word, its unit without brackets ('Haemoglobin   g/L', 'White cell
 * count x10^9/L'): the name's cell holds every word before it.
 */
function nameWithUnitBeside(
  line: PlacedLine,
  first: Cell,
  isTestName: (name: string) => boolean,
): NameLine | null {
  const words = line.words.map((word) => word.text);
  const unit = words.at(-1)!;
  if (words.length < 2 || first.words.length < words.length - 1 || !isAnyUnitText(unit))
    return null;
  const name = words.slice(0, -1).join(' ');
  return isTestName(name) ? { name, unit, range: '' } : null;
}

/** The name, its unit in brackets (in its cell or a gap on: 'Sodium   (mmol/L)'), its range. */
function nameWithUnitInBrackets(
  line: PlacedLine,
  first: Cell,
  isTestName: (name: string) => boolean,
): NameLine | null {
  const words = line.words.map((word) => word.text);
  const named = first.words.length;
  const apart = UNIT_IN_BRACKETS.exec(words[named] ?? '');
  const bracket = apart ? null : /^(.*?)\s*\(([^)]*\/[^)]*|%)\)\s*$/u.exec(first.text);
  const name = bracket ? bracket[1]! : first.text;
  if (!isTestName(name)) return null;
  const unit = apart?.[1] ?? bracket?.[2] ?? null;
  const rest = words.slice(named + (apart ? 1 : 0));
  const labelEnd = rest.findIndex((word) => word.endsWith(':'));
  // A result on the name's own line makes it a row, whatever dated lines follow.
  if (rest.slice(0, Math.max(labelEnd, 0)).some((word) => /\d/.test(word))) return null;
  if (labelEnd < 0 && rest.some((word) => /\d/.test(word))) return null;
  const range = rest
    .slice(labelEnd + 1)
    .filter((word) => !RANGE_LABEL.test(word))
    .join(' ');
  return { name, unit, range };
}

function newest(samples: Sample[]): Sample {
  const dayFirst = !samples.some((sample) => sample.date.mustBeMonthFirst);
  const key = (sample: Sample) => sample.date.sortKey(dayFirst) * 10_000 + sample.minutes;
  return samples.reduce((latest, sample) => (key(sample) > key(latest) ? sample : latest));
}

/** The block as the table reader reads it: a header, then the test's line. */
function readableLines(line: PlacedLine, parts: NameLine, latest: Sample): PlacedLine[] {
  const height = line.height;
  const x = line.words[0]!.x0;
  const resultAt = x + parts.name.length * 0.5 * height + 3 * height;
  const unitAt = resultAt + 8 * height;
  const rangeAt = unitAt + 8 * height;
  const header = testResultUnitRangeHeader(line, {
    test: x,
    result: resultAt,
    unit: unitAt,
    range: rangeAt,
  });
  const words = [wordAt(parts.name, x, height)];
  let at = resultAt;
  for (const word of latest.result) {
    words.push(wordAt(word.text, at, height));
    at += (word.text.length + 1) * 0.5 * height;
  }
  if (parts.unit) words.push(wordAt(parts.unit, unitAt, height));
  if (parts.range) words.push(wordAt(parts.range, rangeAt, height));
  return [header, { ...line, words }];
}

/** One block's columns under a trend header: where its dates start, and its range column's x. */
interface TrendColumns {
  from: number;
  rangeFrom: number | null;
}

/**
 * A trend header over one block or several side by side ('Date Result Flag Reference range', once
 * per block): each block's columns, every one opening with its date heading and naming a result
 * column; null for any other line.
 */
function trendHeaderBlocks(line: PlacedLine | undefined): TrendColumns[] | null {
  const cells = line ? columnCells(line) : [];
  const blocks: (TrendColumns & { hasResult: boolean })[] = [];
  for (const cell of cells) {
    if (DATES_HEADING.test(cell.text)) {
      blocks.push({ from: cell.x0, rangeFrom: null, hasResult: false });
      continue;
    }
    const role = headingRoleOf(cell.text);
    const block = blocks.at(-1);
    if (!block) return null;
    // A column no table reads ('Lab No.', 'Accession', 'Verified by') after the result's: the
    // samples' lines carry it after their result, and it is left there.
    if (role === null && block.hasResult) continue;
    if (role === null) return null;
    if (role === 'value') block.hasResult = true;
    if (role === 'range') block.rangeFrom = cell.x0;
  }
  if (blocks.length === 0 || !blocks.every((block) => block.hasResult)) return null;
  return blocks.map(({ from, rangeFrom }) => ({ from, rangeFrom }));
}

/** Words this far left of a range column's heading are still in it (a range set flush right). */
const RANGE_SLACK_HEIGHTS = 1;

const isInRange = (word: PlacedWord, columns: TrendColumns, height: number) =>
  columns.rangeFrom !== null && word.x0 >= columns.rangeFrom - RANGE_SLACK_HEIGHTS * height;

/** A line of words under the range column alone: the range (or its note) going on. */
const isUnderRange = (line: PlacedLine, columns: TrendColumns) =>
  line.words.length > 0 && line.words.every((word) => isInRange(word, columns, line.height));

/** The newest sample's range, printed in the block's range column on its line. */
function rangeOf(latest: Sample, columns: TrendColumns): string {
  return latest.rest
    .filter((word) => isInRange(word, columns, latest.height))
    .map((word) => word.text)
    .join(' ');
}

/** A word this far left of a block's date heading is still that block's. */
const BLOCK_SLACK_HEIGHTS = 1;

/** Whether a line has a word that runs across the start of a block. */
const straddles = (line: PlacedLine, starts: number[]) =>
  line.words.some((word) =>
    starts.some((start) => word.x0 < start - BLOCK_SLACK_HEIGHTS * line.height && word.x1 > start),
  );

/** The line's words from `from` to `to` (block starts, with their slack), as a line. */
function blockPart(line: PlacedLine, from: number, to: number): PlacedLine {
  const slack = BLOCK_SLACK_HEIGHTS * line.height;
  const words = line.words.filter((word) => word.x0 >= from - slack && word.x0 < to - slack);
  return { ...line, words };
}

/**
 * Trend blocks printed side by side, each under its own copy of one header: every row of such
 * blocks (the names' line, the header, the samples, down to a line that runs across a block's
 * start or names the next row's tests) set out block by block, left to right.
 */
function blocksAcrossSplit(input: readonly PlacedLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < input.length; index++) {
    const blocks = trendHeaderBlocks(input[index + 1]);
    const line = input[index]!;
    const starts = blocks && blocks.length > 1 ? blocks.slice(1).map((block) => block.from) : null;
    if (!starts || straddles(line, starts)) {
      out.push(line);
      continue;
    }
    let end = index + 1;
    while (
      end + 1 < input.length &&
      !straddles(input[end + 1]!, starts) &&
      (trendHeaderBlocks(input[end + 2])?.length ?? 0) < 2
    )
      end++;
    const rows = input.slice(index, end + 1);
    const bounds = [-Infinity, ...starts, Infinity];
    for (let block = 0; block + 1 < bounds.length; block++) {
      const parts = rows.map((row) => blockPart(row, bounds[block]!, bounds[block + 1]!));
      out.push(...parts.filter((part) => part.words.length > 0));
    }
    index = end;
  }
  return out;
}

/**
 * Placed lines with every test's trend block read as one line of its newest result.
 * `isTestName` says whether a name line names a test we know.
 */
export function unfoldTrendBlocks(
  input: readonly PlacedLine[],
  isTestName: (name: string) => boolean,
): PlacedLine[] {
  const out: PlacedLine[] = [];
  let unfolded = false;
  const lines = blocksAcrossSplit(input);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const parts = nameLineParts(line, isTestName);
    // The block's own header over its samples ('Date  Result  Flag  Reference range').
    const header = parts ? trendHeaderBlocks(lines[index + 1]) : null;
    const ownHeader = header?.length === 1 ? header[0]! : null;
    const samples: Sample[] = [];
    let end = index + (ownHeader ? 1 : 0);
    for (let next = end + 1; parts && next < lines.length; next++) {
      const sample = sampleOf(lines[next]!);
      // A range's further lines under its column ('CKD-EPI (2021)') go on with the samples.
      const isRangeGoingOn =
        ownHeader &&
        isUnderRange(lines[next]!, ownHeader) &&
        !nameLineParts(lines[next]!, isTestName);
      if (!sample && isRangeGoingOn) {
        end = next;
        continue;
      }
      if (!sample) break;
      samples.push(sample);
      end = next;
    }
    // Two samples at least: one dated line under a name is a row of its own; under the block's
    // own header one is enough.
    if (!parts || samples.length < (ownHeader ? 1 : 2)) {
      if (unfolded) {
        const before = headerLineBefore(lines, index);
        if (before) out.push(before);
        unfolded = false;
      }
      out.push(line);
      continue;
    }
    const latest = newest(samples);
    const range = parts.range || (ownHeader ? rangeOf(latest, ownHeader) : '');
    out.push(...readableLines(line, { ...parts, range }, latest));
    unfolded = true;
    index = end;
  }
  return out;
}
