import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAUTHORIZED_BODY } from '#server/plugins/session';
import { createTestApp, get, patch, post, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function add(cookie: string, name: string): Promise<string> {
  const created = await post(t.app, '/api/medications', { name }, cookie);
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

interface Detail {
  medication: { id: string; name: string; active: boolean };
  about: { substance: { id: string } | null; sideEffects: string[]; sources: unknown[] };
  with_cabinet: {
    items: { query: string }[];
    interactions: { between: [number, number]; severity: string; sources: unknown[] }[];
  };
}

describe('GET /api/medications/:id (one medicine)', () => {
  it('answers the medicine, its facts with sources, and only what it meets in the cabinet', async () => {
    const { cookie } = await newUserWithId(t.app, 'medicine-page');
    const warfarin = await add(cookie, 'Coumadin');
    await add(cookie, 'Advil');
    const metformin = await add(cookie, 'metformin');

    const answer = await get(t.app, `/api/medications/${warfarin}`, cookie);
    expect(answer.statusCode).toBe(200);
    const detail = answer.json() as Detail;
    expect(detail.medication).toMatchObject({ id: warfarin, name: 'Coumadin', active: true });
    expect(detail.about.substance).toMatchObject({ id: 'warfarin' });
    expect(detail.about.sideEffects.length).toBeGreaterThan(0);
    expect(detail.about.sources.length).toBeGreaterThan(0);
    // Item 0 is this medicine; the others are the rest of the active cabinet.
    expect(detail.with_cabinet.items.map((item) => item.query)).toEqual([
      'Coumadin',
      expect.any(String),
      expect.any(String),
    ]);
    const advil = detail.with_cabinet.items.findIndex((item) => item.query === 'Advil');
    const found = detail.with_cabinet.interactions;
    expect(found.some((i) => i.between.includes(0) && i.between.includes(advil))).toBe(true);
    expect(found.every((i) => i.between.includes(0))).toBe(true);
    expect(found.every((i) => i.sources.length > 0)).toBe(true);

    // Another medicine's page keeps only its own findings.
    const other = (await get(t.app, `/api/medications/${metformin}`, cookie)).json() as Detail;
    expect(other.about.substance).toMatchObject({ id: 'metformin' });
    expect(other.with_cabinet.interactions.every((i) => i.between.includes(0))).toBe(true);
  });

  it('checks a paused medicine against the active cabinet, so a restart is seen before it happens', async () => {
    const { cookie } = await newUserWithId(t.app, 'medicine-page');
    const warfarin = await add(cookie, 'warfarin');
    await add(cookie, 'ibuprofen');
    expect(
      (await patch(t.app, `/api/medications/${warfarin}`, { active: false }, cookie)).statusCode,
    ).toBe(200);
    const detail = (await get(t.app, `/api/medications/${warfarin}`, cookie)).json() as Detail;
    expect(detail.medication.active).toBe(false);
    expect(detail.with_cabinet.interactions.length).toBeGreaterThan(0);
  });

  it('answers 404 for another member’s medicine and for an id nobody has, 401 for a visitor', async () => {
    const owner = await newUserWithId(t.app, 'medicine-page');
    const stranger = await newUserWithId(t.app, 'medicine-page');
    const id = await add(owner.cookie, 'sertraline');
    for (const url of [
      `/api/medications/${id}`,
      '/api/medications/00000000-0000-4000-8000-000000000000',
      '/api/medications/not-an-id',
    ]) {
      const answer = await get(t.app, url, stranger.cookie);
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    const visitor = await get(t.app, `/api/medications/${id}`);
    expect([visitor.statusCode, visitor.json()]).toEqual([401, UNAUTHORIZED_BODY]);
  });
});
