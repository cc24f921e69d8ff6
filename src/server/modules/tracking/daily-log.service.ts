/**
 * The daily log: one page for a day across mood, symptoms, habits, sleep, water and the cabinet's
 * medicines. Saving changes only the fields sent; dose marks may name the caller's medicines only.
 */
import type { z } from 'zod';
import type { DailyLog, dailyLogInputSchema } from '#shared/contracts/tracking.contract';
import {
  dosesPerDayOf,
  scheduleNoteOf,
  type MedicationsReader,
} from '#server/modules/medications/medications.reader';
import { validationError } from '#server/lib/app-error';
import type { MedicationDose } from './daily-log.table';
import type { DailyLogRepository, DailyLogValues } from './daily-log.repository';
import type { HabitsRepository } from './habits.repository';
import type { MoodRepository } from './mood.repository';
import type { SymptomsRepository } from './symptoms.repository';
import { assertLoggableDate, toIso, type Clock } from './tracking-input';
import { toMoodEntry, toSymptom } from './tracking-views';
import type { Actor } from '#server/plugins/actor';

type DailyLogInput = z.output<typeof dailyLogInputSchema>;
type CabinetReader = Pick<MedicationsReader, 'find' | 'listActive'>;

export const UNKNOWN_MEDICATION_MESSAGE = 'Medication not found in your cabinet';
export const NO_SUCH_DOSE_MESSAGE = 'This medicine has fewer doses a day';
const TOO_MANY_MARKS_MESSAGE = 'A day can hold at most 100 dose marks';
/** The daily_logs row's check allows at most this many marks a day. */
const MARKS_A_DAY_MAX = 100;

export interface DailyLogDeps {
  dailyLogs: DailyLogRepository;
  mood: MoodRepository;
  symptoms: SymptomsRepository;
  habits: HabitsRepository;
  medications: CabinetReader;
  now: Clock;
  afterWrite: (userId: string, day?: string) => Promise<void>;
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
  return {
    async get(actor: Actor, date: string): Promise<DailyLog> {
      const [mood, symptoms, habits, checkIns, log, cabinet] = await Promise.all([
        deps.mood.find(actor.id, date),
        deps.symptoms.listBetween(actor.id, date, date),
        deps.habits.list(actor.id, { includeArchived: false }),
        deps.habits.checkInsBetween(actor.id, date, date),
        deps.dailyLogs.find(actor.id, date),
        deps.medications.listActive(actor.id),
      ]);
      const done = new Set(checkIns.map((c) => c.habit_id));
      const marks = new Map(
        (log?.medication_doses ?? []).map((d) => [doseKey(d.medication_id, d.dose), d.status]),
      );
      return {
        date,
        mood: mood && toMoodEntry(mood),
        symptoms: symptoms.map(toSymptom),
        habits: habits.map((h) => ({
          id: h.id,
          name: h.name,
          schedule: h.schedule === 'weekly' ? 'weekly' : 'daily',
          times_per_week: h.times_per_week,
          done: done.has(h.id),
        })),
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
    },

    async save(actor: Actor, date: string, input: DailyLogInput): Promise<DailyLog> {
      assertLoggableDate(date, deps.now());
      const sent = input.medication_doses ?? [];
      // Marking a dose needs the medicine to be the caller's; another user's id reads as unknown.
      for (const dose of sent) {
        if (dose.status === null) continue;
        const medicine = await deps.medications.find(actor.id, dose.medication_id);
        if (!medicine) throw validationError(UNKNOWN_MEDICATION_MESSAGE);
        if ((dose.dose ?? 1) > dosesPerDayOf(medicine)) throw validationError(NO_SUCH_DOSE_MESSAGE);
      }
      await deps.dailyLogs.update(actor.id, date, (current): DailyLogValues => {
        const medication_doses = mergeDoses(current.medication_doses, sent);
        if (medication_doses.length > MARKS_A_DAY_MAX)
          throw validationError(TOO_MANY_MARKS_MESSAGE);
        return {
          sleep_hours: input.sleep_hours !== undefined ? input.sleep_hours : current.sleep_hours,
          water_glasses:
            input.water_glasses !== undefined ? input.water_glasses : current.water_glasses,
          medication_doses,
        };
      });
      await deps.afterWrite(actor.id, date);
      return this.get(actor, date);
    },
  };
}
export type DailyLogService = ReturnType<typeof createDailyLogService>;
