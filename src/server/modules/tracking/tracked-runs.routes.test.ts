/**
 * The stored runs of days (tracked_runs, ADR 088) against the full recomputation, on PGlite and on
 * PostgreSQL (this file names PGlite, so it runs on both): random histories of moods, symptoms,
 * daily logs (sleep, water, doses, or nothing), habit check-ins, with gaps, deletions, a mood moved
 * to another day and a habit deleted, written straight into the tables as an import would. After
 * each history the runs must be exactly the runs of the days stored, the badges' progress from the
 * runs must equal `measureAchievements` over every tracked day, and each habit's streaks from the
 * runs must equal `dailyStreaks` over all its check-ins, for every `today` around the history's
 * end (a member a day ahead of or behind UTC, days after a check-in, days inside the history).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { addDays } from '#shared/domain/dates';
import { dailyStreaks } from '#shared/domain/streaks';
import { createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { measureAchievements, measureFromRuns } from './achievement-rules';
import { createAchievementsRepository } from './achievements.repository';
import { createHabitsRepository } from './habits.repository';
import { createSleepImport } from './sleep-import';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const START = '2026-03-01';
const dayArb = fc.integer({ min: 0, max: 40 }).map((offset) => addDays(START, offset));

type Op =
  | { kind: 'mood' | 'symptom' | 'sleep' | 'water' | 'dose' | 'empty-log'; day: string }
  | { kind: 'unmood' | 'unsymptom' | 'unlog' | 'unsleep'; day: string }
  | { kind: 'move-mood'; day: string; to: string }
  | { kind: 'check' | 'uncheck'; habit: 0 | 1 | 2; day: string }
  | { kind: 'delete-habit'; habit: 0 | 1 | 2 };

const habitArb = fc.constantFrom(0 as const, 1 as const, 2 as const);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'mood' as const,
        'symptom' as const,
        'sleep' as const,
        'water' as const,
        'dose' as const,
        'empty-log' as const,
      ),
      day: dayArb,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'unmood' as const,
        'unsymptom' as const,
        'unlog' as const,
        'unsleep' as const,
      ),
      day: dayArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('move-mood' as const), day: dayArb, to: dayArb }),
  },
  {
    weight: 10,
    arbitrary: fc.record({ kind: fc.constant('check' as const), habit: habitArb, day: dayArb }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('uncheck' as const), habit: habitArb, day: dayArb }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('delete-habit' as const), habit: habitArb }),
  },
);

async function apply(userId: string, habits: string[], op: Op): Promise<void> {
  const db = t.testDb.database.db;
  const logDay = (day: string, values: string) =>
    db.execute(sql`insert into daily_logs (user_id, log_date, sleep_hours, water_glasses, medication_doses)
      values (${userId}, ${day}, ${sql.raw(values)})
      on conflict (user_id, log_date) do update set
        sleep_hours = excluded.sleep_hours, water_glasses = excluded.water_glasses,
        medication_doses = excluded.medication_doses`);
  switch (op.kind) {
    case 'mood':
      await db.execute(sql`insert into mood_entries (user_id, entry_date, mood, energy)
        values (${userId}, ${op.day}, 3, 3) on conflict do nothing`);
      return;
    case 'unmood':
      await db.execute(
        sql`delete from mood_entries where user_id = ${userId} and entry_date = ${op.day}`,
      );
      return;
    case 'move-mood':
      await db.execute(sql`update mood_entries set entry_date = ${op.to}
        where user_id = ${userId} and entry_date = ${op.day}
          and not exists (select 1 from mood_entries where user_id = ${userId} and entry_date = ${op.to})`);
      return;
    case 'symptom':
      await db.execute(sql`insert into symptom_logs (user_id, name, severity, occurred_at, occurred_on)
        values (${userId}, 'headache', 3, ${`${op.day}T10:00:00Z`}, ${op.day})`);
      return;
    case 'unsymptom':
      await db.execute(
        sql`delete from symptom_logs where user_id = ${userId} and occurred_on = ${op.day}`,
      );
      return;
    case 'sleep':
      await logDay(op.day, `7, null, '[]'::jsonb`);
      return;
    case 'water':
      await logDay(op.day, `null, 5, '[]'::jsonb`);
      return;
    case 'dose':
      await logDay(op.day, `null, null, '[{"medication_id":"m","status":"taken"}]'::jsonb`);
      return;
    case 'empty-log':
      await logDay(op.day, `null, null, '[]'::jsonb`);
      return;
    case 'unsleep':
      await db.execute(sql`update daily_logs set sleep_hours = null
        where user_id = ${userId} and log_date = ${op.day}`);
      return;
    case 'unlog':
      await db.execute(
        sql`delete from daily_logs where user_id = ${userId} and log_date = ${op.day}`,
      );
      return;
    case 'check':
      await db.execute(sql`insert into habit_check_ins (user_id, habit_id, check_date)
        select ${userId}, id, ${op.day} from habits where id = ${habits[op.habit]}::uuid
        on conflict do nothing`);
      return;
    case 'uncheck':
      await db.execute(sql`delete from habit_check_ins
        where habit_id = ${habits[op.habit]}::uuid and check_date = ${op.day}`);
      return;
    case 'delete-habit':
      await db.execute(sql`delete from habits where id = ${habits[op.habit]}::uuid`);
      return;
  }
}

/** Runs of consecutive days of a sorted, unique list, as 'start..end'. */
function runsOf(days: readonly string[]): string[] {
  const runs: string[] = [];
  let start: string | null = null;
  let previous: string | null = null;
  for (const day of [...new Set(days)].sort()) {
    if (previous !== null && addDays(previous, 1) !== day) {
      runs.push(`${start}..${previous}`);
      start = day;
    }
    start ??= day;
    previous = day;
  }
  if (start !== null) runs.push(`${start}..${previous}`);
  return runs;
}

