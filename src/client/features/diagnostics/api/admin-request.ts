/**
 * The admin reads answer 404 to anyone not in ADMIN_EMAILS: a page asks only when signed in (a
 * visitor is never an admin) and turns the 404 into null, so it shows the app's 404 page.
 */
import { ApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { getChecked, type SchemaLoader } from '#client/lib/checked-answer';

export const adminQueryKey = ['admin'] as const;

export async function adminRequest<T>(
  path: string,
  loadSchema: SchemaLoader<T>,
  signal?: AbortSignal,
): Promise<T | null> {
  try {
    return await getChecked(path, loadSchema, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in user's id (admin queries are per user), null signed out; and whether it is known yet. */
export function useAdminUser(): { userId: string | null; isLoading: boolean } {
  const { user, isLoading } = useAuth();
  return { userId: user?.id ?? null, isLoading };
}
