import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { CONTACT_MESSAGES } from '#shared/contracts/contact.contract';
import { AUTH_MESSAGES } from '#shared/domain/auth-rules';
import { createTestApp, signedInUser, post, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function storedMessages() {
  return queryRows<Record<string, unknown>>(
    t.testDb.database.db,
    sql`select user_id, name, email, subject, message from contact_messages order by created_at`,
  );
}

describe('POST /api/contact', () => {
  it('stores a message from a visitor and answers 201', async () => {
    const response = await post(t.app, '/api/contact', {
      name: 'Ann',
      email: ' Ann@Example.com ',
      subject: 'Question',
      message: 'How do I export my data?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedMessages()).toContainEqual({
      user_id: null,
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Question',
      message: 'How do I export my data?',
    });
  });

  it('links the message to a signed-in sender', async () => {
    const cookie = await signedInUser(t.app, 'sender@example.com');
    const response = await post(
      t.app,
      '/api/contact',
      { name: 'Sam', email: 'sender@example.com', subject: 'Hi', message: 'Thanks' },
      cookie,
    );
    expect(response.statusCode).toBe(201);
    const row = (await storedMessages()).find((m) => m.name === 'Sam');
    expect(row?.user_id).toEqual(expect.any(String));
  });

  it('takes a forged session cookie for a visitor', async () => {
    const response = await post(
      t.app,
      '/api/contact',
      { name: 'Forger', email: 'f@example.com', subject: 'Hi', message: 'Hello' },
      'wellnest.session_token=forged.value',
    );
    expect(response.statusCode).toBe(201);
    const row = (await storedMessages()).find((m) => m.name === 'Forger');
    expect(row?.user_id).toBeNull();
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = (await storedMessages()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '', email: 'a@b.co', subject: 's', message: 'm' }, CONTACT_MESSAGES.nameRequired],
      [
        { name: 'A', email: 'not-an-email', subject: 's', message: 'm' },
        AUTH_MESSAGES.emailInvalid,
      ],
      [
        { name: 'A', email: 'a@b.co', subject: 's', message: 'm'.repeat(1001) },
        CONTACT_MESSAGES.messageTooLong,
      ],
      [
        { name: 'A', email: 'a@b.co', subject: 's', message: '   ' },
        CONTACT_MESSAGES.messageRequired,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(t.app, '/api/contact', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    for (const payload of [
      { name: 1, email: [], subject: {}, message: null },
      { __proto__: { admin: true } },
      'text',
    ]) {
      const response = await post(t.app, '/api/contact', payload);
      expect([400, 415]).toContain(response.statusCode); // a plain-text body is 415
    }
    expect((await storedMessages()).length).toBe(before);
  });
});
