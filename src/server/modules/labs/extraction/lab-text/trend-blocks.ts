/**
 * A trend view: a block per test, its name (its unit in brackets, maybe its range) on a line of
 * its own, then a line per sample, its date (and time) first and its result after ('08 Mar 2025
 * 14:22   131   L'), as hospital results viewers and oncology day units print each test's trend,
 * oldest first or newest first. The current result is the newest sample's (dates read day-first
 * unless one can only be month-first; the time tells two samples of a day apart); the others are
 * earlier results, no rows of this report. Each block is turned into the shape the table reader
 * reads: a header 'Test Result Unit Range' and one line with the name, the newest result and its
 * flag, the unit and the range. The table in force before is put back after the blocks.
 */
import { readFlag } from '../lab-line-tokens';
import type { PlacedLine, PlacedWord } from '../placed-lines';
import { readHeaderDate, TIME_OF_DAY, type HeaderDate } from './header-dates';
import {
  columnCells,
  headerLineBefore,
  testResultUnitRangeHeader,
  wordAt,
} from './rewritten-lines';

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
  return { date: dated.date, minutes, result };
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
  // The unit in brackets, after the name in its cell or a gap on ('Sodium   (mmol/L)').
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
  for (let index = 0; index < input.length; index++) {
    const line = input[index]!;
    const parts = nameLineParts(line, isTestName);
    const samples: Sample[] = [];
    for (let next = index + 1; parts && next < input.length; next++) {
      const sample = sampleOf(input[next]!);
      if (!sample) break;
      samples.push(sample);
    }
    // Two samples at least: one dated line under a name is a row of its own.
    if (!parts || samples.length < 2) {
      if (unfolded) {
        const before = headerLineBefore(input, index);
        if (before) out.push(before);
        unfolded = false;
      }
      out.push(line);
      continue;
    }
    out.push(...readableLines(line, parts, newest(samples)));
    unfolded = true;
    index += samples.length;
  }
  return out;
}
