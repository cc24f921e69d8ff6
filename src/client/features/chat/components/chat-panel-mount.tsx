/**
 * Where the app shell puts the chat: nothing for visitors; for a signed-in
 * user, the panel's code loads on the first toggle, so pages that never open it stay light.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { useAuth } from '#client/lib/auth';
import { useChatToggle } from '../hooks/use-chat-toggle';

const ChatPanel = lazy(() => import('./chat-panel'));

export function ChatPanelMount(): ReactElement | null {
  const { user } = useAuth();
  if (!user) return null;
  // Keyed by user: signing in as someone else starts from a closed, empty chat.
  return <ChatPanelForUser key={user.id} />;
}

function ChatPanelForUser(): ReactElement | null {
  const { isOpen, hasOpened, close } = useChatToggle();
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel isOpen={isOpen} onClose={close} />
    </Suspense>
  );
}
