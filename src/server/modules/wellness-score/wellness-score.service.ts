/** The wellness score: computed on read from the user's own tracked rows and profile. */
import { lifestyleSchema } from '#shared/contracts/profile.contract';
import type { WellnessScore } from '#shared/contracts/wellness-score.contract';
import { addDays } from '#shared/domain/dates';
import { WELLNESS_WINDOW_DAYS, calculateWellnessScore } from '#shared/domain/wellness-score';
import type { Actor } from '#server/plugins/actor';
import type { ProfileReader } from '#server/modules/profile/index';
import type { TrackingReader } from '#server/modules/tracking/index';
import { buildDailySeries, isTrackedDay } from '#server/modules/trends/index';

export interface WellnessScoreDeps {
  tracked: Pick<TrackingReader, 'load'>;
  profiles: Pick<ProfileReader, 'findByUserId'>;
  now: () => Date;
}

const notNull = <T>(value: T | null): value is T => value !== null;

export function createWellnessScoreService(deps: WellnessScoreDeps) {
  async function lifestyleOf(userId: string) {
    const profile = await deps.profiles.findByUserId(userId);
    const parsed = lifestyleSchema.safeParse(profile?.lifestyle_data);
    return parsed.success ? parsed.data : null;
  }

  async function wellnessScore(actor: Actor, today?: string): Promise<WellnessScore> {
    const to = today ?? deps.now().toISOString().slice(0, 10);
    const from = addDays(to, -(WELLNESS_WINDOW_DAYS - 1));
    const [data, lifestyle] = await Promise.all([
      deps.tracked.load(actor.id, from, to),
      lifestyleOf(actor.id),
    ]);
    const days = buildDailySeries(data, from, to);
    const tracked = days.filter(isTrackedDay);
    const result = calculateWellnessScore({
      lifestyle,
      sleepHours: days.map((day) => day.sleep_hours).filter(notNull),
      moods: days.map((day) => day.mood).filter(notNull),
      energies: days.map((day) => day.energy).filter(notNull),
      habitCompletion: days.map((day) => day.habit_completion).filter(notNull),
      trackedDays: tracked.length,
      symptomDaySeverities: days.map((day) => day.symptom_max_severity).filter(notNull),
    });
    return {
      ...result,
      days_of_data: tracked.length,
      window_days: WELLNESS_WINDOW_DAYS,
      computed_at: deps.now().toISOString(),
    };
  }

  return { wellnessScore };
}
export type WellnessScoreService = ReturnType<typeof createWellnessScoreService>;
