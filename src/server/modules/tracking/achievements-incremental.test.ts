/**
 * A write's badge check reads only the days around the written one, and awards exactly what
 * evaluating the whole history would: the real service over an in-memory repository that filters
 * by the window it is asked for, against `measureAchievements` over every stored day.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/dates';
import type { AchievementKey } from '#shared/contracts/tracking.contract';
import {
  earnedKeys,
  LONGEST_RUN_TARGET,
  measureAchievements,
  writeWindow,
  type DayWindow,
  type TrackedDays,
} from './achievement-rules';
import type { AchievementRow, AchievementsRepository } from './achievements.repository';
import { createAchievementsService, createCoalescer } from './achievements.service';

const NOW = new Date('2026-06-30T12:00:00Z');
const LAST_DAY = '2026-07-01'; // latestLoggableDate(NOW): tomorrow in UTC
const FIRST_DAY = '2024-07-01'; // two years of history

interface Store {
  mood: Set<string>;
  symptom: Set<string>;
  log: Set<string>;
  sleep: Set<string>;
  checkIns: Set<string>; // `${habit}|${day}`
  goals: number;
  completeness: number;
  earned: Map<string, Date>;
}

const emptyStore = (): Store => ({
  mood: new Set(),
  symptom: new Set(),
  log: new Set(),
  sleep: new Set(),
  checkIns: new Set(),
  goals: 0,
  completeness: 0,
  earned: new Map(),
});

const noDays = (): TrackedDays => ({
  moodDays: [],
  symptomDays: [],
  dailyLogDays: [],
  sleepDays: [],
  checkIns: [],
});

function daysOf(store: Store, window?: DayWindow): TrackedDays {
  const inside = (day: string) => !window || (day >= window.from && day <= window.to);
  const pick = (days: Set<string>) => [...days].filter(inside);
  return {
    moodDays: pick(store.mood),
    symptomDays: pick(store.symptom),
    dailyLogDays: pick(store.log),
    sleepDays: pick(store.sleep),
    checkIns: [...store.checkIns]
      .map((entry) => entry.split('|') as [string, string])
      .filter(([, day]) => inside(day))
      .map(([habit_id, check_date]) => ({ habit_id, check_date })),
  };
}

/** The repository the service sees, counting the day rows each read returns. */
function memoryRepository(store: Store) {
  const reads: { window?: DayWindow; rows: number }[] = [];
  const repository: AchievementsRepository = {
    list: async () =>
      [...store.earned].map(
        ([achievement_key, earned_at]) =>
          ({
            id: `achievement-${achievement_key}`,
            user_id: 'u',
            achievement_key,
            earned_at,
            created_at: earned_at,
          }) satisfies AchievementRow,
      ),
    award: async (_userId, keys) => {
      for (const key of keys) if (!store.earned.has(key)) store.earned.set(key, new Date());
    },
    trackedDays: async (_userId, window) => {
      const days = daysOf(store, window);
      const rows =
        days.moodDays.length +
        new Set(days.symptomDays).size +
        days.dailyLogDays.length +
        days.checkIns.length;
      reads.push({ window, rows });
      return days;
    },
    writeFacts: async (userId, needs) => ({
      days: needs.window ? await repository.trackedDays(userId, needs.window) : noDays(),
      goalCount: needs.goals ? store.goals : 0,
    }),
    runFacts: async (_userId, lastDay) => {
      const progress = measureAchievements({
        ...daysOf(store),
        profileCompleteness: 0,
        goalCount: 0,
        lastDay,
      });
      return {
        checkinBest: progress.checkin_streak_7,
        sleepBest: progress.sleep_week,
        symptomFreeBest: progress.symptom_free_week,
        habitBest: progress.habit_streak_7,
        anyCheckIn: progress.first_log > 0,
        anyMood: progress.first_mood_checkin > 0,
      };
    },
    profileCompleteness: async () => store.completeness,
    goalCount: async () => store.goals,
  };
  return { repository, reads };
}

/** What the old evaluation (the whole history after every write) would have awarded. */
function fullEvaluation(store: Store): Set<AchievementKey> {
  return new Set(
    earnedKeys(
      measureAchievements({
        ...daysOf(store),
        profileCompleteness: store.completeness,
        goalCount: store.goals,
        lastDay: LAST_DAY,
      }),
    ),
  );
}

