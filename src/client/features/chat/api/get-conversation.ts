/** GET /api/chat/conversations/:id: one kept conversation with its messages, to reopen it. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { conversationSchema, type Conversation } from '#shared/contracts/chat.contract';

export async function getConversation(id: string): Promise<Conversation> {
  const body = await apiRequest<unknown>(`/api/chat/conversations/${encodeURIComponent(id)}`);
  return conversationSchema.parse(body);
}

/** A mutation, not a query: it runs once per click and its answer moves into the chat session. */
export function useLoadConversation() {
  return useMutation({ mutationFn: getConversation });
}
