/**
 * POST /api/chat, streamed: `delta` events carry text as it is
 * written, `done` the whole answer, `error` the reason. Usage and the conversation list are asked
 * again after every send, whatever the outcome.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiStream, type StreamEvent } from '#client/lib/api-client';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  CHAT_MESSAGES,
  chatResponseSchema,
  chatStreamDeltaSchema,
  mapChatError,
  type ChatRequest,
  type ChatResponse,
} from '#shared/contracts/chat.contract';
import { CHAT_FALLBACK_ERROR, CHAT_NO_RESPONSE } from '../constants';
import { invalidateChatUsage } from './get-chat-usage';
import { invalidateConversations } from './list-conversations';

/** A failure the server explained (an `error` event or body); its text is what the user sees. */
export class ChatReplyError extends Error {
  override name = 'ChatReplyError';
}

export async function sendChatMessage(
  request: ChatRequest,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ChatResponse> {
  let response: ChatResponse | null = null;
  let failure: string | null = null;
  const onEvent = ({ event, data }: StreamEvent) => {
    if (event === 'delta') {
      const delta = chatStreamDeltaSchema.safeParse(data);
      if (delta.success && delta.data.text) onDelta(delta.data.text);
      return;
    }
    const error = apiErrorSchema.safeParse(data);
    if (event === 'error' || (event === 'json' && error.success)) {
      failure = error.success ? error.data.message : CHAT_FALLBACK_ERROR;
      return;
    }
    if (event === 'done' || event === 'json') {
      const parsed = chatResponseSchema.safeParse(data);
      if (parsed.success) response = parsed.data;
    }
  };
  await apiStream('/api/chat', request, onEvent, signal);
  if (failure !== null) throw new ChatReplyError(failure);
  if (response === null) throw new ChatReplyError(CHAT_NO_RESPONSE);
  return response;
}

/** What the user sees for a failed send. */
export function chatErrorMessage(error: unknown): string {
  if (error instanceof ChatReplyError) return mapChatError(error.message);
  if (error instanceof ApiError) {
    if (error.status === 401) return CHAT_MESSAGES.signInRequired;
    // An unexpected server failure says nothing useful to the user; the fixed fallback message does.
    if (error.status >= 500 && error.status !== 503) return CHAT_FALLBACK_ERROR;
    return mapChatError(error.message || CHAT_FALLBACK_ERROR);
  }
  return CHAT_FALLBACK_ERROR;
}

/** The send, followed by a refresh of usage and of the history list. */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (request: ChatRequest, onDelta: (text: string) => void, signal?: AbortSignal) => {
      try {
        return await sendChatMessage(request, onDelta, signal);
      } finally {
        void invalidateChatUsage(queryClient);
        void invalidateConversations(queryClient);
      }
    },
    [queryClient],
  );
}
