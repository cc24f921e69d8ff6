/**
 * The assistant's flow for one message: safety rails first (an emergency is answered at
 * once, with no model and no quota), then the daily quota, then the answer from a real model
 * through the AI SDK or from the offline assistant, always ending with the disclaimer, and the
 * exchange stored in the user's conversation. `prepare` settles everything that decides the status
 * code before any text is streamed.
 */
import {
  CHAT_MESSAGES,
  FREE_DAILY_AI_CHATS,
  type ChatMode,
  type ChatProviderName,
  type ChatRequest,
  type ChatResponse,
  type ChatUsage,
  type Conversation,
  type ConversationSummary,
} from '#shared/contracts/chat.contract';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { AllergenIndex } from '#server/knowledge/label-indexes';
import type { PersonRules } from '#server/knowledge/person-rules/person-rules';
import { INTERACTION_DETAIL_FEATURE } from '#shared/domain/plan-access';
import { actorCan, type Actor } from '#server/plugins/actor';
import { AppError } from '#server/lib/app-error';
import type { ChatModel, ModelMessage, ProfileContext, Source } from './chat.types';
import type { ChatRepository } from './chat.repository';
import { utcDay } from './chat.repository';
import { answerOffline } from './offline-assistant';
import { detectMode, enhancePrompt } from './prompt-enhancement';
import { SYSTEM_PROMPT, screenMessage, withDisclaimer } from './safety-rails';

/** Earlier turns sent to a model: enough for follow-ups, bounded in cost. */
const HISTORY_TURNS = 20;
const TITLE_LENGTH = 60;

export interface ChatDeps {
  repository: ChatRepository;
  index: KnowledgeIndex;
  /** The lab-marker reference the offline assistant explains markers from. */
  biomarkers: BiomarkerReference;
  model: ChatModel;
  profileContext: (userId: string) => Promise<ProfileContext | null>;
  /** The person as every tool applies them, and the allergen records their food rules read. */
  person: { rulesFor(userId: string): Promise<PersonRules> };
  allergens: AllergenIndex;
  now?: () => Date;
  log: { warn: (object: object, message: string) => void };
}

export type Prepared =
  | { kind: 'answer'; response: ChatResponse }
  | { kind: 'generate'; run: (onDelta?: (text: string) => void) => Promise<ChatResponse> };

type ParsedRequest = Omit<ChatRequest, 'conversationHistory'> & {
  conversationHistory: { role: 'user' | 'assistant'; content: string }[];
};

/** Another user's conversation answers the same as a missing one. */
const conversationNotFound = () => new AppError(404, 'NOT_FOUND', 'Conversation not found');

/** The offline assistant's answer arrives whole; stream it by sentence so the panel behaves the same. */
function* sentences(text: string): Generator<string> {
  const parts = text.match(/[^.!?\n]+[.!?]*\s*|\n+/g) ?? [text];
  for (const part of parts) yield part;
}

/** What the chat service's parts share: its dependencies, the clock and the provider's name. */
type ChatContext = ChatDeps & { now: () => Date; providerName: ChatProviderName };

/**
 * Today's cap: none when the plan and edition include unlimited chat (`unlimited_queries`, a
 * Health-edition capability), else the free allowance, decided by the same rule as the plan gate.
 */
function capFor(actor: Actor): number | null {
  return actorCan(actor, 'unlimited_queries') ? null : FREE_DAILY_AI_CHATS;
}

async function usage(ctx: ChatContext, actor: Actor): Promise<ChatUsage> {
  const cap = capFor(actor);
  const used = await ctx.repository.usedToday(actor.id, utcDay(ctx.now()));
  const unlimited = cap === null;
  const remainingFree = unlimited ? FREE_DAILY_AI_CHATS : Math.max(0, cap - used);
  return {
    dailyCount: used,
    remainingFree,
    limit: FREE_DAILY_AI_CHATS,
    canUseChat: unlimited || remainingFree > 0,
    unlimited,
  };
}

async function store(
  ctx: ChatContext,
  userId: string,
  request: ParsedRequest,
  answer: string,
  startedAt: Date,
): Promise<string> {
  const existing = request.conversationId
    ? await ctx.repository.ownedConversation(userId, request.conversationId)
    : null;
  const conversation =
    existing ??
    (await ctx.repository.createConversation(
      userId,
      request.message.slice(0, TITLE_LENGTH),
      startedAt,
    ));
  const answeredAt = new Date(Math.max(ctx.now().getTime(), startedAt.getTime() + 1));
  await ctx.repository.appendMessages(userId, conversation.id, [
    { role: 'user', content: request.message, at: startedAt },
    { role: 'assistant', content: answer, at: answeredAt },
  ]);
  return conversation.id;
}

async function respondWith(
  ctx: ChatContext,
  userId: string,
  request: ParsedRequest,
  startedAt: Date,
  text: string,
  mode: ChatMode,
  provider: ChatProviderName,
  sources: Source[],
): Promise<ChatResponse> {
  const message = withDisclaimer(text);
  const conversationId = await store(ctx, userId, request, message, startedAt);
  return {
    message,
    context: { timestamp: ctx.now().toISOString(), mode, provider },
    conversationId,
    sources,
  };
}

