/**
 * GET /api/chat/usage: today's chat count and whether the user may chat. The server decides the
 * cap by the feature registry (`unlimited_queries`: plan and edition); this asks again when the
 * user changes, when that feature opens or closes for them, and after every send.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import type { ChatUsage } from '#shared/contracts/chat.contract';

/** The registry feature that lifts the daily cap (a Health-edition capability). */
export const UNLIMITED_CHAT_FEATURE = 'unlimited_queries' as const;

export const chatQueryKey = ['chat'] as const;
const usageKey = [...chatQueryKey, 'usage'] as const;

export async function getChatUsage(signal?: AbortSignal): Promise<ChatUsage> {
  return getChecked(
    '/api/chat/usage',
    () => import('#shared/contracts/chat.contract').then((c) => c.chatUsageSchema),
    signal,
  );
}

export function useChatUsage() {
  const { user } = useAuth();
  const unlimited = usePlanAccess().canUse(UNLIMITED_CHAT_FEATURE);
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: [...usageKey, userId, unlimited],
    queryFn: ({ signal }) => getChatUsage(signal),
    enabled: userId !== null,
  });
}

export function invalidateChatUsage(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: usageKey });
}
