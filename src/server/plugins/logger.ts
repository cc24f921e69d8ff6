/**
 * Logger options. Requests are logged by method, path and status only: query strings (which can
 * hold verification tokens), bodies, cookies and authorization headers never reach the log, and
 * a shared summary's link token (`/shared/<token>`, a credential in the path) is masked.
 * Errors are logged by type, message, code and stack only: a failed query's message carries its
 * SQL parameters (user ids, health values) after "params:", and database errors carry the
 * offending values in fields such as `detail`, so those are cut before the line is written.
 */
import type { FastifyServerOptions } from 'fastify';

/** A share link's token is a credential in the path: '/shared/<token>' and its API are masked. */
export function maskPathTokens(path: string): string {
  return path.replace(/^\/(api\/)?shared\/[^/]+/, '/$1shared/[token]');
}

/** Where a query error's parameter list starts (drizzle-orm's DrizzleQueryError message). */
const PARAMS_MARKER = '\nparams:';
/** Causes are followed this far; a longer chain is cut rather than walked. */
const MAX_CAUSE_DEPTH = 5;

/** The text before a "params:" list, so a failed query's values never reach the log. */
export function withoutQueryParams(text: string): string {
  const at = text.indexOf(PARAMS_MARKER);
  return at === -1 ? text : `${text.slice(0, at)}\n[query parameters not logged]`;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

/** An error as a log line may show it: no enumerable fields, no query parameters, its causes alike. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[not an Error]', stack: '' };
  const type = error.constructor?.name || error.name;
  const message = withoutQueryParams(error.message);
  // The stack's first lines repeat the message (params included); keep only the frames.
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  const stack = `${type}: ${message}${frames === -1 ? '' : error.stack!.slice(frames)}`;
  const logged: LoggedError = { type, message, stack };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    logged.cause = serializeError(error.cause, depth + 1);
  }
  return logged;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    hooks: {
      // Fastify logs some errors with their message as the line's text: cut parameters there too.
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) =>
          typeof arg === 'string' ? withoutQueryParams(arg) : arg,
        );
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: maskPathTokens(request.url.split('?')[0] ?? ''),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: Error) => serializeError(error),
    },
  };
}
