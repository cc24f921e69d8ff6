/** GET /api/chat/conversations: the user's kept conversations, newest first. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { ConversationSummary } from '#shared/contracts/chat.contract';
import { chatQueryKey } from './get-chat-usage';

const conversationsKey = [...chatQueryKey, 'conversations'] as const;

export async function listConversations(signal?: AbortSignal): Promise<ConversationSummary[]> {
  const answer = await getChecked(
    '/api/chat/conversations',
    () => import('#shared/contracts/chat.contract').then((c) => c.conversationListSchema),
    signal,
  );
  return answer.conversations;
}

/** Asked only while the history view is shown. */
export function useConversations(isEnabled: boolean) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: [...conversationsKey, userId],
    queryFn: ({ signal }) => listConversations(signal),
    enabled: isEnabled && userId !== null,
  });
}

export function invalidateConversations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: conversationsKey });
}
