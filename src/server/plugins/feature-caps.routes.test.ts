/**
 * The daily caps and paid options decided inside handlers follow the feature registry through the
 * plan gate's own rule (plan and edition), never a paid flag: unlimited chat, unlimited product
 * checks and unlimited community are Health-edition capabilities, so a paid plan served as the
 * Wellness edition keeps the free caps, and the same user on the Health host has none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, FREE_DAILY_AI_CHATS } from '#shared/contracts/chat.contract';
import { FREE_DAILY_PRODUCT_CHECKS } from '#shared/domain/product-check-limits';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../tests/setup/billing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The host decides the edition: 'wellness.*' is the Wellness edition, 'localhost' the Health one. */
const HOSTS = { wellness: 'wellness.example.com', health: 'localhost' } as const;
type Edition = keyof typeof HOSTS;

const usage = async (cookie: string, edition: Edition) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/chat/usage',
      headers: { cookie, host: HOSTS[edition] },
    })
  ).json() as { unlimited: boolean; limit: number; remainingFree: number; canUseChat: boolean };

const send = (path: string, payload: object, cookie: string, edition: Edition) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { cookie, host: HOSTS[edition], origin: TEST_ORIGIN },
  });

async function paidUser(name: string) {
  const user = await newUserWithId(t.app, name);
  await makePaid(t.testDb.database, user.id);
  return user;
}

describe('the chat cap follows unlimited_queries (plan and edition)', () => {
  it('caps a paid plan on the Wellness edition and lifts the cap on the Health edition', async () => {
    const { cookie } = await paidUser('cap-chat');
    expect(await usage(cookie, 'wellness')).toMatchObject({
      unlimited: false,
      limit: FREE_DAILY_AI_CHATS,
      remainingFree: FREE_DAILY_AI_CHATS,
      canUseChat: true,
    });
    expect(await usage(cookie, 'health')).toMatchObject({ unlimited: true, canUseChat: true });

    for (let i = 0; i < FREE_DAILY_AI_CHATS; i += 1) {
      const ok = await send(
        '/api/chat',
        { message: `What is magnesium? ${i}`, conversationHistory: [] },
        cookie,
        'wellness',
      );
      expect(ok.statusCode).toBe(200);
    }
    const refused = await send(
      '/api/chat',
      { message: 'What is zinc?', conversationHistory: [] },
      cookie,
      'wellness',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'CHAT_LIMIT_REACHED',
      message: CHAT_MESSAGES.limitReached(FREE_DAILY_AI_CHATS),
    });
    expect(await usage(cookie, 'wellness')).toMatchObject({ canUseChat: false, remainingFree: 0 });
    // The same paid user on the Health host has no cap.
    const health = await send(
      '/api/chat',
      { message: 'What is zinc?', conversationHistory: [] },
      cookie,
      'health',
    );
    expect(health.statusCode).toBe(200);
  });
});

describe('the product-check cap follows unlimited_product_checks (plan and edition)', () => {
  it('refuses a paid plan’s 11th check of the day on the Wellness edition, not on the Health one', async () => {
    const { cookie } = await paidUser('cap-checks');
    const label = { text: 'Water, sugar, citric acid' };
    for (let i = 0; i < FREE_DAILY_PRODUCT_CHECKS; i += 1)
      expect((await send('/api/ingredients/analyze', label, cookie, 'wellness')).statusCode).toBe(
        200,
      );
    const refused = await send('/api/ingredients/analyze', label, cookie, 'wellness');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'CHECK_LIMIT_REACHED' });
    expect((await send('/api/ingredients/analyze', label, cookie, 'health')).statusCode).toBe(200);
  });

  it('still caps a free plan on the Health edition', async () => {
    const { cookie } = await newUserWithId(t.app, 'cap-checks-free');
    const claim = { text: 'Vitamin C cures colds' };
    for (let i = 0; i < FREE_DAILY_PRODUCT_CHECKS; i += 1)
      expect((await send('/api/claims/check', claim, cookie, 'health')).statusCode).toBe(200);
    expect((await send('/api/claims/check', claim, cookie, 'health')).statusCode).toBe(429);
  });
});
