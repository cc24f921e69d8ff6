/**
 * Trends, pattern insights, the wellness score and the inputs of the action rules: all computed on
 * read from the user's own tracked rows and profile, so they are never stale.
 */
import { lifestyleSchema, type Lifestyle } from '#shared/contracts/profile.contract';
import type {
  PatternsResponse,
  TrendsResponse,
  WellnessScore,
} from '#shared/contracts/progress.contract';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import type { ActionInputs, InteractionFinding, LabFlagFinding } from '#shared/domain/action-rules';
import { MIN_DAYS_PER_GROUP, findPatterns } from '#shared/domain/correlations';
import { WELLNESS_WINDOW_DAYS, calculateWellnessScore } from '#shared/domain/wellness-score';
import type { ProfileReader } from '#server/modules/profile/profile.reader';
import { buildAnalysis, buildDailySeries, isTrackedDay, summariseSeries } from './daily-series';
import type { TrackingReader } from '#server/modules/tracking/tracking.reader';
import { addDays } from '#shared/domain/dates';

/** Patterns look back this far: long enough for 3 + 3 days, short enough to reflect today's life. */
export const PATTERN_WINDOW_DAYS = 90;

export interface InsightsDeps {
  tracked: TrackingReader;
  profiles: Pick<ProfileReader, 'findByUserId'>;
  now: () => Date;
  /** The interaction checker (AppContext): the only source of a safety result. */
  checkInteractions?: (userId: string, names: string[]) => Promise<CheckResponse>;
  /** Out-of-range results of the user's latest analysed lab report. */
  latestLabFlags?: (userId: string) => Promise<LabFlagFinding | null>;
}

/** The checker's answer as the action rules read it: each pair by the user's own names. */
export function interactionFindings(result: CheckResponse): InteractionFinding[] {
  return result.interactions.flatMap((interaction) => {
    const a = result.items[interaction.between[0]]?.query;
    const b = result.items[interaction.between[1]]?.query;
    if (!a || !b) return [];
    const source = interaction.sources[0];
    return [
      {
        severity: interaction.severity,
        pair: [a, b] as const,
        summary: interaction.summary,
        management: interaction.management,
        source: source ? { title: source.title, url: source.url } : null,
      },
    ];
  });
}

const notNull = <T>(value: T | null): value is T => value !== null;

