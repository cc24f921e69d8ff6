/**
 * Signed in by the verification link only in the browser that signed up (ADR 004 addendum).
 *
 * ADR 004 never lets a verification link make a session: a forwarded or intercepted link must not
 * yield one. But a person who signs up and clicks the link on the same phone had to sign in again
 * straight after choosing a password. So sign-up leaves a mark in that browser: an httpOnly
 * cookie, scoped to the verification path, holding the new account's id, an expiry and an HMAC
 * under the auth secret. The link makes a session only when the browser that opens it carries a
 * mark for the very account the link verified; anywhere else it verifies and asks for a sign-in,
 * as before.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import type { Auth } from './auth';

export const SAME_BROWSER_COOKIE = 'wellnest.verify_here';
const VERIFY_PATH = '/api/auth/verify-email';
/** As long as the link lives (VERIFICATION_TOKEN_TTL_SECONDS). */
const MARK_SECONDS = 24 * 60 * 60;

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(`same-browser:${text}`).digest('base64url');

function cookie(name: string, value: string, attributes: string[]): string {
  return [`${name}=${value}`, ...attributes].join('; ');
}

/** The Set-Cookie that marks this browser as the one that signed up as `userId`. */
export function sameBrowserMark(userId: string, secret: string, now: Date, secure: boolean) {
  const expires = now.getTime() + MARK_SECONDS * 1000;
  const payload = `${Buffer.from(userId).toString('base64url')}.${expires}`;
  return cookie(SAME_BROWSER_COOKIE, `${payload}.${hmac(secret, payload)}`, [
    `Max-Age=${MARK_SECONDS}`,
    `Path=${VERIFY_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ]);
}

/** The Set-Cookie that removes the mark. */
export function clearSameBrowserMark(secure: boolean): string {
  return cookie(SAME_BROWSER_COOKIE, '', [
    'Max-Age=0',
    `Path=${VERIFY_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ]);
}

/** The account id a Cookie header's mark names, when the mark is ours and not expired. */
export function markedUserId(
  cookieHeader: string | undefined,
  secret: string,
  now: Date,
): string | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SAME_BROWSER_COOKIE}=`))
    ?.slice(SAME_BROWSER_COOKIE.length + 1);
  const [id, expires, signature] = value?.split('.') ?? [];
  if (!id || !expires || !signature) return null;
  const expected = Buffer.from(hmac(secret, `${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) < now.getTime()) return null;
  return Buffer.from(id, 'base64url').toString('utf8');
}

/** The email a verification token names (its JWT payload; the library has checked its signature). */
export function verifiedEmailOf(token: string): string | null {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    return typeof payload?.email === 'string' ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * A session for the verified account when this browser carries its mark: the Set-Cookie headers
 * to send (the session's, and the mark's removal), or none.
 */
export async function sessionForSameBrowser(
  auth: Auth,
  options: { cookieHeader: string | undefined; token: string; now: Date; secure: boolean },
): Promise<string[]> {
  const context = await auth.$context;
  const marked = markedUserId(options.cookieHeader, context.secret, options.now);
  const email = verifiedEmailOf(options.token);
  if (!marked || !email) return [];
  const found = await context.internalAdapter.findUserByEmail(email);
  if (!found || found.user.id !== marked || !found.user.emailVerified) return [];
  const session = await context.internalAdapter.createSession(found.user.id);
  const { name, attributes } = context.authCookies.sessionToken;
  const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
  const sessionCookie = cookie(name, encodeURIComponent(signed), [
    `Max-Age=${context.sessionConfig.expiresIn}`,
    `Path=${attributes.path ?? '/'}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(attributes.secure ? ['Secure'] : []),
  ]);
  return [sessionCookie, clearSameBrowserMark(options.secure)];
}
