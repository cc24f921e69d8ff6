/**
 * The open conversation: its messages, the answer streaming in, the
 * last error, and the actions on them. Greeting and error messages are shown only, never sent back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '#client/lib/auth';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatProviderName,
  type Conversation,
} from '#shared/contracts/chat.contract';
import { chatErrorMessage, useSendChatMessage } from '../api/send-chat-message';

export interface ChatSourceLink {
  title: string;
  url: string;
}

export interface ChatViewMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  provider?: ChatProviderName;
  sources?: ChatSourceLink[];
  /** Made here (greeting, error text): not part of the history the model sees. */
  isLocal?: boolean;
}

export interface ChatSession {
  messages: ChatViewMessage[];
  /** null until the first streamed text arrives; the panel shows 'AI is thinking...' meanwhile. */
  streamingText: string | null;
  isLoading: boolean;
  error: string | null;
  conversationId: string | undefined;
  /** Adds the greeting when there is nothing to show yet (first open). */
  greet: () => void;
  send: (text: string) => Promise<void>;
  startNew: () => void;
  open: (conversation: Conversation) => void;
}

let nextLocalId = 0;
const localId = (prefix: string) => `${prefix}-${++nextLocalId}`;
const greetingMessage = (): ChatViewMessage => ({
  id: localId('greeting'),
  role: 'assistant',
  content: CHAT_MESSAGES.greeting,
  isLocal: true,
});

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function useChatSession(): ChatSession {
  const { user } = useAuth();
  const sendChatMessage = useSendChatMessage();
  const [messages, setMessages] = useState<ChatViewMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | undefined>(undefined);
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref as well as state: two quick Enters must not send twice before the next render.
  const isSendingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const greet = useCallback(() => {
    setMessages((current) => (current.length === 0 ? [greetingMessage()] : current));
  }, []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || isSendingRef.current || !user) return;
      isSendingRef.current = true;
      const controller = new AbortController();
      abortRef.current = controller;
      const history = messages
        .filter((item) => !item.isLocal)
        .slice(-CHAT_LIMITS.maxHistory)
        .map(({ role, content }) => ({ role, content }));
      setMessages((current) => [
        ...current,
        { id: localId('user'), role: 'user', content: message },
      ]);
      setError(null);
      setIsLoading(true);
      setStreamingText(null);
      try {
        const reply = await sendChatMessage(
          { message, conversationHistory: history, conversationId },
          (delta) => setStreamingText((current) => (current ?? '') + delta),
          controller.signal,
        );
        setConversationId(reply.conversationId);
        setMessages((current) => [
          ...current,
          {
            id: localId('assistant'),
            role: 'assistant',
            content: reply.message,
            provider: reply.context.provider,
            sources: reply.sources,
          },
        ]);
      } catch (cause) {
        if (isAbort(cause)) return;
        const shown = chatErrorMessage(cause);
        setError(shown);
        // On failure an assistant message with the same text is appended too.
        setMessages((current) => [
          ...current,
          { id: localId('error'), role: 'assistant', content: shown, isLocal: true },
        ]);
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          isSendingRef.current = false;
          setIsLoading(false);
          setStreamingText(null);
        }
      }
    },
    [conversationId, messages, sendChatMessage, user],
  );

  const reset = useCallback((next: ChatViewMessage[], id: string | undefined) => {
    abortRef.current?.abort();
    abortRef.current = null;
    isSendingRef.current = false;
    setIsLoading(false);
    setStreamingText(null);
    setError(null);
    setConversationId(id);
    setMessages(next.length === 0 ? [greetingMessage()] : next);
  }, []);

  const startNew = useCallback(() => reset([], undefined), [reset]);

  const open = useCallback(
    (conversation: Conversation) =>
      reset(
        conversation.messages.map(({ id, role, content }) => ({ id, role, content })),
        conversation.id,
      ),
    [reset],
  );

  return { messages, streamingText, isLoading, error, conversationId, greet, send, startNew, open };
}
