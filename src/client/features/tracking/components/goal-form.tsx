/** A goal of the user's own: what to measure, the target, which way, and per day or per week. */
import { useId, useState, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
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

type GoalFields = {
  title: string;
  metric: GoalMetric;
  target_value: string;
  direction: 'at_least' | 'at_most';
  period: 'day' | 'week';
  unit: string;
  current_value: string;
};

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
  const [created, setCreated] = useState<string | null>(null);
  // A weight goal is kept in the unit it is typed in: the account's (/account), kg or lbs.
  const weightUnit = profileWeightUnit(useUnitSystem());
  const toInput = (values: GoalFields): GoalInput => {
    const isSelfReported = SELF_REPORTED_METRICS.includes(values.metric);
    return {
      title: values.title.trim(),
      metric: values.metric,
      target_value: toNumber(values.target_value),
      direction: values.direction,
      period: values.period,
      ...(isSelfReported ? { current_value: toNumber(values.current_value) } : {}),
      ...(values.metric === 'custom' ? { unit: values.unit.trim() || null } : {}),
      ...(values.metric === 'weight' && weightUnit !== 'kg' ? { unit: weightUnit } : {}),
    };
  };
  const form = useContractForm({
    schema: goalInputSchema,
    defaultValues: {
      title: '',
      metric: 'sleep_hours',
      target_value: '',
      direction: 'at_least',
      period: 'day',
      unit: '',
      current_value: '',
    } satisfies GoalFields,
    toInput,
    messages: { title: { too_small: GOAL_FORM_MESSAGES.title } },
  });
  const metric = form.watch('metric');
  const isSelfReported = SELF_REPORTED_METRICS.includes(metric);
  const errors = {
    title: form.error('title'),
    target: form.error('target_value'),
    current: form.error('current_value'),
  };

  const submit = form.handleSubmit(() => {
    const input = toInput(form.getValues());
    create.mutate(input, {
      onSuccess: () => {
        setCreated(`${input.title} was added.`);
        form.reset({
          ...form.getValues(),
          title: '',
          target_value: '',
          current_value: '',
          unit: '',
        });
      },
    });
  });

  const errorText = (id: string, text: string | undefined) =>
    text && (
      <p id={id} className="mt-1 text-sm text-red-800">
        {text}
      </p>
    );

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
        <Label htmlFor={ids.title}>Goal title (required)</Label>
        <Input
          id={ids.title}
          maxLength={120}
          placeholder="e.g. Sleep 7.5 hours"
          {...form.invalidProps('title', ids.titleError)}
          {...form.register('title')}
        />
        {errorText(ids.titleError, errors.title)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={ids.metric}>What to measure</Label>
          <select id={ids.metric} {...form.register('metric')} className={selectClass}>
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
            {...form.invalidProps('target_value', ids.targetError)}
            {...form.register('target_value')}
          />
          {errorText(ids.targetError, errors.target)}
        </div>
        <div>
          <Label htmlFor={ids.direction}>Direction</Label>
          <select id={ids.direction} {...form.register('direction')} className={selectClass}>
            <option value="at_least">At least the target</option>
            <option value="at_most">At most the target</option>
          </select>
        </div>
        {!isSelfReported && (
          <div>
            <Label htmlFor={ids.period}>Counted</Label>
            <select id={ids.period} {...form.register('period')} className={selectClass}>
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
              maxLength={20}
              placeholder="e.g. steps"
              {...form.register('unit')}
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
              {...form.invalidProps('current_value', ids.currentError)}
              {...form.register('current_value')}
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
