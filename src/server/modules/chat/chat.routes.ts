/**
 * POST /api/chat (the spec's ai-health-chat): JSON, or server-sent events with
 * `Accept: text/event-stream`; GET /api/chat/usage; the user's conversations. Every route needs a
 * session; errors answer the spec's `{error}` with the mapped text.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_MESSAGES,
  chatErrorSchema,
  chatRequestSchema,
  chatResponseSchema,
  chatUsageSchema,
  conversationListSchema,
  conversationSchema,
} from '#shared/contracts/chat.contract';
import { actorId, type SessionReader } from '#server/plugins/session';
import { ChatError, type ChatService } from './chat.service';

const idParams = z.object({ id: z.string().max(100) });
const NOT_FOUND = { error: 'Conversation not found', code: 'NOT_FOUND' } as const;

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function chatRoutes(service: ChatService, sessions: SessionReader): FastifyPluginAsyncZod {
  /** 401 in the chat's own words (§8 'Chat' maps 'authentication' to the sign-in message). */
  async function requireChatUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!(await sessions.read(request)))
      await reply.status(401).send({ error: CHAT_MESSAGES.signInRequired, code: 'UNAUTHORIZED' });
  }

  return async (app) => {
    app.addHook('onRequest', requireChatUser);

    app.post(
      '/api/chat',
      {
        schema: {
          tags: ['chat'],
          summary:
            'Send a message (spec ai-health-chat): JSON answer, or server-sent events (delta, done, error) with Accept: text/event-stream',
          body: chatRequestSchema,
          response: {
            200: chatResponseSchema,
            400: chatErrorSchema,
            401: chatErrorSchema,
            429: chatErrorSchema,
            502: chatErrorSchema,
            503: chatErrorSchema,
          },
        },
        // The body's own validation message is sent as the spec's {error}.
        attachValidation: true,
      },
      async (request, reply) => {
        if (request.validationError) {
          const issue = (request.validationError as { validation?: { message?: string }[] })
            .validation?.[0]?.message;
          return reply
            .status(400)
            .send({ error: issue ?? CHAT_MESSAGES.emptyMessage, code: 'VALIDATION_ERROR' });
        }
        const userId = actorId(request);
        const body = request.body;
        let prepared;
        try {
          prepared = await service.prepare(userId, body);
        } catch (error) {
          if (error instanceof ChatError)
            return reply
              .status(error.statusCode as 429)
              .send({ error: error.message, code: error.code });
          throw error;
        }
        const wantsStream = (request.headers.accept ?? '').includes('text/event-stream');
        if (!wantsStream) {
          try {
            return prepared.kind === 'answer' ? prepared.response : await prepared.run();
          } catch (error) {
            if (error instanceof ChatError)
              return reply
                .status(error.statusCode as 502)
                .send({ error: error.message, code: error.code });
            throw error;
          }
        }

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
            const message =
              error instanceof ChatError ? error.message : CHAT_MESSAGES.notConfigured;
            if (!(error instanceof ChatError))
              request.log.error(
                { errorName: error instanceof Error ? error.name : typeof error },
                'chat stream failed',
              );
            stream.write(sse('error', { error: message }));
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

    app.get(
      '/api/chat/usage',
      {
        schema: {
          tags: ['chat'],
          summary:
            "Today's chat usage (UTC day): dailyCount, remainingFree, limit, canUseChat, unlimited",
          response: { 200: chatUsageSchema, 401: chatErrorSchema },
        },
      },
      async (request) => service.usage(actorId(request)),
    );

    app.get(
      '/api/chat/conversations',
      {
        schema: {
          tags: ['chat'],
          summary: 'The user\u2019s conversations, newest first',
          response: { 200: conversationListSchema, 401: chatErrorSchema },
        },
      },
      async (request) => ({ conversations: await service.conversations(actorId(request)) }),
    );

    app.get(
      '/api/chat/conversations/:id',
      {
        schema: {
          tags: ['chat'],
          summary: 'One conversation with its messages; another user\u2019s id answers 404',
          params: idParams,
          response: { 200: conversationSchema, 401: chatErrorSchema, 404: chatErrorSchema },
        },
      },
      async (request, reply) =>
        (await service.conversation(actorId(request), request.params.id)) ??
        reply.status(404).send(NOT_FOUND),
    );

    app.delete(
      '/api/chat/conversations/:id',
      {
        schema: {
          tags: ['chat'],
          summary: 'Delete a conversation and its messages',
          params: idParams,
          response: { 204: z.null(), 401: chatErrorSchema, 404: chatErrorSchema },
        },
      },
      async (request, reply) =>
        (await service.deleteConversation(actorId(request), request.params.id))
          ? reply.status(204).send(null)
          : reply.status(404).send(NOT_FOUND),
    );
  };
}
