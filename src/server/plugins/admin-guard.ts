/**
 * The admin routes' answer to everyone whose email is not in ADMIN_EMAILS, signed out included:
 * the app's not-found body, so an admin route cannot be told from a path that does not exist. The
 * actor gate (actor.ts) sends it for routes declared `access: 'admin'`, and switches an admin's
 * request to the system (ADR 020): review and moderation read and change other people's rows.
 */
export const ADMIN_NOT_FOUND_BODY = { code: 'NOT_FOUND', message: 'Not found' } as const;
