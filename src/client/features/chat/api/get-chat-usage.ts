/**
 * GET /api/chat/usage: today's chat count and whether the user may chat. Asked
 * again when the user or their plan changes, and after every send.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { useSubscription } from '#client/features/billing/api/get-subscription';
import { chatUsageSchema, type ChatUsage } from '#shared/contracts/chat.contract';

export const chatQueryKey = ['chat'] as const;
const usageKey = [...chatQueryKey, 'usage'] as const;

export async function getChatUsage(signal?: AbortSignal): Promise<ChatUsage> {
  const body = await apiRequest<unknown>('/api/chat/usage', { signal });
  return chatUsageSchema.parse(body);
}

export function useChatUsage() {
  const { user } = useAuth();
  const { isSubscribed } = useSubscription();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: [...usageKey, userId, isSubscribed],
    queryFn: ({ signal }) => getChatUsage(signal),
    enabled: userId !== null,
  });
}

export function invalidateChatUsage(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: usageKey });
}
