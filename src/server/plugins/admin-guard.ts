/**
 * The admin check (users whose email is in ADMIN_EMAILS): an onRequest hook that answers 404 with
 * the app's not-found body to everyone else, signed out included, so an admin route cannot be told
 * from a path that does not exist.
 *
 * An admin's request then acts as the system (ADR 020): review and moderation read and change
 * other people's rows (held posts, pending listings and products), which row-level security keeps
 * from any one user. The check above is what lets a request that far.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SYSTEM_ACTOR } from '#server/db/acting-user';
import type { SessionReader } from './session';

export const ADMIN_NOT_FOUND_BODY = { code: 'NOT_FOUND', message: 'Not found' } as const;

export function createAdminGuard(sessions: SessionReader, adminEmails: readonly string[]) {
  const admins = new Set(adminEmails.map((email) => email.toLowerCase()));
  return async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const session = await sessions.read(request);
    if (!session || !admins.has(session.user.email.toLowerCase())) {
      await reply.status(404).send(ADMIN_NOT_FOUND_BODY);
      return;
    }
    if (request.actorStore) request.actorStore.actor = SYSTEM_ACTOR;
  };
}
