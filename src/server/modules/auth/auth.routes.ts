/**
 * Mounts Better Auth under /api/auth, behind an allow-list (ADR 018): only the endpoints the app
 * uses get a Fastify route (bodies validated with our account rules, documented at /api/docs), and
 * each hands Better Auth its own fixed path. Every other /api/auth path answers our 404, so the
 * library's other endpoints (update-user, verify-password, list-sessions...) cannot bypass our
 * rules. Error messages are mapped to our sign-in and sign-up wording.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  changePasswordBodySchema,
  sessionUserSchema,
  signInBodySchema,
  signUpBodySchema,
} from '#shared/contracts/auth.contract';
import { LOGIN_MESSAGES, toLoginMessage } from '#shared/domain/auth-errors';
import { normalizeEmail } from '#shared/domain/auth-rules';
import { safeRelativePath } from '#shared/domain/safe-redirect';
import type { Auth } from './auth';
import type { AttemptReservation, SignInFailuresRepository } from './sign-in-failures.repository';
import { sameBrowserMark, sessionForSameBrowser } from './same-browser-verification';
import type { UsedTokensRepository } from './used-tokens.repository';
import type { ZodApp } from '#server/lib/zod-app';
import { memberRoutes } from '#server/lib/member-routes';
import { openRoutes } from '#server/lib/open-routes';

/** Brute force: the 6th failed sign-in for one account within 15 minutes is refused (429). */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const DEFAULT_VERIFY_CALLBACK = '/auth?verified=true';
const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

export interface AuthRouteDeps {
  auth: Auth;
  appUrl: string;
  failures: SignInFailuresRepository;
  usedTokens: UsedTokensRepository;
  now?: () => Date;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The new account's id in the library's sign-up answer, or null. */
async function userIdOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { user?: { id?: unknown } };
    return typeof body.user?.id === 'string' ? body.user.id : null;
  } catch {
    return null;
  }
}

interface ForwardResult {
  status: number;
}

/** What the authRoutes groups share: the deps and what is built from them once. */
function authRoutesKit(deps: AuthRouteDeps) {
  const now = deps.now ?? (() => new Date());
  const secure = deps.appUrl.startsWith('https://');

  /**
   * Hands the request to Better Auth at the path of the route that matched (never the raw URL, so
   * no encoding or dot segment can reach an endpoint off the allow-list); the caller decides how
   * to answer.
   */
  async function callAuth(request: FastifyRequest, body?: unknown): Promise<Response> {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const url = new URL(`${request.routeOptions.url ?? ''}${query}`, deps.appUrl);
    const headers = fromNodeHeaders(request.headers);
    headers.delete('content-length');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    if (hasBody) headers.set('content-type', 'application/json');
    return deps.auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(body ?? request.body ?? {}) : undefined,
      }),
    );
  }

  /** Copies Better Auth's answer back, giving error messages our own wording. */
  async function send(reply: FastifyReply, response: Response): Promise<FastifyReply> {
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === 'content-length' || key === 'content-encoding') return;
      reply.header(key, value);
    });
    const text = await response.text();
    if (response.status >= 400 && text) {
      return reply
        .type('application/json; charset=utf-8')
        .send(mapErrorBody(text, response.status));
    }
    return reply.send(text ? withoutSessionToken(text) : null);
  }

  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    body?: unknown,
  ): Promise<ForwardResult> {
    const response = await callAuth(request, body);
    await send(reply, response);
    return { status: response.status };
  }

  /**
   * Counts an attempt for the account before its password is checked, in one atomic step, so
   * however many requests arrive together at most SIGN_IN_MAX_FAILURES passwords are checked in
   * the window (see the repository).
   */
  function reserveAttempt(accountKey: string): Promise<AttemptReservation> {
    const at = now();
    const since = new Date(at.getTime() - SIGN_IN_WINDOW_MS);
    return deps.failures.reserve(accountKey, at, since, SIGN_IN_MAX_FAILURES);
  }

  /** Runs the password check; an attempt that never got an answer is given back. */
  async function checkReserved(
    attemptId: string,
    check: () => Promise<Response>,
  ): Promise<Response> {
    try {
      return await check();
    } catch (error) {
      await deps.failures.release(attemptId);
      throw error;
    }
  }

  /**
   * Settles before answering, so the next attempt always sees this one: a wrong password keeps its
   * attempt, the right one clears the account's count, anything else (unverified email, a refused
   * body, an error) gives the attempt back.
   */
  async function settleAttempt(
    accountKey: string,
    attemptId: string,
    outcome: 'wrong' | number,
  ): Promise<void> {
    if (outcome === 'wrong') return;
    if (outcome === 200) await deps.failures.clear(accountKey);
    else await deps.failures.release(attemptId);
  }

  function sendTooManyAttempts(reply: FastifyReply, oldest: Date | null): FastifyReply {
    const unlockAt = (oldest ?? now()).getTime() + SIGN_IN_WINDOW_MS;
    const retryAfter = Math.max(1, Math.ceil((unlockAt - now().getTime()) / 1000));
    return reply
      .status(429)
      .header('retry-after', String(retryAfter))
      .send({ code: 'TOO_MANY_ATTEMPTS', message: LOGIN_MESSAGES.tooManyAttempts });
  }
  return {
    deps,
    now,
    secure,
    callAuth,
    send,
    forward,
    reserveAttempt,
    checkReserved,
    settleAttempt,
    sendTooManyAttempts,
  };
}
type AuthRoutesKit = ReturnType<typeof authRoutesKit>;

