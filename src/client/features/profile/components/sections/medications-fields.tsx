/**
 * Medications (medications.current): name (required; Add is disabled while it is blank),
 * dosage, frequency and type. "I don't take any medications" clears the list. 'How often' is read
 * by the shared schedule parser as it is typed and the reading shown back; when the parser is not
 * sure, the person confirms or changes it before adding (ADR 077).
 */
import { useState, type ReactElement } from 'react';
import { Pill, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { Medications } from '#shared/contracts/profile.contract';
import { MEDICATION_TYPES, TEXT_MAX } from '#shared/domain/profile-fields';
import { MEDICATION_FREQUENCIES } from '#shared/domain/medication-frequencies';
import { parseMedicineSchedule } from '#shared/domain/medicine-schedule';
import {
  addMedication,
  canAddMedication,
  EMPTY_MEDICATION_DRAFT,
  isDuplicateMedication,
  removeMedication,
  setNoMedications,
  type MedicationDraft,
} from '../../lib/section-rules';
import { CheckboxField, SelectField, TextField } from './field-controls';
import type { SectionFieldsProps } from './types';

const TYPE_OPTIONS = MEDICATION_TYPES.map((value) => ({ value, label: value }));
/** The choice that keeps the text as typed (stored as the schedule's note, never replaced). */
const AS_WRITTEN = 'as-written';

/** What 'How often' reads as, shown under the field; a choice when the reading is unsure. */
function ScheduleReading({
  id,
  text,
  choice,
  onChoose,
}: {
  id: string;
  text: string;
  choice: string;
  onChoose: (choice: string) => void;
}): ReactElement | null {
  if (!text.trim()) return null;
  const read = parseMedicineSchedule(text);
  if (read.certain)
    return (
      <p id={id} className="text-sm text-slate-700">
        Read as: <strong>{read.frequency}</strong>
        {read.dosesPerDay && read.dosesPerDay > 1 ? ` (${read.dosesPerDay} doses a day)` : ''}
      </p>
    );
  return (
    <div id={id} className="space-y-1 rounded-lg bg-amber-50 p-2 text-sm text-slate-800">
      <p>
        {read.frequency ? (
          <>
            We read this as: <strong>{read.frequency}</strong> — change it if not.
          </>
        ) : (
          <>We could not read this as a schedule; it will be kept as you wrote it.</>
        )}
      </p>
      <label className="flex flex-wrap items-center gap-2">
        <span>How often, as we read it</span>
        <select
          className="rounded-md border border-slate-300 bg-white px-2 py-1"
          value={choice || read.frequency || AS_WRITTEN}
          onChange={(event) => onChoose(event.target.value)}
        >
          {MEDICATION_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {frequency}
            </option>
          ))}
          <option value={AS_WRITTEN}>Keep “{text.trim()}” as written</option>
        </select>
      </label>
    </div>
  );
}

export function MedicationsFields({
  value,
  onChange,
  idPrefix,
}: SectionFieldsProps<Medications>): ReactElement {
  const id = (name: string) => `${idPrefix}-medications-${name}`;
  const [draft, setDraft] = useState<MedicationDraft>(EMPTY_MEDICATION_DRAFT);
  const [notice, setNotice] = useState<string | null>(null);
  // The person's answer to an unsure reading: a frequency, AS_WRITTEN, or '' (not changed).
  const [choice, setChoice] = useState('');
  const list = value.current ?? [];

  /** The draft as it will be saved: an unsure reading becomes what the person confirmed. */
  const confirmed = (): MedicationDraft => {
    const read = parseMedicineSchedule(draft.frequency);
    if (!draft.frequency.trim() || read.certain) return draft;
    const picked = choice || read.frequency || AS_WRITTEN;
    // Keeping it as written sends the text: the server stores it verbatim beside a placeholder.
    return picked === AS_WRITTEN ? draft : { ...draft, frequency: picked };
  };

  const add = () => {
    if (!canAddMedication(draft)) return;
    if (isDuplicateMedication(value, draft)) {
      setNotice(`${draft.name.trim()} is already in your list.`);
      return;
    }
    onChange(addMedication(value, confirmed()));
    setDraft(EMPTY_MEDICATION_DRAFT);
    setChoice('');
    setNotice(`${draft.name.trim()} added.`);
  };

  return (
    <div className="space-y-6">
      <CheckboxField
        id={id('none')}
        label="I don't take any medications"
        hint="Includes prescriptions, over-the-counter medicines, supplements, vitamins and herbal products."
        checked={value.none === true}
        onChange={(checked) => onChange(setNoMedications(value, checked))}
      />

      <section aria-labelledby={id('list-heading')}>
        <h3 id={id('list-heading')} className="text-sm font-semibold text-slate-900">
          Your medications
        </h3>
        {list.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No medications added.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {list.map((med) => (
              <li
                key={med.id}
                className="flex items-start gap-3 rounded-xl border border-slate-200 p-3"
              >
                <Pill className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{med.name}</p>
                  <p className="text-sm break-words text-slate-600">
                    {[med.dosage, med.frequency, med.type].filter(Boolean).join(' · ') ||
                      'No details added'}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${med.name}`}
                  onClick={() => {
                    onChange(removeMedication(value, med.id));
                    setNotice(`${med.name} removed.`);
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Add a medication</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('name')}
            label="Medication name (required)"
            value={draft.name}
            maxLength={200}
            placeholder="e.g. Metformin"
            onChange={(name) => setDraft({ ...draft, name })}
            onEnter={add}
          />
          <TextField
            id={id('dosage')}
            label="Dosage"
            value={draft.dosage}
            maxLength={TEXT_MAX}
            placeholder="e.g. 500 mg"
            onChange={(dosage) => setDraft({ ...draft, dosage })}
          />
          <TextField
            id={id('frequency')}
            label="How often"
            value={draft.frequency}
            maxLength={TEXT_MAX}
            placeholder="e.g. twice a day"
            onChange={(frequency) => {
              setDraft({ ...draft, frequency });
              setChoice('');
            }}
          />
          <SelectField
            id={id('type')}
            label="Type"
            value={draft.type || null}
            options={TYPE_OPTIONS}
            onChange={(type) => setDraft({ ...draft, type: type ?? '' })}
          />
        </div>
        <div aria-live="polite">
          <ScheduleReading
            id={id('frequency-reading')}
            text={draft.frequency}
            choice={choice}
            onChoose={setChoice}
          />
        </div>
        <Button onClick={add} disabled={!canAddMedication(draft)}>
          Add medication
        </Button>
        <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
          {notice}
        </p>
      </fieldset>
    </div>
  );
}
