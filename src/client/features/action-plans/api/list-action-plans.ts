/** GET /api/action-plans: up to 5 actions by priority, the pending count and a quick tip. */
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { ActionPlansResponse } from '#shared/contracts/action-plans.contract';
import { useToday } from '#client/lib/use-today';
import { QUERY_ROOTS } from '#client/lib/invalidation';
import { withToday } from '#client/lib/today-query';

/** Under the 'progress' root: a tracker, medicine or lab written makes it stale (lib/invalidation.ts). */
export const actionPlansKey = (userId: string | null, today: string) =>
  [...QUERY_ROOTS.progress, 'action-plans', userId, today] as const;

export async function listActionPlans(
  today: string,
  signal?: AbortSignal,
): Promise<ActionPlansResponse> {
  return getChecked(
    `/api/action-plans${withToday(today)}`,
    () =>
      import('#shared/contracts/action-plans.contract').then((c) => c.actionPlansResponseSchema),
    signal,
  );
}

export function useActionPlans(isEnabled = true) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const today = useToday();
  return useQuery({
    queryKey: actionPlansKey(userId, today),
    queryFn: ({ signal }) => listActionPlans(today, signal),
    enabled: userId !== null && isEnabled,
    staleTime: 60 * 1000,
  });
}
