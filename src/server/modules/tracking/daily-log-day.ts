/**
 * A day's page: read across mood, symptoms, habits, sleep, water and the cabinet's medicines, and
 * saved changing only the fields sent; dose marks may name the caller's medicines only.
 */
import type { z } from 'zod';
import type { DailyLog, dailyLogInputSchema } from '#shared/contracts/tracking.contract';
import { dosesPerDayOf, scheduleNoteOf } from '#server/modules/medications/index';
import { validationError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { DailyLogContext, DayRest } from './daily-log-context';
import { trackedStateOf, type DailyLogRepository, type DailyLogRow } from './daily-log.repository';
import { dayStatus, doseKey, mergeDoses } from './dose-marks';
import { assertLoggableDate, toIso } from './tracking-input';
import { toMoodEntry, toSymptom } from './tracking-views';

export type DailyLogInput = z.output<typeof dailyLogInputSchema>;

export const UNKNOWN_MEDICATION_MESSAGE = 'Medication not found in your cabinet';
export const NO_SUCH_DOSE_MESSAGE = 'This medicine has fewer doses a day';
/** The daily_logs row's check (daily_logs_doses_array) allows at most 100 marks a day. */
const TOO_MANY_MARKS_MESSAGE = 'A day can hold at most 100 dose marks';

async function loadRest(ctx: DailyLogContext, userId: string, date: string): Promise<DayRest> {
  const [mood, symptoms, habits, checkIns, cabinet] = await Promise.all([
    ctx.mood.find(userId, date),
    ctx.symptoms.listBetween(userId, date, date),
    ctx.habits.list(userId, { includeArchived: false }),
    ctx.habits.checkInsBetween(userId, date, date),
    ctx.medications.listActive(userId),
  ]);
  const done = new Set(checkIns.map((c) => c.habit_id));
  return {
    mood: mood && toMoodEntry(mood),
    symptoms: symptoms.map(toSymptom),
    habits: habits.map((h) => ({
      id: h.id,
      name: h.name,
      schedule: h.schedule === 'weekly' ? 'weekly' : 'daily',
      times_per_week: h.times_per_week,
      done: done.has(h.id),
    })),
    cabinet,
  };
}

/** The day's page apart from its daily_logs row, as kept (`restCache`). */
async function restOf(ctx: DailyLogContext, userId: string, date: string): Promise<DayRest> {
  const rest = await ctx.restCache.getOrLoad(`${userId}:${date}`, async () => ({
    value: await loadRest(ctx, userId, date),
    userId,
  }));
  return rest!;
}

function compose(date: string, rest: DayRest, log: DailyLogRow | null): DailyLog {
  const { cabinet } = rest;
  const marks = new Map(
    (log?.medication_doses ?? []).map((d) => [doseKey(d.medication_id, d.dose), d.status]),
  );
  return {
    date,
    mood: rest.mood,
    symptoms: rest.symptoms,
    habits: rest.habits,
    sleep_hours: log?.sleep_hours ?? null,
    water_glasses: log?.water_glasses ?? null,
    medications: cabinet.map((m) => {
      // One mark per scheduled dose: a twice-daily medicine is done after two (ADR 077).
      const doses = Array.from(
        { length: dosesPerDayOf(m) },
        (_, i) => marks.get(doseKey(m.id, i + 1)) ?? null,
      );
      return {
        medication_id: m.id,
        name: m.name,
        dosage: m.prescribed_dosage ?? null,
        frequency: m.frequency,
        schedule_note: scheduleNoteOf(m),
        status: dayStatus(doses),
        doses_per_day: doses.length,
        doses,
      };
    }),
    updated_at: log ? toIso(log.updated_at) : null,
  };
}

export async function getDailyLog(
  ctx: DailyLogContext,
  actor: Actor,
  date: string,
): Promise<DailyLog> {
  const [rest, log] = await Promise.all([
    restOf(ctx, actor.id, date),
    ctx.dailyLogs.find(actor.id, date),
  ]);
  return compose(date, rest, log);
}

/**
 * One statement (ADR 088): the fields sent merged into the day's row as it is when the
 * statement runs; the answer is that row and the rest of the day as kept (`restCache`).
 */
export async function saveDailyLog(
  ctx: DailyLogContext,
  actor: Actor,
  date: string,
  input: DailyLogInput,
): Promise<DailyLog> {
  assertLoggableDate(date, ctx.now());
  const sent = input.medication_doses ?? [];
  const rest = await restOf(ctx, actor.id, date);
  const active = new Map(rest.cabinet.map((m) => [m.id, m]));
  // Marking a dose needs the medicine to be the caller's; another user's id reads as unknown.
  // The active cabinet is at hand; a stopped medicine is looked up.
  for (const dose of sent) {
    if (dose.status === null) continue;
    const medicine =
      active.get(dose.medication_id) ?? (await ctx.medications.find(actor.id, dose.medication_id));
    if (!medicine) throw validationError(UNKNOWN_MEDICATION_MESSAGE);
    if ((dose.dose ?? 1) > dosesPerDayOf(medicine)) throw validationError(NO_SUCH_DOSE_MESSAGE);
  }
  let saved: Awaited<ReturnType<DailyLogRepository['save']>>;
  try {
    saved = await ctx.dailyLogs.save(actor.id, date, {
      ...(input.sleep_hours !== undefined ? { sleep_hours: input.sleep_hours } : {}),
      ...(input.water_glasses !== undefined ? { water_glasses: input.water_glasses } : {}),
      doses: {
        sentKeys: [...new Set(sent.map((dose) => doseKey(dose.medication_id, dose.dose)))],
        marks: mergeDoses([], sent),
      },
    });
  } catch (error) {
    // The row's check holds at most 100 marks: the statement refused, nothing changed.
    if (violates(error, 'daily_logs_doses_array')) throw validationError(TOO_MANY_MARKS_MESSAGE);
    throw error;
  }
  // The badges are measured on which days hold something and which hold sleep: a dose marked
  // on a day that already held one, or a glass more, cannot earn one (ADR 117).
  const after = trackedStateOf(saved.row);
  if (after.holds !== saved.trackedBefore.holds || after.sleep !== saved.trackedBefore.sleep)
    await ctx.afterWrite(actor.id, date);
  return compose(date, rest, saved.row);
}

/** Whether `error` is the database refusing a row for the named check constraint. */
function violates(error: unknown, constraint: string): boolean {
  for (let cause = error; cause && typeof cause === 'object';) {
    const found = cause as {
      code?: string;
      constraint?: string;
      message?: string;
      cause?: unknown;
    };
    if (
      found.code === '23514' &&
      (found.constraint === constraint || String(found.message).includes(constraint))
    )
      return true;
    cause = found.cause;
  }
  return false;
}
