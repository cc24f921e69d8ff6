import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import { ChatMessageBubble } from './chat-message-bubble';

describe('ChatMessageBubble', () => {
  it("links a bare path only when it is one of the app's pages", async () => {
    renderWithProviders(
      <ChatMessageBubble
        message={{ role: 'assistant', content: 'Read /about first; take 200 mg /day.' }}
      />,
    );
    const link = await screen.findByRole('link', { name: '/about' });
    expect(link).toHaveAttribute('href', '/about');
    const answer = link.closest<HTMLElement>('[data-chat-message]')!;
    expect(within(answer).getAllByRole('link')).toHaveLength(1);
    expect(answer).toHaveTextContent('take 200 mg /day.');
  });
});
