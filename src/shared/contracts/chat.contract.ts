/**
 * The AI wellness assistant (chat and its audit log): messages, usage,
 * the send rules (blank or overlong text refused, daily free limit) and the chat's error words.
 */
import { z } from 'zod';
import { FREE_DAILY_AI_CHATS } from '../domain/plans';

export { FREE_DAILY_AI_CHATS };

export const CHAT_MODES = [
  'health_analysis',
  'medication_safety',
  'nutrition',
  'lifestyle',
  'general',
] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/** The model services the assistant and the insights can call (the one list; others extend it). */
export const MODEL_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type ModelProviderName = (typeof MODEL_PROVIDERS)[number];

/** AI_PROVIDER's values: a model service, the offline assistant, or no assistant at all. */
export const AI_PROVIDER_SETTINGS = [...MODEL_PROVIDERS, 'offline', 'none'] as const;
export type AiProviderSetting = (typeof AI_PROVIDER_SETTINGS)[number];

/** Which provider answered: a real model, our offline assistant, or a rule that answers without one. */
export const CHAT_PROVIDERS = [...AI_PROVIDER_SETTINGS, 'safety'] as const;
export type ChatProviderName = (typeof CHAT_PROVIDERS)[number];

export const CHAT_LIMITS = { maxMessageLength: 4000, maxHistory: 50 } as const;

export const CHAT_MESSAGES = {
  greeting:
    "Hello! I'm your AI wellness assistant. I'm here to help you with general wellness questions and lifestyle guidance. How can I assist you today?",
  thinking: 'AI is thinking...',
  limitReached: (limit: number) =>
    `You've reached your daily limit of ${limit} free chats. Upgrade to continue.`,
  /** What the client shows instead of the provider's raw errors. */
  notConfigured: 'The AI service is temporarily unavailable. Please contact support.',
  signInRequired: 'Please log in to use the AI wellness chat.',
  freeLeft: (n: number) => `Free: ${n} left`,
  remainingToday: (n: number) => `${n} free chats remaining today`,
  unlimited: 'Unlimited',
  emptyMessage: 'Type a message first.',
  tooLong: `Messages can be at most ${CHAT_LIMITS.maxMessageLength} characters.`,
  /** Ends every answer: the product is educational only, never medical advice. */
  disclaimer:
    'Educational only, not medical advice. For personal medical decisions, talk to a doctor or pharmacist.',
} as const;

/** Maps an error text to what the user sees ('not configured', 'authentication': fixed words). */
export function mapChatError(text: string): string {
  if (/not configured/i.test(text)) return CHAT_MESSAGES.notConfigured;
  if (/authentication/i.test(text)) return CHAT_MESSAGES.signInRequired;
  return text;
}

export const chatMessageSchema = z.object({
  id: z.string().max(100).optional(),
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000),
  timestamp: z.string().max(40).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// POST /api/chat. `userId` is accepted for older clients and ignored (the session decides).
export const chatRequestSchema = z.strictObject({
  message: z
    .string({ error: CHAT_MESSAGES.emptyMessage })
    .trim()
    .min(1, CHAT_MESSAGES.emptyMessage)
    .max(CHAT_LIMITS.maxMessageLength, CHAT_MESSAGES.tooLong),
  conversationHistory: z.array(chatMessageSchema).max(CHAT_LIMITS.maxHistory).default([]),
  /** Our extension: the stored conversation this message continues; omitted starts a new one. */
  conversationId: z.uuid().optional(),
  userId: z.unknown().optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatSourceSchema = z.object({ title: z.string(), url: z.string() });

export const chatResponseSchema = z.object({
  message: z.string(),
  context: z.object({
    timestamp: z.string(),
    mode: z.enum(CHAT_MODES),
    provider: z.enum(CHAT_PROVIDERS),
  }),
  conversationId: z.string(),
  sources: z.array(chatSourceSchema),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

// GET /api/chat/usage
export const chatUsageSchema = z.object({
  dailyCount: z.number().int(),
  remainingFree: z.number().int(),
  limit: z.number().int(),
  canUseChat: z.boolean(),
  unlimited: z.boolean(),
});
export type ChatUsage = z.infer<typeof chatUsageSchema>;

// Conversations kept per user: GET /api/chat/conversations, GET/DELETE /api/chat/conversations/:id
export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  updated_at: z.string(),
  message_count: z.number().int(),
});
export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(chatMessageSchema.extend({ id: z.string(), timestamp: z.string() })),
});
export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * Server-sent events for `Accept: text/event-stream`: `event: delta` with `{text}` chunks, then one
 * `event: done` with the ChatResponse (the full message included), or `event: error` with the
 * `{code, message}` body every API error has (`apiErrorSchema`).
 */
export const chatStreamDeltaSchema = z.object({ text: z.string() });
