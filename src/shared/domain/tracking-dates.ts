/**
 * Calendar dates ('YYYY-MM-DD') for the trackers. A tracked day is the user's own calendar day, so
 * dates travel as plain strings and all arithmetic is done on UTC midnights, which never shift with
 * daylight saving. Weeks are ISO weeks (Monday to Sunday).
 */

export const DATE_MESSAGE = 'Date must be a real calendar date (YYYY-MM-DD)';
export const FUTURE_DATE_MESSAGE = 'Date cannot be in the future';
export const RANGE_ORDER_MESSAGE = 'The start date must be on or before the end date';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The UTC midnight of a calendar date, or null when the text is not a real date (2026-02-30). */
export function parseCalendarDate(text: string): Date | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip unchanged.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function isCalendarDate(text: string): boolean {
  return parseCalendarDate(text) !== null;
}

/** 'YYYY-MM-DD' of a Date's UTC calendar day. */
export function formatCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function toTime(date: string): number {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: ${date}`);
  return parsed.getTime();
}

export function addDays(date: string, days: number): string {
  return formatCalendarDate(new Date(toTime(date) + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** Every date from `from` to `to`, both included (empty when `to` is earlier). */
export function datesInRange(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** Today in UTC: the server's default day when the client does not say which day it is. */
export function utcToday(now: Date): string {
  return formatCalendarDate(now);
}

/**
 * The latest date a user may log: tomorrow in UTC, because somewhere (UTC+14) it already is
 * tomorrow while UTC is still today.
 */
export function latestLoggableDate(now: Date): string {
  return addDays(utcToday(now), 1);
}

/** The earliest date a client's "today" can be anywhere on Earth (UTC-12). */
export function earliestPossibleToday(now: Date): string {
  return addDays(utcToday(now), -1);
}

/** The calendar date as the timestamp's own writer saw it: '2026-03-01T00:30+02:00' → 2026-03-01. */
export function localDateOfTimestamp(isoTimestamp: string): string | null {
  const date = isoTimestamp.slice(0, 10);
  return isCalendarDate(date) ? date : null;
}

/** Monday of the ISO week holding `date`. */
export function isoWeekStart(date: string): string {
  const weekday = (new Date(toTime(date)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/** The ISO week label, e.g. '2026-W01' (the week with the year's first Thursday). */
export function isoWeekKey(date: string): string {
  const thursday = addDays(isoWeekStart(date), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
