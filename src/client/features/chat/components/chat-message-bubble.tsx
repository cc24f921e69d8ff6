/** One message: the text, a label when no model wrote it, and its sources as links. */
import type { ReactElement } from 'react';
import { SourceLinks } from '#client/components/ui/source-links';
import { cn } from '#client/lib/cn';
import { PROVIDER_LABELS } from '../constants';
import type { ChatViewMessage } from '../hooks/use-chat-session';

export function ChatMessageBubble({
  message,
}: {
  message: Pick<ChatViewMessage, 'role' | 'content' | 'provider' | 'sources'>;
}): ReactElement {
  const isUser = message.role === 'user';
  const providerLabel = message.provider ? PROVIDER_LABELS[message.provider] : undefined;
  return (
    <div className={cn('flex', isUser ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          isUser ? 'bg-teal-700 text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{isUser ? 'You said: ' : 'Assistant: '}</span>
        {providerLabel && (
          <span className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {providerLabel}
          </span>
        )}
        {message.content}
        {message.sources && (
          <SourceLinks
            className="mt-2 border-t border-slate-200 pt-2 text-xs whitespace-normal"
            sources={message.sources}
          />
        )}
      </div>
    </div>
  );
}
