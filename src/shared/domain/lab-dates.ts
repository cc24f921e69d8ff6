/**
 * The collection date of a lab report (the day the specimen was taken): the date its results
 * belong to on a history chart. Stored and sent as an ISO calendar date ('2026-11-02'), no time and
 * no zone, because a lab prints a local day and the day is what the chart plots.
 */

/** Before this a printed year is an OCR misread (or a birth date), not a specimen. */
export const EARLIEST_COLLECTION_DATE = '1900-01-01';

export const COLLECTION_DATE_MESSAGES = {
  invalid: 'Enter the collection date as a real date (YYYY-MM-DD).',
  future: 'The collection date cannot be in the future.',
  tooEarly: 'The collection date cannot be before 1900.',
} as const;

/** 'YYYY-MM-DD' of a year, month (1-12) and day when that day exists, else null (no 31 April). */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The latest collection date we accept on `now`: tomorrow in UTC. Somebody east of UTC (up to
 * UTC+14) is already a day ahead of the server's UTC date, and their "today" must not be refused.
 */
export function latestCollectionDate(now: Date): string {
  const tomorrow = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
  );
  return tomorrow.toISOString().slice(0, 10);
}

/** Why an ISO date cannot be a collection date, or null when it can. */
export function collectionDateProblem(value: string, now: Date): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || isoDate(Number(match[1]), Number(match[2]), Number(match[3])) === null)
    return COLLECTION_DATE_MESSAGES.invalid;
  // ISO dates of the same length compare as strings.
  if (value < EARLIEST_COLLECTION_DATE) return COLLECTION_DATE_MESSAGES.tooEarly;
  if (value > latestCollectionDate(now)) return COLLECTION_DATE_MESSAGES.future;
  return null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A report's date as every 'latest report' surface prints it (ADR 086): 'collected Nov 2, 2026',
 * or 'uploaded Nov 20, 2026' when the report gives no collection date. A collection day has no
 * zone and is formatted as written; an upload time in `timeZone` (the browser's when omitted; the
 * server passes 'UTC').
 */
export function reportDateWords(
  report: { collected_on: string | null; created_at: string },
  timeZone?: string,
): string {
  const format = (options: Intl.DateTimeFormatOptions, date: Date | number) =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...options,
    }).format(date);
  const day = report.collected_on ? ISO_DAY.exec(report.collected_on) : null;
  if (day)
    return `collected ${format({ timeZone: 'UTC' }, Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))}`;
  return `uploaded ${format(timeZone ? { timeZone } : {}, new Date(report.created_at))}`;
}
