/**
 * The read-only summary a share link shows: only the sections the user chose, assembled from the
 * user's current data at each view. Medicines come from the cabinet with the interactions our
 * curated checker finds between them (no profile cautions: the profile is not shared); trends are
 * mood, energy, sleep and symptoms over the last SHARE_TRENDS_DAYS UTC days (no notes, no tags);
 * a lab report is the user's own, its rows flagged by the same rules the lab page uses.
 */
import { interactionSides } from '#shared/contracts/interactions.contract';
import {
  SHARE_TRENDS_DAYS,
  type SharedLabReportSection,
  type SharedMedicinesSection,
  type SharedTrendsSection,
} from '#shared/contracts/providers.contract';
import { addDays, utcToday } from '#shared/domain/dates';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { checkInteractions } from '#server/modules/interactions/index';
import { describeRow, personFrom } from '#server/modules/labs/index';
import type { TrackedData } from '#server/modules/tracking/index';
import type { CabinetEntry } from '#shared/domain/one-profile';

/** What the summary needs of a lab report (the labs module's stored row). */
export interface SharedLabReportRow {
  id: string;
  test_type: string;
  collected_on: string | null;
  created_at: Date;
  biomarkers: Parameters<typeof describeRow>[0][];
}

export interface SummarySources {
  cabinetEntries: (userId: string) => Promise<CabinetEntry[]>;
  tracked: (userId: string, from: string, to: string) => Promise<TrackedData>;
  labReport: (userId: string, id: string) => Promise<SharedLabReportRow | null>;
  personalInfo: (userId: string) => Promise<Record<string, unknown> | null>;
  interactions: KnowledgeIndex;
  biomarkers: BiomarkerReference;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) =>
  values.length === 0 ? null : round1(values.reduce((sum, v) => sum + v, 0) / values.length);

export function createSummaryBuilder(sources: SummarySources) {
  return {
    async medicines(userId: string): Promise<SharedMedicinesSection> {
      const entries = await sources.cabinetEntries(userId);
      const names = entries.map((entry) => entry.name);
      const check =
        names.length > 0
          ? checkInteractions(sources.interactions, names, { detail: 'basic', profile: null })
          : null;
      return {
        items: entries.map((entry) => ({
          name: entry.name,
          dosage: entry.dosage,
          frequency: entry.frequency,
          type: entry.type,
        })),
        interactions: (check?.interactions ?? []).map((interaction) => {
          const sides = interactionSides(check!.items, interaction);
          return {
            substances: sides
              ? ([sides[0].name, sides[1].name] as [string, string])
              : ([
                  check!.items[interaction.between[0]]?.query ?? '',
                  check!.items[interaction.between[1]]?.query ?? '',
                ] as [string, string]),
            severity: interaction.severity,
            summary: interaction.summary,
            management: interaction.management,
            sources: interaction.sources.map((source) => ({
              title: source.title,
              url: source.url || null,
            })),
          };
        }),
        not_assessed: (check?.items ?? [])
          .filter((item) => item.resolved === null)
          .map((item) => item.query),
      };
    },

    async trends(userId: string, now: Date): Promise<SharedTrendsSection> {
      const to = utcToday(now);
      const from = addDays(to, -(SHARE_TRENDS_DAYS - 1));
      const data = await sources.tracked(userId, from, to);
      const sleep = data.logs
        .map((log) => log.sleep_hours)
        .filter((hours): hours is number => hours !== null);
      const bySymptom = new Map<string, { name: string; severities: number[]; last: string }>();
      for (const symptom of data.symptoms) {
        const key = symptom.name.trim().toLowerCase();
        const entry = bySymptom.get(key) ?? {
          name: symptom.name.trim(),
          severities: [],
          last: symptom.date,
        };
        entry.severities.push(symptom.severity);
        if (symptom.date > entry.last) entry.last = symptom.date;
        bySymptom.set(key, entry);
      }
      return {
        from,
        to,
        days: SHARE_TRENDS_DAYS,
        mood: {
          entries: data.moods.length,
          average_mood: average(data.moods.map((m) => m.mood)),
          average_energy: average(data.moods.map((m) => m.energy)),
          series: data.moods.map((m) => ({ date: m.date, mood: m.mood, energy: m.energy })),
        },
        sleep: { nights: sleep.length, average_hours: average(sleep) },
        symptoms: [...bySymptom.values()]
          .map((entry) => ({
            name: entry.name,
            count: entry.severities.length,
            average_severity: average(entry.severities)!,
            max_severity: Math.max(...entry.severities),
            last_on: entry.last,
          }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      };
    },

    /** The report's rows, or null when it is gone (deleted since the link was made). */
    async labReport(userId: string, reportId: string): Promise<SharedLabReportSection | null> {
      const report = await sources.labReport(userId, reportId);
      if (!report) return null;
      const person = personFrom(await sources.personalInfo(userId));
      return {
        id: report.id,
        test_type: report.test_type,
        collected_on: report.collected_on,
        created_at: report.created_at.toISOString(),
        biomarkers: report.biomarkers.map((stored) => {
          const { row } = describeRow(stored, sources.biomarkers, person);
          // The lab's printed range when it printed one, else ours for this person.
          const printed = row.ref_low !== null || row.ref_high !== null;
          return {
            name: row.name,
            value: row.value,
            value_text: row.value_text,
            unit: row.unit,
            ref_low: printed ? row.ref_low : row.reference_low,
            ref_high: printed ? row.ref_high : row.reference_high,
            flag: row.flag,
          };
        }),
      };
    },
  };
}
export type SummaryBuilder = ReturnType<typeof createSummaryBuilder>;
