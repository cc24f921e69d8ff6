/**
 * One message: the text, a label when no model wrote it, and its sources as links. The
 * assistant's Markdown is rendered as formatting (chat-markdown.tsx: links, lists, emphasis,
 * never HTML); a source the answer already links in its text is not listed again under it.
 */
import { useMemo, type ReactElement } from 'react';
import { SourceLinks } from '#client/components/ui/source-links';
import { cn } from '#client/lib/cn';
import { usePageTable } from '#client/lib/page-table';
import { PROVIDER_LABELS } from '../constants';
import type { ChatViewMessage } from '../hooks/use-chat-session';
import { comparableUrl, linkedUrls, renderChatMarkdown } from '../lib/chat-markdown';

/** Until the app's page table has loaded, no bare '/path' is known to be one of our pages. */
export function ChatMessageBubble({
  message,
}: {
  message: Pick<ChatViewMessage, 'role' | 'content' | 'provider' | 'sources'>;
}): ReactElement {
  const isUser = message.role === 'user';
  // A bare '/path' becomes a link only when it is one of our pages (the page table lists them).
  const { isAppPath } = usePageTable();
  const providerLabel = message.provider ? PROVIDER_LABELS[message.provider] : undefined;
  const sources = useMemo(() => {
    if (!message.sources) return undefined;
    const inText = linkedUrls(message.content);
    return message.sources.filter((source) => !inText.has(comparableUrl(source.url)));
  }, [message.content, message.sources]);
  return (
    <div className={cn('flex', isUser ? 'justify-end' : 'justify-start')}>
      <div
        data-chat-message={message.role}
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words',
          isUser ? 'bg-teal-700 whitespace-pre-wrap text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{isUser ? 'You said: ' : 'Assistant: '}</span>
        {providerLabel && (
          <span className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {providerLabel}
          </span>
        )}
        {isUser ? (
          // What the person typed is shown as typed: their '*' and '_' are not formatting.
          message.content
        ) : (
          <div className="space-y-2">{renderChatMarkdown(message.content, { isAppPath })}</div>
        )}
        {sources && (
          <SourceLinks
            className="mt-2 border-t border-slate-200 pt-2 text-xs whitespace-normal"
            sources={sources}
          />
        )}
      </div>
    </div>
  );
}
