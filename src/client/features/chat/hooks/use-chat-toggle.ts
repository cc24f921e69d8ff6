/**
 * Open or closed, by the header's AI chat toggle (a window event) and the panel's own close. Focus
 * goes back to where it was (the toggle) on close, or to the navigation when that is hidden.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PRIMARY_NAV_ID } from '#client/components/layouts/landmarks';
import { CHAT_TOGGLE_EVENT } from '#client/lib/app-events';

export interface ChatToggle {
  isOpen: boolean;
  /** True once opened: the panel then stays mounted (hidden) so the conversation survives a close. */
  hasOpened: boolean;
  close: () => void;
}

function isShown(element: HTMLElement): boolean {
  if (!element.isConnected || element === document.body) return false;
  // Browsers without checkVisibility (and jsdom) count a connected element as shown.
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

export function useChatToggle(): ChatToggle {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const close = useCallback(() => {
    setIsOpen(false);
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    // On phones the toggle sits in the menu, which closed when it was pressed: the navigation is next best.
    (target && isShown(target) ? target : document.getElementById(PRIMARY_NAV_ID))?.focus();
  }, []);

  useEffect(() => {
    const onToggle = () => {
      setIsOpen((wasOpen) => {
        if (!wasOpen) {
          returnFocusRef.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }
        return !wasOpen;
      });
      setHasOpened(true);
    };
    window.addEventListener(CHAT_TOGGLE_EVENT, onToggle);
    return () => window.removeEventListener(CHAT_TOGGLE_EVENT, onToggle);
  }, []);

  return { isOpen, hasOpened, close };
}
