/**
 * The wellness score from the user's own data, with its parts. The zod schemas here are the API
 * both sides use.
 */
import { z } from 'zod';

// GET /api/wellness-score?today=YYYY-MM-DD

export const WELLNESS_PARTS = ['lifestyle', 'sleep', 'mood', 'habits', 'symptoms'] as const;
export type WellnessPart = (typeof WELLNESS_PARTS)[number];

export const wellnessPartSchema = z.object({
  key: z.enum(WELLNESS_PARTS),
  label: z.string(),
  /** 0-100. */
  score: z.number().int(),
  /** The part's share of the total when it has data (weights of the parts used sum to 1). */
  weight: z.number(),
  /** What it was computed from, in plain words. */
  detail: z.string(),
});
export type WellnessScorePart = z.infer<typeof wellnessPartSchema>;

export const wellnessScoreSchema = z.object({
  /** 0-100. */
  score: z.number().int(),
  /** True only when there is no data at all: the score is then the default 78. */
  is_default: z.boolean(),
  parts: z.array(wellnessPartSchema),
  /** Days with tracked data in the window the score used. */
  days_of_data: z.number().int(),
  window_days: z.number().int(),
  computed_at: z.string(),
});
export type WellnessScore = z.infer<typeof wellnessScoreSchema>;