async function prepare(ctx: ChatContext, actor: Actor, request: ParsedRequest): Promise<Prepared> {
  const userId = actor.id;
  const startedAt = ctx.now();
  const screen = await screenMessage(request.message);
  if (screen.kind === 'emergency') {
    // Emergencies never wait for a model and never use up a free chat.
    return {
      kind: 'answer',
      response: await respondWith(
        ctx,
        userId,
        request,
        startedAt,
        screen.reply,
        'health_analysis',
        'safety',
        [],
      ),
    };
  }
  if (ctx.model === 'none')
    throw new AppError(503, 'AI_NOT_CONFIGURED', CHAT_MESSAGES.notConfigured);

  const cap = capFor(actor);
  const fullDetail = actorCan(actor, INTERACTION_DETAIL_FEATURE);
  const reservation = await ctx.repository.reserve(userId, utcDay(startedAt), cap, startedAt);
  if (!reservation.allowed)
    throw new AppError(429, 'CHAT_LIMIT_REACHED', CHAT_MESSAGES.limitReached(FREE_DAILY_AI_CHATS));

  const mode = detectMode(request.message);
  if (screen.kind === 'refusal') {
    return {
      kind: 'answer',
      response: await respondWith(
        ctx,
        userId,
        request,
        startedAt,
        screen.reply,
        mode,
        'safety',
        [],
      ),
    };
  }
  const context = await ctx.profileContext(userId);
  const model = ctx.model;

  if (model === 'offline') {
    const person = await ctx.person.rulesFor(userId);
    return {
      kind: 'generate',
      run: async (onDelta) => {
        const answer = answerOffline({
          person: { rules: person, allergens: ctx.allergens },
          message: request.message,
          mode,
          context,
          detail: fullDetail ? 'full' : 'basic',
          index: ctx.index,
          biomarkers: ctx.biomarkers,
        });
        const full = withDisclaimer(answer.text);
        if (onDelta) for (const part of sentences(full)) onDelta(part);
        return respondWith(ctx, userId, request, startedAt, full, mode, 'offline', answer.sources);
      },
    };
  }

  const enhanced = enhancePrompt(request.message, context, mode);
  const messages: ModelMessage[] = [
    ...request.conversationHistory
      .slice(-HISTORY_TURNS)
      .map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: enhanced.prompt },
  ];
  return {
    kind: 'generate',
    run: async (onDelta) => {
      let text = '';
      try {
        if (onDelta) {
          for await (const delta of model.stream({ system: SYSTEM_PROMPT, messages })) {
            text += delta;
            onDelta(delta);
          }
        } else {
          text = await model.generate({ system: SYSTEM_PROMPT, messages });
        }
      } catch (error) {
        // The chat did not happen: give the free chat back, log only the error's kind.
        await ctx.repository.refund(userId, ctx.now());
        ctx.log.warn(
          { errorName: error instanceof Error ? error.name : typeof error, provider: model.name },
          'chat provider failed',
        );
        throw new AppError(
          502,
          'AI_PROVIDER_FAILED',
          'The AI service is temporarily unavailable. Please try again in a moment.',
        );
      }
      const full = withDisclaimer(text.trim() || CHAT_MESSAGES.notConfigured);
      // The model's text has streamed; send the rest (the disclaimer) the same way.
      const sent = text.trimEnd();
      if (onDelta && full.startsWith(sent) && full.length > sent.length)
        onDelta(full.slice(sent.length));
      return respondWith(ctx, userId, request, startedAt, full, mode, model.name, []);
    },
  };
}

export function createChatService(deps: ChatDeps) {
  const now = deps.now ?? (() => new Date());
  const providerName: ChatProviderName =
    deps.model === 'offline' || deps.model === 'none' ? deps.model : deps.model.name;

  const ctx: ChatContext = { ...deps, now, providerName };

  return {
    provider: ctx.providerName,
    usage: (actor: Actor) => usage(ctx, actor),
    prepare: (actor: Actor, request: ParsedRequest) => prepare(ctx, actor, request),

    async conversations(actor: Actor): Promise<ConversationSummary[]> {
      return (await ctx.repository.listConversations(actor.id)).map((row) => ({
        id: row.id,
        title: row.title,
        updated_at: row.updated_at.toISOString(),
        message_count: row.message_count,
      }));
    },

    async conversation(actor: Actor, id: string): Promise<Conversation> {
      const row = await ctx.repository.ownedConversation(actor.id, id);
      if (!row) throw conversationNotFound();
      const messages = await ctx.repository.messages(actor.id, id);
      return {
        id: row.id,
        title: row.title,
        updated_at: row.updated_at.toISOString(),
        message_count: row.message_count,
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role as 'user' | 'assistant',
          content: m.content,
          timestamp: m.created_at.toISOString(),
        })),
      };
    },

    async deleteConversation(actor: Actor, id: string): Promise<void> {
      if (!(await ctx.repository.deleteConversation(actor.id, id))) throw conversationNotFound();
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
