/** One message: the text, a label when no model wrote it, and its sources as links. */
import type { ReactElement } from 'react';
import { ExternalLink } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { PROVIDER_LABELS } from '../constants';
import type { ChatSourceLink, ChatViewMessage } from '../hooks/use-chat-session';

/** Only our own paths and http(s) pages become links; anything else is shown as text. */
export function isSafeSourceUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

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
        {message.sources && message.sources.length > 0 && <SourceList sources={message.sources} />}
      </div>
    </div>
  );
}

function SourceList({ sources }: { sources: ChatSourceLink[] }): ReactElement {
  return (
    <div className="mt-2 border-t border-slate-200 pt-2 whitespace-normal">
      <p className="text-xs font-semibold text-slate-700">Sources</p>
      <ul className="mt-1 space-y-1">
        {sources.map((source) => (
          <li key={`${source.title}|${source.url}`} className="text-xs">
            {isSafeSourceUrl(source.url) ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-teal-800 underline underline-offset-2 hover:text-teal-900"
              >
                {source.title}
                <ExternalLink className="h-3 w-3 shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              <span className="text-slate-700">{source.title}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
