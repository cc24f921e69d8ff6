/**
 * The text input and Send: Enter sends, Shift+Enter makes a new line; both are
 * disabled while an answer is on its way or when the daily limit is reached. The text is checked
 * with the chat request's own rule for a message (not blank, at most 4000 characters).
 */
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { Send } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  chatRequestSchema,
  type ChatUsage,
} from '#shared/contracts/chat.contract';
import { CHAT_INPUT_LABEL } from '../constants';

const composerSchema = chatRequestSchema.pick({ message: true });

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
  const form = useContractForm({ schema: composerSchema, defaultValues: { message: '' } });
  const noteId = useId();
  const errorId = useId();
  const isBlank = form.watch('message').trim() === '';
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

  const send = form.handleSubmit(({ message }) => {
    onSend(message);
    form.reset();
  });
  const submit = () => {
    if (!isDisabled) void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const { ref: registerRef, ...messageField } = form.register('message');
  const error = form.error('message');
  const describedBy =
    [error ? errorId : null, limitText || remainingText ? noteId : null]
      .filter(Boolean)
      .join(' ') || undefined;

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
          {...messageField}
          ref={(element) => {
            registerRef(element);
            inputRef.current = element;
          }}
          aria-label={CHAT_INPUT_LABEL}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          rows={2}
          maxLength={CHAT_LIMITS.maxMessageLength}
          disabled={isDisabled}
          placeholder={limitText ?? 'Ask a wellness question...'}
          onKeyDown={onKeyDown}
          className="min-h-11 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-100"
        />
        <Button type="submit" size="md" disabled={isDisabled || isBlank} aria-label="Send">
          <Send className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
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
