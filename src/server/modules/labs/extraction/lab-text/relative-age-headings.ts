/**
 * Result columns headed by how long ago each sample was taken, the day itself in brackets on the
 * line under ('Component  Ref Range & Units  3 d ago  3 mo ago  1 yr ago' over '(10/31/25)
 * (7/29/25)  (10/15/24)', as Epic's chart review prints a patient's results): read as printed,
 * the ages named no column and the bracketed days stood under a header they could not complete,
 * so the table was lost and rows took an earlier column's result. Each age's heading becomes its
 * day, and the line of days goes: the header then reads as any cumulative report's, its newest
 * day the current result.
 */
import type { PlacedLine, PlacedWord } from '../placed-lines';

/** A number of days, weeks, months or years, or hours or minutes. */
const AGE_UNIT = /^(?:d|days?|wks?|weeks?|mos?|months?|yrs?|years?|h|hrs?|hours?|min|mins)$/i;
const COUNT = /^\d{1,3}$/;
/** A day in brackets, as the line under the ages prints it: '(10/31/25)', '(7/29/2025)'. */
const BRACKETED_DAY = /^\((\d{1,2}\/\d{1,2}\/\d{2,4})\)$/;

interface AgeHeading {
  /** Where the heading's words start in its line. */
  at: number;
  words: PlacedWord[];
}

/** The line's age headings ('3 d ago'), left to right. */
function ageHeadings(line: PlacedLine): AgeHeading[] {
  const found: AgeHeading[] = [];
  const { words } = line;
  for (let at = 0; at + 2 < words.length; at++) {
    const [count, unit, ago] = [words[at]!, words[at + 1]!, words[at + 2]!];
    if (COUNT.test(count.text) && AGE_UNIT.test(unit.text) && /^ago$/i.test(ago.text)) {
      found.push({ at, words: [count, unit, ago] });
      at += 2;
    }
  }
  return found;
}

/** Whether a word stands under a heading: their spans overlap, or nearly, on the page. */
function standsUnder(word: PlacedWord, heading: AgeHeading, height: number): boolean {
  const from = heading.words[0]!.x0 - height;
  const to = heading.words.at(-1)!.x1 + height;
  return word.x0 < to && word.x1 > from;
}

/** The header line with each age heading replaced by its day; null when the line under is none. */
function withDaysFor(line: PlacedLine, under: PlacedLine | undefined): PlacedLine | null {
  const headings = ageHeadings(line);
  if (headings.length === 0 || !under || under.page !== line.page) return null;
  const days = under.words.map((word) => BRACKETED_DAY.exec(word.text)?.[1]);
  if (days.some((day) => day === undefined) || days.length !== headings.length) return null;
  if (!headings.every((heading, index) => standsUnder(under.words[index]!, heading, line.height)))
    return null;
  const words: PlacedWord[] = [];
  let next = 0;
  headings.forEach((heading, index) => {
    words.push(...line.words.slice(next, heading.at));
    const [first] = heading.words;
    words.push({ ...first!, text: days[index]!, x1: heading.words.at(-1)!.x1 });
    next = heading.at + heading.words.length;
  });
  words.push(...line.words.slice(next));
  return { ...line, words };
}

/** The lines with every header of age headings over its bracketed days read as a header of days. */
export function withDaysForRelativeAges(lines: readonly PlacedLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const rewritten = withDaysFor(lines[index]!, lines[index + 1]);
    if (rewritten) {
      out.push(rewritten);
      index += 1;
    } else out.push(lines[index]!);
  }
  return out;
}
