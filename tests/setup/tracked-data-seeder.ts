/**
 * Test seeding for the progress module: writes tracked rows straight into the tracking module's
 * tables (as its routes would), so these tests read real rows without depending on each tracker's
 * route rules. Used by tests only.
 */
import type { Database } from '#server/db/client';
import { dailyLogs, type MedicationDose } from '#server/modules/tracking/daily-log.table';
import { habitCheckIns, habits } from '#server/modules/tracking/habits.table';
import { moodEntries } from '#server/modules/tracking/mood.table';
import { symptomLogs } from '#server/modules/tracking/symptoms.table';
import { medications } from '#server/modules/medications/medications.table';
import { addDays } from '#shared/domain/dates';

export function seeder(database: Database, userId: string) {
  const { db } = database;
  return {
    async mood(date: string, mood: number, energy = mood, tags: string[] = []) {
      await db
        .insert(moodEntries)
        .values({ user_id: userId, entry_date: date, mood, energy, tags });
    },
    async log(
      date: string,
      values: { sleep?: number | null; water?: number | null; doses?: MedicationDose[] },
    ) {
      await db.insert(dailyLogs).values({
        user_id: userId,
        log_date: date,
        sleep_hours: values.sleep ?? null,
        water_glasses: values.water ?? null,
        medication_doses: values.doses ?? [],
      });
    },
    async symptom(date: string, name: string, severity: number) {
      await db.insert(symptomLogs).values({
        user_id: userId,
        name,
        severity,
        occurred_at: new Date(`${date}T09:00:00Z`),
        occurred_on: date,
      });
    },
    async habit(name: string, createdOn: string): Promise<string> {
      const [row] = await db
        .insert(habits)
        .values({
          user_id: userId,
          name,
          schedule: 'daily',
          created_at: new Date(`${createdOn}T06:00:00Z`),
        })
        .returning({ id: habits.id });
      return row!.id;
    },
    async checkIn(habitId: string, date: string) {
      await db
        .insert(habitCheckIns)
        .values({ habit_id: habitId, user_id: userId, check_date: date });
    },
    async medicine(name: string): Promise<string> {
      const [row] = await db
        .insert(medications)
        .values({ user_id: userId, name, medication_name: name, frequency: 'Once daily' })
        .returning({ id: medications.id });
      return row!.id;
    },
  };
}

/** The `count` days ending on `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}
