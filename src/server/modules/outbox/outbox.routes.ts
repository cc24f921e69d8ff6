/**
 * The development outbox: GET /api/dev/outbox (JSON, newest first) and /dev/outbox (a page).
 * Registered only when email goes to the outbox and the app is not in production.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListSchema } from '#shared/contracts/outbox.contract';
import type { OutboxReader } from '#server/modules/mail/index';
import { OUTBOX_CSS, renderOutboxPage } from './outbox-page';

export function outboxRoutes({ outbox }: { outbox: OutboxReader }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/outbox',
      {
        // Development only (registered when the outbox is on): no session needed to read test mail.
        config: { access: 'public' },
        schema: {
          tags: ['development'],
          summary: 'Emails captured by the development outbox, newest first',
          response: { 200: outboxListSchema },
        },
      },
      async () => {
        const rows = await outbox.listNewestFirst();
        return rows.map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          links: row.links,
          createdAt: row.createdAt.toISOString(),
        }));
      },
    );

    app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
      const rows = await outbox.listNewestFirst();
      return reply.type('text/html; charset=utf-8').send(renderOutboxPage(rows));
    });

    app.get('/dev/outbox.css', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').send(OUTBOX_CSS),
    );
  };
}
