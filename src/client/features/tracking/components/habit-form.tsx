/** Create a habit: a name, and every day or N times a week. */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { validateForm } from '#client/lib/form-validation';
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

export function HabitForm(): ReactElement {
  const ids = { name: useId(), nameError: useId(), times: useId() };
  const create = useCreateHabit();
  const [name, setName] = useState('');
  const [schedule, setSchedule] = useState<HabitSchedule>('daily');
  const [timesPerWeek, setTimesPerWeek] = useState(3);
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const habitName = name.trim();
    const input: HabitInput =
      schedule === 'daily'
        ? { name: habitName, schedule }
        : { name: habitName, schedule, times_per_week: timesPerWeek };
    const check = validateForm(habitInputSchema, input, {
      name: { too_small: HABIT_FORM_MESSAGES.name },
    });
    if (!check.ok) {
      setNameError(check.errors.name ?? null);
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        setCreated(`${habitName} was added.`);
        setName('');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={ids.name}>Habit name (required)</Label>
        <Input
          id={ids.name}
          value={name}
          maxLength={100}
          placeholder="e.g. Walk 20 minutes"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? ids.nameError : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
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
              type="radio"
              name={`${ids.name}-schedule`}
              checked={schedule === 'daily'}
              onChange={() => setSchedule('daily')}
              className="h-4 w-4 accent-teal-700"
            />
            Every day
          </label>
          <label className="flex min-h-10 items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={`${ids.name}-schedule`}
              checked={schedule === 'weekly'}
              onChange={() => setSchedule('weekly')}
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
            value={timesPerWeek}
            onChange={(event) => setTimesPerWeek(Number(event.target.value))}
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
