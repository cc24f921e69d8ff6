/**
 * GET /api/admin/recipes/populate: what the food and recipe tables hold, for an admin
 * (ADMIN_EMAILS). Everyone else gets 404, as for the POST, so the page answers null and shows the
 * app's 404 page without offering a button that would only fail.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client';
import { getChecked } from '#client/lib/checked-answer';
import type { populateStatusSchema } from '#shared/contracts/nutrition.contract';
import type { z } from 'zod';
import { nutritionQueryKey, useNutritionUserId } from './nutrition-query-keys';

export type PopulateStatus = z.infer<typeof populateStatusSchema>;
export const populateStatusQueryKey = [...nutritionQueryKey, 'admin', 'populate-status'] as const;

/** The tables' counts for an admin; null for anyone else (the API's 404). */
export async function getPopulateStatus(signal?: AbortSignal): Promise<PopulateStatus | null> {
  try {
    return await getChecked(
      '/api/admin/recipes/populate',
      () => import('#shared/contracts/nutrition.contract').then((c) => c.populateStatusSchema),
      signal,
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

export function populateStatusQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...populateStatusQueryKey, userId],
    queryFn: ({ signal }) => getPopulateStatus(signal),
    staleTime: 60 * 1000,
  });
}

export function usePopulateStatus() {
  const userId = useNutritionUserId();
  return useQuery({ ...populateStatusQueryOptions(userId), enabled: userId !== null });
}