type Write =
  | { kind: 'mood' | 'symptom' | 'log' | 'sleep'; day: string }
  | { kind: 'habit'; habit: 'a' | 'b'; day: string }
  | { kind: 'goal' }
  | { kind: 'profile'; completeness: number };

/** Days clustered so runs form: a few anchors, then days near them. */
const dayArb = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: -20, max: 20 }))
  .map(([anchor, offset]) => addDays(FIRST_DAY, 40 + anchor * 80 + offset));

const singleWriteArb: fc.Arbitrary<Write> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('mood' as const), day: dayArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('symptom' as const), day: dayArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('log' as const), day: dayArb }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sleep' as const), day: dayArb }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('habit' as const),
      habit: fc.constantFrom('a' as const, 'b' as const),
      day: dayArb,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'goal' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('profile' as const),
      completeness: fc.integer({ min: 0, max: 100 }),
    }),
  },
);

/** Runs of consecutive days of one kind (up to a few days past the longest badge's 30). */
const runArb = fc
  .record({
    kind: fc.constantFrom('mood' as const, 'symptom' as const, 'sleep' as const, 'habit' as const),
    start: dayArb,
    length: fc.integer({ min: 2, max: LONGEST_RUN_TARGET + 3 }),
  })
  .map(({ kind, start, length }) =>
    Array.from({ length }, (_, index): Write => {
      const day = addDays(start, index);
      return kind === 'habit' ? { kind, habit: 'a', day } : { kind, day };
    }),
  );

/** Single writes and runs, written in any order (a run is often completed from its middle). */
const writesArb: fc.Arbitrary<Write[]> = fc
  .tuple(
    fc.array(singleWriteArb, { maxLength: 60 }),
    fc.array(runArb, { minLength: 1, maxLength: 6 }),
  )
  .map(([singles, runs]) => [...singles, ...runs.flat()])
  .chain((writes) =>
    fc.shuffledSubarray(writes, { minLength: writes.length, maxLength: writes.length }),
  );

/** Stores one write as the tracker would; answers the day it changed (null: none). */
function apply(store: Store, write: Write): string | null {
  switch (write.kind) {
    case 'mood':
      store.mood.add(write.day);
      return write.day;
    case 'symptom':
      store.symptom.add(write.day);
      return write.day;
    case 'log':
      store.log.add(write.day);
      return write.day;
    case 'sleep':
      store.log.add(write.day);
      store.sleep.add(write.day);
      return write.day;
    case 'habit':
      store.checkIns.add(`${write.habit}|${write.day}`);
      return write.day;
    case 'goal':
      store.goals += 1;
      return null;
    case 'profile':
      // The profile's completeness changes in the profile module; badges see it on the next write.
      store.completeness = write.completeness;
      return null;
  }
}

