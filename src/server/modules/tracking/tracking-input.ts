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
import { validationError } from '#server/lib/app-error';

export type Clock = () => Date;

/** Refuses days after tomorrow (UTC): somewhere on Earth it is already tomorrow. */
export function assertLoggableDate(date: string, now: Date): void {
  if (date > latestLoggableDate(now)) throw validationError(FUTURE_DATE_MESSAGE);
}

/**
 * The client's own "today" when it sends one (it must be within a day of UTC's today), else UTC's.
 */
export function resolveToday(today: string | undefined, now: Date): string {
  if (today === undefined) return utcToday(now);
  if (today < earliestPossibleToday(now) || today > latestLoggableDate(now))
    throw validationError(`${DATE_MESSAGE}: today must be within a day of the current date`);
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
  if (from > to) throw validationError(RANGE_ORDER_MESSAGE);
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS)
    throw validationError(TRACKING_MESSAGES.rangeTooLong);
  return { from, to };
}

export const toIso = (date: Date): string => date.toISOString();
