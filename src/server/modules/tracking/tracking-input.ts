/**
 * Rules every tracker route shares: a 400 the error handler turns into {code, message}, the
 * date ranges lists accept, the latest day a user may log and the client's "today".
 */
import {
  DATE_MESSAGE,
  FUTURE_DATE_MESSAGE,
  RANGE_ORDER_MESSAGE,
  addDays,
  daysBetween,
  earliestPossibleToday,
  latestLoggableDate,
  utcToday,
} from '#shared/domain/dates';
import {
  DEFAULT_RANGE_DAYS,
  MAX_RANGE_DAYS,
  TRACKING_MESSAGES,
  type DateRangeQuery,
} from '#shared/contracts/tracking.contract';

/** Bad input found after the schema (a future date, an unknown medicine): answers 400. */
export class TrackingInputError extends Error {
  readonly statusCode = 400;
  readonly code = 'VALIDATION_ERROR';
}

/** Another user's row, or none: answers 404 with the same words either way (S1). */
export class TrackingNotFoundError extends Error {
  readonly statusCode = 404;
  readonly code = 'NOT_FOUND';
}

export type Clock = () => Date;

/** Refuses days after tomorrow (UTC): somewhere on Earth it is already tomorrow. */
export function assertLoggableDate(date: string, now: Date): void {
  if (date > latestLoggableDate(now)) throw new TrackingInputError(FUTURE_DATE_MESSAGE);
}

/**
 * The client's own "today" when it sends one (it must be within a day of UTC's today), else UTC's.
 */
export function resolveToday(today: string | undefined, now: Date): string {
  if (today === undefined) return utcToday(now);
  if (today < earliestPossibleToday(now) || today > latestLoggableDate(now))
    throw new TrackingInputError(`${DATE_MESSAGE}: today must be within a day of the current date`);
  return today;
}

export interface DateRange {
  from: string;
  to: string;
}

/**
 * `to` defaults to tomorrow (UTC) so a day already begun anywhere is included; `from` to the last
 * 30 days. At most 366 days, so a year-in-pixels fits and no query scans a whole history.
 */
export function resolveRange(query: DateRangeQuery, now: Date): DateRange {
  const to = query.to ?? latestLoggableDate(now);
  const from = query.from ?? addDays(query.to ?? utcToday(now), -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) throw new TrackingInputError(RANGE_ORDER_MESSAGE);
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS)
    throw new TrackingInputError(TRACKING_MESSAGES.rangeTooLong);
  return { from, to };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that cannot be a row id are simply not found (and never reach the database as a bad uuid). */
export const isUuid = (id: string): boolean => UUID.test(id);

export const toIso = (date: Date): string => date.toISOString();
