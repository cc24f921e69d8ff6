import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDICATION_MESSAGES } from '#shared/contracts/medications.contract';
import { UNAUTHORIZED_BODY } from '#server/plugins/session';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  patch,
  post,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const remove = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'DELETE',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the medicine cabinet', () => {
  it('adds by brand name, resolves the substance and keeps the notes fields (type, start date, doctor)', async () => {
    const { cookie } = await newUserWithId(t.app, 'cabinet');
    const created = await post(
      t.app,
      '/api/medications',
      {
        name: 'Zoloft',
        type: 'Prescription',
        dosage: '50 mg',
        frequency: 'Once daily',
        prescribing_doctor: 'Dr Lee',
        start_date: '2026-01-05',
      },
      cookie,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Zoloft',
      substance: { id: 'sertraline' },
      dosage: '50 mg',
      prescribing_doctor: 'Dr Lee',
      start_date: '2026-01-05',
      active: true,
    });
    const list = (await get(t.app, '/api/medications', cookie)).json().medications;
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Zoloft']);
  });

  it('keeps a name it cannot match unresolved, with suggestions, and never a food for a street name', async () => {
    const { cookie } = await newUserWithId(t.app, 'cabinet');
    for (const name of ['Sortisone', 'poppers'])
      expect((await post(t.app, '/api/medications', { name }, cookie)).statusCode).toBe(201);
    const list: {
      name: string;
      substance: { id: string; kind: string } | null;
      suggestions: unknown[];
    }[] = (await get(t.app, '/api/medications', cookie)).json().medications;
    // One letter changed at the start is not a typo of Cortisone: unresolved, offered as a question.
    const typo = list.find((m) => m.name === 'Sortisone')!;
    expect(typo.substance).toBeNull();
    expect(typo.suggestions).toContainEqual(expect.objectContaining({ id: 'cortisone' }));
    const poppers = list.find((m) => m.name === 'poppers')!;
    // A street name resolves to its substance (amyl nitrite), never to the food it is spelled like.
    expect(poppers.substance).toMatchObject({ id: 'amyl-nitrite', kind: 'drug' });
  });

  it('refuses a blank name with the name-required message, and a body that tries to set the owner', async () => {
    const { cookie } = await newUserWithId(t.app, 'cabinet');
    const blank = await post(t.app, '/api/medications', { name: '   ' }, cookie);
    expect([blank.statusCode, blank.json().message]).toEqual([
      400,
      MEDICATION_MESSAGES.nameRequired,
    ]);
    expect(
      (await post(t.app, '/api/medications', { name: 'aspirin', user_id: 'someone-else' }, cookie))
        .statusCode,
    ).toBe(400);
    expect((await get(t.app, '/api/medications', cookie)).json().medications).toEqual([]);
  });

  it('patches only the fields sent and deletes', async () => {
    const { cookie } = await newUserWithId(t.app, 'cabinet');
    const { id } = (
      await post(
        t.app,
        '/api/medications',
        { name: 'Fish oil', type: 'Supplement', dosage: '1 g', frequency: 'Twice daily' },
        cookie,
      )
    ).json();
    const patched = await patch(t.app, `/api/medications/${id}`, { active: false }, cookie);
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      active: false,
      type: 'Supplement',
      dosage: '1 g',
      frequency: 'Twice daily',
    });
    expect((await remove(`/api/medications/${id}`, cookie)).statusCode).toBe(204);
    expect((await remove(`/api/medications/${id}`, cookie)).statusCode).toBe(404);
  });

  it('re-checks the whole cabinet about 1 s after a change and stores the result', async () => {
    const { cookie } = await newUserWithId(t.app, 'cabinet');
    expect((await get(t.app, '/api/medications/safety', cookie)).json()).toMatchObject({
      status: 'none',
      result: null,
    });
    for (const name of ['Coumadin', 'Advil', 'fish oil'])
      expect((await post(t.app, '/api/medications', { name }, cookie)).statusCode).toBe(201);
    expect((await get(t.app, '/api/medications/safety', cookie)).json().status).toBe('pending');
    await sleep(1_400);
    const stored = (await get(t.app, '/api/medications/safety', cookie)).json();
    expect(stored).toMatchObject({ status: 'ready', medication_count: 3 });
    expect(
      stored.result.interactions.some((i: { severity: string }) => i.severity === 'major'),
    ).toBe(true);
  });

  it('analyses side effects and warnings per medication (analyze-medications), ignoring a body userId', async () => {
    const { cookie } = await newUserWithId(t.app, 'cabinet');
    const response = await post(
      t.app,
      '/api/medications/analyze',
      {
        medications: ['Tylenol', { name: 'warfarin' }, 'mystery pill'],
        userId: 'not-me',
        userContext: { timestamp: 1 },
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const [tylenol, warfarin, unknown] = response.json().medications;
    expect(tylenol.substance.id).toBe('acetaminophen');
    expect(tylenol.sideEffects.length).toBeGreaterThan(0);
    expect(warfarin.detailedSideEffects.length).toBeGreaterThan(0);
    expect(warfarin.warnings.length).toBeGreaterThan(0);
    expect(unknown).toMatchObject({ substance: null, sideEffects: [] });
    expect(response.json().interactions.interactions[0].between).toEqual([0, 1]);
  });

  it('answers 401 with no data on every cabinet route without a valid session', async () => {
    for (const cookie of [undefined, 'wellnest.session_token=forged.value']) {
      for (const [method, url] of [
        ['GET', '/api/medications'],
        ['POST', '/api/medications'],
        ['GET', '/api/medications/safety'],
        ['POST', '/api/medications/analyze'],
        ['PATCH', '/api/medications/00000000-0000-4000-8000-000000000000'],
        ['DELETE', '/api/medications/00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          payload: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' },
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual(UNAUTHORIZED_BODY);
      }
    }
  });
});
