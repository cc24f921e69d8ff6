/**
 * The admin check (users whose email is in ADMIN_EMAILS): an onRequest hook that answers 404 with
 * the app's not-found body to everyone else, signed out included, so an admin route cannot be told
 * from a path that does not exist.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionReader } from './session';

export const ADMIN_NOT_FOUND_BODY = { code: 'NOT_FOUND', message: 'Not found' } as const;

export function createAdminGuard(sessions: SessionReader, adminEmails: readonly string[]) {
  const admins = new Set(adminEmails.map((email) => email.toLowerCase()));
  return async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const session = await sessions.read(request);
    if (!session || !admins.has(session.user.email.toLowerCase()))
      await reply.status(404).send(ADMIN_NOT_FOUND_BODY);
  };
}
