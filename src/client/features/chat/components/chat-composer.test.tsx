import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES, type ChatUsage } from '#shared/contracts/chat.contract';
import { CHAT_INPUT_LABEL } from '../constants';
import { ChatComposer } from './chat-composer';

const USAGE: ChatUsage = {
  dailyCount: 1,
  remainingFree: 4,
  limit: 5,
  canUseChat: true,
  unlimited: false,
};

function renderComposer(usage: ChatUsage | undefined = USAGE) {
  const onSend = vi.fn();
  const inputRef = createRef<HTMLTextAreaElement>();
  render(<ChatComposer usage={usage} isLoading={false} onSend={onSend} inputRef={inputRef} />);
  return { onSend, inputRef, input: screen.getByRole('textbox', { name: CHAT_INPUT_LABEL }) };
}

describe('ChatComposer', () => {
  it('refuses blank text with the chat contract message and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSend, input } = renderComposer();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(input, '   {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.emptyMessage);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      `${CHAT_MESSAGES.emptyMessage} ${CHAT_MESSAGES.remainingToday(4)}`,
    );
    expect(onSend).not.toHaveBeenCalled();

    // The message goes as soon as there is text to send.
    await user.type(input, 'Hi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('sends the trimmed text on Send, clears the field and keeps the ref on the field', async () => {
    const user = userEvent.setup();
    const { onSend, input, inputRef } = renderComposer();
    expect(inputRef.current).toBe(input);

    await user.type(input, '  Is zinc safe?  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Is zinc safe?');
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends nothing at the daily limit', async () => {
    const user = userEvent.setup();
    const { onSend, input } = renderComposer({ ...USAGE, remainingFree: 0, canUseChat: false });
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription(CHAT_MESSAGES.limitReached(5));
    await user.type(input, 'Hello{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