describe('achievements after a write', () => {
  it('award what the whole history earns, write after write (property)', async () => {
    await fc.assert(
      fc.asyncProperty(writesArb, async (writes) => {
        const store = emptyStore();
        const { repository } = memoryRepository(store);
        const service = createAchievementsService(repository, () => NOW);
        for (const write of writes) {
          const day = apply(store, write);
          await service.evaluateWrite('u', day);
          // Whatever the whole history earns now is stored after this write.
          for (const key of fullEvaluation(store)) expect(store.earned.has(key), key).toBe(true);
        }
        // The set awarded equals what the old full evaluation after each write awarded (badges are
        // stored once and never taken back).
        const oldStore = emptyStore();
        const oldEarned = new Set<string>();
        for (const write of writes) {
          apply(oldStore, write);
          for (const key of fullEvaluation(oldStore)) oldEarned.add(key);
        }
        expect(new Set(store.earned.keys())).toEqual(oldEarned);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('reads the days around the written one, however long the history', async () => {
    const store = emptyStore();
    // Two years of daily moods and sleep, every other day a habit check-in.
    for (let day = FIRST_DAY; day <= '2026-06-01'; day = addDays(day, 1)) {
      store.mood.add(day);
      store.sleep.add(day);
      store.log.add(day);
      if (day.endsWith('0') || day.endsWith('5')) store.checkIns.add(`a|${day}`);
    }
    // Most badges are earned already; leave one run badge to earn so the days are read.
    const { repository, reads } = memoryRepository(store);
    const service = createAchievementsService(repository, () => NOW);
    await service.evaluateWrite('u', '2026-06-30');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.window).toEqual(writeWindow('2026-06-30'));
    expect(reads[0]!.window).toEqual({ from: '2026-06-01', to: '2026-07-29' });
    // At most one row a day and kind inside the window, not the ~2,200 rows of history.
    expect(reads[0]!.rows).toBeLessThanOrEqual(4 * (2 * LONGEST_RUN_TARGET - 1));

    // Once every day badge is earned a write reads no days at all.
    reads.length = 0;
    for (const key of fullEvaluation(store)) store.earned.set(key, new Date());
    store.earned.set('habit_streak_7', new Date());
    store.earned.set('symptom_free_week', new Date());
    // (A service that has not read the stored badges since, as after a restart.)
    await createAchievementsService(repository, () => NOW).evaluateWrite('u', '2026-06-30');
    expect(reads).toEqual([]);
  });

  it('reads the stored badges once, then knows what each write awarded', async () => {
    const store = emptyStore();
    const { repository } = memoryRepository(store);
    let lists = 0;
    const counted: AchievementsRepository = {
      ...repository,
      list: (userId) => {
        lists += 1;
        return repository.list(userId);
      },
    };
    const service = createAchievementsService(counted, () => NOW);
    store.mood.add('2026-06-29');
    await service.evaluateWrite('u', '2026-06-29');
    expect(store.earned.has('first_mood_checkin')).toBe(true);
    const firstEarnedAt = store.earned.get('first_mood_checkin');
    for (let back = 6; back >= 1; back -= 1) {
      store.mood.add(addDays('2026-06-29', -back));
      await service.evaluateWrite('u', addDays('2026-06-29', -back));
    }
    expect(store.earned.has('checkin_streak_7')).toBe(true);
    expect(store.earned.get('first_mood_checkin')).toBe(firstEarnedAt);
    expect(lists).toBe(1);
  });

  it('a goal write reads no days', async () => {
    const store = emptyStore();
    store.goals = 1;
    const { repository, reads } = memoryRepository(store);
    await createAchievementsService(repository, () => NOW).evaluateWrite('u', null);
    expect(reads).toEqual([]);
    expect([...store.earned.keys()]).toEqual(['first_goal']);
  });
});

describe('saves at once', () => {
  it('share checks, each caller waiting for one that began after it called', async () => {
    const coalescer = createCoalescer();
    const started: number[] = [];
    let calls = 0;
    let release: () => void = () => undefined;
    const task = () => {
      started.push(calls);
      return new Promise<void>((resolve) => (release = resolve));
    };
    // The first caller starts a run; the next four arrive during it and share the next one.
    const first = coalescer.run('u|day', task);
    calls = 1;
    const waiting = [1, 2, 3, 4].map(() => coalescer.run('u|day', task));
    calls = 5;
    expect(started).toEqual([0]);
    let done = 0;
    for (const promise of waiting) void promise.then(() => (done += 1));
    release();
    await first;
    await Promise.resolve();
    await Promise.resolve();
    // The second run began after all four called, and none resolved before it finished.
    expect(started).toEqual([0, 5]);
    expect(done).toBe(0);
    release();
    await Promise.all(waiting);
    expect(done).toBe(4);
    expect(coalescer.size).toBe(0);
    // Another key never waits for this one; a failed run fails only its own callers.
    await expect(coalescer.run('u|other', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await coalescer.run('u|other', async () => undefined);
    expect(coalescer.size).toBe(0);
  });

  it('award what a burst of saves of one day earned', async () => {
    const store = emptyStore();
    const { repository, reads } = memoryRepository(store);
    const service = createAchievementsService(repository, () => NOW);
    for (let back = 6; back >= 1; back -= 1) store.mood.add(addDays('2026-06-30', -back));
    store.mood.add('2026-06-30');
    await Promise.all(Array.from({ length: 20 }, () => service.evaluateWrite('u', '2026-06-30')));
    expect(store.earned.has('checkin_streak_7')).toBe(true);
    // Twenty saves, at most two checks.
    expect(reads.length).toBeLessThanOrEqual(2);
  });
});
