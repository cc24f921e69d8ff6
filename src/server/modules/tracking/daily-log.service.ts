/**
 * The daily log: one page for a day across mood, symptoms, habits, sleep, water and the cabinet's
 * medicines. Saving changes only the fields sent; dose marks may name the caller's medicines only.
 */
import type { z } from 'zod';
import type {
  DailyLog,
  dailyLogInputSchema,
  DoseHistory,
} from '#shared/contracts/tracking.contract';
import { daysEndingOn } from '#shared/domain/dates';
import {
  dosesPerDayOf,
  scheduleNoteOf,
  type MedicationsReader,
} from '#server/modules/medications/index';
import { validationError } from '#server/lib/app-error';
import type { MedicationDose } from './daily-log.table';
import type { UserCache } from '#server/lib/user-cache';
import { trackedStateOf, type DailyLogRepository, type DailyLogRow } from './daily-log.repository';
import type { HabitsRepository } from './habits.repository';
import type { MoodRepository } from './mood.repository';
import type { SymptomsRepository } from './symptoms.repository';
import { assertLoggableDate, toIso, type Clock } from './tracking-input';
import { toMoodEntry, toSymptom } from './tracking-views';
import { doseHistoryOf, stoppedMarkedIn } from './dose-history';
import type { Actor } from '#server/plugins/actor';

type DailyLogInput = z.output<typeof dailyLogInputSchema>;
type CabinetReader = Pick<MedicationsReader, 'find' | 'listActive'>;

export const UNKNOWN_MEDICATION_MESSAGE = 'Medication not found in your cabinet';
export const NO_SUCH_DOSE_MESSAGE = 'This medicine has fewer doses a day';
/** The daily_logs row's check (daily_logs_doses_array) allows at most 100 marks a day. */
const TOO_MANY_MARKS_MESSAGE = 'A day can hold at most 100 dose marks';

export interface DailyLogDeps {
  dailyLogs: DailyLogRepository;
  mood: MoodRepository;
  symptoms: SymptomsRepository;
  habits: HabitsRepository;
  medications: CabinetReader;
  now: Clock;
  afterWrite: (userId: string, day?: string) => Promise<void>;
  /**
   * The day's page apart from its daily_logs row (mood, symptoms, habits, cabinet), per user and
   * day, dropped when one of those tables changes (DAY_REST_TABLES): a dose or a glass of water
   * saved answers from it and its own row, without reading the day again (ADR 088).
   */
  restCache: UserCache<DayRest>;
}

/** What the day's page shows besides its daily_logs row. */
interface DayRest {
  mood: DailyLog['mood'];
  symptoms: DailyLog['symptoms'];
  habits: DailyLog['habits'];
  cabinet: Awaited<ReturnType<CabinetReader['listActive']>>;
}

type SentDose = {
  medication_id: string;
  status: MedicationDose['status'] | null;
  dose?: number | undefined;
};

const doseKey = (id: string, dose: number | undefined) => `${id}#${dose ?? 1}`;

/**
 * Dose marks merged by medicine and dose: a sent status replaces that dose's mark, null removes it.
 * A mark without a dose number is the day's first dose (rows and clients from before ADR 077), and
 * the first dose is stored without one, so a once-daily medicine's mark keeps its old shape.
 */
export function mergeDoses(
  current: readonly MedicationDose[],
  sent: readonly SentDose[],
): MedicationDose[] {
  const marks = new Map(current.map((d) => [doseKey(d.medication_id, d.dose), d]));
  for (const dose of sent) {
    const key = doseKey(dose.medication_id, dose.dose);
    if (dose.status === null) marks.delete(key);
    else
      marks.set(key, {
        medication_id: dose.medication_id,
        status: dose.status,
        ...(dose.dose && dose.dose > 1 ? { dose: dose.dose } : {}),
      });
  }
  return [...marks.values()];
}

/** The day's mark of a medicine: none until every dose is marked; skipped only if all were. */
function dayStatus(doses: readonly (MedicationDose['status'] | null)[]) {
  if (doses.some((d) => d === null)) return null;
  return doses.every((d) => d === 'skipped') ? 'skipped' : 'taken';
}

