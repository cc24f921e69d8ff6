/**
 * One error shape for the whole API: `{code, message}`. An AppError is answered as thrown (its
 * message is written for the user); any other 5xx is generic, with an errorId so support can find
 * the log line. Validation failures carry the first rule's own message; stack traces never leave.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '#server/lib/app-error';

const GENERIC_5XX = 'An unexpected error occurred. Please try again.';
const BUSY_MESSAGE = 'Wellnest is busy right now. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 2;
/**
 * What node-postgres's pool throws when no connection frees up within its connection timeout
 * (pg-pool), and what a new connection that took too long to open throws (pg's client).
 */
const POOL_TIMEOUTS = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/** Whether the error, or one it wraps (Drizzle wraps the driver's), is the pool's timeout. */
function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (POOL_TIMEOUTS.has(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { statusCode, code, message, details } = error;
      return reply
        .status(statusCode)
        .send(details ? { code, message, details } : { code, message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({
        code: 'VALIDATION_ERROR',
        message: first?.message ?? 'Invalid request',
      });
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send({ code: 'VALIDATION_ERROR', message: error.issues[0]?.message ?? 'Invalid request' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ code: error.code ?? `HTTP_${status}`, message: clientMessage(error, status) });
    }
    if (isDatabaseBusy(error)) {
      // Every pooled connection stayed taken past the pool's wait: a burst, not a fault. The
      // client may try again shortly; nothing was written by this request.
      request.log.warn({ url: request.routeOptions.url }, 'database pool busy');
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ code: 'SERVICE_BUSY', message: BUSY_MESSAGE });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: GENERIC_5XX, errorId });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (status) {
    case 413:
      return 'The request is too large.';
    case 415:
      return 'Unsupported content type.';
    case 429:
      return 'Too many requests. Please wait a moment and try again.';
    default:
      return error.message || 'Invalid request';
  }
}
