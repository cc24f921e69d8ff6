/**
 * The daily log: one page for a day across mood, symptoms, habits, sleep, water and the cabinet's
 * medicines. Saving changes only the fields sent; dose marks may name the caller's medicines only.
 */
import type { z } from 'zod';
import type { DailyLog, dailyLogInputSchema } from '#shared/contracts/tracking.contract';
import type { MedicationsReader } from '#server/modules/medications/medications.reader';
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

export interface DailyLogDeps {
  dailyLogs: DailyLogRepository;
  mood: MoodRepository;
  symptoms: SymptomsRepository;
  habits: HabitsRepository;
  medications: CabinetReader;
  now: Clock;
  afterWrite: (userId: string, day?: string) => Promise<void>;
}

/** Dose marks merged by medicine: a sent status replaces that medicine's mark, null removes it. */
export function mergeDoses(
  current: readonly MedicationDose[],
  sent: readonly { medication_id: string; status: MedicationDose['status'] | null }[],
): MedicationDose[] {
  const marks = new Map(current.map((d) => [d.medication_id, d.status]));
  for (const dose of sent) {
    if (dose.status === null) marks.delete(dose.medication_id);
    else marks.set(dose.medication_id, dose.status);
  }
  return [...marks].map(([medication_id, status]) => ({ medication_id, status }));
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
      const marks = new Map((log?.medication_doses ?? []).map((d) => [d.medication_id, d.status]));
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
        medications: cabinet.map((m) => ({
          medication_id: m.id,
          name: m.name,
          dosage: m.prescribed_dosage ?? null,
          frequency: m.frequency,
          status: marks.get(m.id) ?? null,
        })),
        updated_at: log ? toIso(log.updated_at) : null,
      };
    },

    async save(actor: Actor, date: string, input: DailyLogInput): Promise<DailyLog> {
      assertLoggableDate(date, deps.now());
      const sent = input.medication_doses ?? [];
      // Marking a dose needs the medicine to be the caller's; another user's id reads as unknown.
      for (const dose of sent)
        if (dose.status !== null && !(await deps.medications.find(actor.id, dose.medication_id)))
          throw validationError(UNKNOWN_MEDICATION_MESSAGE);
      await deps.dailyLogs.update(actor.id, date, (current): DailyLogValues => ({
        sleep_hours: input.sleep_hours !== undefined ? input.sleep_hours : current.sleep_hours,
        water_glasses:
          input.water_glasses !== undefined ? input.water_glasses : current.water_glasses,
        medication_doses: mergeDoses(current.medication_doses, sent),
      }));
      await deps.afterWrite(actor.id, date);
      return this.get(actor, date);
    },
  };
}
export type DailyLogService = ReturnType<typeof createDailyLogService>;
