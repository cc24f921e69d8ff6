/**
 * Make a plan: how many days, from which day, and (paid) the user's own energy target. The values
 * are checked with the contract's schema, so the form and the API refuse the same things in the
 * same words; a free user asking for more than 3 days gets the free plan's own sentence.
 */
import { useId, useMemo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  ENERGY_TARGET_MAX,
  ENERGY_TARGET_MIN,
  MEAL_PLAN_FREE_MAX_DAYS,
  MEAL_PLAN_MAX_DAYS,
  NUTRITION_MESSAGES,
  createMealPlanSchema,
  type CreateMealPlanInput,
  type MealPlan,
} from '#shared/contracts/nutrition.contract';
import { useCreateMealPlan } from '../api/create-meal-plan';
import { nutritionErrorMessage } from '../api/nutrition-error-message';

export interface MealPlanFormProps {
  /** Paid (advanced_meal_planning): up to 14 days and an own energy target. */
  isPaid: boolean;
  today: string;
  onCreated: (plan: MealPlan) => void;
}

type MealPlanFields = { days: string; start_date: string; energy_kcal: string };

/** '' → undefined (not given); anything else as a number, for the contract to judge. */
function toNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

export function MealPlanForm({ isPaid, today, onCreated }: MealPlanFormProps): ReactElement {
  const ids = {
    days: useId(),
    daysHint: useId(),
    daysError: useId(),
    start: useId(),
    startError: useId(),
    energy: useId(),
    energyHint: useId(),
    energyError: useId(),
    formError: useId(),
  };
  const create = useCreateMealPlan();
  const maxDays = isPaid ? MEAL_PLAN_MAX_DAYS : MEAL_PLAN_FREE_MAX_DAYS;
  // A free plan may ask for fewer days than the contract allows; the free plan's own sentence.
  const schema = useMemo(
    () =>
      isPaid
        ? createMealPlanSchema
        : createMealPlanSchema.refine((plan) => plan.days <= MEAL_PLAN_FREE_MAX_DAYS, {
            message: NUTRITION_MESSAGES.freeDays,
            path: ['days'],
          }),
    [isPaid],
  );
  const form = useContractForm({
    schema,
    defaultValues: { days: '3', start_date: today, energy_kcal: '' } satisfies MealPlanFields,
    toInput: (values: MealPlanFields): CreateMealPlanInput => ({
      days: toNumber(values.days) as number,
      ...(values.start_date ? { start_date: values.start_date } : {}),
      ...(isPaid && values.energy_kcal.trim() !== ''
        ? { energy_kcal: toNumber(values.energy_kcal) }
        : {}),
    }),
    messages: { days: { invalid_type: NUTRITION_MESSAGES.days } },
  });
  const errors = {
    days: form.error('days'),
    start_date: form.error('start_date'),
    energy_kcal: form.error('energy_kcal'),
  };

  const submit = form.handleSubmit((plan) => create.mutate(plan, { onSuccess: onCreated }));

  const described = (...parts: (string | false | undefined)[]) =>
    parts.filter(Boolean).join(' ') || undefined;
  const errorText = (id: string, text: string | undefined) =>
    text && (
      <p id={id} className="mt-1 text-sm text-red-800">
        {text}
      </p>
    );
  const failure = create.isError ? nutritionErrorMessage(create.error) : null;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4"
      aria-label="Make a meal plan"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor={ids.days}>Days</Label>
          <Input
            id={ids.days}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxDays}
            step={1}
            aria-invalid={errors.days ? true : undefined}
            aria-describedby={described(ids.daysHint, errors.days && ids.daysError)}
            {...form.register('days')}
          />
          <p id={ids.daysHint} className="mt-1 text-xs text-slate-600">
            1 to {maxDays} days{isPaid ? '' : ' on the free plan'}
          </p>
          {errorText(ids.daysError, errors.days)}
        </div>
        <div>
          <Label htmlFor={ids.start}>Start date</Label>
          <Input
            id={ids.start}
            type="date"
            {...form.invalidProps('start_date', ids.startError)}
            {...form.register('start_date')}
          />
          {errorText(ids.startError, errors.start_date)}
        </div>
        {isPaid && (
          <div>
            <Label htmlFor={ids.energy}>Energy target (kcal, optional)</Label>
            <Input
              id={ids.energy}
              type="number"
              inputMode="numeric"
              min={ENERGY_TARGET_MIN}
              max={ENERGY_TARGET_MAX}
              step={10}
              placeholder="From your profile"
              aria-invalid={errors.energy_kcal ? true : undefined}
              aria-describedby={described(ids.energyHint, errors.energy_kcal && ids.energyError)}
              {...form.register('energy_kcal')}
            />
            <p id={ids.energyHint} className="mt-1 text-xs text-slate-600">
              Leave empty to use the target computed from your profile.
            </p>
            {errorText(ids.energyError, errors.energy_kcal)}
          </div>
        )}
      </div>
      {failure && (
        <div
          id={ids.formError}
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900"
        >
          <p>{failure}</p>
          {failure === NUTRITION_MESSAGES.profileNeeded && (
            <p className="mt-1">
              <Link to="/profile" className="font-medium underline underline-offset-2">
                Complete your profile
              </Link>
            </p>
          )}
        </div>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Making your plan...' : 'Make my plan'}
      </Button>
    </form>
  );
}
