/**
 * Calendar dates ('YYYY-MM-DD'), the one module for date arithmetic on both sides. A tracked day is
 * the user's own calendar day, so dates travel as plain strings and all arithmetic is done on UTC
 * midnights, which never shift with daylight saving. Weeks are ISO weeks (Monday to Sunday).
 *
 * Reminder times are here too (the end of the file): a local time ('08:30') on chosen weekdays in an
 * IANA zone, checked the same way by the form and the contract, and turned into the instant the
 * scheduler runs it at. Zones go through Intl, so no date library reaches the browser. Words and
 * month grids stay in the client.
 */

export const DATE_MESSAGE = 'Date must be a real calendar date (YYYY-MM-DD)';
export const FUTURE_DATE_MESSAGE = 'Date cannot be in the future';
export const RANGE_ORDER_MESSAGE = 'The start date must be on or before the end date';

/**
 * The calendar dates the API accepts. Bounded so every derived window (a 90-day trend, a 366-day
 * list, an ISO week, a 14-day meal plan) stays well inside what the helpers below can count with.
 */
export const EARLIEST_CALENDAR_DATE = '1900-01-01';
export const LATEST_CALENDAR_DATE = '2100-12-31';
export const DATE_RANGE_MESSAGE = `Date must be between ${EARLIEST_CALENDAR_DATE} and ${LATEST_CALENDAR_DATE}`;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The UTC midnight of any real 'YYYY-MM-DD' (years 0000-9999), or null. No range check. */
function parseRealDate(text: string): Date | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // It rolls 2026-02-30 over to March; a real date survives the round trip unchanged.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * Why a text is not a date the API accepts, or null when it is: DATE_MESSAGE when it is not a
 * real 'YYYY-MM-DD' (2026-02-30, 'yesterday'), DATE_RANGE_MESSAGE outside 1900-01-01..2100-12-31.
 */
export function calendarDateProblem(text: string): string | null {
  if (parseRealDate(text) === null) return DATE_MESSAGE;
  // ISO dates of the same length compare as strings.
  if (text < EARLIEST_CALENDAR_DATE || text > LATEST_CALENDAR_DATE) return DATE_RANGE_MESSAGE;
  return null;
}

/**
 * The UTC midnight of a calendar date, or null when the text is not a real date (2026-02-30) or
 * lies outside EARLIEST_CALENDAR_DATE..LATEST_CALENDAR_DATE.
 */
export function parseCalendarDate(text: string): Date | null {
  return calendarDateProblem(text) === null ? parseRealDate(text) : null;
}

export function isCalendarDate(text: string): boolean {
  return parseCalendarDate(text) !== null;
}

/** 'YYYY-MM-DD' of a Date's UTC calendar day. */
export function formatCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Arithmetic takes any real date, not only the accepted range: a window derived from an accepted
 * date (90 days before 1900-01-01, a week after 2100-12-31) must not throw. Only a text that is
 * no date at all is a programming error here; the contracts refuse it long before.
 */
function toTime(date: string): number {
  const parsed = parseRealDate(date);
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
export function eachDayBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** The `count` days ending with `end`, oldest first. */
export function daysEndingOn(end: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(end, index - count + 1));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(toTime(date)).getUTCDay();
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
  const weekday = (weekdayOf(date) + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/**
 * The ISO week of a date, e.g. '2026-W01'. A week belongs to the year of its Thursday, so week 1
 * holds the year's first Thursday and 2027-01-01 (a Friday) is in 2026-W53.
 */
export function isoWeekOf(date: string): string {
  const thursday = addDays(isoWeekStart(date), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Monday and Sunday of an ISO week ('2026-W47'); null for a malformed week or one the year lacks (2025-W53). */
export function isoWeekRange(week: string): { from: string; to: string } | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return null;
  const number = Number(match[2]);
  // 4 January is always in week 1.
  const january4 = `${match[1]}-01-04`;
  if (!isCalendarDate(january4)) return null;
  const monday = addDays(isoWeekStart(january4), (number - 1) * 7);
  if (number < 1 || isoWeekOf(monday) !== week) return null;
  return { from: monday, to: addDays(monday, 6) };
}

// ---------------------------------------------------------------------------------------------
// Reminder times: a local time on a 24-hour clock, in an IANA time zone

/** A local time 'HH:MM' on the 24-hour clock; a pattern so the API document shows it too. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a local time 'HH:MM' on the 24-hour clock ('08:30', '23:59'; not '8:30' or '24:00'). */
export function isLocalTime(text: string): boolean {
  return LOCAL_TIME_PATTERN.test(text);
}

/**
 * True for an IANA zone name the runtime's Intl knows ('Europe/London', 'UTC'); offsets such as
 * '+01:00', which newer engines also accept, are not zone names and are refused.
 */
export function isTimeZoneName(zone: string): boolean {
  if (!zone || zone.length > 64 || /^[+-]/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const ZONE_PROBE_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant (ms; negative west of UTC). */
function zoneOffsetMs(instant: Date, zone: string): number {
  const wall = wallClock(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar day of an instant in a zone. */
export function localDateIn(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/**
 * The instant a local date and time happen in a zone. A time skipped by a DST jump (02:30 on the
 * spring-forward night) comes out one hour later, at 03:30; a repeated one (fall back) takes the
 * first of the two.
 */
export function zonedToUtc(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Try the offsets in force just before and just after: the one that maps back is right.
  const offsets = [
    zoneOffsetMs(new Date(wallAsUtc - ZONE_PROBE_MS), zone),
    zoneOffsetMs(new Date(wallAsUtc + ZONE_PROBE_MS), zone),
  ].sort((a, b) => b - a);
  for (const offset of offsets) {
    const candidate = new Date(wallAsUtc - offset);
    if (zoneOffsetMs(candidate, zone) === offset) return candidate;
  }
  // In a gap neither maps back: use the offset before the jump, which lands after it.
  return new Date(wallAsUtc - Math.min(...offsets));
}

/** When a reminder runs: its local time, its weekdays (0 = Sunday) and its zone. */
export interface ReminderSchedule {
  local_time: string;
  weekdays: readonly number[];
  time_zone: string;
}

/** The first scheduled instant strictly after `after`, in the schedule's zone (DST-safe). */
export function nextRunAfter(schedule: ReminderSchedule, after: Date): Date {
  const today = localDateIn(after, schedule.time_zone);
  // Start a day early: the zone's 'today' may be behind the instant's UTC date.
  for (let offset = -1; offset <= 8; offset += 1) {
    const date = addDays(today, offset);
    if (!schedule.weekdays.includes(weekdayOf(date))) continue;
    const run = zonedToUtc(date, schedule.local_time, schedule.time_zone);
    if (run.getTime() > after.getTime()) return run;
  }
  throw new Error('schedule has no weekday');
}
