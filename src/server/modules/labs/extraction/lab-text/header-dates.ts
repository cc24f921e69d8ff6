/**
 * Dates printed as column headings of a cumulative report ('12.03.2026', '03/12/26', '2026-03-12',
 * '12-Mar-26', '12 mars 2026', 'Mar 12, 2026'), in the languages we read. A numeric date whose two
 * first parts are both 12 or less can be day-first or month-first: the heading says which only
 * together with the others, so each date keeps both readings.
 */
import type { PlacedWord } from '../placed-lines';

export interface HeaderDate {
  /** A number that orders dates, read day-first or month-first (YYYYMMDD). */
  sortKey(dayFirst: boolean): number;
  /** The date reads only day-first (its first part is over 12). */
  mustBeDayFirst: boolean;
  /** The date reads only month-first (its second part is over 12). */
  mustBeMonthFirst: boolean;
  /** Printed without its year ('03/11 19:42'): it orders against dates of the same year only. */
  isYearless?: true;
  /**
   * The time of day printed after it ('21.01. 08:14'), in minutes: columns of one day, drawn
   * hours apart, order by it.
   */
  minutes?: number;
  /**
   * A time alone, no day ('0 h', '06:00'): the columns of one series drawn hours apart, on the
   * day the sample was taken.
   */
  isTimeOnly?: true;
}

/**
 * A time of day heading a column of its own ('Esame  06:00  12:00  18:00', a ward's flowsheet of
 * one day), ordered by the time.
 */
export function timeOfDayColumn(text: string): HeaderDate | null {
  const minutes = minutesOf(text);
  return minutes === null ? null : timeOnly(minutes);
}

/** A column's time with no day ('06:00', '3 h'): it orders by its minutes alone. */
const timeOnly = (minutes: number): HeaderDate => ({
  sortKey: () => 0,
  mustBeDayFirst: false,
  mustBeMonthFirst: false,
  isYearless: true,
  isTimeOnly: true,
  minutes,
});

/** A time of day ('08:14', '08h05') in minutes after midnight; null when it is none. */
function minutesOf(text: string): number | null {
  if (!TIME_OF_DAY.test(text)) return null;
  const [hours = 0, minutes = 0] = text.split(/[:h]/).map(Number);
  return hours > 23 || minutes > 59 ? null : hours * 60 + minutes;
}

/** The order of dates with their times: the day first, then the time printed after it. */
export const orderKey = (date: HeaderDate, dayFirst: boolean) =>
  date.sortKey(dayFirst) * 10_000 + (date.minutes ?? 0);

/** Month names and abbreviations in English, German, French, Spanish and Italian. */
const MONTHS: [number, string[]][] = [
  [1, ['jan', 'january', 'januar', 'jän', 'janv', 'janvier', 'ene', 'enero', 'gen', 'gennaio']],
  [2, ['feb', 'february', 'februar', 'févr', 'fevr', 'février', 'fev', 'febrero', 'febbraio']],
  [3, ['mar', 'march', 'mär', 'märz', 'mrz', 'mars', 'marzo']],
  [4, ['apr', 'april', 'avr', 'avril', 'abr', 'abril', 'aprile']],
  [5, ['may', 'mai', 'mayo', 'mag', 'maggio']],
  [6, ['jun', 'june', 'juni', 'juin', 'junio', 'giu', 'giugno']],
  [7, ['jul', 'july', 'juli', 'juil', 'juillet', 'julio', 'lug', 'luglio']],
  [8, ['aug', 'august', 'août', 'aout', 'ago', 'agosto']],
  [9, ['sep', 'sept', 'september', 'septembre', 'septiembre', 'set', 'settembre']],
  [10, ['oct', 'october', 'okt', 'oktober', 'octobre', 'octubre', 'ott', 'ottobre']],
  [11, ['nov', 'november', 'novembre', 'noviembre']],
  [12, ['dec', 'december', 'dez', 'dezember', 'déc', 'décembre', 'dic', 'diciembre', 'dicembre']],
];
const MONTH_BY_NAME = new Map(MONTHS.flatMap(([month, names]) => names.map((n) => [n, month])));

function monthOf(word: string): number | null {
  return MONTH_BY_NAME.get(word.toLowerCase().replace(/[.,]$/g, '')) ?? null;
}

const fullYear = (year: number) => (year < 100 ? 2000 + year : year);
const key = (year: number, month: number, day: number) =>
  fullYear(year) * 10000 + month * 100 + day;

