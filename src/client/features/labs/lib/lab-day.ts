/**
 * Lab dates as people read them. A collection date is a calendar day ('2026-11-02') with no zone:
 * `new Date('2026-11-02')` is midnight UTC, which a browser west of UTC shows as 1 November, so a
 * day is formatted in UTC; an upload time (ISO timestamp) is formatted in the browser's zone.
 */
import { formatCalendarDay } from '#shared/domain/en-us-format';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function formatLabDay(date: string, month: 'short' | 'long' = 'short'): string {
  const day = DAY.exec(date);
  if (day) {
    return formatCalendarDay(
      Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])),
      month === 'long' ? 'long' : 'medium',
    );
  }
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric' }).format(
    new Date(date),
  );
}

/** Today in the browser's zone as 'YYYY-MM-DD' (the date picker's upper end). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
