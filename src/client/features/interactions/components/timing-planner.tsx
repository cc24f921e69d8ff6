/**
 * The timing planner's form (paid: food_drug_timing): wake and bed times, and the medicines with
 * how many doses a day, prefilled once from the user's active cabinet. It is a form on
 * useContractForm over the timing request's contract: 'Plan my day' sends what the contract
 * accepts and shows the plan.
 */
import { useEffect, useId, useState, type ReactElement } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Link } from 'react-router';
import { CalendarClock, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  CHECK_LIMITS,
  DOSES_PER_DAY,
  INTERACTION_MESSAGES,
  timingRequestSchema,
} from '#shared/contracts/interactions.contract';
import { DOSES_PER_FREQUENCY } from '#shared/contracts/medications.contract';
import { useCabinetNames, type CabinetEntry } from '../api/get-cabinet-names';
import { isPlanRequiredError, timingErrorMessage, usePlanTiming } from '../api/plan-timing';
import { hasItem } from '../lib/item-list';
import { SubstanceAutocomplete } from './substance-autocomplete';
import { TimingPlan } from './timing-plan';

type DosesPerDay = (typeof DOSES_PER_DAY)[number];

interface PlanItem {
  name: string;
  doses_per_day: DosesPerDay;
}

interface PlanFields {
  wake_time: string;
  bed_time: string;
  items: PlanItem[];
}

const DOSE_LABELS: Record<DosesPerDay, string> = {
  1: 'Once a day',
  2: 'Twice a day',
  3: 'Three times a day',
  4: 'Four times a day',
};

/** The cabinet's active medicines not listed yet, as rows, up to the list's limit. */
function cabinetRows(entries: readonly CabinetEntry[], listed: readonly string[]): PlanItem[] {
  const names = [...listed];
  const added: PlanItem[] = [];
  for (const entry of entries) {
    if (names.length >= CHECK_LIMITS.maxItems) break;
    if (hasItem(names, entry.name)) continue;
    names.push(entry.name);
    added.push({ name: entry.name, doses_per_day: DOSES_PER_FREQUENCY[entry.frequency] });
  }
  return added;
}

