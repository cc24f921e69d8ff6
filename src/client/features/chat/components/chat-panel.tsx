/**
 * The floating AI chat panel: a non-modal dialog at the bottom
 * right, 500 px high, full width less margins on phones and 400 px from sm up. Header with title,
 * usage badge, history, new chat and close; then the messages (or the history) and the input.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { History, MessageSquarePlus, X } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { useChatUsage } from '../api/get-chat-usage';
import { CHAT_PANEL_HEIGHT_PX, CHAT_PANEL_LABEL } from '../constants';
import { useChatSession } from '../hooks/use-chat-session';
import { ChatComposer } from './chat-composer';
import { ChatHistory } from './chat-history';
import { ChatMessageList } from './chat-message-list';
import { ChatUsageBadge } from './chat-usage-badge';

export interface ChatPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

const headerButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700';

function ChatPanel({ isOpen, onClose }: ChatPanelProps): ReactElement {
  const session = useChatSession();
  const usage = useChatUsage();
  const [isHistoryShown, setIsHistoryShown] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { greet } = session;

  useEffect(() => {
    if (!isOpen) return;
    greet();
    // The field, or the panel itself when the field is disabled (limit reached, answer pending).
    const input = inputRef.current;
    if (input && !input.disabled) input.focus();
    else panelRef.current?.focus();
  }, [isOpen, greet]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape inside a confirmation dialog (portalled, outside this element) is that dialog's own.
    if (event.key !== 'Escape' || !panelRef.current?.contains(event.target as Node)) return;
    event.preventDefault();
    onClose();
  };

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-label={CHAT_PANEL_LABEL}
      tabIndex={-1}
      hidden={!isOpen}
      onKeyDown={onKeyDown}
      style={{ height: CHAT_PANEL_HEIGHT_PX }}
      className={cn(
        'fixed right-4 bottom-4 z-40 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl outline-none sm:w-[400px]',
        !isOpen && 'hidden',
      )}
    >
      <header className="flex items-center gap-2 border-b border-slate-200 bg-teal-50 px-3 py-2">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-semibold text-slate-900">{CHAT_PANEL_LABEL}</h2>
          <ChatUsageBadge usage={usage.data} />
        </div>
        <button
          type="button"
          className={cn(headerButton, isHistoryShown && 'bg-teal-100 text-teal-900')}
          aria-label="Conversation history"
          aria-pressed={isHistoryShown}
          onClick={() => setIsHistoryShown((shown) => !shown)}
        >
          <History className="h-4 w-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={headerButton}
          aria-label="New chat"
          onClick={() => {
            session.startNew();
            setIsHistoryShown(false);
            inputRef.current?.focus();
          }}
        >
          <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
        </button>
        <button type="button" className={headerButton} aria-label="Close AI chat" onClick={onClose}>
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </header>
      {isHistoryShown ? (
        <ChatHistory
          activeConversationId={session.conversationId}
          onOpen={(conversation) => {
            session.open(conversation);
            setIsHistoryShown(false);
          }}
          onActiveDeleted={session.startNew}
        />
      ) : (
        <>
          {session.error && (
            <p
              role="alert"
              className="mx-3 mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {session.error}
            </p>
          )}
          <ChatMessageList
            messages={session.messages}
            isLoading={session.isLoading}
            streamingText={session.streamingText}
          />
          <ChatComposer
            usage={usage.data}
            isLoading={session.isLoading}
            onSend={(text) => void session.send(text)}
            inputRef={inputRef}
          />
        </>
      )}
    </div>
  );
}

export default ChatPanel;
