import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, signUp, type TestApp } from '../../../../tests/setup/test-app';
import { extractLinks } from '#server/modules/mail/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('development outbox', () => {
  it('lists sent mail newest first with its links, as JSON and as a page', async () => {
    await signUp(t.app, 'first@example.com');
    await signUp(t.app, 'second@example.com');
    const messages = await readOutbox(t.app);
    expect(messages.map((m) => m.to).slice(0, 2)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    expect(Object.keys(messages[0]!).sort()).toEqual([
      'createdAt',
      'links',
      'subject',
      'text',
      'to',
    ]);
    expect(messages[0]!.links[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/,
    );
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('second@example.com');
    expect(page.body).not.toContain('<script');
  });

  it('is not served when email goes through SMTP', async () => {
    const smtp = await createTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:1' },
      { mailer: { kind: 'smtp', send: async () => undefined } },
    );
    try {
      expect((await smtp.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(
        404,
      );
    } finally {
      await smtp.close();
    }
  });
});

describe('extractLinks', () => {
  it('finds each link once, in order', () => {
    expect(extractLinks('a http://x.io/a?b=1 and https://y.io/z, then http://x.io/a?b=1')).toEqual([
      'http://x.io/a?b=1',
      'https://y.io/z,',
    ]);
  });
});
