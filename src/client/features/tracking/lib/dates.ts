/**
 * Calendar days as 'YYYY-MM-DD' keys, the user's own days (the server files every entry under the
 * day the user lived it), in words and month grids. Arithmetic comes from the shared dates module
 * (UTC midnights, no daylight-saving drift) and today from #client/lib/use-today.
 */
import { localDateOf } from '#client/lib/use-today';
import { weekdayOf } from '#shared/domain/dates';
import { formatLocalMoment, MONTH_NAMES, WEEKDAY_NAMES } from '#shared/domain/en-us-format';

export type DateKey = string;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A key as a Date at UTC midnight; format it with timeZone 'UTC' so it stays the same day. */
export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

export function monthKey(year: number, monthIndex: number, day: number): DateKey {
  return `${year}-${pad(monthIndex + 1)}-${pad(day)}`;
}

/** [year, monthIndex] of a key. */
export function monthOf(key: DateKey): [number, number] {
  return [Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1];
}

export function dayOfMonth(key: DateKey): number {
  return Number(key.slice(8, 10));
}

/** The weeks (Sunday first) covering a month; days outside it are null. */
export function monthWeeks(year: number, monthIndex: number): (DateKey | null)[][] {
  const leading = weekdayOf(monthKey(year, monthIndex, 1));
  const cells: (DateKey | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth(year, monthIndex); day += 1)
    cells.push(monthKey(year, monthIndex, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DateKey | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The month before or after, as [year, monthIndex]. */
export function shiftMonth(year: number, monthIndex: number, by: number): [number, number] {
  const date = new Date(Date.UTC(year, monthIndex + by, 1));
  return [date.getUTCFullYear(), date.getUTCMonth()];
}

export { MONTH_NAMES, WEEKDAY_NAMES };

/** 'March 3' */
export function formatMonthDay(key: DateKey): string {
  const [, monthIndex] = monthOf(key);
  return `${MONTH_NAMES[monthIndex]} ${dayOfMonth(key)}`;
}

/**
 * 'Tuesday, March 3, 2026', as `toLocaleDateString('en-US')` writes it with the long weekday and
 * month, from the names above: the first Intl date format a page makes loads ICU's data, a long
 * task on a phone in the middle of hydrating the daily log.
 */
export function formatLongDate(key: DateKey): string {
  const [year, monthIndex] = monthOf(key);
  return `${WEEKDAY_NAMES[weekdayOf(key)]}, ${MONTH_NAMES[monthIndex]} ${dayOfMonth(key)}, ${year}`;
}

/** 'Tue' */
export function formatShortWeekday(key: DateKey): string {
  return WEEKDAY_NAMES[weekdayOf(key)]!.slice(0, 3);
}

/** 'Mar 3, 2026, 9:41 AM' in the user's own zone; the raw text when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatLocalMoment(date);
}

/** The value a datetime-local input shows for `date`, in local time ('2026-03-03T09:41'). */
export function toDateTimeInputValue(date: Date = new Date()): string {
  return `${localDateOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value as an ISO time with the local offset ('2026-03-03T09:41:00+01:00'): the
 * server files a symptom under the date as written, so it must be the user's own date.
 */
export function toOffsetDateTime(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${value}:00${sign}${hours}:${minutes}`;
}

/** The first and last day of a month, for ?from=&to= queries. */
export function monthRange(year: number, monthIndex: number): { from: DateKey; to: DateKey } {
  return {
    from: monthKey(year, monthIndex, 1),
    to: monthKey(year, monthIndex, daysInMonth(year, monthIndex)),
  };
}
