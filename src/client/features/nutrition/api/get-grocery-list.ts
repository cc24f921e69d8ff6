/** GET /api/meal-plans/:id/grocery-list: the plan's foods merged by food, with their aisle (paid). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { groceryListSchema } from '#shared/contracts/nutrition.contract';
import type { z } from 'zod';
import { mealPlanQueryKey } from './get-meal-plan';

export type GroceryItem = z.infer<typeof groceryListSchema>['items'][number];

export async function getGroceryList(planId: string, signal?: AbortSignal): Promise<GroceryItem[]> {
  const answer = await getChecked(
    `/api/meal-plans/${encodeURIComponent(planId)}/grocery-list`,
    () => import('#shared/contracts/nutrition.contract').then((c) => c.groceryListSchema),
    signal,
  );
  return answer.items;
}

export function groceryListQueryOptions(planId: string) {
  return queryOptions({
    queryKey: [...mealPlanQueryKey(planId), 'grocery-list'],
    queryFn: ({ signal }) => getGroceryList(planId, signal),
    staleTime: 60 * 1000,
  });
}

export function useGroceryList(planId: string, enabled: boolean) {
  return useQuery({ ...groceryListQueryOptions(planId), enabled });
}
