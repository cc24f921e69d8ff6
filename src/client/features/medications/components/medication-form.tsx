/**
 * The fields of one cabinet medicine, for adding and for editing (the name is required and the
 * submit button stays disabled while it is blank). Values are checked with the contract's schema
 * before they are sent, so the form and the API refuse the same things with the same words.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import type { z } from 'zod';
import { Input, Label } from '#client/components/ui/input';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useContractForm } from '#client/lib/use-contract-form';
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

/** Blank optional fields are sent as null, so an edit can clear them. */
function toFields(draft: Draft) {
  const orNull = (value: string) => value.trim() || null;
  return {
    ...draft,
    dosage: orNull(draft.dosage),
    strength: orNull(draft.strength),
    indication: orNull(draft.indication),
    prescribing_doctor: orNull(draft.prescribing_doctor),
    start_date: orNull(draft.start_date),
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
  const form = useContractForm({
    schema: fieldsSchema,
    defaultValues: draftFrom(initial),
    toInput: toFields,
  });
  const isNameBlank = form.watch('name').trim() === '';
  const search = useSubstanceSearch(form.watch('name'));
  const suggestions = search.isEnabled && search.data ? search.data : [];

  const submit = form.handleSubmit(async (fields) => {
    if (isNameBlank || isSubmitting) return;
    if (await onSubmit(fields)) {
      form.reset(draftFrom());
      // Ready for the next medicine; the submit button is disabled again and would drop focus.
      document.getElementById(id('name'))?.focus();
    }
  });

  const describedBy = (field: FieldName, hint?: boolean) =>
    [form.error(field) ? `${id(field)}-error` : null, hint ? `${id(field)}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const errorText = (field: FieldName) =>
    form.error(field) ? (
      <p id={`${id(field)}-error`} className="mt-1 text-sm text-red-800">
        {form.error(field)}
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
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={form.error(field) ? true : undefined}
        aria-describedby={describedBy(field)}
        {...form.register(field)}
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
          id={id('name')}
          maxLength={120}
          autoComplete="off"
          list={`${id('name')}-suggestions`}
          required
          aria-invalid={form.error('name') ? true : undefined}
          aria-describedby={describedBy('name', true)}
          {...form.register('name')}
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
          <select id={id('type')} className={controlClass} {...form.register('type')}>
            {MEDICATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={id('frequency')}>How often</Label>
          <select id={id('frequency')} className={controlClass} {...form.register('frequency')}>
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
              aria-invalid={form.error('start_date') ? true : undefined}
              aria-describedby={describedBy('start_date')}
              {...form.register('start_date')}
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
