/**
 * Monthly columns headed by a month with its year on the line under it ('ENE  FEB  MAR' over
 * '2025  2025  2025', as a dialysis unit's monthly table prints them): each year is set on the
 * headings' line just after its month, so the table reader reads the columns' dates ('ENE 2025',
 * header-dates.ts) and the card-grid pass does not take the months for cards and the years for
 * their values.
 */
import type { PlacedLine, PlacedWord } from '../placed-lines';
import { readHeaderDate } from './header-dates';

const YEAR = /^(?:19|20)\d{2}$/;

/** Whether a month word with this year reads as a date ('ENE 2025'). */
const isMonth = (word: PlacedWord, year: PlacedWord) =>
  readHeaderDate([word, year], 0)?.length === 2;

/** The month word the year stands under: their extents overlap, or nearly. */
function monthOver(year: PlacedWord, line: PlacedLine): PlacedWord | undefined {
  const slack = line.height;
  return line.words.find(
    (word) => year.x0 < word.x1 + slack && year.x1 > word.x0 - slack && isMonth(word, year),
  );
}

/** The headings' line with each year set after its month, or null when `below` is no such line. */
function withYears(line: PlacedLine, below: PlacedLine): PlacedLine | null {
  if (below.words.length < 2 || !below.words.every((word) => YEAR.test(word.text))) return null;
  const months = below.words.map((year) => monthOver(year, line));
  if (months.some((month) => month === undefined)) return null;
  if (new Set(months).size !== months.length) return null;
  const words: PlacedWord[] = [];
  for (const word of line.words) {
    words.push(word);
    const at = months.indexOf(word);
    if (at < 0) continue;
    const year = below.words[at]!;
    const x0 = word.x1 + 0.3 * line.height;
    words.push({ ...year, x0, x1: x0 + (year.x1 - year.x0) });
  }
  return { ...line, words };
}

export function joinYearsUnderMonths(input: readonly PlacedLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < input.length; index++) {
    const line = input[index]!;
    const next = input[index + 1];
    const joined = next ? withYears(line, next) : null;
    out.push(joined ?? line);
    if (joined) index++;
  }
  return out;
}
