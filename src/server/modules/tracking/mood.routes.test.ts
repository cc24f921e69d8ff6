import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_MESSAGES } from '#shared/contracts/tracking.contract';
import { DATE_MESSAGE, FUTURE_DATE_MESSAGE } from '#shared/domain/dates';
import { get, put, testDatabaseOf, type TestApp } from '../../../../tests/setup/test-app';
import { createMoodRepository } from './mood.repository';
import { newUserWithId } from '../../../../tests/setup/billing';
import { TOMORROW, createTrackingTestApp, remove, validationError } from './tracking-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTrackingTestApp();
});
afterAll(async () => {
  await t?.close();
});

const checkIn = { mood: 4, energy: 3, tags: ['walk', 'friends', 'walk'], note: 'Good day' };

describe('mood and energy check-ins', () => {
  it('tells a new day from a replaced one, which is all a badge check needs to know', async () => {
    const { id } = await newUserWithId(t.app, 'mood-new-day');
    const repository = createMoodRepository(testDatabaseOf(t.app).database.db);
    const values = { mood: 3, energy: 3, tags: [], note: null };
    const first = await repository.upsert(id, '2026-11-10', values);
    const again = await repository.upsert(id, '2026-11-10', { ...values, mood: 5 });
    const nextDay = await repository.upsert(id, '2026-11-11', values);
    expect([first.isNewDay, again.isNewDay, nextDay.isNewDay]).toEqual([true, false, true]);
    expect(again.row).toMatchObject({ id: first.row.id, mood: 5, entry_date: '2026-11-10' });
    expect(again.row).not.toHaveProperty('isNewDay');
  });

  it('stores the last of the saves of a day that waited for their turn, answering each with its own (ADR 145)', async () => {
    const { id } = await newUserWithId(t.app, 'mood-batch');
    const repository = createMoodRepository(testDatabaseOf(t.app).database.db);
    const date = '2026-11-12';
    // Asked in the same turn of the event loop: one batch, stored by one statement.
    const answers = await Promise.all(
      [1, 2, 3, 4].map((mood) =>
        repository.upsert(id, date, { mood, energy: 3, tags: [`t${mood}`], note: `n${mood}` }),
      ),
    );
    expect(answers.map(({ row }) => [row.mood, row.tags, row.note])).toEqual([
      [1, ['t1'], 'n1'],
      [2, ['t2'], 'n2'],
      [3, ['t3'], 'n3'],
      [4, ['t4'], 'n4'],
    ]);
    expect(answers.map(({ isNewDay }) => isNewDay)).toEqual([true, false, false, false]);
    expect(new Set(answers.map(({ row }) => row.id)).size).toBe(1);
    expect(answers[1]!.row.updated_at).toEqual(answers[3]!.row.updated_at);
    expect(await repository.find(id, date)).toEqual(answers[3]!.row);
  });

  it('saves one entry per day: a second save replaces the first', async () => {
    const { cookie } = await newUserWithId(t.app, 'mood');
    const first = await put(t.app, '/api/mood/2026-11-20', checkIn, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      date: '2026-11-20',
      mood: 4,
      energy: 3,
      tags: ['walk', 'friends'],
      note: 'Good day',
    });

    const second = await put(
      t.app,
      '/api/mood/2026-11-20',
      { mood: 2, energy: 5, tags: [] },
      cookie,
    );
    expect(second.json()).toMatchObject({
      date: '2026-11-20',
      mood: 2,
      energy: 5,
      tags: [],
      note: null,
    });
    expect(second.json().created_at).toBe(first.json().created_at);

    await put(t.app, '/api/mood/2026-11-18', checkIn, cookie);
    const list = (await get(t.app, '/api/mood?from=2026-11-01&to=2026-11-30', cookie)).json();
    expect(list.entries.map((e: { date: string; mood: number }) => [e.date, e.mood])).toEqual([
      ['2026-11-18', 4],
      ['2026-11-20', 2],
    ]);
  });

  it('deletes a day\u2019s entry, and answers 404 when there is none', async () => {
    const { cookie } = await newUserWithId(t.app, 'mood');
    await put(t.app, '/api/mood/2026-11-21', checkIn, cookie);
    expect((await remove(t, '/api/mood/2026-11-21', cookie)).statusCode).toBe(204);
    expect((await remove(t, '/api/mood/2026-11-21', cookie)).statusCode).toBe(404);
    expect((await get(t.app, '/api/mood', cookie)).json().entries).toEqual([]);
  });

  it('refuses mood or energy outside 1-5 and impossible or future dates, saving nothing', async () => {
    const { cookie } = await newUserWithId(t.app, 'mood');
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/mood/2026-11-20', { ...checkIn, mood: 0 }, TRACKING_MESSAGES.mood],
      ['/api/mood/2026-11-20', { ...checkIn, mood: 6 }, TRACKING_MESSAGES.mood],
      ['/api/mood/2026-11-20', { ...checkIn, mood: null }, TRACKING_MESSAGES.mood],
      ['/api/mood/2026-11-20', { ...checkIn, energy: 6 }, TRACKING_MESSAGES.energy],
      [
        '/api/mood/2026-11-20',
        { ...checkIn, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
        TRACKING_MESSAGES.tags,
      ],
      ['/api/mood/2026-02-30', checkIn, DATE_MESSAGE],
      ['/api/mood/2026-13-01', checkIn, DATE_MESSAGE],
      ['/api/mood/yesterday', checkIn, DATE_MESSAGE],
      ['/api/mood/2026-11-23', checkIn, FUTURE_DATE_MESSAGE],
    ];
    for (const [url, body, message] of cases) {
      const response = await put(t.app, url, body, cookie);
      expect(response.statusCode, `${url} ${message}`).toBe(400);
      expect(response.json()).toEqual(validationError(message));
    }
    expect(
      (await get(t.app, '/api/mood?from=2026-01-01&to=2026-12-31', cookie)).json().entries,
    ).toEqual([]);
    expect((await put(t.app, `/api/mood/${TOMORROW}`, checkIn, cookie)).statusCode).toBe(200);
  });

  it('keeps each user\u2019s day to themselves and refuses an owner in the body', async () => {
    const owner = await newUserWithId(t.app, 'mood');
    const other = await newUserWithId(t.app, 'mood');
    await put(t.app, '/api/mood/2026-11-19', checkIn, owner.cookie);
    const sneaky = await put(
      t.app,
      '/api/mood/2026-11-19',
      { ...checkIn, user_id: owner.id },
      other.cookie,
    );
    expect(sneaky.statusCode).toBe(400);
    // The same date for another user is that user's own entry, not the owner's.
    await put(t.app, '/api/mood/2026-11-19', { mood: 1, energy: 1 }, other.cookie);
    expect((await remove(t, '/api/mood/2026-11-20', other.cookie)).statusCode).toBe(404);
    const mine = (await get(t.app, '/api/mood', owner.cookie)).json().entries;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ date: '2026-11-19', mood: 4, energy: 3 });
  });
});
