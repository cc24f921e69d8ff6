/**
 * The account API (ADR 037): settings, sessions, e-mail change, the data export and deletion.
 * Every route needs a session (401 before the body is read); a session id that is not the
 * caller's answers 404.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import {
  EXPORTS_PER_HOUR,
  EXPORT_FILE_NAME,
  accountSessionsSchema,
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  emailChangeConfirmSchema,
  emailChangePendingSchema,
  emailChangeRequestSchema,
  revokedSessionsSchema,
} from '#shared/contracts/account.contract';
import type { AccountService, Locked, RequestFacts } from './account.service';
import type { ZodApp } from '#server/lib/zod-app';
import { memberRoutes } from '#server/lib/member-routes';

const TOO_MANY = 'Too many attempts. Please try again later.';

function facts(request: FastifyRequest): RequestFacts {
  return { requestId: request.id, userAgent: request.headers['user-agent'] ?? null };
}

function sendLocked(reply: FastifyReply, locked: Locked): FastifyReply {
  return reply
    .status(429)
    .header('retry-after', String(locked.retryAfterSeconds))
    .send({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY });
}

const isLocked = (value: object | null): value is Locked =>
  value !== null && 'retryAfterSeconds' in value;

export function accountRoutes(deps: { service: AccountService }): FastifyPluginAsyncZod {
  return async (app) => {
    settingsAndSessionRoutes(app, deps);
    emailExportAndDeletionRoutes(app, deps);
  };
}

/** Names and settings, and the sessions (sign-out of one or all others). */
function settingsAndSessionRoutes(app: ZodApp, { service }: { service: AccountService }): void {
  const member = memberRoutes(app);
  // Every route is 'user': a visitor gets 401 before the body is parsed or validated.

  member.read(
    '/api/account/settings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: "The caller's email, names and any e-mail change waiting for its link",
        response: { 200: accountSettingsSchema, 401: apiErrorSchema },
      },
    },
    async (actor) => service.settings(actor),
  );

  member.patch(
    '/api/account/settings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Change the first, last or display name',
        body: accountSettingsUpdateSchema,
        response: { 200: accountSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (actor, request) => service.updateSettings(actor, request.body),
  );

  member.read(
    '/api/account/sessions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary:
          "The caller's active sessions: device, when made and last renewed; this one marked",
        description:
          'last_active_at is when the session was made or last renewed; sessions are renewed at most once a day.',
        response: { 200: accountSessionsSchema, 401: apiErrorSchema },
      },
    },
    async (actor) => service.listSessions(actor),
  );

  member.delete(
    '/api/account/sessions/:id',
    {
      config: { access: 'user', endsSessions: true },
      schema: {
        tags: ['account'],
        summary: 'End one of the caller’s sessions (it is signed out at once)',
        params: idParamsSchema,
        response: { 200: revokedSessionsSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (actor, request) => {
      await service.revokeSession(actor, request.params.id);
      return { revoked: 1 };
    },
  );

  member.post(
    '/api/account/sessions/revoke-others',
    {
      config: { access: 'user', endsSessions: true },
      schema: {
        tags: ['account'],
        summary: 'End every session of the caller except this one',
        response: { 200: revokedSessionsSchema, 401: apiErrorSchema },
      },
    },
    async (actor) => ({ revoked: await service.revokeOtherSessions(actor) }),
  );
}

/** The e-mail change by link, the data export and account deletion. */
function emailExportAndDeletionRoutes(app: ZodApp, { service }: { service: AccountService }): void {
  const member = memberRoutes(app);
  member.post(
    '/api/account/email-change',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary:
          'Ask to change the e-mail address: a link goes to the new one, a notice to the old',
        description:
          'Needs the current password (a wrong one is 403 and counts as a failed sign-in; after 5 in 15 minutes, 429 with retry-after). Nothing changes until the link is used (POST /api/account/email-change/confirm). 409 when the address has an account.',
        body: emailChangeRequestSchema,
        response: {
          200: emailChangePendingSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (actor, request, reply) => {
      const result = await service.requestEmailChange(
        actor,
        request.body.new_email,
        request.body.password,
      );
      return isLocked(result) ? sendLocked(reply, result) : result;
    },
  );

  member.post(
    '/api/account/email-change/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Use the link’s token: the new address replaces the old, other sessions end',
        description:
          'The token from the link sent to the new address, within 24 hours, by the account that asked. The old address is told.',
        body: emailChangeConfirmSchema,
        response: {
          200: accountSettingsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (actor, request) => service.confirmEmailChange(actor, request.body.token, facts(request)),
  );

  member.get(
    '/api/account/export',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Download everything stored about the caller as a ZIP (GDPR articles 15 and 20)',
        description: `application/zip holding wellnest-export.json (every row of every table that names the user, found from the database catalogue; credentials left out), files/ (uploaded lab files), csv/ (one CSV per tracker) and README.txt. At most ${EXPORTS_PER_HOUR} an hour (429). Each export writes an audit row.`,
        response: { 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (actor, request, reply) => {
      const archive = await service.exportData(actor, facts(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('x-content-type-options', 'nosniff')
        .send(archive as never);
    },
  );

  member.delete(
    '/api/account',
    {
      config: { access: 'user', endsSessions: true },
      schema: {
        tags: ['account'],
        summary: 'Delete the account and every row and file of it (GDPR article 17)',
        description:
          "Needs the current password: a wrong one is 403 and counts as a failed sign-in (after 5 in 15 minutes, 429 with retry-after). A subscription is cancelled first (502 and nothing deleted when the provider fails). Then every row naming the user goes in one transaction, sessions included; the audit trail keeps who-did-what under the now ownerless id, its payload erased (ADR 037). `community`: 'remove' (the default) deletes the person’s community threads and replies (a thread others replied to keeps their replies under an erased title and opening post, signed by no one); 'anonymise' keeps their words signed 'Former member', with no name, id or link to the person (ADR 080).",
        body: deleteAccountRequestSchema,
        response: {
          200: deleteAccountResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (actor, request, reply) => {
      const locked = await service.deleteAccount(
        actor,
        request.body.password,
        facts(request),
        request.body.community,
      );
      if (locked) return sendLocked(reply, locked);
      return { deleted: true as const };
    },
  );
}
