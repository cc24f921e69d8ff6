/** A goal of the user's own: what to measure, the target, which way, and per day or per week. */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { validateForm } from '#client/lib/form-validation';
import {
  GOAL_METRICS,
  GOAL_METRIC_LABELS,
  goalInputSchema,
  type GoalInput,
  type GoalMetric,
} from '#shared/contracts/tracking.contract';
import { useUnitSystem } from '#client/features/account/api/unit-preferences';
import { profileWeightUnit } from '#shared/domain/units';
import { useCreateGoal } from '../api/create-goal';
import { trackingErrorMessage } from '../api/tracking-error-message';
import { SELF_REPORTED_METRICS } from './goal-words';

/** The limits and their messages are the contract's; an empty title gets the form's own words. */
export const GOAL_FORM_MESSAGES = {
  title: 'Give your goal a title.',
  failed: 'The goal could not be saved. Please try again.',
} as const;

const selectClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700';

/** '' → null (no value); anything else as a number, for the contract to judge. */
function toNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

export function GoalForm(): ReactElement {
  const ids = {
    title: useId(),
    titleError: useId(),
    metric: useId(),
    target: useId(),
    targetError: useId(),
    direction: useId(),
    period: useId(),
    unit: useId(),
    current: useId(),
    currentError: useId(),
  };
  const create = useCreateGoal();
  const [title, setTitle] = useState('');
  const [metric, setMetric] = useState<GoalMetric>('sleep_hours');
  const [target, setTarget] = useState('');
  const [direction, setDirection] = useState<'at_least' | 'at_most'>('at_least');
  const [period, setPeriod] = useState<'day' | 'week'>('day');
  const [unit, setUnit] = useState('');
  const [current, setCurrent] = useState('');
  const [errors, setErrors] = useState<{ title?: string; target?: string; current?: string }>({});
  const [created, setCreated] = useState<string | null>(null);
  const isSelfReported = SELF_REPORTED_METRICS.includes(metric);
  // A weight goal is kept in the unit it is typed in: the account's (/account), kg or lbs.
  const weightUnit = profileWeightUnit(useUnitSystem());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const goalTitle = title.trim();
    const input: GoalInput = {
      title: goalTitle,
      metric,
      target_value: toNumber(target),
      direction,
      period,
      ...(isSelfReported ? { current_value: toNumber(current) } : {}),
      ...(metric === 'custom' ? { unit: unit.trim() || null } : {}),
      ...(metric === 'weight' && weightUnit !== 'kg' ? { unit: weightUnit } : {}),
    };
    const check = validateForm(goalInputSchema, input, {
      title: { too_small: GOAL_FORM_MESSAGES.title },
    });
    setErrors({
      title: check.errors.title,
      target: check.errors.target_value,
      current: check.errors.current_value,
    });
    if (!check.ok) return;
    create.mutate(input, {
      onSuccess: () => {
        setCreated(`${goalTitle} was added.`);
        setTitle('');
        setTarget('');
        setCurrent('');
        setUnit('');
      },
    });
  };

  const errorText = (id: string, text: string | undefined) =>
    text && (
      <p id={id} className="mt-1 text-sm text-red-800">
        {text}
      </p>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={ids.title}>Goal title (required)</Label>
        <Input
          id={ids.title}
          value={title}
          maxLength={120}
          placeholder="e.g. Sleep 7.5 hours"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? ids.titleError : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errorText(ids.titleError, errors.title)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={ids.metric}>What to measure</Label>
          <select
            id={ids.metric}
            value={metric}
            onChange={(event) => setMetric(event.target.value as GoalMetric)}
            className={selectClass}
          >
            {GOAL_METRICS.map((option) => (
              <option key={option} value={option}>
                {GOAL_METRIC_LABELS[option].label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={ids.target}>
            Target
            {metric === 'custom' ? ' (optional)' : metric === 'weight' ? ` (${weightUnit})` : ''}
          </Label>
          <Input
            id={ids.target}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={target}
            aria-invalid={errors.target ? true : undefined}
            aria-describedby={errors.target ? ids.targetError : undefined}
            onChange={(event) => setTarget(event.target.value)}
          />
          {errorText(ids.targetError, errors.target)}
        </div>
        <div>
          <Label htmlFor={ids.direction}>Direction</Label>
          <select
            id={ids.direction}
            value={direction}
            onChange={(event) => setDirection(event.target.value as 'at_least' | 'at_most')}
            className={selectClass}
          >
            <option value="at_least">At least the target</option>
            <option value="at_most">At most the target</option>
          </select>
        </div>
        {!isSelfReported && (
          <div>
            <Label htmlFor={ids.period}>Counted</Label>
            <select
              id={ids.period}
              value={period}
              onChange={(event) => setPeriod(event.target.value as 'day' | 'week')}
              className={selectClass}
            >
              <option value="day">Each day</option>
              <option value="week">Over a week</option>
            </select>
          </div>
        )}
        {metric === 'custom' && (
          <div>
            <Label htmlFor={ids.unit}>Unit (optional)</Label>
            <Input
              id={ids.unit}
              value={unit}
              maxLength={20}
              placeholder="e.g. steps"
              onChange={(event) => setUnit(event.target.value)}
            />
          </div>
        )}
        {isSelfReported && (
          <div>
            <Label htmlFor={ids.current}>Where you are now (optional)</Label>
            <Input
              id={ids.current}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={current}
              aria-invalid={errors.current ? true : undefined}
              aria-describedby={errors.current ? ids.currentError : undefined}
              onChange={(event) => setCurrent(event.target.value)}
            />
            {errorText(ids.currentError, errors.current)}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add goal'}
        </Button>
        <p role="status" className="text-sm font-medium text-teal-800">
          {created}
        </p>
      </div>
      {create.isError && (
        <p role="alert" className="text-sm text-red-800">
          {trackingErrorMessage(create.error, GOAL_FORM_MESSAGES.failed)}
        </p>
      )}
    </form>
  );
}
