/**
 * The daily log: one page for a day across mood, symptoms, habits, sleep, water and the cabinet's
 * medicines. Saving changes only the fields sent; dose marks may name the caller's medicines only.
 *
 * One file per sub-resource (ADR 107): the day's page, read and saved (daily-log-day.ts), and the
 * dose history (daily-log-history.ts), sharing one DailyLogContext (daily-log-context.ts) and the
 * day's dose marks (dose-marks.ts).
 */
import type { Actor } from '#server/plugins/actor';
import type { DailyLogContext, DailyLogDeps } from './daily-log-context';
import { getDailyLog, saveDailyLog, type DailyLogInput } from './daily-log-day';
import { doseHistory } from './daily-log-history';

export type { DailyLogDeps } from './daily-log-context';
export { NO_SUCH_DOSE_MESSAGE, UNKNOWN_MEDICATION_MESSAGE } from './daily-log-day';
export { mergeDoses } from './dose-marks';

export function createDailyLogService(deps: DailyLogDeps) {
  const context: DailyLogContext = deps;
  return {
    get: (actor: Actor, date: string) => getDailyLog(context, actor, date),
    /**
     * The cabinet's doses over the `days` ending on `to`, the member's today (ADR 132): the active
     * medicines, then those stopped since whose marks are in the window.
     */
    history: (actor: Actor, to: string, days: number) => doseHistory(context, actor, to, days),
    /**
     * One statement (ADR 088): the fields sent merged into the day's row as it is when the
     * statement runs; the answer is that row and the rest of the day as kept (`restCache`).
     */
    save: (actor: Actor, date: string, input: DailyLogInput) =>
      saveDailyLog(context, actor, date, input),
  };
}
export type DailyLogService = ReturnType<typeof createDailyLogService>;
