/** The user's kept conversations: reopen one, or delete it after a confirmation. */
import type { ReactElement } from 'react';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import { Button } from '#client/components/ui/button';
import type { Conversation } from '#shared/contracts/chat.contract';
import { useConversations } from '../api/list-conversations';
import { useLoadConversation } from '../api/get-conversation';
import { useDeleteConversation } from '../api/delete-conversation';

interface ChatHistoryProps {
  activeConversationId: string | undefined;
  onOpen: (conversation: Conversation) => void;
  /** The open conversation was deleted. */
  onActiveDeleted: () => void;
}

export function formatConversationDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function ChatHistory({
  activeConversationId,
  onOpen,
  onActiveDeleted,
}: ChatHistoryProps): ReactElement {
  const conversations = useConversations(true);
  const load = useLoadConversation();
  const remove = useDeleteConversation();

  return (
    <section
      aria-labelledby="chat-history-heading"
      className="min-h-0 flex-1 overflow-y-auto px-3 py-3"
    >
      <h3 id="chat-history-heading" className="text-sm font-semibold text-slate-900">
        Your conversations
      </h3>
      {load.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          That conversation could not be opened. Please try again.
        </p>
      )}
      {conversations.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading conversations...</p>
      ) : conversations.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Your conversations could not be loaded.
        </p>
      ) : conversations.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No conversations yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {conversations.data.map((conversation) => (
            <li key={conversation.id} className="flex items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{conversation.title}</p>
                <p className="text-xs text-slate-600">
                  {formatConversationDate(conversation.updated_at)} · {conversation.message_count}{' '}
                  messages
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Open conversation: ${conversation.title}`}
                disabled={load.isPending}
                onClick={() => load.mutate(conversation.id, { onSuccess: onOpen })}
              >
                Open
              </Button>
              <DeleteConfirmButton
                triggerLabel={`Delete conversation: ${conversation.title}`}
                title="Delete this conversation?"
                description={`"${conversation.title}" and its messages will be removed. This cannot be undone.`}
                confirmLabel="Delete conversation"
                busyLabel="Deleting..."
                isBusy={remove.isPending}
                errorMessage={
                  remove.isError ? 'The conversation could not be deleted. Please try again.' : null
                }
                onClosed={remove.reset}
                onConfirm={(close) =>
                  remove.mutate(conversation.id, {
                    onSuccess: () => {
                      close();
                      if (conversation.id === activeConversationId) onActiveDeleted();
                    },
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
