import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERACTION_MESSAGES } from '#shared/contracts/interactions.contract';
import { createTestApp, get, post, put, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';

let t: TestApp;
let free: { cookie: string; id: string };
let paid: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ CHECK_VISITOR_RATE_PER_MINUTE: '1000' });
  free = await newUserWithId(t.app, 'free');
  paid = await newUserWithId(t.app, 'paid');
  await makePaid(t.testDb.database, paid.id);
});
afterAll(async () => {
  await t?.close();
});

const search = async (q: string) =>
  (await get(t.app, `/api/substances/search?q=${encodeURIComponent(q)}&limit=5`)).json()
    .results as { id: string; matched: string }[];
const check = (items: unknown, cookie?: string) =>
  post(t.app, '/api/interactions/check', { items }, cookie);

describe('GET /api/substances/search', () => {
  it.each([
    ['Tylenol', 'acetaminophen'],
    ['paracetamol', 'acetaminophen'],
    ['ibuprofin', 'ibuprofen'],
    ['fish oil', 'fish-oil'],
    ['St Johns wort', 'st-johns-wort'],
    ['grapefruit juice', 'grapefruit-juice'],
    ['Lipitor', 'atorvastatin'],
    ['salbutamol', 'albuterol'],
  ])('finds %s as %s, best first', async (q, id) => {
    expect((await search(q))[0]?.id).toBe(id);
  });

  it('answers from the second letter typed, with the name that matched', async () => {
    expect(await search('w')).toEqual([]);
    const results = await search('zo');
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((r) => r.matched.toLowerCase()).some((m) => m.startsWith('zo'))).toBe(true);
  });

  it('refuses a missing query and a limit out of range', async () => {
    expect((await get(t.app, '/api/substances/search')).statusCode).toBe(400);
    expect((await get(t.app, '/api/substances/search?q=war&limit=500')).statusCode).toBe(400);
  });
});

