/**
 * POST /api/chat (the AI wellness assistant): JSON, or server-sent events with
 * `Accept: text/event-stream`; GET /api/chat/usage; the user's conversations. Every route needs a
 * session; errors answer `{code, message}` like every other route, the stream's `error` event too.
 */
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  idParamsSchema,
  type ApiErrorBody,
} from '#shared/contracts/common.contract';
import {
  CHAT_MESSAGES,
  chatRequestSchema,
  chatResponseSchema,
  chatUsageSchema,
  conversationListSchema,
  conversationSchema,
} from '#shared/contracts/chat.contract';
import { AppError } from '#server/lib/app-error';
import type { ChatService } from './chat.service';
import { memberRoutes } from '#server/lib/member-routes';

/** Signed in, with the 401 in the chat's own words (the client shows it as the sign-in message). */
const CHAT_ACCESS = { access: 'user', signInMessage: CHAT_MESSAGES.signInRequired } as const;

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The `error` event's body once the stream has begun (its 200 is sent, so the error handler can no
 * longer answer): an AppError as thrown, anything else logged by its kind only (never the prompt).
 */
function streamErrorBody(error: unknown, log: FastifyBaseLogger): ApiErrorBody {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  const errorId = randomUUID();
  log.error(
    { errorId, errorName: error instanceof Error ? error.name : typeof error },
    'chat stream failed',
  );
  return { code: 'INTERNAL_ERROR', message: CHAT_MESSAGES.notConfigured, errorId };
}

export interface ChatRoutesDeps {
  service: ChatService;
}

export function chatRoutes({ service }: ChatRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.post(
      '/api/chat',
      {
        config: CHAT_ACCESS,
        schema: {
          tags: ['chat'],
          summary:
            'Send a message to the assistant: JSON answer, or server-sent events (delta, done, error) with Accept: text/event-stream',
          body: chatRequestSchema,
          response: {
            200: chatResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            429: apiErrorSchema,
            502: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (actor, request, reply) => {
        // Everything that decides the status (quota, no assistant) is settled before any text.
        const prepared = await service.prepare(actor, request.body);
        const wantsStream = (request.headers.accept ?? '').includes('text/event-stream');
        if (!wantsStream)
          return prepared.kind === 'answer' ? prepared.response : await prepared.run();

        const stream = new PassThrough();
        void (async () => {
          try {
            const response =
              prepared.kind === 'answer'
                ? prepared.response
                : await prepared.run((text) => {
                    stream.write(sse('delta', { text }));
                  });
            if (prepared.kind === 'answer') stream.write(sse('delta', { text: response.message }));
            stream.write(sse('done', response));
          } catch (error) {
            stream.write(sse('error', streamErrorBody(error, request.log)));
          } finally {
            stream.end();
          }
        })();
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('x-accel-buffering', 'no')
            // A stream is piped as it is; the 200 schema describes the JSON answer only.
            .send(stream as never)
        );
      },
    );

    member.get(
      '/api/chat/usage',
      {
        config: CHAT_ACCESS,
        schema: {
          tags: ['chat'],
          summary:
            "Today's chat usage (UTC day): dailyCount, remainingFree, limit, canUseChat, unlimited",
          response: { 200: chatUsageSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.usage(actor),
    );

    member.get(
      '/api/chat/conversations',
      {
        config: CHAT_ACCESS,
        schema: {
          tags: ['chat'],
          summary: 'The user\u2019s conversations, newest first',
          response: { 200: conversationListSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => ({ conversations: await service.conversations(actor) }),
    );

    member.get(
      '/api/chat/conversations/:id',
      {
        config: CHAT_ACCESS,
        schema: {
          tags: ['chat'],
          summary: 'One conversation with its messages; another user\u2019s id answers 404',
          params: idParamsSchema,
          response: { 200: conversationSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (actor, request) => service.conversation(actor, request.params.id),
    );

    member.delete(
      '/api/chat/conversations/:id',
      {
        config: CHAT_ACCESS,
        schema: {
          tags: ['chat'],
          summary: 'Delete a conversation and its messages',
          params: idParamsSchema,
          response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (actor, request, reply) => {
        await service.deleteConversation(actor, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
