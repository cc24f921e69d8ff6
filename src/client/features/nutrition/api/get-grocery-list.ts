/** GET /api/meal-plans/:id/grocery-list: the plan's foods merged by food, with their aisle (paid). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { groceryListSchema } from '#shared/contracts/nutrition.contract';
import type { z } from 'zod';
import { mealPlanQueryKey } from './get-meal-plan';

export type GroceryItem = z.infer<typeof groceryListSchema>['items'][number];

export async function getGroceryList(planId: string, signal?: AbortSignal): Promise<GroceryItem[]> {
  const body = await apiRequest<unknown>(
    `/api/meal-plans/${encodeURIComponent(planId)}/grocery-list`,
    { signal },
  );
  return groceryListSchema.parse(body).items;
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
