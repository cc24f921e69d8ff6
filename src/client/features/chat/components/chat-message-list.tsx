/**
 * The conversation. Completed messages sit in a polite live list; the answer still streaming in
 * (or 'AI is thinking...') is shown below it, outside the live list, so screen readers hear each
 * answer once, whole, instead of every chunk.
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { CHAT_MESSAGES } from '#shared/contracts/chat.contract';
import type { ChatViewMessage } from '../hooks/use-chat-session';
import { ChatMessageBubble } from './chat-message-bubble';

interface ChatMessageListProps {
  messages: ChatViewMessage[];
  isLoading: boolean;
  streamingText: string | null;
}

export function ChatMessageList({
  messages,
  isLoading,
  streamingText,
}: ChatMessageListProps): ReactElement {
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, streamingText, isLoading]);
  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
      <ol aria-label="Messages" aria-live="polite" aria-relevant="additions" className="space-y-3">
        {messages.map((message) => (
          <li key={message.id}>
            <ChatMessageBubble message={message} />
          </li>
        ))}
      </ol>
      {isLoading && (
        <div className="mt-3">
          {streamingText === null ? (
            <p role="status" className="text-sm text-slate-600 italic">
              {CHAT_MESSAGES.thinking}
            </p>
          ) : (
            <div data-testid="chat-streaming">
              <ChatMessageBubble message={{ role: 'assistant', content: streamingText }} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
