/**
 * The fields of one cabinet medicine, for adding and for editing (the name is required and the
 * submit button stays disabled while it is blank). Values are checked with the contract's schema
 * before they are sent, so the form and the API refuse the same things with the same words.
 */
import { useId, useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import type { z } from 'zod';
import { Input, Label } from '#client/components/ui/input';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { validateForm } from '#client/lib/form-validation';
import { SUBSTANCE_KIND_LABELS } from '#shared/contracts/interactions.contract';
import {
  MEDICATION_FREQUENCIES,
  MEDICATION_TYPES,
  medicationInputSchema,
  type CabinetMedication,
  type MedicationFrequency,
} from '#shared/contracts/medications.contract';
import { useSubstanceSearch } from '#client/features/interactions/api/search-substances';

// The active flag has its own switch in the list; the form never changes it.
const fieldsSchema = medicationInputSchema.omit({ active: true });
export type MedicationFields = z.output<typeof fieldsSchema>;

type MedicationType = (typeof MEDICATION_TYPES)[number];

interface Draft {
  name: string;
  type: MedicationType;
  dosage: string;
  strength: string;
  frequency: MedicationFrequency;
  indication: string;
  start_date: string;
  prescribing_doctor: string;
}

type FieldName = keyof Draft;

function draftFrom(medication?: CabinetMedication): Draft {
  return {
    name: medication?.name ?? '',
    type: medication?.type ?? 'Prescription',
    dosage: medication?.dosage ?? '',
    strength: medication?.strength ?? '',
    frequency: medication?.frequency ?? 'Once daily',
    indication: medication?.indication ?? '',
    start_date: medication?.start_date ?? '',
    prescribing_doctor: medication?.prescribing_doctor ?? '',
  };
}

const controlClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700';

export interface MedicationFormProps {
  /** The medicine being edited; absent when adding. */
  initial?: CabinetMedication;
  submitLabel: string;
  /** Shown instead of the label while the request runs ('Adding...'). */
  busyLabel: string;
  isSubmitting: boolean;
  /** The last request's failure, in words. */
  error?: string | null;
  /** Gets the checked values; resolve true to clear the form (after an add). */
  onSubmit: (fields: MedicationFields) => Promise<boolean>;
  /** Extra buttons beside the submit button (Cancel in a dialog). */
  actions?: ReactNode;
}

export function MedicationForm({
  initial,
  submitLabel,
  busyLabel,
  isSubmitting,
  error,
  onSubmit,
  actions,
}: MedicationFormProps): ReactElement {
  const baseId = useId();
  const id = (field: FieldName) => `${baseId}-${field}`;
  const nameRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(initial));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const isNameBlank = draft.name.trim() === '';
  const search = useSubstanceSearch(draft.name);
  const suggestions = search.isEnabled && search.data ? search.data : [];

  const set = <K extends FieldName>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isNameBlank || isSubmitting) return;
    // Blank optional fields are sent as null, so an edit can clear them.
    const orNull = (value: string) => value.trim() || null;
    const check = validateForm<typeof fieldsSchema, FieldName>(fieldsSchema, {
      ...draft,
      dosage: orNull(draft.dosage),
      strength: orNull(draft.strength),
      indication: orNull(draft.indication),
      prescribing_doctor: orNull(draft.prescribing_doctor),
      start_date: orNull(draft.start_date),
    });
    if (!check.ok) {
      setFieldErrors(check.errors);
      return;
    }
    if (await onSubmit(check.data)) {
      setDraft(draftFrom());
      // Ready for the next medicine; the submit button is disabled again and would drop focus.
      nameRef.current?.focus();
    }
  };

  const describedBy = (field: FieldName, hint?: boolean) =>
    [fieldErrors[field] ? `${id(field)}-error` : null, hint ? `${id(field)}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const errorText = (field: FieldName) =>
    fieldErrors[field] ? (
      <p id={`${id(field)}-error`} className="mt-1 text-sm text-red-800">
        {fieldErrors[field]}
      </p>
    ) : null;

  const textField = (
    field: 'dosage' | 'strength' | 'indication' | 'prescribing_doctor',
    label: string,
    placeholder: string,
    maxLength: number,
  ) => (
    <div>
      <Label htmlFor={id(field)}>{label}</Label>
      <Input
        id={id(field)}
        value={draft[field]}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={fieldErrors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        onChange={(event) => set(field, event.target.value)}
      />
      {errorText(field)}
    </div>
  );

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      <div>
        <Label htmlFor={id('name')}>Medicine name (required)</Label>
        <p id={`${id('name')}-hint`} className="mb-2 text-sm text-slate-600">
          Brand, generic or UK names all work, e.g. Tylenol, paracetamol or metformin.
        </p>
        <Input
          ref={nameRef}
          id={id('name')}
          value={draft.name}
          maxLength={120}
          autoComplete="off"
          list={`${id('name')}-suggestions`}
          required
          aria-invalid={fieldErrors.name ? true : undefined}
          aria-describedby={describedBy('name', true)}
          onChange={(event) => set('name', event.target.value)}
        />
        <datalist id={`${id('name')}-suggestions`}>
          {suggestions.map((option) => (
            <option key={`${option.id}-${option.matched}`} value={option.matched}>
              {option.matched.toLowerCase() === option.name.toLowerCase()
                ? SUBSTANCE_KIND_LABELS[option.kind]
                : `${option.name} · ${SUBSTANCE_KIND_LABELS[option.kind]}`}
            </option>
          ))}
        </datalist>
        {errorText('name')}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={id('type')}>Type</Label>
          <select
            id={id('type')}
            className={controlClass}
            value={draft.type}
            onChange={(event) => set('type', event.target.value as MedicationType)}
          >
            {MEDICATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={id('frequency')}>How often</Label>
          <select
            id={id('frequency')}
            className={controlClass}
            value={draft.frequency}
            onChange={(event) => set('frequency', event.target.value as MedicationFrequency)}
          >
            {MEDICATION_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequency}
              </option>
            ))}
          </select>
        </div>
        {textField('dosage', 'Dose', 'e.g. 1 tablet', 60)}
        {textField('strength', 'Strength', 'e.g. 500 mg', 60)}
      </div>

      <details
        className="group rounded-xl border border-slate-200 px-4 py-3"
        open={Boolean(initial?.indication || initial?.start_date || initial?.prescribing_doctor)}
      >
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          More details (optional)
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {textField('indication', 'What it is for', 'e.g. blood pressure', 200)}
          <div>
            <Label htmlFor={id('start_date')}>Start date</Label>
            <Input
              id={id('start_date')}
              type="date"
              value={draft.start_date}
              aria-invalid={fieldErrors.start_date ? true : undefined}
              aria-describedby={describedBy('start_date')}
              onChange={(event) => set('start_date', event.target.value)}
            />
            {errorText('start_date')}
          </div>
          <div className="sm:col-span-2">
            {textField('prescribing_doctor', 'Prescribing doctor', 'e.g. Dr. Patel', 120)}
          </div>
        </div>
      </details>

      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div
        className={cn(
          'flex flex-col-reverse gap-2 sm:flex-row',
          actions ? 'sm:justify-end' : undefined,
        )}
      >
        {actions}
        <Button type="submit" disabled={isNameBlank || isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
