/**
 * Badges: evaluated after every tracker write (and on read, for the profile badge, whose event
 * happens in the profile module) and stored once, so earned_at is the moment it was first earned.
 *
 * A write is evaluated by what it changed: only badges not yet earned, and for those measured from
 * days only the days around the written one (`writeWindow`), read on each tracker's date index.
 * Its cost does not grow with the user's history. GET /api/achievements, which shows how far each
 * locked badge is, reads the stored runs of days (tracked_runs, kept by the database's triggers,
 * ADR 088): a row per run, not per tracked day.
 */
import { ACHIEVEMENTS, type AchievementList } from '#shared/contracts/tracking.contract';
import { latestLoggableDate } from '#shared/domain/dates';
import {
  DAY_BADGES,
  earnedKeys,
  measureAchievements,
  measureFromRuns,
  writeWindow,
} from './achievement-rules';
import type { AchievementsRepository } from './achievements.repository';
import { toIso, type Clock } from './tracking-input';
import type { Actor } from '#server/plugins/actor';

/**
 * Runs `task` once per key for every caller that arrives while a run is under way: each caller
 * waits for a run that began after it called (so it sees that caller's write), and callers that
 * arrive during one run share the next. A burst of saves of the same day costs two checks, not one
 * per save.
 */
export function createCoalescer() {
  interface Flight {
    active: Promise<void> | null;
    queued: Promise<void> | null;
  }
  const flights = new Map<string, Flight>();
  return {
    run(key: string, task: () => Promise<void>): Promise<void> {
      let flight = flights.get(key);
      if (!flight) flights.set(key, (flight = { active: null, queued: null }));
      const current = flight;
      const start = (): Promise<void> => {
        const run: Promise<void> = task().finally(() => {
          if (current.active === run) current.active = null;
          if (!current.active && !current.queued) flights.delete(key);
        });
        current.active = run;
        return run;
      };
      if (current.queued) return current.queued;
      if (!current.active) return start();
      current.queued = current.active
        .catch(() => undefined)
        .then(() => {
          current.queued = null;
          return start();
        });
      return current.queued;
    },
    /** Keys with a run under way or waiting (bounded by the writes in flight). */
    get size() {
      return flights.size;
    },
  };
}

/** Users whose earned badges are remembered between writes (the oldest are forgotten first). */
export const KNOWN_EARNED_USERS = 10_000;

export function createAchievementsService(repository: AchievementsRepository, now: Clock) {
  const writes = createCoalescer();
  /**
   * The badges each user is known to have earned. A badge is stored once and never taken back, so
   * a set read once can only be missing badges, never hold one too many: one earned since through
   * another process is simply checked again by the next write here, and storing it again keeps its
   * first earned_at. A write then reads the stored badges only the first time.
   */
  const knownEarned = new Map<string, Set<string>>();
  function remember(userId: string, keys: Iterable<string>): Set<string> {
    const known = knownEarned.get(userId) ?? new Set<string>();
    for (const key of keys) known.add(key);
    knownEarned.delete(userId); // re-inserted last: the map stays ordered oldest first
    knownEarned.set(userId, known);
    if (knownEarned.size > KNOWN_EARNED_USERS) {
      const oldest = knownEarned.keys().next();
      if (!oldest.done) knownEarned.delete(oldest.value);
    }
    return known;
  }
  async function earnedOf(userId: string): Promise<ReadonlySet<string>> {
    return (
      knownEarned.get(userId) ??
      remember(
        userId,
        (await repository.list(userId)).map((row) => row.achievement_key),
      )
    );
  }

  /** Progress toward every badge over the whole history, from the stored runs. */
  async function measure(userId: string) {
    const [runs, profileCompleteness, goalCount] = await Promise.all([
      repository.runFacts(userId, latestLoggableDate(now())),
      repository.profileCompleteness(userId),
      repository.goalCount(userId),
    ]);
    return measureFromRuns({ ...runs, profileCompleteness, goalCount });
  }

  async function evaluateWriteNow(userId: string, day: string | null): Promise<void> {
    const earned = new Set(await earnedOf(userId));
    const pending = ACHIEVEMENTS.filter((a) => !earned.has(a.key)).map((a) => a.key);
    if (pending.length === 0) return;
    // The days and the goal count in one query; the profile through its own module's reader.
    const [{ days, goalCount }, profileCompleteness] = await Promise.all([
      repository.writeFacts(userId, {
        window:
          day !== null && pending.some((key) => DAY_BADGES.has(key)) ? writeWindow(day) : null,
        goals: pending.includes('first_goal'),
      }),
      pending.includes('complete_profile') ? repository.profileCompleteness(userId) : 0,
    ]);
    const progress = measureAchievements({
      ...days,
      profileCompleteness,
      goalCount,
      lastDay: latestLoggableDate(now()),
    });
    const awarded = earnedKeys(progress).filter((key) => !earned.has(key));
    await repository.award(userId, awarded);
    remember(userId, awarded);
  }

  /**
   * After a write: `day` is the calendar day it changed (a mood, symptom, habit check-in or daily
   * log), null for a write that changes no day (a goal). Saves of the same day at once share one
   * check that began after each of them was stored.
   */
  function evaluateWrite(userId: string, day: string | null): Promise<void> {
    return writes.run(`${userId}|${day ?? ''}`, () => evaluateWriteNow(userId, day));
  }

  return {
    evaluateWrite,
    async list(actor: Actor): Promise<AchievementList> {
      const [progress, stored] = await Promise.all([measure(actor.id), repository.list(actor.id)]);
      // Stored once: a read writes only a badge earned outside a write's check (the profile's).
      const storedKeys = new Set(stored.map((row) => row.achievement_key));
      const fresh = earnedKeys(progress).filter((key) => !storedKeys.has(key));
      if (fresh.length > 0) await repository.award(actor.id, fresh);
      const rows = fresh.length > 0 ? await repository.list(actor.id) : stored;
      remember(
        actor.id,
        rows.map((r) => r.achievement_key),
      );
      const earnedAt = new Map(rows.map((r) => [r.achievement_key, r.earned_at]));
      const earned = ACHIEVEMENTS.filter((a) => earnedAt.has(a.key))
        .map((a) => ({
          key: a.key,
          title: a.title,
          description: a.description,
          earned_at: earnedAt.get(a.key) as Date,
        }))
        .sort((a, b) => a.earned_at.getTime() - b.earned_at.getTime())
        .map((a) => ({ ...a, earned_at: toIso(a.earned_at) }));
      const locked = ACHIEVEMENTS.filter((a) => !earnedAt.has(a.key)).map((a) => ({
        key: a.key,
        title: a.title,
        description: a.description,
        progress: { current: Math.min(progress[a.key], a.target), target: a.target },
      }));
      return { earned, locked };
    },
  };
}
export type AchievementsService = ReturnType<typeof createAchievementsService>;
