/**
 * The dose history's counting rules (ADR 132) on cabinet rows as the cabinet stores them: the
 * schedule as written kept in the notes, the day a medicine was added, marks from the daily log.
 */
import { describe, expect, it } from 'vitest';
import type { MedicationsReader } from '#server/modules/medications/index';
import { cabinetScheduleOf } from '#shared/domain/medicine-schedule';
import type { MedicationDose } from './daily-log.table';
import { doseHistoryOf, stoppedMarkedIn } from './dose-history';

type CabinetMedicine = Awaited<ReturnType<MedicationsReader['listActive']>>[number];

/** A cabinet row for a schedule typed as a person types it, added on `added`. */
function medicine(id: string, schedule: string, added: string): CabinetMedicine {
  const { frequency, scheduleNote } = cabinetScheduleOf(schedule);
  return {
    id,
    user_id: 'u1',
    name: id,
    medication_name: null,
    substance_id: null,
    frequency,
    indication: null,
    active: true,
    notes: JSON.stringify({ scheduleNote }),
    strength: null,
    prescribed_dosage: null,
    created_at: new Date(`${added}T09:00:00Z`),
    updated_at: new Date(`${added}T09:00:00Z`),
  };
}

const taken = (id: string, dose?: number): MedicationDose => ({
  medication_id: id,
  status: 'taken',
  ...(dose ? { dose } : {}),
});

describe('doseHistoryOf', () => {
  it('keeps a medicine stopped since by its marks, with no due, after the active ones', () => {
    const statin = medicine('statin', 'once daily', '2026-11-01');
    const aspirin = medicine('aspirin', 'once daily', '2026-11-01');
    const logs = [
      { log_date: '2026-11-19', medication_doses: [taken('statin'), taken('aspirin')] },
      { log_date: '2026-11-20', medication_doses: [taken('aspirin')] },
    ];
    // The cabinet holds the statin only: the aspirin's marks name a medicine no longer in it.
    expect(stoppedMarkedIn(logs, [statin])).toEqual(['aspirin']);
    expect(stoppedMarkedIn(logs, [statin, aspirin])).toEqual([]);
    const history = doseHistoryOf({
      to: '2026-11-21',
      days: 7,
      cabinet: [statin],
      stopped: [{ ...aspirin, active: false }],
      logs,
    });
    expect(history.medicines.map((m) => [m.name, m.stopped])).toEqual([
      ['statin', false],
      ['aspirin', true],
    ]);
    expect(history.medicines[1]).toMatchObject({
      doses_per_day: null,
      taken: 2,
      not_marked: null,
      taken_percent: null,
    });
    expect(history.medicines[1]!.days.every((day) => day.due === null)).toBe(true);
  });

  it('counts a day marked before the medicine was added (another zone), and none before that', () => {
    const history = doseHistoryOf({
      to: '2026-11-21',
      days: 7,
      cabinet: [medicine('statin', 'once daily', '2026-11-19')],
      logs: [
        { log_date: '2026-11-18', medication_doses: [taken('statin')] },
        { log_date: '2026-11-19', medication_doses: [taken('statin')] },
      ],
    });
    const [statin] = history.medicines;
    expect(statin).toMatchObject({ since: '2026-11-19', taken: 2, not_marked: 1 });
    expect(statin!.days.map((day) => day.due)).toEqual([null, null, null, 1, 1, 1, 1]);
    // 2 taken of 1 + 1 + 1 due, today's dose not marked yet and not counted.
    expect(statin!.taken_percent).toBe(67);
  });

  it('counts a medicine added after the window from the window’s last day, and marks of doses it no longer has not at all', () => {
    const history = doseHistoryOf({
      to: '2026-11-21',
      days: 7,
      cabinet: [
        medicine('later', 'twice a day', '2026-12-01'),
        medicine('once', 'qd', '2026-11-01'),
      ],
      logs: [
        // A second dose marked while 'once' was twice daily: no dose of its schedule now.
        { log_date: '2026-11-20', medication_doses: [taken('once'), taken('once', 2)] },
      ],
    });
    const [later, once] = history.medicines;
    expect(later).toMatchObject({
      since: '2026-11-21',
      taken: 0,
      not_marked: 0,
      taken_percent: null,
    });
    expect(once).toMatchObject({ doses_per_day: 1, taken: 1, not_marked: 5, taken_percent: 17 });
  });

  it('gives no daily due to a schedule taken when needed or one nobody could read', () => {
    const history = doseHistoryOf({
      to: '2026-11-21',
      days: 7,
      cabinet: [
        medicine('inhaler', '2 puffs q4h prn', '2026-11-01'),
        medicine('unread', 'take with food', '2026-11-01'),
        medicine('every8h', 'every 8 hours', '2026-11-01'),
      ],
      logs: [{ log_date: '2026-11-20', medication_doses: [taken('inhaler'), taken('unread')] }],
    });
    const [inhaler, unread, every8h] = history.medicines;
    // 'take with food' is stored with the frequency 'Once daily', its words kept as the schedule note.
    expect(unread!.frequency).toBe('Once daily');
    for (const asNeeded of [inhaler, unread])
      expect(asNeeded).toMatchObject({
        doses_per_day: null,
        taken: 1,
        not_marked: null,
        taken_percent: null,
      });
    expect(every8h).toMatchObject({ doses_per_day: 3, not_marked: 18, taken_percent: 0 });
  });
});
