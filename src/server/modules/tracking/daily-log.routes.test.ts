import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_MESSAGES } from '#shared/contracts/tracking.contract';
import { DATE_MESSAGE, FUTURE_DATE_MESSAGE } from '#shared/domain/dates';
import { get, post, put, testDatabaseOf, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { createDailyLogRepository } from './daily-log.repository';
import { UNKNOWN_MEDICATION_MESSAGE } from './daily-log.service';
import { createTrackingTestApp, putEmpty, validationError } from './tracking-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTrackingTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function addMedication(cookie: string, name: string): Promise<string> {
  const response = await post(t.app, '/api/medications', { name, dosage: '500 mg' }, cookie);
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

describe('the daily log', () => {
  it('shows the whole day: mood, symptoms, habits with done flags, sleep, water and doses', async () => {
    const { cookie } = await newUserWithId(t.app, 'daily');
    const medicationId = await addMedication(cookie, 'Metformin');
    const walk = (await post(t.app, '/api/habits', { name: 'Walk' }, cookie)).json().id;
    await post(t.app, '/api/habits', { name: 'Stretch' }, cookie);
    await putEmpty(t, `/api/habits/${walk}/check-ins/2026-11-20`, cookie);
    await put(t.app, '/api/mood/2026-11-20', { mood: 3, energy: 2 }, cookie);
    await post(
      t.app,
      '/api/symptoms',
      { name: 'Nausea', severity: 3, occurred_at: '2026-11-20T10:00:00Z', note: null },
      cookie,
    );
    await post(
      t.app,
      '/api/symptoms',
      { name: 'Headache', severity: 3, occurred_at: '2026-11-19T10:00:00Z', note: null },
      cookie,
    );

    const empty = (await get(t.app, '/api/daily-log/2026-11-20', cookie)).json();
    expect(empty).toMatchObject({
      date: '2026-11-20',
      mood: { mood: 3, energy: 2 },
      habits: [
        { name: 'Walk', done: true },
        { name: 'Stretch', done: false },
      ],
      sleep_hours: null,
      water_glasses: null,
      medications: [
        { medication_id: medicationId, name: 'Metformin', dosage: '500 mg', status: null },
      ],
      updated_at: null,
    });
    expect(empty.symptoms.map((s: { name: string }) => s.name)).toEqual(['Nausea']);
  });

  it('changes only the fields sent, and merges dose marks by medicine', async () => {
    const { cookie } = await newUserWithId(t.app, 'daily');
    const first = await addMedication(cookie, 'Metformin');
    const second = await addMedication(cookie, 'Vitamin D');
    const url = '/api/daily-log/2026-11-21';
    expect((await put(t.app, url, { sleep_hours: 7.25 }, cookie)).json()).toMatchObject({
      sleep_hours: 7.25,
      water_glasses: null,
    });
    expect((await put(t.app, url, { water_glasses: 6 }, cookie)).json()).toMatchObject({
      sleep_hours: 7.25,
      water_glasses: 6,
    });
    await put(
      t.app,
      url,
      { medication_doses: [{ medication_id: first, status: 'taken' }] },
      cookie,
    );
    const both = (
      await put(
        t.app,
        url,
        { medication_doses: [{ medication_id: second, status: 'skipped' }] },
        cookie,
      )
    ).json();
    const statuses = (log: { medications: { medication_id: string; status: string | null }[] }) =>
      Object.fromEntries(log.medications.map((m) => [m.medication_id, m.status]));
    expect(statuses(both)).toEqual({ [first]: 'taken', [second]: 'skipped' });
    const cleared = (
      await put(
        t.app,
        url,
        { medication_doses: [{ medication_id: first, status: null }], sleep_hours: null },
        cookie,
      )
    ).json();
    expect(statuses(cleared)).toEqual({ [first]: null, [second]: 'skipped' });
    expect(cleared).toMatchObject({
      sleep_hours: null,
      water_glasses: 6,
      updated_at: expect.any(String),
    });
  });

  it('keeps what another process wrote since this one saved the day (ADR 117)', async () => {
    const { cookie, id: userId } = await newUserWithId(t.app, 'daily');
    const medicationId = await addMedication(cookie, 'Metformin');
    const url = '/api/daily-log/2026-11-21';
    await put(t.app, url, { sleep_hours: 7 }, cookie);
    // Another app process (or a second tab answered by one) changes the row this process last
    // wrote: its remembered version is stale, so its next save must merge on the stored row.
    await t.testDb.database.systemDb.execute(
      sql`update daily_logs set water_glasses = 5 where user_id = ${userId} and log_date = '2026-11-21'`,
    );
    const saved = (
      await put(
        t.app,
        url,
        { medication_doses: [{ medication_id: medicationId, status: 'taken' }] },
        cookie,
      )
    ).json();
    expect(saved).toMatchObject({ sleep_hours: 7, water_glasses: 5 });
    expect(saved.medications).toMatchObject([{ medication_id: medicationId, status: 'taken' }]);
    expect((await get(t.app, url, cookie)).json()).toMatchObject({
      sleep_hours: 7,
      water_glasses: 5,
    });
  });

  it('lands every one of many saves of the same day sent at once (they take turns)', async () => {
    const { cookie } = await newUserWithId(t.app, 'daily');
    const names = ['Metformin', 'Vitamin D', 'Lisinopril', 'Atorvastatin', 'Omeprazole'];
    const ids: string[] = [];
    for (const name of names) ids.push(await addMedication(cookie, name));
    const url = '/api/daily-log/2026-11-21';
    await put(t.app, url, { water_glasses: 1 }, cookie);
    const answers = await Promise.all([
      ...ids.map((id) =>
        put(t.app, url, { medication_doses: [{ medication_id: id, status: 'taken' }] }, cookie),
      ),
      put(t.app, url, { sleep_hours: 8 }, cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const day = (await get(t.app, url, cookie)).json() as {
      sleep_hours: number;
      water_glasses: number;
      medications: { medication_id: string; status: string | null }[];
    };
    expect(day).toMatchObject({ sleep_hours: 8, water_glasses: 1 });
    expect(Object.fromEntries(day.medications.map((m) => [m.medication_id, m.status]))).toEqual(
      Object.fromEntries(ids.map((id) => [id, 'taken'])),
    );
  });

  it('stores the saves of a day that waited for their turn in one update, answering each as it left the day (ADR 145)', async () => {
    const { id: userId } = await newUserWithId(t.app, 'daily');
    const { database } = testDatabaseOf(t.app);
    const repository = createDailyLogRepository(database.db);
    const date = '2026-11-22';
    const taken = (id: string) => ({
      doses: { sentKeys: [`${id}#1`], marks: [{ medication_id: id, status: 'taken' as const }] },
    });
    await repository.save(userId, date, { water_glasses: 1, doses: { sentKeys: [], marks: [] } });
    await database.changes.settled(); // that save's notification heard before counting
    const writes: string[] = [];
    const unsubscribe = database.changes.subscribe((change) => {
      if (change.userId === userId && change.table === 'daily_logs') writes.push(change.table);
    });
    // 'a' is under way alone; 'b', 'c' and 'd' wait for it and are stored together.
    const first = repository.save(userId, date, taken('a'));
    await new Promise((resolve) => setImmediate(resolve));
    const answers = await Promise.all([
      first,
      ...['b', 'c', 'd'].map((id) => repository.save(userId, date, taken(id))),
    ]);
    await database.changes.settled();
    unsubscribe();
    expect(writes).toHaveLength(2);
    expect(
      answers.map(({ row }) => row.medication_doses.map((mark) => mark.medication_id)),
    ).toEqual([['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd']]);
    expect(answers.map(({ row }) => row.water_glasses)).toEqual([1, 1, 1, 1]);
    expect(new Set(answers.map(({ row }) => row.id)).size).toBe(1);
    expect(answers.map(({ trackedBefore }) => trackedBefore)).toEqual(
      answers.map(() => ({ holds: true, sleep: false })),
    );
    const stored = await repository.find(userId, date);
    expect(stored?.medication_doses.map((mark) => mark.medication_id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(stored?.updated_at).toEqual(answers[3]!.row.updated_at);
  });

  it('runs the waiting saves one at a time when their one update is refused, each with its own outcome', async () => {
    const { id: userId } = await newUserWithId(t.app, 'daily');
    const repository = createDailyLogRepository(testDatabaseOf(t.app).database.db);
    const date = '2026-11-23';
    const marks = Array.from({ length: 98 }, (_, index) => ({
      medication_id: `m${index}`,
      status: 'taken' as const,
    }));
    await repository.save(userId, date, {
      doses: { sentKeys: marks.map((mark) => `${mark.medication_id}#1`), marks },
    });
    const taken = (id: string) => ({
      doses: { sentKeys: [`${id}#1`], marks: [{ medication_id: id, status: 'taken' as const }] },
    });
    // The row holds at most 100 marks: the 99th and 100th land, the 101st is refused alone.
    const outcomes = await Promise.allSettled(
      ['x', 'y', 'z'].map((id) => repository.save(userId, date, taken(id))),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const stored = await repository.find(userId, date);
    expect(stored?.medication_doses).toHaveLength(100);
    expect(stored?.medication_doses.slice(-2).map((mark) => mark.medication_id)).toEqual([
      'x',
      'y',
    ]);
  });

  it('refuses another user\u2019s medication id and changes nothing', async () => {
    const owner = await newUserWithId(t.app, 'daily');
    const other = await newUserWithId(t.app, 'daily');
    const theirs = await addMedication(other.cookie, 'Lisinopril');
    const url = '/api/daily-log/2026-11-21';
    await put(t.app, url, { water_glasses: 3 }, owner.cookie);
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await put(
        t.app,
        url,
        { water_glasses: 9, medication_doses: [{ medication_id: id, status: 'taken' }] },
        owner.cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(validationError(UNKNOWN_MEDICATION_MESSAGE));
    }
    const log = (await get(t.app, url, owner.cookie)).json();
    expect(log).toMatchObject({ water_glasses: 3, medications: [] });
    expect(JSON.stringify(log)).not.toContain(theirs);
  });

  it('refuses bad values and dates with a clear message', async () => {
    const { cookie } = await newUserWithId(t.app, 'daily');
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/daily-log/2026-11-21', { sleep_hours: 7.3 }, TRACKING_MESSAGES.sleepHours],
      ['/api/daily-log/2026-11-21', { sleep_hours: 25 }, TRACKING_MESSAGES.sleepHours],
      ['/api/daily-log/2026-11-21', { sleep_hours: -1 }, TRACKING_MESSAGES.sleepHours],
      ['/api/daily-log/2026-11-21', { water_glasses: 41 }, TRACKING_MESSAGES.waterGlasses],
      ['/api/daily-log/2026-11-21', { water_glasses: 2.5 }, TRACKING_MESSAGES.waterGlasses],
      ['/api/daily-log/2026-02-30', { water_glasses: 2 }, DATE_MESSAGE],
      ['/api/daily-log/2026-11-23', { water_glasses: 2 }, FUTURE_DATE_MESSAGE],
    ];
    for (const [url, body, message] of cases) {
      const response = await put(t.app, url, body, cookie);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual(validationError(message));
    }
    expect((await get(t.app, '/api/daily-log/2026-11-21', cookie)).json()).toMatchObject({
      sleep_hours: null,
      water_glasses: null,
      updated_at: null,
    });
    expect((await get(t.app, '/api/daily-log/yesterday', cookie)).json()).toEqual(
      validationError(DATE_MESSAGE),
    );
  });

  it('refuses an owner or plan in the body', async () => {
    const owner = await newUserWithId(t.app, 'daily');
    const other = await newUserWithId(t.app, 'daily');
    for (const extra of [{ user_id: other.id }, { plan: 'wellness_plus' }, { id: 'x' }]) {
      const response = await put(
        t.app,
        '/api/daily-log/2026-11-21',
        { water_glasses: 4, ...extra },
        owner.cookie,
      );
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await get(t.app, '/api/daily-log/2026-11-21', other.cookie)).json().water_glasses,
    ).toBeNull();
    expect(
      (await get(t.app, '/api/daily-log/2026-11-21', owner.cookie)).json().water_glasses,
    ).toBeNull();
  });
});