/** The user's stored runs and the runs of the days stored, by series (habits included). */
async function runsAgainstDays(userId: string) {
  const db = t.testDb.database.db;
  const achievements = createAchievementsRepository(db, async () => 0);
  const days = await achievements.trackedDays(userId);
  const symptomDays = new Set(days.symptomDays);
  const checkInDays = [
    ...days.moodDays,
    ...days.symptomDays,
    ...days.dailyLogDays,
    ...days.checkIns.map((c) => c.check_date),
  ];
  const expected: Record<string, string[]> = {
    checkin: runsOf(checkInDays),
    sleep: runsOf(days.sleepDays),
    symptom_free: runsOf(checkInDays.filter((day) => !symptomDays.has(day))),
  };
  const remaining = await queryRows<{ id: string }>(
    db,
    sql`select id::text from habits where user_id = ${userId}`,
  );
  for (const { id } of remaining)
    expected[`habit:${id}`] = runsOf(
      days.checkIns.filter((c) => c.habit_id === id).map((c) => c.check_date),
    );
  const stored = await queryRows<{ series: string; start_date: string; end_date: string }>(
    db,
    sql`select series, to_char(start_date, 'YYYY-MM-DD') as start_date,
            to_char(end_date, 'YYYY-MM-DD') as end_date
          from tracked_runs where user_id = ${userId} order by series, start_date`,
  );
  const actual: Record<string, string[]> = Object.fromEntries(
    Object.keys(expected).map((series) => [series, []]),
  );
  for (const run of stored) (actual[run.series] ??= []).push(`${run.start_date}..${run.end_date}`);
  return { actual, expected, days, remaining };
}

