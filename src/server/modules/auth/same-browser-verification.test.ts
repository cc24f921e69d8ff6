import { describe, expect, it } from 'vitest';
import {
  SAME_BROWSER_COOKIE,
  clearSameBrowserMark,
  markedUserId,
  sameBrowserMark,
  verifiedEmailOf,
} from './same-browser-verification';

const SECRET = 'a-secret-of-the-auth-library-long-enough';
const NOW = new Date('2026-11-25T12:00:00Z');

/** The `name=value` pair a Set-Cookie sends back as a Cookie header. */
const cookieHeaderOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('the same-browser verification mark', () => {
  it('is Secure on an https app and not on a plain-http one, always httpOnly on the verify path', () => {
    const secure = sameBrowserMark('user-1', SECRET, NOW, true).split('; ');
    const plain = sameBrowserMark('user-1', SECRET, NOW, false).split('; ');
    expect(secure).toContain('Secure');
    expect(plain).not.toContain('Secure');
    for (const attributes of [secure, plain]) {
      expect(attributes).toContain('HttpOnly');
      expect(attributes).toContain('SameSite=Lax');
      expect(attributes).toContain('Path=/api/auth/verify-email');
      expect(attributes).toContain('Max-Age=86400');
    }
    expect(clearSameBrowserMark(true).split('; ')).toEqual(
      expect.arrayContaining(['Max-Age=0', 'Secure', 'Path=/api/auth/verify-email']),
    );
    expect(clearSameBrowserMark(false)).not.toContain('Secure');
  });

  it('names the account it was made for, and nothing once changed, expired or signed by another secret', () => {
    const header = cookieHeaderOf(sameBrowserMark('user-1', SECRET, NOW, true));
    expect(markedUserId(`other=1; ${header}`, SECRET, NOW)).toBe('user-1');

    const [name, value] = header.split('=') as [string, string];
    const [id, expires, signature] = value.split('.') as [string, string, string];
    const otherId = Buffer.from('user-2').toString('base64url');
    expect(markedUserId(`${name}=${otherId}.${expires}.${signature}`, SECRET, NOW)).toBeNull();
    expect(
      markedUserId(`${name}=${id}.${Number(expires) + 1}.${signature}`, SECRET, NOW),
    ).toBeNull();
    expect(markedUserId(header, 'another-secret-entirely-of-same-size', NOW)).toBeNull();
    const dayAndASecondLater = new Date(NOW.getTime() + 86_401_000);
    expect(markedUserId(header, SECRET, dayAndASecondLater)).toBeNull();
    expect(markedUserId(`${SAME_BROWSER_COOKIE}=garbage`, SECRET, NOW)).toBeNull();
    expect(markedUserId(undefined, SECRET, NOW)).toBeNull();
  });

  it("reads the verified email from the token's payload, lower-cased, and nothing from a malformed token", () => {
    const payload = Buffer.from(JSON.stringify({ email: 'Ana@Example.org' })).toString('base64url');
    expect(verifiedEmailOf(`header.${payload}.signature`)).toBe('ana@example.org');
    expect(verifiedEmailOf('not-a-token')).toBeNull();
    expect(verifiedEmailOf(`header.${Buffer.from('{').toString('base64url')}.sig`)).toBeNull();
  });
});
