import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYMPTOM_OPTIONS, TRACKING_MESSAGES } from '#shared/contracts/tracking.contract';
import { DATE_MESSAGE, FUTURE_DATE_MESSAGE } from '#shared/domain/dates';
import { UNAUTHORIZED_BODY } from '#server/plugins/session';
import { get, post, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { createTrackingTestApp, remove, validationError } from './tracking-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTrackingTestApp();
});
afterAll(async () => {
  await t?.close();
});

const headache = {
  name: 'Headache',
  severity: 6,
  occurred_at: '2026-11-21T08:30:00+01:00',
  note: 'After a long screen day',
  triggers: ['screens', 'poor sleep'],
};

describe('symptom logging', () => {
  it('logs a symptom, lists it and deletes it', async () => {
    const { cookie } = await newUserWithId(t.app, 'symptoms');
    const created = await post(t.app, '/api/symptoms', headache, cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Headache',
      severity: 6,
      occurred_at: '2026-11-21T07:30:00.000Z',
      occurred_on: '2026-11-21',
      note: 'After a long screen day',
      triggers: ['screens', 'poor sleep'],
    });
    const list = (await get(t.app, '/api/symptoms', cookie)).json();
    expect(list.symptoms.map((s: { id: string }) => s.id)).toEqual([created.json().id]);
    expect(list).toMatchObject({ from: '2026-10-23', to: '2026-11-22' });

    expect((await remove(t, `/api/symptoms/${created.json().id}`, cookie)).statusCode).toBe(204);
    expect((await remove(t, `/api/symptoms/${created.json().id}`, cookie)).statusCode).toBe(404);
    expect((await get(t.app, '/api/symptoms', cookie)).json().symptoms).toEqual([]);
  });

  it('files a symptom under the writer\u2019s own day, cleans free text and drops duplicate triggers', async () => {
    const { cookie } = await newUserWithId(t.app, 'symptoms');
    const body = (
      await post(
        t.app,
        '/api/symptoms',
        {
          // A control character is cleaned out (a NUL would be refused before the route: NUL_CHARACTER).
          name: '  Sore\u0007   throat ',
          severity: 1,
          occurred_at: '2026-11-21T00:30:00+09:00',
          note: '',
          triggers: ['dust', 'dust'],
        },
        cookie,
      )
    ).json();
    expect(body).toMatchObject({
      name: 'Sore throat',
      occurred_on: '2026-11-21',
      occurred_at: '2026-11-20T15:30:00.000Z',
      note: null,
      triggers: ['dust'],
    });
  });

  it('lists by date range, newest first, and refuses bad ranges', async () => {
    const { cookie } = await newUserWithId(t.app, 'symptoms');
    for (const occurred_at of [
      '2026-01-10T09:00:00Z',
      '2026-11-01T09:00:00Z',
      '2026-11-02T09:00:00Z',
    ])
      await post(t.app, '/api/symptoms', { ...headache, occurred_at }, cookie);
    const november = (
      await get(t.app, '/api/symptoms?from=2026-11-01&to=2026-11-30', cookie)
    ).json();
    expect(november.symptoms.map((s: { occurred_on: string }) => s.occurred_on)).toEqual([
      '2026-11-02',
      '2026-11-01',
    ]);
    // The default is the last 30 days: January is not in it.
    expect((await get(t.app, '/api/symptoms', cookie)).json().symptoms).toHaveLength(2);

    const reversed = await get(t.app, '/api/symptoms?from=2026-11-30&to=2026-11-01', cookie);
    expect(reversed.statusCode).toBe(400);
    const tooLong = await get(t.app, '/api/symptoms?from=2025-01-01&to=2026-11-01', cookie);
    expect(tooLong.json()).toEqual(validationError(TRACKING_MESSAGES.rangeTooLong));
    const impossible = await get(t.app, '/api/symptoms?from=2026-02-30', cookie);
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toEqual(validationError(DATE_MESSAGE));
  });

  it('offers the predefined list', async () => {
    const { cookie } = await newUserWithId(t.app, 'symptoms');
    const response = await get(t.app, '/api/symptoms/options', cookie);
    expect(response.json()).toEqual({ options: [...SYMPTOM_OPTIONS] });
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const { cookie } = await newUserWithId(t.app, 'symptoms');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...headache, severity: 11 }, TRACKING_MESSAGES.severity],
      [{ ...headache, severity: 0 }, TRACKING_MESSAGES.severity],
      [{ ...headache, severity: 2.5 }, TRACKING_MESSAGES.severity],
      [{ ...headache, severity: '5' }, TRACKING_MESSAGES.severity],
      [{ ...headache, name: '   ' }, TRACKING_MESSAGES.symptomName],
      [{ ...headache, name: 'x'.repeat(101) }, TRACKING_MESSAGES.symptomName],
      [{ ...headache, note: 'x'.repeat(1001) }, TRACKING_MESSAGES.note],
      [
        { ...headache, triggers: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        TRACKING_MESSAGES.triggers,
      ],
      [{ ...headache, triggers: ['x'.repeat(51)] }, TRACKING_MESSAGES.triggers],
      [{ ...headache, occurred_at: 'yesterday' }, TRACKING_MESSAGES.occurredAt],
      [{ ...headache, occurred_at: '2026-11-23T09:00:00Z' }, FUTURE_DATE_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const response = await post(t.app, '/api/symptoms', body, cookie);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), JSON.stringify(body).slice(0, 80)).toEqual(validationError(message));
    }
    expect((await get(t.app, '/api/symptoms', cookie)).json().symptoms).toEqual([]);
    // Tomorrow (UTC) is already today somewhere, so it is accepted.
    const tomorrow = await post(
      t.app,
      '/api/symptoms',
      { ...headache, occurred_at: '2026-11-22T09:00:00+13:00' },
      cookie,
    );
    expect(tomorrow.statusCode).toBe(201);
  });

  it('refuses a body that tries to set the owner or id and keeps users apart', async () => {
    const owner = await newUserWithId(t.app, 'symptoms');
    const other = await newUserWithId(t.app, 'symptoms');
    for (const extra of [
      { user_id: other.id },
      { id: '00000000-0000-4000-8000-000000000000' },
      { plan: 'wellness_plus' },
    ]) {
      const response = await post(t.app, '/api/symptoms', { ...headache, ...extra }, owner.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    await post(t.app, '/api/symptoms', headache, owner.cookie);
    expect((await get(t.app, '/api/symptoms', other.cookie)).json().symptoms).toEqual([]);
    expect((await get(t.app, '/api/symptoms', owner.cookie)).json().symptoms).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const response = await post(t.app, '/api/symptoms', headache);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED_BODY);
  });

  it('documents every tracker route in /api/docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/symptoms',
      '/api/symptoms/{id}',
      '/api/symptoms/options',
      '/api/mood/{date}',
      '/api/habits/{id}/check-ins/{date}',
      '/api/daily-log/{date}',
      '/api/goals/sync-profile',
      '/api/achievements',
    ])
      expect(Object.keys(spec.paths), path).toContain(path);
    expect(spec.paths['/api/symptoms'].post.requestBody).toBeDefined();
  });
});