export function createDailyLogService(deps: DailyLogDeps) {
  async function loadRest(userId: string, date: string): Promise<DayRest> {
    const [mood, symptoms, habits, checkIns, cabinet] = await Promise.all([
      deps.mood.find(userId, date),
      deps.symptoms.listBetween(userId, date, date),
      deps.habits.list(userId, { includeArchived: false }),
      deps.habits.checkInsBetween(userId, date, date),
      deps.medications.listActive(userId),
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
  async function restOf(userId: string, date: string): Promise<DayRest> {
    const rest = await deps.restCache.getOrLoad(`${userId}:${date}`, async () => ({
      value: await loadRest(userId, date),
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

  return {
    async get(actor: Actor, date: string): Promise<DailyLog> {
      const [rest, log] = await Promise.all([
        restOf(actor.id, date),
        deps.dailyLogs.find(actor.id, date),
      ]);
      return compose(date, rest, log);
    },

    /**
     * The cabinet's doses over the `days` ending on `to`, the member's today (ADR 132): the active
     * medicines, then those stopped since whose marks are in the window.
     */
    async history(actor: Actor, to: string, days: number): Promise<DoseHistory> {
      assertLoggableDate(to, deps.now());
      const [cabinet, logs] = await Promise.all([
        deps.medications.listActive(actor.id),
        deps.dailyLogs.listBetween(actor.id, daysEndingOn(to, days)[0]!, to),
      ]);
      // A medicine stopped since keeps the doses marked for it; looked up by its owner, so an id
      // that is not the member's is dropped.
      const found = await Promise.all(
        stoppedMarkedIn(logs, cabinet).map((id) => deps.medications.find(actor.id, id)),
      );
      const stopped = found
        .filter((medicine) => medicine !== undefined && medicine !== null)
        .sort((a, b) => a.name.localeCompare(b.name));
      return doseHistoryOf({ to, days, cabinet, stopped, logs });
    },

    /**
     * One statement (ADR 088): the fields sent merged into the day's row as it is when the
     * statement runs; the answer is that row and the rest of the day as kept (`restCache`).
     */
    async save(actor: Actor, date: string, input: DailyLogInput): Promise<DailyLog> {
      assertLoggableDate(date, deps.now());
      const sent = input.medication_doses ?? [];
      const rest = await restOf(actor.id, date);
      const active = new Map(rest.cabinet.map((m) => [m.id, m]));
      // Marking a dose needs the medicine to be the caller's; another user's id reads as unknown.
      // The active cabinet is at hand; a stopped medicine is looked up.
      for (const dose of sent) {
        if (dose.status === null) continue;
        const medicine =
          active.get(dose.medication_id) ??
          (await deps.medications.find(actor.id, dose.medication_id));
        if (!medicine) throw validationError(UNKNOWN_MEDICATION_MESSAGE);
        if ((dose.dose ?? 1) > dosesPerDayOf(medicine)) throw validationError(NO_SUCH_DOSE_MESSAGE);
      }
      let saved: Awaited<ReturnType<DailyLogRepository['save']>>;
      try {
        saved = await deps.dailyLogs.save(actor.id, date, {
          ...(input.sleep_hours !== undefined ? { sleep_hours: input.sleep_hours } : {}),
          ...(input.water_glasses !== undefined ? { water_glasses: input.water_glasses } : {}),
          doses: {
            sentKeys: [...new Set(sent.map((dose) => doseKey(dose.medication_id, dose.dose)))],
            marks: mergeDoses([], sent),
          },
        });
      } catch (error) {
        // The row's check holds at most 100 marks: the statement refused, nothing changed.
        if (violates(error, 'daily_logs_doses_array'))
          throw validationError(TOO_MANY_MARKS_MESSAGE);
        throw error;
      }
      // The badges are measured on which days hold something and which hold sleep: a dose marked
      // on a day that already held one, or a glass more, cannot earn one (ADR 117).
      const after = trackedStateOf(saved.row);
      if (after.holds !== saved.trackedBefore.holds || after.sleep !== saved.trackedBefore.sleep)
        await deps.afterWrite(actor.id, date);
      return compose(date, rest, saved.row);
    },
  };
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
export type DailyLogService = ReturnType<typeof createDailyLogService>;
