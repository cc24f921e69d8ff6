import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TOGGLE_EVENT } from '#client/lib/app-events';
import {
  CHAT_MESSAGES,
  type ChatResponse,
  type ChatUsage,
  type Conversation,
} from '#shared/contracts/chat.contract';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import { CHAT_INPUT_LABEL } from '../constants';
import { ChatPanelMount } from './chat-panel-mount';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FREE_USAGE: ChatUsage = {
  dailyCount: 3,
  remainingFree: 17,
  limit: 20,
  canUseChat: true,
  unlimited: false,
};

const REPLY: ChatResponse = {
  message: 'Magnesium can help with sleep for some people.',
  context: { timestamp: '2026-01-01T10:00:00.000Z', mode: 'nutrition', provider: 'offline' },
  conversationId: '6f1d3c1e-4f1a-4c7e-9d0a-1b2c3d4e5f60',
  sources: [
    {
      title: 'NIH magnesium fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Magnesium-Consumer/',
    },
  ],
};

const CONVERSATION: Conversation = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  title: 'Sleep and magnesium',
  updated_at: '2026-01-02T09:00:00.000Z',
  message_count: 2,
  messages: [
    {
      id: 'm1',
      role: 'user',
      content: 'Does magnesium help sleep?',
      timestamp: '2026-01-02T09:00:00.000Z',
    },
    {
      id: 'm2',
      role: 'assistant',
      content: 'Stored answer about magnesium.',
      timestamp: '2026-01-02T09:00:01.000Z',
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function sse(events: { event: string; data: unknown }[]): Response {
  const text = events
    .map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    .join('');
  return new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** A stream the test writes to, one event at a time. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    push: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

interface FakeApi {
  usage?: () => ChatUsage;
  chat?: (body: unknown) => Response | Promise<Response>;
  conversations?: () => Response;
}

function stubChatApi(api: FakeApi = {}) {
  const calls: { url: string; method: string; body: unknown; accept: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const accept = new Headers(init?.headers).get('accept');
    calls.push({ url, method, body, accept });
    if (url === '/api/chat/usage') return json((api.usage ?? (() => FREE_USAGE))());
    if (url === '/api/chat' && method === 'POST')
      return (api.chat ?? (() => sse([{ event: 'done', data: REPLY }])))(body);
    if (url === '/api/chat/conversations')
      return api.conversations?.() ?? json({ conversations: [] });
    if (url === `/api/chat/conversations/${CONVERSATION.id}` && method === 'GET')
      return json(CONVERSATION);
    if (url === `/api/chat/conversations/${CONVERSATION.id}` && method === 'DELETE')
      return new Response(null, { status: 204 });
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, chatCalls: () => calls.filter((call) => call.url === '/api/chat') };
}

/** The header's toggle, as the app has it: a button that dispatches the window event. */
function Toggle(): ReactElement {
  return (
    <button type="button" onClick={() => window.dispatchEvent(new CustomEvent(CHAT_TOGGLE_EVENT))}>
      Open AI chat assistant
    </button>
  );
}

function renderChat(auth: TestAuth = 'signed-in') {
  renderInProviders(
    <>
      <Toggle />
      <ChatPanelMount />
    </>,
    createTestQueryClient(auth),
  );
  return userEvent.setup();
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open AI chat assistant' }));
  return screen.findByRole('dialog', { name: 'AI wellness chat' });
}

const input = () => screen.getByRole('textbox', { name: CHAT_INPUT_LABEL });
const messageList = () => screen.getByRole('list', { name: 'Messages' });

describe('ChatPanel', () => {
  it('is not rendered for visitors, even when the toggle event fires', async () => {
    const { calls } = stubChatApi();
    renderChat('signed-out');
    act(() => void window.dispatchEvent(new CustomEvent(CHAT_TOGGLE_EVENT)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/chat'))).toBe(false);
  });

  it('greets on first open, focuses the input, and Escape closes it with focus back on the toggle', async () => {
    stubChatApi();
    const user = renderChat();
    const dialog = await openChat(user);
    expect(await within(messageList()).findByText(CHAT_MESSAGES.greeting)).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open AI chat assistant' })).toHaveFocus();
    // Reopening keeps the conversation: still one greeting.
    await user.click(screen.getByRole('button', { name: 'Open AI chat assistant' }));
    expect(within(messageList()).getAllByText(CHAT_MESSAGES.greeting)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close AI chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends on Enter, not on Shift+Enter, and clears the input', async () => {
    const { chatCalls } = stubChatApi();
    const user = renderChat();
    await openChat(user);
    await user.type(input(), 'Hello{Shift>}{Enter}{/Shift}there');
    expect(chatCalls()).toHaveLength(0);
    expect(input()).toHaveValue('Hello\nthere');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chatCalls()).toHaveLength(1));
    expect(chatCalls()[0]).toMatchObject({
      method: 'POST',
      accept: 'text/event-stream',
      body: { message: 'Hello\nthere', conversationHistory: [] },
    });
    expect(input()).toHaveValue('');
    expect(await within(messageList()).findByText(REPLY.message)).toBeInTheDocument();
    // The next send carries the history (greeting left out) and continues the same conversation.
    await user.type(input(), 'And zinc?{Enter}');
    await waitFor(() => expect(chatCalls()).toHaveLength(2));
    expect(chatCalls()[1]?.body).toEqual({
      message: 'And zinc?',
      conversationId: REPLY.conversationId,
      conversationHistory: [
        { role: 'user', content: 'Hello\nthere' },
        { role: 'assistant', content: REPLY.message },
      ],
    });
  });

  it('renders the answer’s Markdown and lists a source once when the text already links it', async () => {
    const linked: ChatResponse = {
      ...REPLY,
      message: [
        '**Magnesium** may help *some* people sleep. Log your nights at /progress/tracking.',
        '',
        'Sources:',
        `- [NIH magnesium fact sheet](${REPLY.sources[0]!.url})`,
        '- [bad](javascript:alert(1))',
      ].join('\n'),
      sources: [
        ...REPLY.sources,
        { title: 'MedlinePlus: Insomnia', url: 'https://medlineplus.gov/insomnia.html' },
      ],
    };
    stubChatApi({ usage: () => FREE_USAGE, chat: () => sse([{ event: 'done', data: linked }]) });
    const user = renderChat();
    await openChat(user);
    await user.type(input(), 'Can magnesium help me sleep?{Enter}');
    const answer = (
      await within(messageList()).findByText('Magnesium', { selector: 'strong' })
    ).closest<HTMLElement>('[data-chat-message]')!;
    expect(within(answer).getByText('some', { selector: 'em' })).toBeInTheDocument();
    expect(answer.textContent).not.toContain('**');
    // The fact sheet is linked once (in the text), the other source is listed under it.
    expect(within(answer).getAllByRole('link', { name: /NIH magnesium fact sheet/ })).toHaveLength(
      1,
    );
    expect(within(answer).getByRole('link', { name: /MedlinePlus: Insomnia/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(answer).queryByRole('link', { name: 'bad' })).toBeNull();
    expect(answer.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it("shows 'AI is thinking...' until text streams in, then the finished answer with its label and sources", async () => {
    const stream = controlledStream();
    let usage = FREE_USAGE;
    const { calls } = stubChatApi({ usage: () => usage, chat: () => stream.response });
    const user = renderChat();
    await openChat(user);
    expect(await screen.findByText(CHAT_MESSAGES.remainingToday(17))).toBeInTheDocument();
    await user.type(input(), 'Can magnesium help me sleep?{Enter}');
    expect(within(messageList()).getByText('Can magnesium help me sleep?')).toBeInTheDocument();
    expect(await screen.findByText(CHAT_MESSAGES.thinking)).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    act(() => stream.push('delta', { text: 'Magnesium can ' }));
    const streaming = await screen.findByTestId('chat-streaming');
    expect(streaming).toHaveTextContent('Magnesium can');
    expect(screen.queryByText(CHAT_MESSAGES.thinking)).not.toBeInTheDocument();
    // Still streaming: nothing in the live list yet.
    expect(within(messageList()).queryByText(/Magnesium can/)).not.toBeInTheDocument();
    act(() => stream.push('delta', { text: 'help' }));
    await waitFor(() => expect(streaming).toHaveTextContent('Magnesium can help'));

    const usageCallsBefore = calls.filter((call) => call.url === '/api/chat/usage').length;
    usage = { ...FREE_USAGE, dailyCount: 4, remainingFree: 16 };
    act(() => {
      stream.push('done', REPLY);
      stream.end();
    });
    const answer = (
      await within(messageList()).findByText(REPLY.message, { exact: false })
    ).closest<HTMLElement>('[data-chat-message]')!;
    expect(screen.queryByTestId('chat-streaming')).not.toBeInTheDocument();
    expect(within(answer).getByText('Offline assistant')).toBeInTheDocument();
    const source = within(answer).getByRole('link', { name: /NIH magnesium fact sheet/ });
    expect(source).toHaveAttribute('href', REPLY.sources[0]?.url);
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    // Usage is asked again after the send, and the counter goes down.
    expect(await screen.findByText(CHAT_MESSAGES.remainingToday(16))).toBeInTheDocument();
    expect(screen.getByText(CHAT_MESSAGES.freeLeft(16))).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/chat/usage').length).toBeGreaterThan(
      usageCallsBefore,
    );
    expect(input()).toBeEnabled();
  });

  it("labels a safety rule's answer", async () => {
    stubChatApi({
      chat: () =>
        sse([
          {
            event: 'done',
            data: {
              ...REPLY,
              message: 'Call 911 now.',
              context: { ...REPLY.context, provider: 'safety' },
            },
          },
        ]),
    });
    const user = renderChat();
    await openChat(user);
    await user.type(input(), 'I have chest pain{Enter}');
    const answer = (
      await within(messageList()).findByText('Call 911 now.', { exact: false })
    ).closest<HTMLElement>('[data-chat-message]')!;
    expect(within(answer).getByText('Safety rule')).toBeInTheDocument();
  });

  it('shows the free badge and the remaining line to a free user', async () => {
    stubChatApi();
    const user = renderChat();
    const dialog = await openChat(user);
    expect(await within(dialog).findByText(CHAT_MESSAGES.freeLeft(17))).toBeInTheDocument();
    expect(within(dialog).getByText(CHAT_MESSAGES.remainingToday(17))).toBeInTheDocument();
  });

  it("shows 'Unlimited' to a paid user, without the remaining line", async () => {
    stubChatApi({
      usage: () => ({
        dailyCount: 40,
        remainingFree: 0,
        limit: 20,
        canUseChat: true,
        unlimited: true,
      }),
    });
    const user = renderChat();
    const dialog = await openChat(user);
    expect(await within(dialog).findByText(CHAT_MESSAGES.unlimited)).toBeInTheDocument();
    expect(within(dialog).queryByText(/free chats remaining today/)).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('disables the input and Send at the limit and shows the limit message', async () => {
    const { chatCalls } = stubChatApi({
      usage: () => ({
        dailyCount: 20,
        remainingFree: 0,
        limit: 20,
        canUseChat: false,
        unlimited: false,
      }),
    });
    const user = renderChat();
    await openChat(user);
    expect(await screen.findByText(CHAT_MESSAGES.limitReached(20))).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveAccessibleDescription(CHAT_MESSAGES.limitReached(20));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input(), 'hello{Enter}');
    expect(chatCalls()).toHaveLength(0);
  });

  it.each([
    [
      'a 503 body',
      () => json({ code: 'AI_NOT_CONFIGURED', message: 'AI provider not configured' }, 503),
      CHAT_MESSAGES.notConfigured,
    ],
    [
      'a 429 body (shown as it is)',
      () => json({ code: 'CHAT_LIMIT_REACHED', message: CHAT_MESSAGES.limitReached(20) }, 429),
      CHAT_MESSAGES.limitReached(20),
    ],
    [
      'a stream error event',
      () =>
        sse([
          {
            event: 'error',
            data: { code: 'AI_PROVIDER_FAILED', message: 'Authentication failed' },
          },
        ]),
      CHAT_MESSAGES.signInRequired,
    ],
    [
      'a 401',
      () => json({ code: 'UNAUTHORIZED', message: 'Sign in first' }, 401),
      CHAT_MESSAGES.signInRequired,
    ],
    [
      'a stream without an answer',
      () => sse([{ event: 'delta', data: { text: 'Par' } }]),
      'No response data received',
    ],
  ])(
    'maps %s to what the user sees, as an alert and as an assistant message',
    async (_name, respond, shown) => {
      stubChatApi({ chat: respond });
      const user = renderChat();
      await openChat(user);
      await user.type(input(), 'Hi{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(within(messageList()).getByText(shown)).toBeInTheDocument();
      expect(input()).toBeEnabled();
    },
  );

  it('lists kept conversations, reopens one, and deletes one after confirming', async () => {
    let conversations = [CONVERSATION];
    const { calls } = stubChatApi({
      conversations: () =>
        json({
          conversations: conversations.map(({ messages: _messages, ...summary }) => summary),
        }),
    });
    const user = renderChat();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Conversation history' }));
    expect(await screen.findByText('Sleep and magnesium')).toBeInTheDocument();
    expect(screen.getByText(/Jan 2, 2026/)).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Open conversation: Sleep and magnesium' }),
    );
    expect(
      await within(messageList()).findByText('Stored answer about magnesium.'),
    ).toBeInTheDocument();
    expect(within(messageList()).queryByText(CHAT_MESSAGES.greeting)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Conversation history' }));
    await user.click(
      await screen.findByRole('button', { name: 'Delete conversation: Sleep and magnesium' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    // Escape in the confirmation closes only the confirmation, not the panel.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'AI wellness chat' })).toBeVisible();
    expect(confirm).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Delete conversation: Sleep and magnesium' }),
    );
    conversations = [];
    await user.click(await screen.findByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      calls.some(
        (call) =>
          call.method === 'DELETE' && call.url === `/api/chat/conversations/${CONVERSATION.id}`,
      ),
    ).toBe(true);
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();

    // The open conversation was the deleted one: the chat starts over.
    await user.click(screen.getByRole('button', { name: 'Conversation history' }));
    expect(within(messageList()).getByText(CHAT_MESSAGES.greeting)).toBeInTheDocument();
    expect(
      within(messageList()).queryByText('Stored answer about magnesium.'),
    ).not.toBeInTheDocument();
  });

  it('New chat starts over with the greeting', async () => {
    stubChatApi();
    const user = renderChat();
    await openChat(user);
    await user.type(input(), 'Hi{Enter}');
    await within(messageList()).findByText(REPLY.message);
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    expect(within(messageList()).queryByText(REPLY.message)).not.toBeInTheDocument();
    expect(within(messageList()).getByText(CHAT_MESSAGES.greeting)).toBeInTheDocument();
  });
});