export function createInsightsService(deps: InsightsDeps) {
  const todayOf = (today?: string) => today ?? deps.now().toISOString().slice(0, 10);

  async function profileFacts(
    userId: string,
  ): Promise<{ lifestyle: Lifestyle | null; completeness: number }> {
    const profile = await deps.profiles.findByUserId(userId);
    if (!profile) return { lifestyle: null, completeness: 0 };
    const parsed = lifestyleSchema.safeParse(profile.lifestyle_data);
    return {
      lifestyle: parsed.success ? parsed.data : null,
      completeness: profile.data_completeness_score,
    };
  }

  /** The cabinet's interactions (the profile's medicines, ADR 022) and the latest lab flags. */
  async function safetyFacts(
    userId: string,
  ): Promise<Pick<ActionInputs, 'interactions' | 'labFlags'>> {
    const medicines = await deps.tracked.cabinetNames(userId);
    const [check, labFlags] = await Promise.all([
      deps.checkInteractions && medicines.length >= 2
        ? deps.checkInteractions(userId, medicines)
        : null,
      deps.latestLabFlags ? deps.latestLabFlags(userId) : null,
    ]);
    return { interactions: check ? interactionFindings(check) : [], labFlags };
  }

  async function trends(
    userId: string,
    windowDays: number,
    today?: string,
  ): Promise<TrendsResponse> {
    const to = todayOf(today);
    const from = addDays(to, -(windowDays - 1));
    const days = buildDailySeries(await deps.tracked.load(userId, from, to), from, to);
    return {
      window_days: windowDays,
      from,
      to,
      days,
      summary: summariseSeries(days),
      days_with_data: days.filter(isTrackedDay).length,
    };
  }

  async function patterns(userId: string, today?: string): Promise<PatternsResponse> {
    const to = todayOf(today);
    const from = addDays(to, -(PATTERN_WINDOW_DAYS - 1));
    const analysis = buildAnalysis(await deps.tracked.load(userId, from, to), from, to);
    return {
      patterns: findPatterns(analysis.factors, analysis.days).map((pattern) => ({
        ...pattern,
        window_days: PATTERN_WINDOW_DAYS,
      })),
      window_days: PATTERN_WINDOW_DAYS,
      days_analysed: analysis.days.filter((day) => day.outcomes.mood !== null).length,
      min_days_per_group: MIN_DAYS_PER_GROUP,
    };
  }

  async function wellnessScore(userId: string, today?: string): Promise<WellnessScore> {
    const to = todayOf(today);
    const from = addDays(to, -(WELLNESS_WINDOW_DAYS - 1));
    const [data, profile] = await Promise.all([
      deps.tracked.load(userId, from, to),
      profileFacts(userId),
    ]);
    const days = buildDailySeries(data, from, to);
    const tracked = days.filter(isTrackedDay);
    const result = calculateWellnessScore({
      lifestyle: profile.lifestyle,
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

  /** What the action rules read: the last 7 and 14 days and the profile. */
  async function actionInputs(userId: string, today?: string): Promise<ActionInputs> {
    const to = todayOf(today);
    const from14 = addDays(to, -13);
    const from7 = addDays(to, -6);
    const [data, profile] = await Promise.all([
      deps.tracked.load(userId, from14, to),
      profileFacts(userId),
    ]);
    const days = buildDailySeries(data, from14, to);
    const last7 = days.filter((day) => day.date >= from7);
    const previous7 = days.filter((day) => day.date < from7);

    const symptomDays = new Map<string, { name: string; days: Set<string> }>();
    for (const row of data.symptoms) {
      const key = row.name.trim().toLowerCase();
      const entry = symptomDays.get(key) ?? { name: row.name.trim(), days: new Set<string>() };
      entry.days.add(row.date);
      symptomDays.set(key, entry);
    }
    const topSymptom =
      [...symptomDays.values()]
        .sort((a, b) => b.days.size - a.days.size || a.name.localeCompare(b.name))
        .map((entry) => ({ name: entry.name, days: entry.days.size }))[0] ?? null;

    const doseCounts = new Map<string, { skipped: number; logged: number }>();
    for (const log of data.logs)
      for (const dose of log.doses) {
        const counts = doseCounts.get(dose.medication_id) ?? { skipped: 0, logged: 0 };
        counts.logged += 1;
        if (dose.status === 'skipped') counts.skipped += 1;
        doseCounts.set(dose.medication_id, counts);
      }
    const names = await deps.tracked.medicineNames(userId, [...doseCounts.keys()]);
    const mostSkipped =
      [...doseCounts.entries()]
        // Only medicines still in the user's own cabinet.
        .filter(([id, counts]) => names.has(id) && counts.skipped > 0)
        .sort(
          ([a, x], [b, y]) =>
            y.skipped / y.logged - x.skipped / x.logged ||
            y.skipped - x.skipped ||
            a.localeCompare(b),
        )
        .map(([id, counts]) => ({ id, name: names.get(id) ?? '', ...counts }))[0] ?? null;

    const logsLast7 = data.logs.filter((log) => log.date >= from7);
    const safety = await safetyFacts(userId);
    return {
      ...safety,
      lifestyle: profile.lifestyle,
      completeness: profile.completeness,
      sleepLast7: last7.map((day) => day.sleep_hours).filter(notNull),
      waterLast7: last7.map((day) => day.water_glasses).filter(notNull),
      dailyLogDaysLast7: logsLast7.length,
      moodLast7: last7.map((day) => day.mood).filter(notNull),
      moodPrevious7: previous7.map((day) => day.mood).filter(notNull),
      habitCompletionLast7: last7.map((day) => day.habit_completion).filter(notNull),
      topSymptom,
      mostSkippedMedicine: mostSkipped,
    };
  }

  return { trends, patterns, wellnessScore, actionInputs, todayOf };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
