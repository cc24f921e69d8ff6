/** Create a habit: a name, and every day or N times a week. */
import { useId, useState, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  habitInputSchema,
  type HabitInput,
  type HabitSchedule,
} from '#shared/contracts/tracking.contract';
import { useCreateHabit } from '../api/create-habit';
import { trackingErrorMessage } from '../api/tracking-error-message';

/** The rules are the contract's; an empty name gets the form's own words. */
export const HABIT_FORM_MESSAGES = {
  name: 'Give your habit a name.',
  failed: 'The habit could not be created. Please try again.',
} as const;

const TIMES_PER_WEEK = [1, 2, 3, 4, 5, 6] as const;

type HabitFields = { name: string; schedule: HabitSchedule; times_per_week: string };

function toHabitInput(values: HabitFields): HabitInput {
  const name = values.name.trim();
  return values.schedule === 'daily'
    ? { name, schedule: 'daily' }
    : { name, schedule: 'weekly', times_per_week: Number(values.times_per_week) };
}

export function HabitForm(): ReactElement {
  const ids = { name: useId(), nameError: useId(), times: useId() };
  const create = useCreateHabit();
  const form = useContractForm({
    schema: habitInputSchema,
    defaultValues: { name: '', schedule: 'daily', times_per_week: '3' },
    toInput: toHabitInput,
    messages: { name: { too_small: HABIT_FORM_MESSAGES.name } },
  });
  const [created, setCreated] = useState<string | null>(null);
  const schedule = form.watch('schedule');
  const nameError = form.error('name');

  const submit = form.handleSubmit(() => {
    const input = toHabitInput(form.getValues());
    create.mutate(input, {
      onSuccess: () => {
        setCreated(`${input.name} was added.`);
        form.setValue('name', '');
      },
    });
  });

  return (
    <form
      onSubmit={(event) => {
        setCreated(null);
        void submit(event);
      }}
      noValidate
      className="space-y-4"
    >
      <div>
        <Label htmlFor={ids.name}>Habit name (required)</Label>
        <Input
          id={ids.name}
          maxLength={100}
          placeholder="e.g. Walk 20 minutes"
          {...form.invalidProps('name', ids.nameError)}
          {...form.register('name')}
        />
        {nameError && (
          <p id={ids.nameError} className="mt-1 text-sm text-red-800">
            {nameError}
          </p>
        )}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">How often</legend>
        <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-2">
          <label className="flex min-h-10 items-center gap-2 text-slate-800">
            <input
              {...form.registerRadio('schedule', 'daily')}
              className="h-4 w-4 accent-teal-700"
            />
            Every day
          </label>
          <label className="flex min-h-10 items-center gap-2 text-slate-800">
            <input
              {...form.registerRadio('schedule', 'weekly')}
              className="h-4 w-4 accent-teal-700"
            />
            Some days a week
          </label>
        </div>
      </fieldset>
      {schedule === 'weekly' && (
        <div>
          <Label htmlFor={ids.times}>Times a week</Label>
          <select
            id={ids.times}
            {...form.register('times_per_week')}
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {TIMES_PER_WEEK.map((times) => (
              <option key={times} value={times}>
                {times} {times === 1 ? 'time' : 'times'} a week
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add habit'}
        </Button>
        <p role="status" className="text-sm font-medium text-teal-800">
          {created}
        </p>
      </div>
      {create.isError && (
        <p role="alert" className="text-sm text-red-800">
          {trackingErrorMessage(create.error, HABIT_FORM_MESSAGES.failed)}
        </p>
      )}
    </form>
  );
}
