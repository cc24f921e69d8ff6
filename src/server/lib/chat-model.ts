/**
 * The assistant's model as a port: a real model behind the AI SDK, or the settings that call none.
 * The app context builds it once (chat/providers.ts); the chat, the lab narrative and the weekly
 * insight call it. It lives here, below the modules, rather than in chat (ADR 108): labs call the
 * model, and chat reads lab results through interactions, so labs may not import chat.
 */
import type { AiProviderSetting, ModelProviderName } from '#shared/contracts/chat.contract';

export interface ModelMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ModelInput {
  system: string;
  messages: ModelMessage[];
  signal?: AbortSignal;
}

/** A real model behind the AI SDK. */
export interface ChatModelProvider {
  name: ModelProviderName;
  generate(input: ModelInput): Promise<string>;
  stream(input: ModelInput): AsyncIterable<string>;
}

/** The configured model, or the two settings that call none: the offline assistant, or off. */
export type ChatModel = ChatModelProvider | Exclude<AiProviderSetting, ModelProviderName>;