export function authRoutes(deps: AuthRouteDeps): FastifyPluginAsyncZod {
  const kit = authRoutesKit(deps);
  return async (app) => {
    sessionRoutes(app, kit);
    accountRoutes(app, kit);
  };
}

/** Sign-up, sign-in (failures counted first), the session and sign-out. */
function sessionRoutes(
  app: ZodApp,
  {
    deps,
    now,
    secure,
    callAuth,
    send,
    forward,
    reserveAttempt,
    checkReserved,
    settleAttempt,
    sendTooManyAttempts,
  }: AuthRoutesKit,
): void {
  app.post(
    '/api/auth/sign-up/email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account; a verification email is sent',
        description:
          'The email must be a valid address of 5 to 254 characters; the password 8 to 128 characters with an uppercase and a lowercase letter, a number and a special character, and no common pattern such as password or qwerty. The answer is the same for a new and an existing email; the owner of an existing account is told by email.',
        body: signUpBodySchema,
        response: {
          // No token: the session is the httpOnly cookie alone (withoutSessionToken).
          200: z.object({ user: sessionUserSchema }),
          400: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const response = await callAuth(request, {
        name: body.name || `${body.first_name} ${body.last_name}`,
        email: body.email,
        password: body.password,
        first_name: body.first_name,
        last_name: body.last_name,
        selected_plan: body.selected_plan,
        billing_cycle: body.billing_cycle,
        callbackURL: safeRelativePath(body.callbackURL) ?? DEFAULT_VERIFY_CALLBACK,
      });
      const created = response.status === 200 ? await userIdOf(response.clone()) : null;
      // This browser may be signed in by the link (same-browser-verification.ts). An existing
      // email answers alike with another id, which no link will ever verify. Fastify adds a
      // set-cookie header to those already set, so the library's own cookies stay.
      if (created)
        reply.header(
          'set-cookie',
          sameBrowserMark(created, (await deps.auth.$context).secret, now(), secure),
        );
      await send(reply, response);
      return reply;
    },
  );

  app.post(
    '/api/auth/sign-in/email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; sets the session cookie',
        description: `Unknown email and wrong password answer alike (401). After ${SIGN_IN_MAX_FAILURES} failures for one account within 15 minutes, further attempts get 429 with retry-after.`,
        body: signInBodySchema,
        response: {
          200: z.object({
            redirect: z.boolean().optional(),
            url: z.string().nullish(),
            user: sessionUserSchema,
          }),
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const accountKey = sha256(normalizeEmail(request.body.email));
      const attempt = await reserveAttempt(accountKey);
      if (!attempt.reserved) return sendTooManyAttempts(reply, attempt.oldest);
      const response = await checkReserved(attempt.id, () =>
        callAuth(request, { ...request.body, callbackURL: DEFAULT_VERIFY_CALLBACK }),
      );
      // 401 is a wrong password or an unknown email: its reserved attempt stays counted.
      await settleAttempt(
        accountKey,
        attempt.id,
        response.status === 401 ? 'wrong' : response.status,
      );
      return send(reply, response);
    },
  );

  openRoutes(app).get(
    '/api/auth/get-session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The current session and user, or null when signed out',
        response: {
          200: z
            .object({
              session: z.looseObject({
                id: z.string(),
                expiresAt: z.union([z.string(), z.date()]),
              }),
              user: sessionUserSchema,
            })
            .nullable(),
        },
      },
    },
    async (actor, request, reply) => {
      // Asked on every page load. The actor gate has read the cookie's session through the
      // session reader, so a session it has verified is answered from memory (ADR 025) and a
      // renewed or removed cookie is sent on; the answer is the library's whole session.
      const session = actor ? request.sessionInfo : null;
      return reply
        .type('application/json; charset=utf-8')
        .send(withoutSessionToken(JSON.stringify(session ?? null)) as never);
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      // Public: the library ends the cookie's session, if any.
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End the current session and clear the cookie',
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    async (request, reply) => {
      await forward(request, reply);
      return reply;
    },
  );
}

