/**
 * GET /api/admin/recipes/populate: whether the signed-in user may populate recipes. The server
 * answers 200 to an admin (ADMIN_EMAILS) and 404 to everyone else, as for the POST, so the page
 * can show the app's 404 page without offering a button that would only fail.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#client/lib/api-client';
import { nutritionQueryKey, useNutritionUserId } from './nutrition-query-keys';

export async function getPopulateAccess(signal?: AbortSignal): Promise<boolean> {
  try {
    await apiRequest<unknown>('/api/admin/recipes/populate', { signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return false;
    throw error;
  }
}

export function populateAccessQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...nutritionQueryKey, 'admin', 'populate-access', userId],
    queryFn: ({ signal }) => getPopulateAccess(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function usePopulateAccess() {
  const userId = useNutritionUserId();
  return useQuery({ ...populateAccessQueryOptions(userId), enabled: userId !== null });
}
