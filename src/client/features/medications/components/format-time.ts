import { formatCalendarDay, formatLocalMoment } from '#shared/domain/en-us-format';

/** 'Nov 21, 2026, 10:42 AM' in the user's own time zone; the raw text when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatLocalMoment(date);
}

/** 'January 31, 2026' for a calendar date ('2026-01-31'), read as that day wherever the user is. */
export function formatCalendarDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatCalendarDay(date, 'long');
}