export function TimingPlanner(): ReactElement {
  const wakeId = useId();
  const bedId = useId();
  const listHeadingId = useId();
  const cabinet = useCabinetNames();
  // A cabinet already known (the page's HTML came with it) fills the first render's list, so the
  // rows do not push the form down once the page has started.
  const form = useContractForm<typeof timingRequestSchema, PlanFields>({
    schema: timingRequestSchema,
    defaultValues: {
      wake_time: '07:00',
      bed_time: '22:30',
      items: cabinet.data ? cabinetRows(cabinet.data, []) : [],
    },
  });
  const { fields: items, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const { getValues } = form;
  const [isPrefilled, setIsPrefilled] = useState(cabinet.data !== undefined);
  // Why the last name could not be added (already listed, list full): not a field's message.
  const [problem, setProblem] = useState<string | null>(null);
  const timing = usePlanTiming();
  const listProblem = problem ?? form.error('items');
  const wakeError = form.error('wake_time');
  const bedError = form.error('bed_time');

  // The cabinet fills the list once, when it arrives; after that the list is the user's. Adding a
  // row leaves the focus where the user is (the name search, or nowhere yet).
  useEffect(() => {
    if (isPrefilled || !cabinet.data) return;
    setIsPrefilled(true);
    const added = cabinetRows(
      cabinet.data,
      getValues('items').map((item) => item.name),
    );
    if (added.length > 0) append(added, { shouldFocus: false });
  }, [cabinet.data, isPrefilled, getValues, append]);

  const add = (name: string): boolean => {
    const names = getValues('items').map((item) => item.name);
    if (hasItem(names, name)) {
      setProblem(`“${name}” is already in the list.`);
      return false;
    }
    if (names.length >= CHECK_LIMITS.maxItems) {
      setProblem(INTERACTION_MESSAGES.tooManyItems);
      return false;
    }
    setProblem(null);
    append({ name, doses_per_day: 1 }, { shouldFocus: false });
    return true;
  };

  const submit = form.handleSubmit((request) => timing.mutate(request));

  return (
    <div className="space-y-8">
      <form
        noValidate
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        onSubmit={(event) => {
          setProblem(null);
          void submit(event);
        }}
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Your day</legend>
          <div>
            <Label htmlFor={wakeId}>I wake up at</Label>
            <Input
              id={wakeId}
              type="time"
              required
              {...form.invalidProps('wake_time', `${wakeId}-error`)}
              {...form.register('wake_time')}
            />
            {wakeError && (
              <p id={`${wakeId}-error`} className="mt-1 text-sm text-red-700">
                {wakeError}
              </p>
            )}
          </div>
          <div>
            <Label htmlFor={bedId}>I go to bed at</Label>
            <Input
              id={bedId}
              type="time"
              required
              {...form.invalidProps('bed_time', `${bedId}-error`)}
              {...form.register('bed_time')}
            />
            {bedError && (
              <p id={`${bedId}-error`} className="mt-1 text-sm text-red-700">
                {bedError}
              </p>
            )}
          </div>
        </fieldset>

        <div className="space-y-3">
          <h2 id={listHeadingId} className="text-lg font-semibold text-slate-900">
            What you take
          </h2>
          {cabinet.isLoading && (
            <p role="status" className="text-sm text-slate-600">
              Adding the active medicines from your cabinet...
            </p>
          )}
          {cabinet.isError && (
            <p className="text-sm text-slate-700">
              We couldn&apos;t read your cabinet just now; add what you take below.
            </p>
          )}
          {cabinet.isSuccess && cabinet.data.length === 0 && (
            <p className="text-sm text-slate-700">
              Your cabinet has no active medicines.{' '}
              <Link
                to="/safety/cabinet"
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                Add them to your cabinet
              </Link>{' '}
              or add them here for this plan only.
            </p>
          )}
          {items.length === 0 ? (
            <p className="text-sm text-slate-600">{INTERACTION_MESSAGES.emptyList}</p>
          ) : (
            <ul
              aria-labelledby={listHeadingId}
              className="divide-y divide-slate-200 rounded-lg border border-slate-200"
            >
              {items.map((item, index) => {
                const selectId = `${listHeadingId}-doses-${index}`;
                return (
                  <li key={item.id} className="flex flex-wrap items-center gap-2 p-3">
                    <span className="min-w-0 flex-1 basis-40 font-medium break-words text-slate-900">
                      {item.name}
                    </span>
                    <label htmlFor={selectId} className="sr-only">
                      How often you take {item.name}
                    </label>
                    <select
                      id={selectId}
                      {...form.register(`items.${index}.doses_per_day`, { valueAsNumber: true })}
                      className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
                    >
                      {DOSES_PER_DAY.map((doses) => (
                        <option key={doses} value={doses}>
                          {DOSE_LABELS[doses]}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      aria-label={`Remove ${item.name}`}
                      onClick={() => remove(index)}
                      className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
                    >
                      <X className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <SubstanceAutocomplete
            label="Add a medicine, supplement or food"
            onSelect={(name) => add(name)}
            disabled={items.length >= CHECK_LIMITS.maxItems}
          />
        </div>

        {(listProblem || timing.isError) && (
          <div role="alert" className="text-sm font-medium text-red-800">
            {listProblem ??
              (isPlanRequiredError(timing.error) ? (
                <>
                  Food–drug timing needs Wellness Pro.{' '}
                  <Link to="/upgrade/food_drug_timing" className="underline underline-offset-2">
                    See what it includes
                  </Link>
                </>
              ) : (
                timingErrorMessage(timing.error)
              ))}
          </div>
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={timing.isPending}
          aria-busy={timing.isPending}
        >
          <CalendarClock className="h-5 w-5" aria-hidden="true" />
          {timing.isPending ? 'Planning...' : 'Plan my day'}
        </Button>
      </form>

      {timing.data && <TimingPlan plan={timing.data} />}
    </div>
  );
}
