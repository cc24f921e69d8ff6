/**
 * A plan by day: each day's meals (slot, recipe, servings, energy) and its totals against the
 * targets, said in words. Paid users can swap a meal for another under the same rules.
 */
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import type { MealPlan, MealSlot } from '#shared/contracts/nutrition.contract';
import { nutritionErrorMessage } from '../api/nutrition-error-message';
import { useSwapMeal } from '../api/swap-meal';
import {
  SLOT_LABELS,
  formatAmount,
  formatDay,
  isWithinTenPercent,
  percentOfTarget,
} from '../lib/nutrients';
import { TargetBars } from './target-bars';

export interface MealPlanViewProps {
  plan: MealPlan;
  canSwap: boolean;
}

/** 'Within 10% of your target' or how far off, for a day's energy. */
export function energyVerdict(total: number, target: number): string {
  if (isWithinTenPercent(total, target)) return 'Within 10% of your target';
  const percent = percentOfTarget(total, target) - 100;
  return percent > 0 ? `${percent}% over your target` : `${-percent}% under your target`;
}

function servingsText(servings: number): string {
  return `${formatAmount(servings)} ${servings === 1 ? 'serving' : 'servings'}`;
}

export function MealPlanView({ plan, canSwap }: MealPlanViewProps): ReactElement {
  const swap = useSwapMeal();
  const [swapping, setSwapping] = useState<string | null>(null);
  const [swapError, setSwapError] = useState<{ key: string; text: string } | null>(null);

  const onSwap = (date: string, slot: MealSlot) => {
    const key = `${date}-${slot}`;
    setSwapping(key);
    setSwapError(null);
    swap.mutate(
      { planId: plan.id, date, slot },
      {
        onError: (error) => setSwapError({ key, text: nutritionErrorMessage(error) }),
        onSettled: () => setSwapping(null),
      },
    );
  };

  return (
    <ol className="space-y-4" aria-label="Your plan by day">
      {plan.days.map((day, index) => {
        const energy = day.totals.energy_kcal;
        const within = isWithinTenPercent(energy, plan.targets.energy_kcal);
        return (
          <li
            key={day.date}
            className="break-inside-avoid rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-slate-400 print:shadow-none"
          >
            <h3 className="text-lg font-semibold text-slate-900">
              Day {index + 1}: {formatDay(day.date)}
            </h3>
            <ul className="mt-3 divide-y divide-slate-100">
              {day.meals.map((meal) => {
                const key = `${day.date}-${meal.slot}`;
                return (
                  <li
                    key={key}
                    className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">
                        {SLOT_LABELS[meal.slot]}
                      </p>
                      <p className="font-medium break-words text-slate-900">
                        <Link
                          to={`/recipes/${encodeURIComponent(meal.recipe_id)}?servings=${meal.servings}`}
                          className="text-teal-800 underline decoration-teal-800/30 underline-offset-2 hover:decoration-teal-800"
                        >
                          {meal.name}
                        </Link>
                      </p>
                      <p className="text-sm text-slate-700">
                        {servingsText(meal.servings)} · {formatAmount(meal.nutrients.energy_kcal)}{' '}
                        kcal · {formatAmount(meal.nutrients.protein_g)} g protein
                      </p>
                      {swapError?.key === key && (
                        <p role="alert" className="mt-1 text-sm text-red-800">
                          {swapError.text}
                        </p>
                      )}
                    </div>
                    {canSwap && (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="shrink-0 self-start print:hidden sm:self-center"
                        disabled={swapping !== null}
                        aria-label={`Swap ${SLOT_LABELS[meal.slot].toLowerCase()} on ${formatDay(day.date)}`}
                        onClick={() => onSwap(day.date, meal.slot)}
                      >
                        <RefreshCw
                          className={cn('h-4 w-4', swapping === key && 'animate-spin')}
                          aria-hidden="true"
                        />
                        {swapping === key ? 'Swapping...' : 'Swap'}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            <div className="mt-3 border-t border-slate-200 pt-3">
              <p className="text-sm font-semibold text-slate-900">
                Day total: {formatAmount(energy)} kcal of {formatAmount(plan.targets.energy_kcal)}{' '}
                kcal.{' '}
                <span className={within ? 'text-teal-800' : 'text-amber-800'}>
                  {energyVerdict(energy, plan.targets.energy_kcal)}.
                </span>
              </p>
              <TargetBars
                className="mt-3"
                rows={[
                  { key: 'protein_g', value: day.totals.protein_g, target: plan.targets.protein_g },
                  { key: 'fat_g', value: day.totals.fat_g, target: plan.targets.fat_g },
                  { key: 'carbs_g', value: day.totals.carbs_g, target: plan.targets.carbs_g },
                ]}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
