/** POST /api/admin/recipes/populate: (re)load the food and recipe files (admins; 404 for anyone else). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { populateRecipesResponseSchema } from '#shared/contracts/nutrition.contract';
import type { z } from 'zod';
import { invalidateNutrition } from './nutrition-query-keys';

export type PopulateResult = z.infer<typeof populateRecipesResponseSchema>;

export async function populateRecipes(): Promise<PopulateResult> {
  const body = await apiRequest<unknown>('/api/admin/recipes/populate', { method: 'POST' });
  return populateRecipesResponseSchema.parse(body);
}

export function usePopulateRecipes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: populateRecipes,
    onSuccess: () => invalidateNutrition(queryClient),
  });
}
