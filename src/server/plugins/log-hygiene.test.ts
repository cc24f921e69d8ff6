import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redactEmails } from '#server/modules/auth/auth';
import { loggerOptions } from './logger';
import {
  STRONG_PASSWORD,
  createTestApp,
  signedInUser,
  latestVerificationLink,
  post,
  signUp,
  type TestApp,
} from '../../../tests/setup/test-app';

// Log hygiene: capture every log line of a full account journey and look for secrets in it.
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The production logger options, writing to our stream.
  t = await createTestApp(
    {},
    { logger: { ...(loggerOptions('trace') as object), stream } as never },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('logs (log hygiene: no secrets)', () => {
  it('hold no passwords, tokens, cookies or query strings', async () => {
    const errorSpy = vi.spyOn(console, 'error');
    const warnSpy = vi.spyOn(console, 'warn');
    const email = 'quiet@example.com';
    await signUp(t.app, email);
    const link = await latestVerificationLink(t.app, email);
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const cookie = await signedInUser(t.app, 'quiet2@example.com');
    await post(t.app, '/api/auth/sign-in/email', { email, password: 'Wrong-Pass-1!' });
    await post(t.app, '/api/auth/sign-out', {}, cookie);
    await t.app.inject({ method: 'GET', url: link });

    const text = [...lines, ...errorSpy.mock.calls.flat(), ...warnSpy.mock.calls.flat()]
      .map(String)
      .join('\n');
    expect(lines.length).toBeGreaterThan(5); // the logger really ran
    expect(text).toContain('/api/auth/verify-email');
    for (const secret of [
      STRONG_PASSWORD,
      'Wrong-Pass-1!',
      token,
      cookie.split('=')[1]!,
      'token=',
    ]) {
      expect(text).not.toContain(secret);
    }
    errorSpy.mockRestore();
    warnSpy.mockRestore();
  });

  it('redacts email addresses from auth library messages', () => {
    expect(redactEmails('Sign-up attempt for existing email: a.b@example.com')).toBe(
      'Sign-up attempt for existing email: [email]',
    );
  });
});