/** E-mail verification, revoking sessions, the password change and the library's other allow-listed endpoints. */
function accountRoutes(
  app: ZodApp,
  {
    deps,
    now,
    secure,
    callAuth,
    send,
    forward,
    reserveAttempt,
    checkReserved,
    settleAttempt,
    sendTooManyAttempts,
  }: AuthRoutesKit,
): void {
  const member = memberRoutes(app);
  app.get(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The link in the verification email; works once, then redirects to the app',
        querystring: z.object({
          token: z.string().min(1).max(4000),
          callbackURL: z.string().max(2000).optional(),
        }),
        response: {
          302: z.null().describe('Verified: redirects to the app (Location); the body is null'),
          400: apiErrorSchema.describe(
            'A used, expired or forged link (an HTML page instead when the browser asks for one)',
          ),
        },
      },
    },
    async (request, reply) => {
      // A link with a token in it: never indexed, whatever it answers (ADR 080).
      void reply.header('X-Robots-Tag', 'noindex, nofollow');
      const tokenHash = sha256(request.query.token);
      if (!(await deps.usedTokens.claim(tokenHash))) {
        return sendVerificationFailure(request, reply, 'TOKEN_ALREADY_USED');
      }
      const response = await callAuth(request);
      const location = response.headers.get('location') ?? '';
      const failure = response.status >= 400 || location.includes('error=');
      if (!failure) {
        // Opened in the browser that signed up: signed in too (ADR 004 addendum).
        const cookies = await sessionForSameBrowser(deps.auth, {
          cookieHeader: request.headers.cookie,
          token: request.query.token,
          now: now(),
          secure,
        });
        for (const cookie of cookies) reply.header('set-cookie', cookie);
        return send(reply, response);
      }
      // A failed attempt must not burn the token, and it answers 4xx, not a redirect.
      await deps.usedTokens.release(tokenHash);
      const code =
        new URL(location || '/', deps.appUrl).searchParams.get('error') ?? 'INVALID_TOKEN';
      return sendVerificationFailure(request, reply, code);
    },
  );

  // Sign-out everywhere (the client's sign-out calls it before sign-out).
  app.post(
    '/api/auth/revoke-sessions',
    {
      // Public: the library answers 401 itself when there is no session.
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End every session of the signed-in user, this one included',
        response: { 200: z.object({ status: z.boolean() }), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await forward(request, reply);
      return reply;
    },
  );

  member.post(
    '/api/auth/change-password',
    {
      // A visitor gets 401 before the body is read: nothing is said about the input.
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session of the user ends',
        description: `The new password follows the sign-up rules: 8 to 128 characters with an uppercase and a lowercase letter, a number and a special character, and no common pattern. A wrong current password counts as a failed sign-in for the account: after ${SIGN_IN_MAX_FAILURES} within 15 minutes, password changes and sign-ins get 429 with retry-after. On success every session of the user is revoked and the one that asked is re-issued (a new session cookie).`,
        body: changePasswordBodySchema,
        response: {
          200: z.object({ user: sessionUserSchema }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (actor, request, reply) => {
      const user = actor;
      const accountKey = sha256(normalizeEmail(user.email));
      const attempt = await reserveAttempt(accountKey);
      if (!attempt.reserved) return sendTooManyAttempts(reply, attempt.oldest);
      const response = await checkReserved(attempt.id, () =>
        callAuth(request, {
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
          // Better Auth deletes every session of the user and issues a new one for this client.
          revokeOtherSessions: true,
        }),
      );
      const wrong = response.status === 400 && (await errorCode(response)) === 'INVALID_PASSWORD';
      await settleAttempt(accountKey, attempt.id, wrong ? 'wrong' : response.status);
      if (wrong) {
        return reply
          .status(400)
          .send({ code: 'INVALID_PASSWORD', message: CURRENT_PASSWORD_WRONG });
      }
      return send(reply, response);
    },
  );

  // Everything else under /api/auth, whatever the method: the library's other endpoints stay shut.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: async () => {
      throw new AppError(404, 'NOT_FOUND', 'Not found');
    },
  });
}

