/** POST /api/meal-plans/:id/swap {date, slot}: another meal for one slot, under the same rules (paid). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { plannedMealSchema, MealPlan, MealSlot } from '#shared/contracts/nutrition.contract';
import type { z } from 'zod';
import { mealPlanQueryKey } from './get-meal-plan';

export type PlannedMeal = z.infer<typeof plannedMealSchema>;

export interface SwapMealInput {
  planId: string;
  date: string;
  slot: MealSlot;
}

export async function swapMeal({ planId, date, slot }: SwapMealInput): Promise<PlannedMeal> {
  return requestChecked(
    `/api/meal-plans/${encodeURIComponent(planId)}/swap`,
    () => import('#shared/contracts/nutrition.contract').then((c) => c.plannedMealSchema),
    { method: 'POST', body: { date, slot } },
  );
}

/** The plan after the swap: the new meal in its slot and the day's totals recomputed from the meals. */
export function withSwappedMeal(plan: MealPlan, date: string, meal: PlannedMeal): MealPlan {
  return {
    ...plan,
    days: plan.days.map((day) => {
      if (day.date !== date) return day;
      const meals = day.meals.map((existing) => (existing.slot === meal.slot ? meal : existing));
      const totals: Record<string, number> = {};
      for (const item of meals)
        for (const [key, value] of Object.entries(item.nutrients))
          if (typeof value === 'number') totals[key] = (totals[key] ?? 0) + value;
      return { ...day, meals, totals: { ...day.totals, ...totals } };
    }),
  };
}

export function useSwapMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapMeal,
    onSuccess: async (meal, { planId, date }) => {
      queryClient.setQueryData<MealPlan>(mealPlanQueryKey(planId), (plan) =>
        plan ? withSwappedMeal(plan, date, meal) : plan,
      );
      // The server's own totals (and the grocery list) win once they are read again.
      await queryClient.invalidateQueries({ queryKey: mealPlanQueryKey(planId) });
    },
  });
}
