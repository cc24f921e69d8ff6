import { z } from 'zod';
import { DATE_MESSAGE, calendarDateProblem } from '../domain/dates';

/** The one error shape every API route answers with: `{ code, message }`. 5xx adds an errorId. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errorId: z.string().optional(),
  /** What an error adds for the client beyond its message, when it has more to say. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** An id as a PostgreSQL uuid column accepts it: any 8-4-4-4-12 hex string. */
export const uuidSchema = z.guid();

/** Repositories look up only ids that pass this, so a malformed id never reaches a uuid column. */
export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}

/**
 * The `:id` of every route. Loose on purpose: an id that names nothing of the caller's answers
 * 404, whether it is another user's, deleted or malformed.
 */
export const idParamsSchema = z.object({ id: z.string().max(100) });

/**
 * The one schema for a calendar date in a path, query or body ('YYYY-MM-DD'): a real date
 * (2026-02-30 and 'yesterday' are refused with DATE_MESSAGE) from 1900-01-01 to 2100-12-31
 * (DATE_RANGE_MESSAGE), so no window derived from it can leave what the date helpers count with.
 * Every date-taking route uses it; a bad date is a 400 {code, message}, never a 500.
 */
export const calendarDateSchema = z
  .string({ error: DATE_MESSAGE })
  .superRefine((value, context) => {
    const problem = calendarDateProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** The most days any count in the API may name (a year and a leap day, as MAX_RANGE_DAYS). */
export const DAY_COUNT_MAX = 366;

/**
 * The one schema for a number of days in a body (a meal plan's length, a share link's lifetime):
 * a whole number from `min` to `max` (at most DAY_COUNT_MAX), with one message for every failure.
 */
export function dayCountSchema(
  min: number,
  max: number,
  message = `Enter a whole number of days from ${min} to ${max}`,
) {
  const bounded = Number.isInteger(min) && Number.isInteger(max) && 0 <= min && min <= max;
  if (!bounded || max > DAY_COUNT_MAX)
    throw new RangeError(`A day count must lie within 0..${DAY_COUNT_MAX}`);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}
