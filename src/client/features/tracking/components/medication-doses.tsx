/**
 * The cabinet's medicines for one day: each scheduled dose marked taken or skipped with one tap
 * (tap again to clear), so a twice-daily medicine has two doses to mark (ADR 077).
 */
import type { ReactElement } from 'react';
import { Check, X } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type { DailyLog, DoseStatus } from '#shared/contracts/tracking.contract';
import { useSaveDailyLog } from '../api/save-daily-log';
import { trackingErrorMessage } from '../api/tracking-error-message';

export interface MedicationDosesProps {
  date: string;
  medications: DailyLog['medications'];
}

const CHOICES: { status: DoseStatus; label: string; icon: typeof Check }[] = [
  { status: 'taken', label: 'Taken', icon: Check },
  { status: 'skipped', label: 'Skipped', icon: X },
];

export function MedicationDoses({ date, medications }: MedicationDosesProps): ReactElement {
  const save = useSaveDailyLog();
  const mark = (medicationId: string, dose: number, status: DoseStatus | null) =>
    save.mutate({
      date,
      changes: { medication_doses: [{ medication_id: medicationId, dose, status }] },
    });
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200">
        {medications.map((medication) => (
          <li
            key={medication.medication_id}
            className="flex flex-wrap items-center justify-between gap-2 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{medication.name}</p>
              <p className="text-sm text-slate-600">
                {[
                  medication.dosage,
                  medication.frequency,
                  medication.schedule_note,
                  medication.doses_per_day > 1 ? `${medication.doses_per_day} doses a day` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <div className="flex flex-col gap-2">
              {medication.doses.map((current, index) => {
                const dose = index + 1;
                const many = medication.doses_per_day > 1;
                return (
                  <div
                    key={dose}
                    role="group"
                    aria-label={
                      many
                        ? `${medication.name}, dose ${dose} of ${medication.doses_per_day}`
                        : `${medication.name} on this day`
                    }
                    className="flex items-center gap-2"
                  >
                    {many && (
                      <span className="min-w-14 text-sm text-slate-700" aria-hidden="true">
                        Dose {dose}
                      </span>
                    )}
                    {CHOICES.map(({ status, label, icon: Icon }) => {
                      const isOn = current === status;
                      return (
                        <button
                          key={status}
                          type="button"
                          aria-pressed={isOn}
                          disabled={save.isPending}
                          onClick={() => mark(medication.medication_id, dose, isOn ? null : status)}
                          className={cn(
                            'inline-flex min-h-10 items-center gap-1 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60',
                            isOn && status === 'taken' && 'border-teal-700 bg-teal-700 text-white',
                            isOn &&
                              status === 'skipped' &&
                              'border-slate-700 bg-slate-700 text-white',
                            !isOn && 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                          )}
                        >
                          <Icon className="h-4 w-4" aria-hidden="true" />
                          {label}
                        </button>
                      );
                    })}
                  </div>
                );
              })}
            </div>
          </li>
        ))}
      </ul>
      {save.isError && (
        <p role="alert" className="text-sm text-red-800">
          {trackingErrorMessage(save.error, 'That could not be saved. Please try again.')}
        </p>
      )}
    </div>
  );
}
