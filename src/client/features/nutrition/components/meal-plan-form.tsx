/**
 * Make a plan: how many days, from which day, and (paid) the user's own energy target. The values
 * are checked with the contract's schema, so the form and the API refuse the same things in the
 * same words; a free user asking for more than 3 days gets the free plan's own sentence.
 */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { validateForm } from '#client/lib/form-validation';
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

type Field = 'days' | 'start_date' | 'energy_kcal';

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
  const [days, setDays] = useState('3');
  const [startDate, setStartDate] = useState(today);
  const [energy, setEnergy] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: CreateMealPlanInput = {
      days: toNumber(days) as number,
      ...(startDate ? { start_date: startDate } : {}),
      ...(isPaid && energy.trim() !== '' ? { energy_kcal: toNumber(energy) } : {}),
    };
    const check = validateForm(createMealPlanSchema, input, {
      days: { invalid_type: NUTRITION_MESSAGES.days },
    });
    const found: Partial<Record<Field, string>> = {
      days: check.errors.days,
      start_date: check.errors.start_date,
      energy_kcal: check.errors.energy_kcal,
    };
    if (!found.days && !isPaid && input.days > MEAL_PLAN_FREE_MAX_DAYS)
      found.days = NUTRITION_MESSAGES.freeDays;
    setErrors(found);
    if (!check.ok || found.days) return;
    create.mutate(check.data, { onSuccess: onCreated });
  };

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
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Make a meal plan">
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
            value={days}
            aria-invalid={errors.days ? true : undefined}
            aria-describedby={described(ids.daysHint, errors.days && ids.daysError)}
            onChange={(event) => setDays(event.target.value)}
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
            value={startDate}
            aria-invalid={errors.start_date ? true : undefined}
            aria-describedby={errors.start_date ? ids.startError : undefined}
            onChange={(event) => setStartDate(event.target.value)}
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
              value={energy}
              placeholder="From your profile"
              aria-invalid={errors.energy_kcal ? true : undefined}
              aria-describedby={described(ids.energyHint, errors.energy_kcal && ids.energyError)}
              onChange={(event) => setEnergy(event.target.value)}
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
