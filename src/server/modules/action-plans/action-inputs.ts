/**
 * What the action rules read: the user's last 7 and 14 days of tracked data, the profile, the
 * cabinet's interactions and the latest lab flags, all read fresh on each load.
 */
import { lifestyleSchema, type Lifestyle } from '#shared/contracts/profile.contract';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import type { ActionInputs, InteractionFinding, LabFlagFinding } from '#shared/domain/action-rules';
import { addDays } from '#shared/domain/dates';
import type { ProfileReader } from '#server/modules/profile/index';
import type { TrackingReader } from '#server/modules/tracking/index';
import { buildDailySeries } from '#server/modules/trends/index';

export interface ActionInputsDeps {
  tracked: Pick<TrackingReader, 'load' | 'cabinetNames' | 'medicineNames'>;
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

export function createActionInputs(deps: ActionInputsDeps) {
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

  /** The action rules' inputs for the user's day `today` (default: the server's UTC date). */
  return async function actionInputs(userId: string, today?: string): Promise<ActionInputs> {
    const to = today ?? deps.now().toISOString().slice(0, 10);
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
  };
}
export type ActionInputsReader = ReturnType<typeof createActionInputs>;