describe('tracked_runs', () => {
  it('equal the full recomputation after random histories with gaps, deletions and moves', async () => {
    const db = t.testDb.database.db;
    const achievements = createAchievementsRepository(db, async () => 0);
    const habitsRepository = createHabitsRepository(db);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 60 }), async (ops) => {
        const userId = randomUUID();
        await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
          values (${userId}, 'Runs', ${`${userId}@example.com`}, true, now(), now())`);
        const habits: string[] = [];
        for (const name of ['a', 'b', 'c']) {
          const [row] = await queryRows<{ id: string }>(
            db,
            sql`insert into habits (user_id, name, schedule) values (${userId}, ${name}, 'daily') returning id`,
          );
          habits.push(row!.id);
        }
        for (const op of ops) await apply(userId, habits, op);

        // The runs stored are the runs of the days stored.
        const { actual, expected, days, remaining } = await runsAgainstDays(userId);
        expect(actual).toEqual(expected);

        // Badge progress from the runs equals the full recomputation, for any last day.
        for (const offset of [-1, 10, 25, 40, 41, 45]) {
          const lastDay = addDays(START, offset);
          const full = measureAchievements({
            ...days,
            profileCompleteness: 0,
            goalCount: 0,
            lastDay,
          });
          const fromRuns = measureFromRuns({
            ...(await achievements.runFacts(userId, lastDay)),
            profileCompleteness: 0,
            goalCount: 0,
          });
          expect(fromRuns).toEqual(full);
        }

        // Each habit's daily streaks from the runs equal those from all its check-ins.
        for (const offset of [-1, 0, 5, 20, 39, 40, 41, 42, 60]) {
          const today = addDays(START, offset);
          const streaks = await habitsRepository.dailyStreaks(userId, today);
          for (const { id } of remaining) {
            const dates = days.checkIns.filter((c) => c.habit_id === id).map((c) => c.check_date);
            const one = await habitsRepository.dailyStreaks(userId, today, id);
            const expectedStreaks = dailyStreaks(dates, today);
            expect(streaks.get(id) ?? { current: 0, best: 0 }).toEqual(expectedStreaks);
            expect(one.get(id) ?? { current: 0, best: 0 }).toEqual(expectedStreaks);
          }
        }
        await db.execute(sql`delete from users where id = ${userId}`);
        const left = await queryRows<{ n: number | string }>(
          db,
          sql`select count(*) as n from tracked_runs where user_id = ${userId}`,
        );
        expect(Number(left[0]!.n)).toBe(0);
      }),
      { numRuns: 25 },
    );
  }, 900_000);

  it('gives the habits list and the achievements the same answer through the API', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'runs-api');
    const db = t.testDb.database.db;
    const [habit] = await queryRows<{ id: string }>(
      db,
      sql`insert into habits (user_id, name, schedule) values (${id}, 'Walk', 'daily') returning id`,
    );
    // 40 days back from yesterday with a gap of two days ten days ago: a run of 9 up to yesterday.
    const today = new Date().toISOString().slice(0, 10);
    await db.execute(sql`insert into habit_check_ins (user_id, habit_id, check_date)
      select ${id}, ${habit!.id}::uuid, day::date
      from generate_series(${addDays(today, -40)}::date, ${addDays(today, -1)}::date, '1 day') day
      where day::date not in (${addDays(today, -10)}::date, ${addDays(today, -11)}::date)`);
    const list = (await get(t.app, `/api/habits?today=${today}`, cookie)).json();
    expect(list.habits[0]).toMatchObject({
      current_streak: 9,
      best_streak: 29,
      done_today: false,
    });
    const badges = (await get(t.app, '/api/achievements', cookie)).json();
    expect(badges.earned.map((a: { key: string }) => a.key)).toEqual(
      expect.arrayContaining(['first_log', 'checkin_streak_7', 'habit_streak_7']),
    );
    expect(
      badges.locked.find((a: { key: string }) => a.key === 'checkin_streak_30').progress,
    ).toEqual({ current: 29, target: 30 });
  }, 120_000);
  it('equal the full recomputation after a bulk sleep import rebuilt them at once', async () => {
    const db = t.testDb.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: -10, max: 80 }), { minLength: 51, maxLength: 80 }),
        async (ops, nightOffsets) => {
          const userId = randomUUID();
          await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
            values (${userId}, 'Bulk', ${`${userId}@example.com`}, true, now(), now())`);
          const [habit] = await queryRows<{ id: string }>(
            db,
            sql`insert into habits (user_id, name, schedule) values (${userId}, 'a', 'daily') returning id`,
          );
          for (const op of ops) await apply(userId, [habit!.id, habit!.id, habit!.id], op);
          const nights = nightOffsets.map((offset) => ({ date: addDays(START, offset), hours: 7 }));
          // Past 50 nights the row triggers are deferred and the series rebuilt (migration 0031).
          await db.transaction(async (tx) => {
            await createSleepImport(tx).fill(userId, nights);
          });
          const { actual, expected } = await runsAgainstDays(userId);
          expect(actual).toEqual(expected);
          // The deferral ended with its transaction: a later mood is counted by the row trigger.
          await apply(userId, [], { kind: 'mood', day: addDays(START, 90) });
          const after = await runsAgainstDays(userId);
          expect(after.actual).toEqual(after.expected);
          await db.execute(sql`delete from users where id = ${userId}`);
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
  it('equal the full recomputation after a bulk sleep import in several transactions, rebuilt once at the end', async () => {
    const db = t.testDb.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: -10, max: 80 }), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 1, max: 40 }),
        async (ops, nightOffsets, stepNights) => {
          const userId = randomUUID();
          await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
            values (${userId}, 'Steps', ${`${userId}@example.com`}, true, now(), now())`);
          const [habit] = await queryRows<{ id: string }>(
            db,
            sql`insert into habits (user_id, name, schedule) values (${userId}, 'a', 'daily') returning id`,
          );
          for (const op of ops) await apply(userId, [habit!.id, habit!.id, habit!.id], op);
          const nights = nightOffsets.map((offset) => ({ date: addDays(START, offset), hours: 7 }));
          // As the Apple Health save writes them: each step its own transaction with the row
          // triggers deferred, the series stale in between, rebuilt once after the last step.
          for (let start = 0; start < nights.length; start += stepNights)
            await db.transaction(async (tx) => {
              await createSleepImport(tx).fillDeferred(
                userId,
                nights.slice(start, start + stepNights),
              );
            });
          await db.transaction(async (tx) => {
            await createSleepImport(tx).rebuildDays(userId);
          });
          const { actual, expected } = await runsAgainstDays(userId);
          expect(actual).toEqual(expected);
          // No deferral outlives its step: a later mood is counted by the row trigger.
          await apply(userId, [], { kind: 'mood', day: addDays(START, 90) });
          const after = await runsAgainstDays(userId);
          expect(after.actual).toEqual(after.expected);
          await db.execute(sql`delete from users where id = ${userId}`);
        },
      ),
      { numRuns: 10 },
    );
  }, 240_000);
});
