import { afterEach, describe, expect, it } from 'vitest';
import {
  FAKE_REPLY,
  replyChunks,
  startFakeAnthropic,
  startFakeOpenAI,
  type FakeAiOptions,
  type FakeAiServer,
} from '../../../../tests/setup/fake-ai-servers';
import type { ChatModelProvider, ModelInput } from './chat.types';
import {
  createChatModel,
  DEFAULT_MODELS,
  resolveProviderName,
  type ProviderConfig,
} from './providers';

const NO_AI: ProviderConfig = {
  AI_PROVIDER: undefined,
  OPENAI_API_KEY: undefined,
  ANTHROPIC_API_KEY: undefined,
  AI_BASE_URL: undefined,
  AI_MODEL: undefined,
};

const INPUT: ModelInput = {
  system: 'You are a careful wellness assistant. Educational only.',
  messages: [
    { role: 'user', content: 'How much sleep do adults need?' },
    { role: 'assistant', content: 'Most adults need 7 to 9 hours.' },
    { role: 'user', content: 'Any tips to fall asleep faster?' },
  ],
};

describe('resolveProviderName', () => {
  it.each<[string, Partial<ProviderConfig>, ReturnType<typeof resolveProviderName>]>([
    ['nothing set: the offline assistant', {}, 'offline'],
    ['an OpenAI key', { OPENAI_API_KEY: 'sk-o' }, 'openai'],
    ['an Anthropic key', { ANTHROPIC_API_KEY: 'sk-a' }, 'anthropic'],
    ['both keys: OpenAI first', { OPENAI_API_KEY: 'sk-o', ANTHROPIC_API_KEY: 'sk-a' }, 'openai'],
    [
      'Anthropic key and a base URL: Anthropic first',
      { ANTHROPIC_API_KEY: 'sk-a', AI_BASE_URL: 'http://127.0.0.1:1/v1' },
      'anthropic',
    ],
    ['only a base URL', { AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'openai-compatible'],
    ['explicit offline beats a key', { AI_PROVIDER: 'offline', OPENAI_API_KEY: 'sk-o' }, 'offline'],
    ['explicit none beats a key', { AI_PROVIDER: 'none', ANTHROPIC_API_KEY: 'sk-a' }, 'none'],
    [
      'explicit anthropic beats an OpenAI key',
      { AI_PROVIDER: 'anthropic', OPENAI_API_KEY: 'sk-o', ANTHROPIC_API_KEY: 'sk-a' },
      'anthropic',
    ],
    [
      'explicit openai-compatible with a key',
      {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'http://127.0.0.1:1/v1',
        OPENAI_API_KEY: 'sk-o',
      },
      'openai-compatible',
    ],
  ])('%s', (_label, settings, expected) => {
    expect(resolveProviderName({ ...NO_AI, ...settings })).toBe(expected);
  });

  it.each<[ProviderConfig['AI_PROVIDER'], Partial<ProviderConfig>, string]>([
    ['openai', { ANTHROPIC_API_KEY: 'sk-a' }, 'OPENAI_API_KEY'],
    ['anthropic', { OPENAI_API_KEY: 'sk-o' }, 'ANTHROPIC_API_KEY'],
    ['openai-compatible', { OPENAI_API_KEY: 'sk-o' }, 'AI_BASE_URL'],
  ])('AI_PROVIDER=%s without its setting refuses, naming %s', (provider, settings, variable) => {
    const config = { ...NO_AI, ...settings, AI_PROVIDER: provider };
    expect(() => resolveProviderName(config)).toThrow(variable);
    expect(() => createChatModel(config)).toThrow(variable);
  });

  it('gives offline and none back without a model', () => {
    expect(createChatModel(NO_AI)).toBe('offline');
    expect(createChatModel({ ...NO_AI, AI_PROVIDER: 'none' })).toBe('none');
  });
});

interface ProviderCase {
  label: ChatModelProvider['name'];
  start: (options?: FakeAiOptions) => Promise<FakeAiServer>;
  config: (url: string) => ProviderConfig;
  key: string;
  model: string;
  /** The key as the fake saw it in the request headers. */
  sentKey: (headers: FakeAiServer['requests'][number]['headers']) => unknown;
  /** The system prompt and the conversation as the fake saw them in the body. */
  sentPrompt: (body: FakeAiServer['requests'][number]['body']) => {
    system: unknown;
    messages: unknown;
  };
}

const openAiPrompt = (body: { messages: Array<{ role: string; content: unknown }> }) => ({
  system: body.messages.find((message) => message.role === 'system')?.content,
  messages: body.messages.filter((message) => message.role !== 'system'),
});

const CASES: ProviderCase[] = [
  {
    label: 'openai',
    start: startFakeOpenAI,
    config: (url) => ({ ...NO_AI, OPENAI_API_KEY: 'sk-test-openai', AI_BASE_URL: url }),
    key: 'sk-test-openai',
    model: DEFAULT_MODELS.openai,
    sentKey: (headers) => headers.authorization,
    sentPrompt: openAiPrompt,
  },
  {
    label: 'openai-compatible',
    start: startFakeOpenAI,
    config: (url) => ({
      ...NO_AI,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: url,
      AI_MODEL: 'qwen2.5:7b',
    }),
    key: 'not-needed',
    model: 'qwen2.5:7b',
    sentKey: (headers) => headers.authorization,
    sentPrompt: openAiPrompt,
  },
  {
    label: 'anthropic',
    start: startFakeAnthropic,
    config: (url) => ({ ...NO_AI, ANTHROPIC_API_KEY: 'sk-ant-test', AI_BASE_URL: url }),
    key: 'sk-ant-test',
    model: DEFAULT_MODELS.anthropic,
    sentKey: (headers) => headers['x-api-key'],
    sentPrompt: (body: {
      system: Array<{ text: string }>;
      messages: Array<{ role: string; content: Array<{ text: string }> }>;
    }) => ({
      system: body.system.map((part) => part.text).join(''),
      messages: body.messages.map((message) => ({
        role: message.role,
        content: message.content.map((part) => part.text).join(''),
      })),
    }),
  },
];

describe.each(CASES)('the $label provider against a local fake', (testCase) => {
  let fake: FakeAiServer | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  async function modelFor(
    options?: FakeAiOptions,
  ): Promise<{ model: ChatModelProvider; server: FakeAiServer }> {
    const server = await testCase.start(options);
    fake = server;
    const model = createChatModel(testCase.config(server.url));
    if (typeof model === 'string') throw new Error(`expected a model, got ${model}`);
    expect(model.name).toBe(testCase.label);
    return { model, server };
  }

  function expectSent(server: FakeAiServer, isStreaming: boolean): void {
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.path).toBe(
      testCase.label === 'anthropic' ? '/v1/messages' : '/v1/chat/completions',
    );
    expect(testCase.sentKey(request.headers)).toBe(
      testCase.label === 'anthropic' ? testCase.key : `Bearer ${testCase.key}`,
    );
    expect(request.body.model).toBe(testCase.model);
    expect(Boolean(request.body.stream)).toBe(isStreaming);
    expect(request.body.temperature).toBe(0.3);
    expect(testCase.sentPrompt(request.body)).toEqual({
      system: INPUT.system,
      messages: INPUT.messages.map((message) => expect.objectContaining(message)),
    });
  }

  it('generates the reply and sends the system prompt, messages and key', async () => {
    const { model, server } = await modelFor();
    await expect(model.generate(INPUT)).resolves.toBe(FAKE_REPLY);
    expectSent(server, false);
  });

  it('streams the reply in several chunks', async () => {
    const { model, server } = await modelFor({
      reply: 'Keep a regular bedtime and dim the lights.',
    });
    const chunks: string[] = [];
    for await (const chunk of model.stream(INPUT)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks).toEqual(replyChunks('Keep a regular bedtime and dim the lights.'));
    expectSent(server, true);
  });

  it('rejects when the provider answers 500, plain and streaming', async () => {
    const { model, server } = await modelFor({ failWith: 500 });
    await expect(model.generate(INPUT)).rejects.toThrow();
    const consume = async () => {
      for await (const _chunk of model.stream(INPUT)) {
        // nothing should arrive
      }
    };
    await expect(consume()).rejects.toThrow();
    // One retry each, no more: a failing provider must not keep the user waiting.
    expect(server.requests).toHaveLength(4);
  });

  it('stops when the caller aborts', async () => {
    const { model } = await modelFor();
    const controller = new AbortController();
    controller.abort();
    await expect(model.generate({ ...INPUT, signal: controller.signal })).rejects.toThrow();
  });
});
