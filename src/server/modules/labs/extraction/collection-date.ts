/**
 * The day the specimen was collected, as a lab report prints it: 'Collected: 11/02/2026',
 * 'Collection Date 2026-11-02', 'Date Collected: 02 Nov 2026', 'Specimen collected 11/2/26 08:15',
 * 'Coll. Date/Time: 02.11.2026 07:40', 'Drawn: Nov 2, 2026'. Only a date that follows a collection
 * label is read: a report also prints the birth date, the received and reported dates, and none of
 * them is when the blood was taken. A date that does not exist, is in the future or before 1900 is
 * refused (null), never guessed.
 */
import { collectionDateProblem, isoDate } from '#shared/domain/lab-dates';
import { wordTable } from '#server/lib/word-table';

/** The labels labs print before the collection date (OCR keeps their words, so no OCR variants). */
const LABEL =
  /\b(?:date\s*(?:\/\s*time\s*)?(?:of\s+)?(?:collect(?:ed|ion)|drawn|sampl(?:ed|ing))|(?:specimen|sample)\s+(?:collect(?:ed|ion)|drawn|taken|date)|collect(?:ed|ion)(?:\s+(?:date|on|at|time))*|coll\.?\s*(?:date|dt)|drawn(?:\s+(?:date|on))?|date\s+drawn|sample\s+date)\b/gi;

/** What may sit between the label and the date: ':', '/Time', 'on', '(local)', '-'. */
const GAP =
  /^[\s:.#=\-–—]*(?:\/\s*time\b)?[\s:.#=\-–—]*(?:(?:on|at|date|dt)\b[\s:.]*)?(?:\([^)]{0,12}\)[\s:]*)?/i;

const MONTHS = wordTable<number>({
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
});
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/;
const DAY_MONTH_NAME = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th)?[\\s\\-/.]*${MONTH_NAME}[\\s\\-/.,]*(\\d{4}|\\d{2})(?!\\d)`,
  'i',
);
const MONTH_NAME_DAY = new RegExp(
  `^${MONTH_NAME}[\\s\\-/.]*(\\d{1,2})(?:st|nd|rd|th)?[\\s,]+(\\d{4})(?!\\d)`,
  'i',
);

export type DateOrder = 'mdy' | 'dmy';

/** 26 → 2026, 98 → 1998: a two-digit year is this century unless that would be in the future. */
function fullYear(text: string, now: Date): number {
  if (text.length === 4) return Number(text);
  const year = Number(text);
  const century = Math.floor(now.getUTCFullYear() / 100) * 100;
  return century + year > now.getUTCFullYear() ? century - 100 + year : century + year;
}

function monthNumber(name: string): number {
  return MONTHS[name.toLowerCase().slice(0, 3)] ?? 0;
}

/**
 * Which way the report writes numeric dates. A date with a part over 12 anywhere in the text (the
 * birth date, the received date) settles it; a dotted date is European (day first); otherwise the
 * US order, month first, which is what a report with 'mg/dL' units and '11/2/26' prints.
 */
export function detectDateOrder(text: string): DateOrder {
  let dmy = 0;
  let mdy = 0;
  for (const match of text.matchAll(
    /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(?:\d{4}|\d{2})(?![\d/.-])/g,
  )) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    if (first > 12 && second <= 12) dmy++;
    else if (second > 12 && first <= 12) mdy++;
    else if (match[2] === '.') dmy++;
  }
  return dmy > mdy ? 'dmy' : 'mdy';
}

/** The ISO date at the start of `text` (after the label), or null. */
export function readDateAt(text: string, order: DateOrder, now: Date): string | null {
  let candidate: string | null = null;
  const iso = ISO.exec(text);
  const numeric = NUMERIC.exec(text);
  const dayName = DAY_MONTH_NAME.exec(text);
  const nameDay = MONTH_NAME_DAY.exec(text);
  if (iso) {
    candidate = isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  } else if (numeric) {
    const first = Number(numeric[1]);
    const second = Number(numeric[3]);
    const year = fullYear(numeric[4]!, now);
    // A part over 12 can only be the day, whatever the report's habit.
    const dayFirst = first > 12 ? true : second > 12 ? false : order === 'dmy';
    candidate = dayFirst ? isoDate(year, second, first) : isoDate(year, first, second);
  } else if (dayName) {
    candidate = isoDate(fullYear(dayName[3]!, now), monthNumber(dayName[2]!), Number(dayName[1]));
  } else if (nameDay) {
    candidate = isoDate(Number(nameDay[3]), monthNumber(nameDay[1]!), Number(nameDay[2]));
  }
  if (candidate === null || collectionDateProblem(candidate, now) !== null) return null;
  return candidate;
}

/**
 * The collection date printed on a report, or null. The first labelled date that reads as a real,
 * past date wins; a label alone on its line (a table's header cell) may have its date on the next.
 */
export function readCollectionDate(text: string, now: Date = new Date()): string | null {
  const order = detectDateOrder(text);
  const lines = text.split(/\r?\n/).map((line) => line.replace(/[\u00a0\t]/g, ' ').trim());
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    for (const label of line.matchAll(LABEL)) {
      const rest = line.slice(label.index + label[0].length);
      const after = rest.replace(GAP, '');
      const date = readDateAt(after, order, now);
      if (date) return date;
      if (after.trim() === '' && index + 1 < lines.length) {
        const next = readDateAt(lines[index + 1]!, order, now);
        if (next) return next;
      }
    }
    const fromColumns =
      index + 1 < lines.length ? dateUnderColumn(line, lines[index + 1]!, order, now) : null;
    if (fromColumns) return fromColumns;
  }
  return null;
}

/** Headers of the date columns a report prints side by side ('Collected  Received  Reported'). */
const DATE_COLUMN =
  /\b(?:date\s+of\s+birth|dob|collect(?:ed|ion)(?:\s+date)?|drawn|received|reported|report\s+date|printed|released|verified|ordered)\b/gi;

/**
 * A header row of date columns with the dates on the next line, in the same order:
 * 'Collected   Received   Reported' over '11/02/2026 08:15  11/03/2026  11/04/2026'. The
 * collection date is the one under the collection header, counted among the dates on that line.
 */
function dateUnderColumn(
  header: string,
  values: string,
  order: DateOrder,
  now: Date,
): string | null {
  if (/\d/.test(header)) return null;
  const columns = [...header.matchAll(DATE_COLUMN)].map((match) => match[0].toLowerCase());
  const column = columns.findIndex((name) => /^(?:collect|drawn)/.test(name));
  if (columns.length < 2 || column < 0) return null;
  const dates: (string | null)[] = [];
  for (let at = 0; at < values.length; at++) {
    if (!/\d|[a-z]/i.test(values[at]!) || (at > 0 && /[\w]/.test(values[at - 1]!))) continue;
    const match = readDateSpan(values.slice(at), order, now);
    if (!match) continue;
    dates.push(match.date);
    at += match.length - 1;
  }
  return dates.length === columns.length ? (dates[column] ?? null) : null;
}

/** readDateAt with the length of what it read, so a caller can step over it. */
function readDateSpan(
  text: string,
  order: DateOrder,
  now: Date,
): { date: string | null; length: number } | null {
  const match =
    ISO.exec(text) ?? NUMERIC.exec(text) ?? DAY_MONTH_NAME.exec(text) ?? MONTH_NAME_DAY.exec(text);
  if (!match) return null;
  // A printed date that is refused (future, impossible) still fills its column.
  return { date: readDateAt(text, order, now), length: match[0].length };
}
