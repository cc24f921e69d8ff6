import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { CHAT_MESSAGES, FREE_DAILY_AI_CHATS } from '#shared/contracts/chat.contract';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { startFakeOpenAI, type FakeAiServer } from '../../../../tests/setup/fake-ai-servers';

const chat = (
  t: TestApp,
  cookie: string | undefined,
  body: Record<string, unknown>,
  stream = false,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: body,
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(stream ? { accept: 'text/event-stream' } : {}),
    },
  });

function events(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return {
        event: eventLine!.replace('event: ', ''),
        data: JSON.parse(dataLine!.replace('data: ', '')) as Record<string, unknown>,
      };
    });
}

describe('the offline assistant (no keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers from our knowledge, says it is offline, cites sources and ends with the disclaimer', async () => {
    const { cookie } = await newUserWithId(t.app, 'chat');
    const response = await chat(t, cookie, {
      message: 'Can I take Advil with Coumadin?',
      conversationHistory: [],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.context.provider).toBe('offline');
    expect(body.context.mode).toBe('medication_safety');
    expect(body.message).toMatch(/offline/i);
    expect(body.message).toMatch(/major/i);
    expect(body.message.trim().endsWith(CHAT_MESSAGES.disclaimer)).toBe(true);
    expect(body.sources.length).toBeGreaterThan(0);
  });

  it('answers an emergency with the emergency numbers at once, without using a free chat', async () => {
    const { cookie } = await newUserWithId(t.app, 'chat');
    const before = (await get(t.app, '/api/chat/usage', cookie)).json();
    const response = await chat(t, cookie, {
      message: 'I have crushing chest pain and my left arm is numb',
      conversationHistory: [],
    });
    expect(response.json().context.provider).toBe('safety');
    expect(response.json().message).toMatch(/911/);
    expect((await get(t.app, '/api/chat/usage', cookie)).json().dailyCount).toBe(before.dailyCount);
  });

  it('streams the answer as server-sent events and stores the conversation', async () => {
    const { cookie } = await newUserWithId(t.app, 'chat');
    const response = await chat(
      t,
      cookie,
      { message: 'What are the side effects of Zoloft?', conversationHistory: [] },
      true,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const stream = events(response.body);
    expect(stream.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    const done = stream.find((e) => e.event === 'done')!.data as {
      message: string;
      conversationId: string;
    };
    expect(
      stream
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join(''),
    ).toBe(done.message);
    const conversation = (
      await get(t.app, `/api/chat/conversations/${done.conversationId}`, cookie)
    ).json();
    expect(conversation.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect((await get(t.app, '/api/chat/conversations', cookie)).json().conversations[0].id).toBe(
      done.conversationId,
    );
  });

  it('refuses a bad body with {code, message} and answers 401 without a session', async () => {
    const { cookie } = await newUserWithId(t.app, 'chat');
    const empty = await chat(t, cookie, { message: '   ', conversationHistory: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'VALIDATION_ERROR', message: CHAT_MESSAGES.emptyMessage });
    const visitor = await chat(t, undefined, { message: 'hello', conversationHistory: [] });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: CHAT_MESSAGES.signInRequired,
    });
  });

  it('quota race: 3Q concurrent chats with a free quota of Q: exactly Q succeed, the rest get the limit message, Q rows', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'race');
    const q = FREE_DAILY_AI_CHATS;
    const responses = await Promise.all(
      Array.from({ length: 3 * q }, (_, i) =>
        chat(t, cookie, { message: `What is ashwagandha? ${i}`, conversationHistory: [] }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    const limited = responses.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(q);
    expect(limited).toHaveLength(2 * q);
    for (const r of limited)
      expect(r.json()).toEqual({
        code: 'CHAT_LIMIT_REACHED',
        message: CHAT_MESSAGES.limitReached(q),
      });
    const rows = await queryRows<{ n: number }>(
      t.testDb.database.db,
      sql`select count(*)::int as n from security_audit_log where user_id = ${id} and action = 'ai_health_chat'`,
    );
    expect(rows[0]!.n).toBe(q);
    expect((await get(t.app, '/api/chat/usage', cookie)).json()).toEqual({
      dailyCount: q,
      remainingFree: 0,
      limit: q,
      canUseChat: false,
      unlimited: false,
    });
  });

  it('does not limit a paid user, who sees unlimited usage', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'paidchat');
    await makePaid(t.testDb.database, id);
    expect((await get(t.app, '/api/chat/usage', cookie)).json()).toMatchObject({
      unlimited: true,
      canUseChat: true,
    });
  });

  it('explains an interaction’s mechanism only on the plan where the checker shows it', async () => {
    const question = { message: 'Can I take Advil with Coumadin?', conversationHistory: [] };
    const items = { items: ['Advil', 'Coumadin'] };
    const free = await newUserWithId(t.app, 'freemech');
    const paid = await newUserWithId(t.app, 'paidmech');
    await makePaid(t.testDb.database, paid.id);

    const freeCheck = (await post(t.app, '/api/interactions/check', items, free.cookie)).json();
    const paidCheck = (await post(t.app, '/api/interactions/check', items, paid.cookie)).json();
    const mechanism = paidCheck.interactions[0].mechanism as string;
    expect(mechanism).toMatch(/\S/);
    expect(freeCheck.interactions[0].mechanism).toBeNull();

    const freeAnswer = (await chat(t, free.cookie, question)).json().message as string;
    expect(freeAnswer).toContain('Major interaction');
    expect(freeAnswer).toContain(`What to do: ${freeCheck.interactions[0].management}`);
    expect(freeAnswer).not.toContain(mechanism);
    expect(freeAnswer).not.toContain('Why:');
    expect(freeAnswer).toContain('the mechanism');

    const paidAnswer = (await chat(t, paid.cookie, question)).json().message as string;
    expect(paidAnswer).toContain('Major interaction');
    expect(paidAnswer).toContain(`Why: ${mechanism}`);
  });

  it('lets the owner delete a conversation', async () => {
    const { cookie } = await newUserWithId(t.app, 'chat');
    const { conversationId } = (
      await chat(t, cookie, { message: 'What is melatonin?', conversationHistory: [] })
    ).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/conversations/${conversationId}`,
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(removed.statusCode).toBe(204);
    const gone = await get(t.app, `/api/chat/conversations/${conversationId}`, cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'NOT_FOUND', message: 'Conversation not found' });
  });
});

describe('AI_PROVIDER=none', () => {
  it('answers 503 with the not-configured message when no model is set up', async () => {
    const t = await createTestApp({ AI_PROVIDER: 'none' });
    try {
      const { cookie } = await newUserWithId(t.app, 'none');
      const response = await chat(t, cookie, { message: 'hello', conversationHistory: [] });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'AI_NOT_CONFIGURED',
        message: CHAT_MESSAGES.notConfigured,
      });
    } finally {
      await t.close();
    }
  });
});

describe('a real provider (a local OpenAI-compatible server)', () => {
  let fake: FakeAiServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: 'Magnesium glycinate is often taken in the evening.' });
    t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('streams the model\u2019s answer with the disclaimer and sends health context but no name, email or id', async () => {
    const { cookie, id, email } = await newUserWithId(t.app, 'provider');
    await put(t.app, '/api/profile/sections/personal_info', { age: 52 }, cookie);
    await put(
      t.app,
      '/api/profile/sections/medical_history',
      { allergies: ['penicillin'] },
      cookie,
    );
    await post(t.app, '/api/medications', { name: 'levothyroxine' }, cookie);
    const response = await chat(
      t,
      cookie,
      { message: 'Is it safe to take magnesium with my medications?', conversationHistory: [] },
      true,
    );
    const stream = events(response.body);
    const done = stream.find((e) => e.event === 'done')!.data as {
      message: string;
      context: { provider: string };
    };
    expect(done.context.provider).toBe('openai-compatible');
    expect(done.message).toContain('Magnesium glycinate');
    expect(done.message.trim().endsWith(CHAT_MESSAGES.disclaimer)).toBe(true);
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain('levothyroxine');
    expect(sent).toContain('Medication');
    for (const secret of [id, email, 'Test User', 'Test']) expect(sent).not.toContain(secret);
  });

  it('gives the free chat back when the provider fails', async () => {
    const failing = await startFakeOpenAI({ failWith: 500 });
    const broken = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: failing.url,
    });
    try {
      const { cookie } = await newUserWithId(broken.app, 'fail');
      const response = await chat(broken, cookie, {
        message: 'Tell me about sleep hygiene',
        conversationHistory: [],
      });
      expect(response.statusCode).toBe(502);
      const failed = {
        code: 'AI_PROVIDER_FAILED',
        message: 'The AI service is temporarily unavailable. Please try again in a moment.',
      };
      expect(response.json()).toEqual(failed);
      // Streamed, the status is already 200 when the provider fails: the error event says why.
      const streamed = await chat(
        broken,
        cookie,
        { message: 'Tell me about sleep hygiene', conversationHistory: [] },
        true,
      );
      expect(streamed.statusCode).toBe(200);
      expect(events(streamed.body).at(-1)).toEqual({ event: 'error', data: failed });
      expect((await get(broken.app, '/api/chat/usage', cookie)).json().dailyCount).toBe(0);
    } finally {
      await broken.close();
      await failing.close();
    }
  });
});

describe('the daily quota resets at UTC midnight', () => {
  it('refuses the 21st chat at 23:59 UTC and allows one at 00:00 UTC the next day', async () => {
    let clock = new Date('2026-11-20T23:40:00.000Z');
    const t = await createTestApp({}, { now: () => clock });
    try {
      const { cookie } = await newUserWithId(t.app, 'midnight');
      for (let i = 0; i < FREE_DAILY_AI_CHATS; i++) {
        expect(
          (await chat(t, cookie, { message: `What is zinc? ${i}`, conversationHistory: [] }))
            .statusCode,
        ).toBe(200);
      }
      clock = new Date('2026-11-20T23:59:59.000Z');
      expect(
        (await chat(t, cookie, { message: 'What is zinc?', conversationHistory: [] })).statusCode,
      ).toBe(429);
      clock = new Date('2026-11-21T00:00:01.000Z');
      expect((await get(t.app, '/api/chat/usage', cookie)).json()).toMatchObject({
        dailyCount: 0,
        remainingFree: FREE_DAILY_AI_CHATS,
      });
      expect(
        (await chat(t, cookie, { message: 'What is zinc?', conversationHistory: [] })).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});
