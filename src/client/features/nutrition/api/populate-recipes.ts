/** POST /api/admin/recipes/populate: (re)load the food and recipe files (admins; 404 for anyone else). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { populateRecipesResponseSchema } from '#shared/contracts/nutrition.contract';
import type { z } from 'zod';
import { invalidateNutrition } from './nutrition-query-keys';

export type PopulateResult = z.infer<typeof populateRecipesResponseSchema>;

export async function populateRecipes(): Promise<PopulateResult> {
  return requestChecked(
    '/api/admin/recipes/populate',
    () =>
      import('#shared/contracts/nutrition.contract').then((c) => c.populateRecipesResponseSchema),
    { method: 'POST' },
  );
}

export function usePopulateRecipes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: populateRecipes,
    onSuccess: () => invalidateNutrition(queryClient),
  });
}
