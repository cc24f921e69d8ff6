/** A day's dose marks: one per medicine and dose, merged from what is sent. */
import type { MedicationDose } from './daily-log.table';

type SentDose = {
  medication_id: string;
  status: MedicationDose['status'] | null;
  dose?: number | undefined;
};

export const doseKey = (id: string, dose: number | undefined) => `${id}#${dose ?? 1}`;

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
export function dayStatus(doses: readonly (MedicationDose['status'] | null)[]) {
  if (doses.some((d) => d === null)) return null;
  return doses.every((d) => d === 'skipped') ? 'skipped' : 'taken';
}
