/** The cabinet's dose history: the marks of the days ending on a given day. */
import type { DoseHistory } from '#shared/contracts/tracking.contract';
import { daysEndingOn } from '#shared/domain/dates';
import type { Actor } from '#server/plugins/actor';
import type { DailyLogContext } from './daily-log-context';
import { doseHistoryOf, stoppedMarkedIn } from './dose-history';
import { assertLoggableDate } from './tracking-input';

/**
 * The cabinet's doses over the `days` ending on `to`, the member's today (ADR 132): the active
 * medicines, then those stopped since whose marks are in the window.
 */
export async function doseHistory(
  ctx: DailyLogContext,
  actor: Actor,
  to: string,
  days: number,
): Promise<DoseHistory> {
  assertLoggableDate(to, ctx.now());
  const [cabinet, logs] = await Promise.all([
    ctx.medications.listActive(actor.id),
    ctx.dailyLogs.listBetween(actor.id, daysEndingOn(to, days)[0]!, to),
  ]);
  // A medicine stopped since keeps the doses marked for it; looked up by its owner, so an id
  // that is not the member's is dropped.
  const found = await Promise.all(
    stoppedMarkedIn(logs, cabinet).map((id) => ctx.medications.find(actor.id, id)),
  );
  const stopped = found
    .filter((medicine) => medicine !== undefined && medicine !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
  return doseHistoryOf({ to, days, cabinet, stopped, logs });
}
