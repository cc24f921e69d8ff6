/** GET /api/chat/conversations/:id: one kept conversation with its messages, to reopen it. */
import { useMutation } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { Conversation } from '#shared/contracts/chat.contract';

export async function getConversation(id: string): Promise<Conversation> {
  return getChecked(`/api/chat/conversations/${encodeURIComponent(id)}`, () =>
    import('#shared/contracts/chat.contract').then((c) => c.conversationSchema),
  );
}

/** A mutation, not a query: it runs once per click and its answer moves into the chat session. */
export function useLoadConversation() {
  return useMutation({ mutationFn: getConversation });
}