/**
 * The library's answers carry the session token (`token` on sign-in, sign-up and password change,
 * `session.token` on get-session). The session is the httpOnly cookie alone: a token in a JSON
 * body is one a script on the page, a cached answer or a log could read, so it is taken out.
 */
export function withoutSessionToken(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (!parsed || typeof parsed !== 'object') return text;
  const { token: _token, ...rest } = parsed as Record<string, unknown>;
  const session = rest.session;
  if (session && typeof session === 'object') {
    const { token: _sessionToken, ...kept } = session as Record<string, unknown>;
    rest.session = kept;
  }
  return JSON.stringify(rest);
}

/** Better Auth's error code, read from a copy so the answer can still be sent. */
async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const parsed = (await response.clone().json()) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps Better Auth's code and gives the message our sign-in and sign-up wording. */
function mapErrorBody(text: string, status: number): { code: string; message: string } {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    parsed = { message: text };
  }
  const code = typeof parsed.code === 'string' ? parsed.code : `HTTP_${status}`;
  const message = typeof parsed.message === 'string' ? parsed.message : '';
  return { code, message: toLoginMessage({ code, message }) };
}

/** A used, expired or forged link: 400, as a page for a person and as JSON for a client. */
function sendVerificationFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
): FastifyReply {
  reply.status(400);
  if (request.headers.accept?.includes('text/html')) {
    return reply.type('text/html; charset=utf-8').send(verificationFailurePage(code));
  }
  return reply.send({ code, message: LOGIN_MESSAGES.verificationIssue });
}

function verificationFailurePage(code: string): string {
  const heading =
    code === 'TOKEN_ALREADY_USED'
      ? 'This link was already used'
      : code === 'TOKEN_EXPIRED'
        ? 'This link has expired'
        : 'This link is not valid';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading} · Wellnest</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<main><h1>${heading}</h1><p>${LOGIN_MESSAGES.verificationIssue}</p><p>Signing in sends a fresh link if your email is not confirmed yet.</p><p><a href="/login" style="color:#115e59">Go to sign in</a></p></main></body></html>`;
}