describe('GET /api/substances/:id', () => {
  it('describes a substance with its sources, and answers 404 for an unknown id', async () => {
    const response = await get(t.app, '/api/substances/warfarin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'warfarin', kind: 'drug' });
    expect(response.json().sources.length).toBeGreaterThan(0);
    expect((await get(t.app, '/api/substances/not-a-thing')).statusCode).toBe(404);
  });
});

describe('POST /api/interactions/check', () => {
  it('refuses an empty list, 51 items and a blank name with the clear message, for visitors too', async () => {
    const empty = await check([]);
    expect([empty.statusCode, empty.json().message]).toEqual([400, INTERACTION_MESSAGES.emptyList]);
    const tooMany = await check(Array.from({ length: 51 }, (_, i) => `item ${i}`));
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([
      400,
      INTERACTION_MESSAGES.tooManyItems,
    ]);
    const blank = await check(['warfarin', '  ']);
    expect([blank.statusCode, blank.json().message]).toEqual([400, INTERACTION_MESSAGES.blankItem]);
    expect(
      (await post(t.app, '/api/interactions/check', { items: ['warfarin'], user_id: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it('accepts exactly 50 items and reports unknown names instead of dropping them', async () => {
    const items = [
      ...Array.from({ length: 48 }, (_, i) => `unknown thing ${i}`),
      'warfarin',
      'aspirin',
    ];
    const response = await check(items);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items).toHaveLength(50);
    expect(body.items[0]).toMatchObject({ query: 'unknown thing 0', resolved: null });
    expect(body.interactions[0]).toMatchObject({ between: [48, 49], severity: 'major' });
  });

  it('gives visitors and free users every pair with severity, what to do and sources, and paid users the mechanism and evidence', async () => {
    const items = ['Coumadin', 'Advil', 'fish oil'];
    const visitor = (await check(items)).json();
    const freeBody = (await check(items, free.cookie)).json();
    const paidBody = (await check(items, paid.cookie)).json();
    for (const body of [visitor, freeBody]) {
      expect(body.detail).toBe('basic');
      expect(body.interactions[0]).toMatchObject({
        between: [0, 1],
        severity: 'major',
        mechanism: null,
        evidence: null,
      });
      expect(body.interactions[0].management.length).toBeGreaterThan(10);
      expect(body.interactions[0].sources[0].url).toMatch(/^https:\/\//);
    }
    expect(paidBody.detail).toBe('full');
    expect(paidBody.interactions.map((i: { between: number[] }) => i.between)).toEqual(
      visitor.interactions.map((i: { between: number[] }) => i.between),
    );
    expect(paidBody.interactions[0].mechanism).toEqual(expect.any(String));
    expect(paidBody.interactions[0].evidence).toMatch(/established|probable|theoretical/);
  });

  it('uses the signed-in user\u2019s profile for cautions', async () => {
    const saved = await put(
      t.app,
      '/api/profile/sections/medical_history',
      { allergies: ['Penicillin'], healthConditions: ['Pregnant'] },
      free.cookie,
    );
    expect(saved.statusCode).toBe(200);
    const body = (await check(['amoxicillin', 'warfarin'], free.cookie)).json();
    expect(body.profile_used).toBe(true);
    expect(body.cautions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item: 0, reason: 'allergy', severity: 'major' }),
        expect.objectContaining({ item: 1, reason: 'pregnancy', because: 'Pregnant' }),
      ]),
    );
    expect((await check(['amoxicillin', 'warfarin'])).json()).toMatchObject({
      profile_used: false,
      cautions: [],
    });
  });

  it('counts the checks it runs for the landing figure', async () => {
    const before = (await get(t.app, '/api/interactions/stats')).json();
    await check(['warfarin']);
    await check(['aspirin']);
    const after = (await get(t.app, '/api/interactions/stats')).json();
    expect(after.checks_run - before.checks_run).toBe(2);
    expect(after.substances).toBeGreaterThanOrEqual(550);
    expect(after.interaction_records).toBeGreaterThanOrEqual(400);
  });
});

describe('visitor rate limit', () => {
  it('limits visitors harder than signed-in users', async () => {
    const limited = await createTestApp({ CHECK_VISITOR_RATE_PER_MINUTE: '2' });
    try {
      const user = await newUserWithId(limited.app, 'limited');
      const visitor = () => post(limited.app, '/api/interactions/check', { items: ['warfarin'] });
      expect((await visitor()).statusCode).toBe(200);
      expect((await visitor()).statusCode).toBe(200);
      const third = await visitor();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(
        (await post(limited.app, '/api/interactions/check', { items: ['warfarin'] }, user.cookie))
          .statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/interactions/timing (paid)', () => {
  const body = {
    items: [{ name: 'Synthroid' }, { name: 'calcium carbonate' }],
    wake_time: '07:00',
    bed_time: '22:30',
  };

  it('answers 401 for visitors and 403 PLAN_REQUIRED for free users', async () => {
    expect((await post(t.app, '/api/interactions/timing', body)).statusCode).toBe(401);
    const response = await post(t.app, '/api/interactions/timing', body, free.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'food_drug_timing' });
  });

  it('plans levothyroxine on waking and calcium at least 4 hours later for a paid user', async () => {
    const response = await post(t.app, '/api/interactions/timing', body, paid.cookie);
    expect(response.statusCode).toBe(200);
    const plan = response.json();
    const times = (item: number) =>
      plan.schedule
        .filter((s: { doses: { item: number }[] }) => s.doses.some((d) => d.item === item))
        .map((s: { time: string }) => s.time);
    expect(times(0)).toEqual(['07:00']);
    const [h, m] = times(1)[0].split(':').map(Number);
    expect(h * 60 + m - 7 * 60).toBeGreaterThanOrEqual(240);
    expect(plan.all_rules_kept).toBe(true);
  });

  it('refuses a waking day shorter than 8 hours', async () => {
    const response = await post(
      t.app,
      '/api/interactions/timing',
      { ...body, wake_time: '09:00', bed_time: '12:00' },
      paid.cookie,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('saved analyses (paid)', () => {
  it('refuses free users and lets a paid user save, list, read, download as PDF and delete', async () => {
    expect((await get(t.app, '/api/interactions/analyses', free.cookie)).statusCode).toBe(403);
    const created = await post(
      t.app,
      '/api/interactions/analyses',
      { title: 'Evening meds', items: ['warfarin', 'ibuprofen'] },
      paid.cookie,
    );
    expect(created.statusCode).toBe(201);
    const { id, major } = created.json();
    expect(major).toBe(1);
    expect(
      (await get(t.app, '/api/interactions/analyses', paid.cookie)).json().analyses[0].id,
    ).toBe(id);
    expect(
      (await get(t.app, `/api/interactions/analyses/${id}`, paid.cookie)).json().result
        .interactions[0].severity,
    ).toBe('major');
    const pdf = await get(t.app, `/api/interactions/analyses/${id}/pdf`, paid.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/interactions/analyses/${id}`,
      headers: { cookie: paid.cookie, origin: 'http://localhost:3000' },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(t.app, `/api/interactions/analyses/${id}`, paid.cookie)).statusCode).toBe(
      404,
    );
  });
});
