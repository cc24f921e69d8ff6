/**
 * The dose history (ADR 132): each active cabinet medicine's doses marked in the daily log over a
 * window of days, with what was due, and each medicine stopped since whose marks are in the window,
 * with its marks only. A medicine due every day is due its scheduled doses a day
 * (`dosesPerDayOf`, ADR 077) from the day it was added; one taken as needed, weekly or every other
 * day, or whose schedule as written could not be read, has no daily due, so only its marks are
 * counted. The window's last day is the member's today,
 * which is not over: its doses count as due once they are marked, never as not marked.
 */
import type { DoseHistory, DoseHistoryMedicine } from '#shared/contracts/tracking.contract';
import { daysEndingOn } from '#shared/domain/dates';
import { DAILY_MEDICATION_FREQUENCIES } from '#shared/domain/medication-frequencies';
import { parseMedicineSchedule } from '#shared/domain/medicine-schedule';
import { dosesPerDayOf, scheduleNoteOf } from '#server/modules/medications/index';
import type { MedicationsReader } from '#server/modules/medications/index';
import type { MedicationDose } from './daily-log.table';

type CabinetMedicine = Awaited<ReturnType<MedicationsReader['listActive']>>[number];

export interface DoseHistoryInput {
  /** The window's last day: the member's today. */
  to: string;
  days: number;
  cabinet: readonly CabinetMedicine[];
  /** Medicines stopped since, whose marks are in the window (`stoppedMarkedIn`). */
  stopped?: readonly CabinetMedicine[];
  /** The daily log's rows in the window: each day's dose marks. */
  logs: readonly { log_date: string; medication_doses: readonly MedicationDose[] }[];
}

export function doseHistoryOf({
  to,
  days,
  cabinet,
  stopped = [],
  logs,
}: DoseHistoryInput): DoseHistory {
  const dates = daysEndingOn(to, days);
  const marksOn = new Map(logs.map((log) => [log.log_date, log.medication_doses]));
  return {
    from: dates[0]!,
    to,
    days,
    medicines: [
      ...cabinet.map((medicine) => medicineHistory(medicine, dates, marksOn, false)),
      ...stopped.map((medicine) => medicineHistory(medicine, dates, marksOn, true)),
    ],
  };
}

/**
 * The ids of medicines marked in the window that the active cabinet does not hold: stopped since
 * (or another member's id in a forged mark, which the caller's lookup by owner drops). A history
 * that dropped them would lose doses the member did take.
 */
export function stoppedMarkedIn(
  logs: DoseHistoryInput['logs'],
  cabinet: readonly CabinetMedicine[],
): string[] {
  const active = new Set(cabinet.map((medicine) => medicine.id));
  const ids = new Set<string>();
  for (const log of logs)
    for (const mark of log.medication_doses)
      if (!active.has(mark.medication_id)) ids.add(mark.medication_id);
  return [...ids];
}

/**
 * Whether a medicine is due every day: a daily frequency, and a schedule as written (when one was
 * kept) that reads as one. A schedule nobody could read ('take with food') is stored under the
 * frequency 'Once daily' (its words kept as the schedule note), and one taken when needed has no due day: counting either as due
 * would show doses 'not marked' that were never due.
 */
function isDueDaily(medicine: CabinetMedicine): boolean {
  if (!DAILY_MEDICATION_FREQUENCIES.has(medicine.frequency)) return false;
  const note = scheduleNoteOf(medicine);
  if (note === null) return true;
  const read = parseMedicineSchedule(note);
  return read.frequency !== null && !read.asNeeded;
}

function medicineHistory(
  medicine: CabinetMedicine,
  dates: readonly string[],
  marksOn: ReadonlyMap<string, readonly MedicationDose[]>,
  stopped: boolean,
): DoseHistoryMedicine {
  // A stopped medicine's last due day is not kept (stopping only clears `active`), so it has no
  // due at all rather than doses 'not marked' after it stopped.
  const perDay = !stopped && isDueDaily(medicine) ? dosesPerDayOf(medicine) : null;
  const first = dates[0]!;
  const today = dates.at(-1)!;
  // The day it was added (UTC), within the window.
  const added = medicine.created_at.toISOString().slice(0, 10);
  const since = added < first ? first : added > today ? today : added;
  let due = 0;
  let notMarked = 0;
  const days = dates.map((date) => {
    const marks = (marksOn.get(date) ?? []).filter(
      (mark) =>
        mark.medication_id === medicine.id && (perDay === null || (mark.dose ?? 1) <= perDay),
    );
    const taken = marks.filter((mark) => mark.status === 'taken').length;
    const skipped = marks.length - taken;
    // A day marked before the day it was added (a zone apart from UTC) counts too.
    const counted = perDay !== null && (date >= since || marks.length > 0);
    if (counted) {
      due += date === today ? marks.length : perDay;
      if (date !== today) notMarked += perDay - marks.length;
    }
    return { date, taken, skipped, due: counted ? perDay : null };
  });
  const taken = days.reduce((sum, day) => sum + day.taken, 0);
  const skipped = days.reduce((sum, day) => sum + day.skipped, 0);
  return {
    medication_id: medicine.id,
    name: medicine.name,
    dosage: medicine.prescribed_dosage ?? null,
    frequency: medicine.frequency,
    stopped,
    doses_per_day: perDay,
    since,
    taken,
    skipped,
    not_marked: perDay === null ? null : notMarked,
    taken_percent: perDay === null || due === 0 ? null : Math.round((100 * taken) / due),
    days,
  };
}
