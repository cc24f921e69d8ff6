/**
 * Log a symptom: pick one from the predefined list (type to filter) or write your own, then
 * severity 1-10, when it happened (now by default), possible triggers and a note.
 */
import { useId, useMemo, useState, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  NOTE_MAX,
  symptomInputSchema,
  type SymptomInput,
} from '#shared/contracts/tracking.contract';
import { useCreateSymptom } from '../api/create-symptom';
import { useSymptomOptions } from '../api/get-symptom-options';
import { trackingErrorMessage } from '../api/tracking-error-message';
import { toDateTimeInputValue, toOffsetDateTime } from '../lib/dates';
import { SEVERITY_MAX, SEVERITY_MIN, severityWord } from '../lib/scales';
import { SYMPTOM_TRIGGERS, chipOptions } from '../lib/tags';
import { ChipGroup } from './chip-group';

/** The rules are the contract's; a missing name or time gets the form's own words. */
export const SYMPTOM_FORM_MESSAGES = {
  name: 'Enter a symptom or pick one from the list.',
  time: 'Enter when it happened.',
  failed: 'The symptom could not be saved. Please try again.',
} as const;

const MAX_SUGGESTIONS = 8;

export interface SymptomFormProps {
  /** The time the form starts with (a datetime-local value); now by default. */
  defaultTime?: string;
  onLogged?: (name: string) => void;
}

type SymptomFields = {
  name: string;
  severity: string;
  occurred_at: string;
  note: string;
  triggers: string[];
};

function toSymptomInput(values: SymptomFields): SymptomInput {
  return {
    name: values.name.trim(),
    severity: Number(values.severity),
    occurred_at: toOffsetDateTime(values.occurred_at) ?? '',
    note: values.note.trim() || null,
    triggers: values.triggers,
  };
}

export function SymptomForm({ defaultTime, onLogged }: SymptomFormProps): ReactElement {
  const ids = {
    name: useId(),
    severity: useId(),
    time: useId(),
    note: useId(),
    nameError: useId(),
    timeError: useId(),
  };
  const options = useSymptomOptions();
  const create = useCreateSymptom();
  const [initialTime] = useState(() => defaultTime ?? toDateTimeInputValue());
  const form = useContractForm({
    schema: symptomInputSchema,
    defaultValues: {
      name: '',
      severity: '5',
      occurred_at: initialTime,
      note: '',
      triggers: [],
    } satisfies SymptomFields,
    toInput: toSymptomInput,
    messages: {
      name: { too_small: SYMPTOM_FORM_MESSAGES.name },
      occurred_at: SYMPTOM_FORM_MESSAGES.time,
    },
  });
  const [logged, setLogged] = useState<string | null>(null);
  const name = form.watch('name');
  const severity = Number(form.watch('severity'));
  const triggers = form.watch('triggers');
  const errors = { name: form.error('name'), time: form.error('occurred_at') };

  const suggestions = useMemo(() => {
    const query = name.trim().toLowerCase();
    const all = options.data ?? [];
    const matches = query ? all.filter((option) => option.toLowerCase().includes(query)) : all;
    return matches.filter((option) => option.toLowerCase() !== query).slice(0, MAX_SUGGESTIONS);
  }, [name, options.data]);

  const submit = form.handleSubmit(() => {
    const input = toSymptomInput(form.getValues());
    create.mutate(input, {
      onSuccess: () => {
        setLogged(`${input.name} was logged.`);
        form.reset({ ...form.getValues(), name: '', note: '', triggers: [], severity: '5' });
        onLogged?.(input.name);
      },
    });
  });

  return (
    <form
      onSubmit={(event) => {
        setLogged(null);
        void submit(event);
      }}
      noValidate
      className="space-y-5"
    >
      <div>
        <Label htmlFor={ids.name}>Symptom (required)</Label>
        <Input
          id={ids.name}
          maxLength={100}
          autoComplete="off"
          {...form.invalidProps('name', ids.nameError)}
          {...form.register('name')}
        />
        {errors.name && (
          <p id={ids.nameError} className="mt-1 text-sm text-red-800">
            {errors.name}
          </p>
        )}
        {suggestions.length > 0 && (
          <div className="mt-2">
            <p className="text-xs text-slate-600">Common symptoms (type to search):</p>
            <ul aria-label="Common symptoms" className="mt-1 flex flex-wrap gap-1.5">
              {suggestions.map((option) => (
                <li key={option}>
                  <button
                    type="button"
                    onClick={() => {
                      form.setValue('name', option);
                      form.clearErrors('name');
                    }}
                    className="min-h-9 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
                  >
                    {option}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div>
        <Label htmlFor={ids.severity}>Severity</Label>
        <div className="flex items-center gap-3">
          <input
            id={ids.severity}
            type="range"
            min={SEVERITY_MIN}
            max={SEVERITY_MAX}
            step={1}
            aria-valuetext={`${severity} of 10, ${severityWord(severity).toLowerCase()}`}
            {...form.register('severity')}
            className="h-11 flex-1 accent-teal-700"
          />
          <output
            htmlFor={ids.severity}
            className="w-32 text-right text-sm font-semibold text-slate-900"
          >
            {severity}/10 {severityWord(severity)}
          </output>
        </div>
        <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>1 Mild</span>
          <span>10 Very severe</span>
        </div>
      </div>

      <div>
        <Label htmlFor={ids.time}>When</Label>
        <Input
          id={ids.time}
          type="datetime-local"
          {...form.invalidProps('occurred_at', ids.timeError)}
          {...form.register('occurred_at')}
          className={cn('sm:w-64')}
        />
        {errors.time && (
          <p id={ids.timeError} className="mt-1 text-sm text-red-800">
            {errors.time}
          </p>
        )}
      </div>

      <ChipGroup
        legend="Possible triggers (optional)"
        options={chipOptions(SYMPTOM_TRIGGERS, triggers)}
        selected={triggers}
        onChange={(next) => form.setValue('triggers', next)}
      />

      <div>
        <Label htmlFor={ids.note}>Note (optional)</Label>
        <textarea
          id={ids.note}
          maxLength={NOTE_MAX}
          rows={2}
          {...form.register('note')}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Log symptom'}
        </Button>
        <p role="status" className="text-sm font-medium text-teal-800">
          {logged}
        </p>
      </div>
      {create.isError && (
        <p role="alert" className="text-sm text-red-800">
          {trackingErrorMessage(create.error, SYMPTOM_FORM_MESSAGES.failed)}
        </p>
      )}
    </form>
  );
}
