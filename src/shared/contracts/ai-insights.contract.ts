/**
 * GET /api/ai-insights/weekly: a weekly insight over the user's own data, written by a
 * model when one is configured, a deterministic summary otherwise. The facts are health facts
 * only: no name, email or id.
 */
import { z } from 'zod';
import { MODEL_PROVIDERS, chatSourceSchema } from './chat.contract';
import { SEVERITIES } from './interactions.contract';

export const INSIGHT_PROVIDERS = [...MODEL_PROVIDERS, 'deterministic'] as const;
export type InsightProvider = (typeof INSIGHT_PROVIDERS)[number];

export const INSIGHT_LABELS = {
  model: 'Written by an AI model from your data',
  deterministic: 'Summary from your data (no AI model connected)',
} as const;

export const insightInteractionSchema = z.object({
  between: z.tuple([z.string(), z.string()]),
  severity: z.enum(SEVERITIES),
  summary: z.string(),
  /** What to do about it, from our knowledge base. */
  management: z.string(),
  sources: z.array(chatSourceSchema),
});
export type InsightInteraction = z.infer<typeof insightInteractionSchema>;

export const weeklyFactsSchema = z.object({
  profile_completeness: z.number().int(),
  onboarding_completed: z.boolean(),
  /** Plain labels of the profile parts still empty, e.g. "allergies". */
  profile_missing: z.array(z.string()),
  active_medicines: z.number().int(),
  /** The stored cabinet safety analysis; null when none has run yet. */
  safety: z
    .object({
      major: z.number().int(),
      moderate: z.number().int(),
      minor: z.number().int(),
      top_interactions: z.array(insightInteractionSchema).max(3),
    })
    .nullable(),
  pending_actions: z.number().int(),
  chats_this_week: z.number().int(),
  health_goals: z.array(z.string()),
  /** What the user logged in the trackers in the period, so the summary speaks of it. */
  logged: z.object({
    days_with_data: z.number().int(),
    mood_checkins: z.number().int(),
    /** Average mood out of 5, one decimal; null without a check-in. */
    mood_average: z.number().nullable(),
    sleep_nights: z.number().int(),
    sleep_average: z.number().nullable(),
    /** Symptoms by the days they were logged on, most first. */
    symptoms: z.array(z.object({ name: z.string(), days: z.number().int() })),
  }),
});
export type WeeklyFacts = z.infer<typeof weeklyFactsSchema>;

export const insightSectionSchema = z.object({ title: z.string(), body: z.string() });
export type InsightSection = z.infer<typeof insightSectionSchema>;

export const weeklyInsightSchema = z.object({
  generated_at: z.string(),
  provider: z.enum(INSIGHT_PROVIDERS),
  period: z.object({ from: z.string(), to: z.string() }),
  headline: z.string(),
  sections: z.array(insightSectionSchema),
  facts: weeklyFactsSchema,
  sources: z.array(chatSourceSchema),
});
export type WeeklyInsight = z.infer<typeof weeklyInsightSchema>;
