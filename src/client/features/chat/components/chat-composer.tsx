/**
 * The text input and Send: Enter sends, Shift+Enter makes a new line; both are
 * disabled while an answer is on its way or when the daily limit is reached.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { Send } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { CHAT_LIMITS, CHAT_MESSAGES, type ChatUsage } from '#shared/contracts/chat.contract';
import { CHAT_INPUT_LABEL } from '../constants';

interface ChatComposerProps {
  usage: ChatUsage | undefined;
  isLoading: boolean;
  onSend: (text: string) => void;
  /** The panel focuses the field on open. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

export function ChatComposer({
  usage,
  isLoading,
  onSend,
  inputRef,
}: ChatComposerProps): ReactElement {
  const [text, setText] = useState('');
  const noteId = useId();
  // While usage is unknown the server decides; the panel must not block on a slow lookup.
  const canUseChat = usage?.canUseChat ?? true;
  const isDisabled = isLoading || !canUseChat;
  const limitText = usage && !canUseChat ? CHAT_MESSAGES.limitReached(usage.limit) : null;
  const remainingText =
    usage && canUseChat && !usage.unlimited
      ? CHAT_MESSAGES.remainingToday(usage.remainingFree)
      : null;

  // A disabled field loses focus; give it back once the answer is in, unless the user moved on.
  const wasDisabled = useRef(isDisabled);
  useEffect(() => {
    if (wasDisabled.current && !isDisabled && document.activeElement === document.body)
      inputRef.current?.focus();
    wasDisabled.current = isDisabled;
  }, [isDisabled, inputRef]);

  const submit = () => {
    if (isDisabled || text.trim() === '') return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="border-t border-slate-200 px-3 pt-2 pb-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <textarea
          ref={inputRef}
          aria-label={CHAT_INPUT_LABEL}
          aria-describedby={limitText || remainingText ? noteId : undefined}
          rows={2}
          maxLength={CHAT_LIMITS.maxMessageLength}
          value={text}
          disabled={isDisabled}
          placeholder={limitText ?? 'Ask a wellness question...'}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-11 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-100"
        />
        <Button
          type="submit"
          size="md"
          disabled={isDisabled || text.trim() === ''}
          aria-label="Send"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      {limitText && (
        <p id={noteId} className="mt-2 text-xs font-medium text-amber-900">
          {limitText}
        </p>
      )}
      {remainingText && (
        <p id={noteId} className="mt-2 text-xs text-slate-600">
          {remainingText}
        </p>
      )}
    </form>
  );
}