function fixed(year: number, month: number, day: number): HeaderDate | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const value = key(year, month, day);
  return { sortKey: () => value, mustBeDayFirst: false, mustBeMonthFirst: false };
}

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;
/** A day and month with no year: a date only when a time follows it ('03/11 19:42'). */
const YEARLESS = /^(\d{1,2})([/.])(\d{1,2})\.?$/;
/**
 * A day and month closed by a dot, as German and Swiss reports print a column's date within the
 * year ('03.02.'). Alone it could be a stray number; beside another such it heads dated columns
 * ('03.02.  05.02.  08.02.').
 */
const DOTTED_DAY = /^(\d{1,2})\.(\d{1,2})\.$/;
/**
 * A day and month with a slash ('07/06  08/06  09/06', a Spanish ward's columns within the year):
 * like a dotted day, a date only beside another (alone it may be a titre's or a ratio's half).
 */
const SLASHED_DAY = /^(?:0?[1-9]|[12]\d|3[01])\/(?:0?[1-9]|1[0-2]|[12]\d|3[01])$/;
/** A word of the pattern with another of it on the line ('Di 11.02.  Di 11.02.  Mi 12.02.'). */
const inRunOf = (pattern: RegExp, words: PlacedWord[], index: number) =>
  pattern.test(words[index]?.text ?? '') &&
  words.some((word, at) => at !== index && pattern.test(word.text));
const inRunOfDottedDays = (words: PlacedWord[], index: number) =>
  inRunOf(DOTTED_DAY, words, index) || inRunOf(SLASHED_DAY, words, index);
/** A time beside a column's date: '06:45', '08h05'. */
export const TIME_OF_DAY = /^\d{1,2}[:h]\d{2}$/;

/**
 * The heading over a column of samples' dates, in a grid of visits (tests-across-grid.ts) or a
 * trend block (trend-blocks.ts): 'Date', 'Datum', 'Fecha', 'Abnahme', 'Collection date',
 * 'Prélèvement'.
 */
export const DATES_HEADING =
  /^(?:(?:sample|collection|visit|draw)\s+)?(?:dates?|datum|fecha|data|visits?|visita|visite|besuch|entnahme(?:datum)?|abnahme(?:datum|zeit)?|prélèvement|prelievo|extracción|collected)(?:\s*[/&]\s*(?:time|zeit|uhrzeit|heure|hora|ora)|\s+\S+)?:?$/iu;
/** '12-Mar-26', '12.Mär.2026', '12/mar/2026'. */
const JOINED = /^(\d{1,2})[-/.]([\p{L}]{3,9})\.?[-/.](\d{2}|\d{4})$/u;
/** '2024-Apr-09', '2024.Mär.09': the year first, as Canadian and some hospital systems print. */
const YEAR_FIRST_JOINED = /^(\d{4})[-/.]([\p{L}]{3,9})\.?[-/.](\d{1,2})$/u;

/** A date starting at `index` in a header line, and how many words it spans; null when none. */
/**
 * A day or a month of a numeric date. A picture's '0' read as '6', '8' or '9' makes a part over 31
 * ('10/63/2024' for 10/03/2024, a cumulative report's first column); no date has such a part, so
 * the digit is taken for the zero.
 */
function dayOrMonth(part: string): number {
  const read = Number(part);
  return read > 31 && /^[689]\d$/.test(part) ? Number(part[1]) : read;
}

/**
 * A time point of a series drawn hours apart ('0 h', '1h', '3 Std.', '+6 hrs'), as an emergency
 * department prints serial troponins: the columns order by their hours, the last the current
 * result. They date no earlier result (no day is printed), so they read as yearless.
 */
const HOURS_WORD = /^(?:h|hr|hrs|std\.?|stunden?|heures?|ore|horas?)$/i;
const HOURS_GLUED = /^\+?(\d{1,2})\s?(?:h|hr|hrs|std\.?)$/i;

function timePoint(
  words: PlacedWord[],
  index: number,
): { date: HeaderDate; length: number } | null {
  const text = words[index]?.text ?? '';
  const glued = HOURS_GLUED.exec(text);
  const apart = /^\+?(\d{1,2})$/.exec(text);
  const hours = glued
    ? glued[1]
    : apart && HOURS_WORD.test(words[index + 1]?.text ?? '')
      ? apart[1]
      : null;
  if (hours === null || hours === undefined) return null;
  return { date: timeOnly(Number(hours) * 60), length: glued ? 1 : 2 };
}

export function readHeaderDate(
  words: PlacedWord[],
  index: number,
): { date: HeaderDate; length: number } | null {
  const read = readDateAlone(words, index);
  const minutes = read ? minutesOf(words[index + read.length]?.text ?? '') : null;
  if (!read || minutes === null) return read;
  return { ...read, date: { ...read.date, minutes } };
}

