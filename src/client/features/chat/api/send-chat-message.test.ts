import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import { CHAT_MESSAGES } from '#shared/contracts/chat.contract';
import { ChatReplyError, chatErrorMessage, sendChatMessage } from './send-chat-message';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DONE = {
  message: 'Full answer.',
  context: { timestamp: '2026-01-01T00:00:00.000Z', mode: 'general', provider: 'openai' },
  conversationId: 'c1',
  sources: [],
};

/** Serves `text` cut into pieces of `size` bytes, so events and even characters straddle chunks. */
function streamIn(text: string, size: number): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size)
        controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

describe('sendChatMessage', () => {
  it.each([1, 3, 7, 1000])(
    'reads deltas and the final answer from a stream cut every %i bytes',
    async (size) => {
      const text =
        ': keep-alive\r\n\r\n' +
        `event: delta\r\ndata: ${JSON.stringify({ text: 'Grüße, ' })}\r\n\r\n` +
        `event: delta\ndata: ${JSON.stringify({ text: 'world' })}\n\n` +
        `event: done\ndata: ${JSON.stringify(DONE)}\n\n`;
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(streamIn(text, size))),
      );
      const deltas: string[] = [];
      const reply = await sendChatMessage({ message: 'hi', conversationHistory: [] }, (delta) =>
        deltas.push(delta),
      );
      expect(deltas.join('')).toBe('Grüße, world');
      expect(reply.message).toBe('Full answer.');
    },
  );

  it('accepts a plain JSON answer from a server that does not stream', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(DONE), { headers: { 'Content-Type': 'application/json' } }),
        ),
      ),
    );
    await expect(sendChatMessage({ message: 'hi' }, () => undefined)).resolves.toMatchObject({
      message: 'Full answer.',
    });
  });

  it('throws the error event text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          streamIn(
            `event: error\ndata: {"code":"AI_PROVIDER_FAILED","message":"Provider timed out"}\n\n`,
            5,
          ),
        ),
      ),
    );
    await expect(sendChatMessage({ message: 'hi' }, () => undefined)).rejects.toThrow(
      new ChatReplyError('Provider timed out'),
    );
  });
});

describe('chatErrorMessage (the chat error wording)', () => {
  it.each([
    [new ChatReplyError('AI service not configured'), CHAT_MESSAGES.notConfigured],
    [new ChatReplyError('authentication required'), CHAT_MESSAGES.signInRequired],
    [new ChatReplyError(CHAT_MESSAGES.limitReached(20)), CHAT_MESSAGES.limitReached(20)],
    [new ApiError(401, 'UNAUTHORIZED', 'Sign in first'), CHAT_MESSAGES.signInRequired],
    [new ApiError(503, 'HTTP_503', 'Provider not configured'), CHAT_MESSAGES.notConfigured],
    [
      new ApiError(500, 'INTERNAL', 'Internal server error'),
      "I'm having trouble processing your request right now. Please try again.",
    ],
    [
      new TypeError('network'),
      "I'm having trouble processing your request right now. Please try again.",
    ],
  ])('maps %o', (error, shown) => {
    expect(chatErrorMessage(error)).toBe(shown);
  });
});
