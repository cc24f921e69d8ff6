/**
 * The model providers behind the assistant, through the AI SDK: OpenAI, Anthropic or
 * any OpenAI-compatible server (Ollama, vLLM...), chosen by AI_PROVIDER or by which key is set.
 * Errors are not caught here: the chat service maps them to what the user sees.
 *
 * The SDK and the provider's package are imported on the model's first call, not at start: they
 * cost an idle server about 12 MB of heap, and with no key set (the default) they are never used
 * (ADR 126).
 */
import type { LanguageModel } from 'ai';
import type { AiProviderSetting, ModelProviderName } from '#shared/contracts/chat.contract';
import { ConfigError, type AppConfig } from '#server/config/env';
import type { ChatModel, ChatModelProvider, ModelInput } from './chat.types';

export type ProviderConfig = Pick<
  AppConfig,
  'AI_PROVIDER' | 'OPENAI_API_KEY' | 'ANTHROPIC_API_KEY' | 'AI_BASE_URL' | 'AI_MODEL'
>;

/** The model each provider uses when AI_MODEL is not set: small, cheap and fast enough for chat. */
export const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  'openai-compatible': 'llama3.1',
} as const satisfies Record<ModelProviderName, string>;

// Short, steady answers; one retry so a flaky provider does not keep the user waiting long.
const GENERATION_SETTINGS = { maxOutputTokens: 700, temperature: 0.3, maxRetries: 1 } as const;

/** Which provider this configuration selects; an explicit one missing its key or URL refuses to start. */
export function resolveProviderName(config: ProviderConfig): AiProviderSetting {
  switch (config.AI_PROVIDER) {
    case 'openai':
      requireSetting(config.OPENAI_API_KEY, 'OPENAI_API_KEY', 'openai');
      return 'openai';
    case 'anthropic':
      requireSetting(config.ANTHROPIC_API_KEY, 'ANTHROPIC_API_KEY', 'anthropic');
      return 'anthropic';
    case 'openai-compatible':
      requireSetting(config.AI_BASE_URL, 'AI_BASE_URL', 'openai-compatible');
      return 'openai-compatible';
    case 'offline':
    case 'none':
      return config.AI_PROVIDER;
    case undefined:
      if (config.OPENAI_API_KEY) return 'openai';
      if (config.ANTHROPIC_API_KEY) return 'anthropic';
      if (config.AI_BASE_URL) return 'openai-compatible';
      return 'offline';
  }
}

/** The configured model, or 'offline' / 'none' when no model is to be called. */
export function createChatModel(config: ProviderConfig): ChatModel {
  const name = resolveProviderName(config);
  switch (name) {
    case 'offline':
    case 'none':
      return name;
    case 'openai':
      return toProvider(name, async () => {
        const { createOpenAI } = await import('@ai-sdk/openai');
        const openai = createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.AI_BASE_URL });
        // .chat() speaks Chat Completions; the plain call would use the Responses API.
        return openai.chat(config.AI_MODEL ?? DEFAULT_MODELS.openai);
      });
    case 'anthropic':
      return toProvider(name, async () => {
        const { createAnthropic } = await import('@ai-sdk/anthropic');
        const anthropic = createAnthropic({
          apiKey: config.ANTHROPIC_API_KEY,
          baseURL: config.AI_BASE_URL,
        });
        return anthropic(config.AI_MODEL ?? DEFAULT_MODELS.anthropic);
      });
    case 'openai-compatible':
      return toProvider(name, async () => {
        const { createOpenAI } = await import('@ai-sdk/openai');
        // Local servers usually ignore the key, but the SDK refuses to send a request without one.
        const compatible = createOpenAI({
          name: 'openai-compatible',
          baseURL: config.AI_BASE_URL,
          apiKey: config.OPENAI_API_KEY ?? 'not-needed',
        });
        return compatible.chat(config.AI_MODEL ?? DEFAULT_MODELS['openai-compatible']);
      });
  }
}

function requireSetting(value: string | undefined, variable: string, provider: string): void {
  if (!value) throw new ConfigError([`${variable} is required when AI_PROVIDER=${provider}`]);
}

/** A provider whose model (and the SDK) is made on its first call and kept. */
function toProvider(
  name: ChatModelProvider['name'],
  makeModel: () => Promise<LanguageModel>,
): ChatModelProvider {
  let model: Promise<LanguageModel> | undefined;
  const modelOnce = () => {
    if (!model) {
      model = makeModel();
      // A failed import is tried again on the next call.
      model.catch(() => {
        model = undefined;
      });
    }
    return model;
  };
  return {
    name,
    async generate(input) {
      const { generateText } = await import('ai');
      const result = await generateText({
        model: await modelOnce(),
        ...requestOf(input),
        ...GENERATION_SETTINGS,
      });
      return result.text;
    },
    stream: (input) => streamTextDeltas(modelOnce, input),
  };
}

function requestOf(input: ModelInput) {
  return { system: input.system, messages: input.messages, abortSignal: input.signal };
}

async function* streamTextDeltas(
  modelOnce: () => Promise<LanguageModel>,
  input: ModelInput,
): AsyncIterable<string> {
  const { streamText } = await import('ai');
  const result = streamText({
    model: await modelOnce(),
    ...requestOf(input),
    ...GENERATION_SETTINGS,
    // The SDK's default prints the error, request body (health context) included; we rethrow instead.
    onError: () => {},
  });
  // fullStream, not textStream: textStream ends quietly on an error, which would look like an empty answer.
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') yield part.text;
    else if (part.type === 'error')
      throw part.error instanceof Error ? part.error : new Error(String(part.error));
    else if (part.type === 'abort') throw abortError(input.signal);
  }
}

function abortError(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error
    ? reason
    : new DOMException('The chat request was aborted.', 'AbortError');
}