/**
 * A weekday's name before a column's date ('Di 11.02.', 'Mon 03/10', 'lun. 14.03.'), in the
 * languages we read. Only before a date is it read as one: 'Mar' alone is also March.
 */
const WEEKDAY =
  /^(?:mo|di|mi|do|fr|sa|so|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim|mié|mie|jue|vie|sáb|sab|dom|gio)\.?,?$/i;

function readDateAlone(
  words: PlacedWord[],
  index: number,
): { date: HeaderDate; length: number } | null {
  const afterWeekday = WEEKDAY.test(words[index]?.text ?? '')
    ? readDateAfterWeekday(words, index + 1)
    : null;
  if (afterWeekday) return { ...afterWeekday, length: afterWeekday.length + 1 };
  return readDateAfterWeekday(words, index);
}

function readDateAfterWeekday(
  words: PlacedWord[],
  index: number,
): { date: HeaderDate; length: number } | null {
  const point = timePoint(words, index);
  if (point) return point;
  const text = words[index]?.text.replace(/[,;]$/, '') ?? '';
  const iso = ISO.exec(text);
  if (iso) {
    const date = fixed(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return date ? { date, length: 1 } : null;
  }
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const first = dayOrMonth(numeric[1]!);
    const second = dayOrMonth(numeric[3]!);
    const year = Number(numeric[4]);
    if (first < 1 || second < 1 || (first > 12 && second > 12) || first > 31 || second > 31)
      return null;
    return {
      date: {
        sortKey: (dayFirst) => (dayFirst ? key(year, second, first) : key(year, first, second)),
        mustBeDayFirst: first > 12,
        mustBeMonthFirst: second > 12,
      },
      length: 1,
    };
  }
  const yearless =
    TIME_OF_DAY.test(words[index + 1]?.text ?? '') || inRunOfDottedDays(words, index)
      ? YEARLESS.exec(text)
      : null;
  if (yearless) {
    const first = Number(yearless[1]);
    const second = Number(yearless[3]);
    if (first < 1 || second < 1 || first > 31 || second > 31 || (first > 12 && second > 12))
      return null;
    return {
      date: {
        sortKey: (dayFirst) => (dayFirst ? second * 100 + first : first * 100 + second),
        mustBeDayFirst: first > 12,
        mustBeMonthFirst: second > 12,
        isYearless: true,
      },
      length: 1,
    };
  }
  // One word with the month in letters, the day first or the year first.
  const joined = JOINED.exec(text);
  const yearFirst = joined ? null : YEAR_FIRST_JOINED.exec(text);
  const parts = joined
    ? { day: joined[1]!, month: joined[2]!, year: joined[3]! }
    : yearFirst
      ? { day: yearFirst[3]!, month: yearFirst[2]!, year: yearFirst[1]! }
      : null;
  if (parts) {
    const month = monthOf(parts.month);
    const date = month ? fixed(Number(parts.year), month, Number(parts.day)) : null;
    return date ? { date, length: 1 } : null;
  }
  const next = words[index + 1]?.text ?? '';
  // 'Jun 2025', 'ENE 2025': a month's column (a renal unit's monthly bloods), as its first day.
  if (monthOf(text) && /^(?:19|20)\d{2}$/.test(next)) {
    const date = fixed(Number(next), monthOf(text)!, 1);
    return date ? { date, length: 2 } : null;
  }
  // '12 Mar 2026', '12. März 2026', 'Mar 12, 2026'.
  const after = words[index + 2]?.text.replace(/[,;]$/, '') ?? '';
  if (!/^\d{2,4}$/.test(after)) return null;
  const day = /^(\d{1,2})\.?$/.exec(text);
  if (day && monthOf(next)) {
    const date = fixed(Number(after), monthOf(next)!, Number(day[1]));
    return date ? { date, length: 3 } : null;
  }
  const dayAfter = /^(\d{1,2}),?$/.exec(next);
  if (monthOf(text) && dayAfter) {
    const date = fixed(Number(after), monthOf(text)!, Number(dayAfter[1]));
    return date ? { date, length: 3 } : null;
  }
  return null;
}

/** The date a sort key stands for ('YYYY-MM-DD'), or null when no calendar has it (31 April). */
export function isoOfSortKey(sortKey: number): string | null {
  const year = Math.floor(sortKey / 10000);
  const month = Math.floor(sortKey / 100) % 100;
  const day = sortKey % 100;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
