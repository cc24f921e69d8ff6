/**
 * Interaction checks: substance search, the check, the timing planner, saved analyses and
 * the public figures. The check is open to everyone (safety information is never paywalled);
 * mechanism and evidence detail, the timing planner and saved analyses are paid.
 */
import { z } from 'zod';
import {
  SUBSTANCE_KINDS,
  SUBSTANCE_KIND_LABELS,
  type SubstanceKind,
} from '#shared/domain/substance-kinds';

export { SUBSTANCE_KINDS, SUBSTANCE_KIND_LABELS, type SubstanceKind };

export const SEVERITIES = ['major', 'moderate', 'minor'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What each level means for the user; shown with every result. */
export const SEVERITY_MEANINGS: Record<Severity, { label: string; meaning: string }> = {
  major: {
    label: 'Major',
    meaning:
      'This combination can cause serious harm. Avoid it, or use it only under close medical supervision.',
  },
  moderate: {
    label: 'Moderate',
    meaning:
      'This combination can worsen a condition or change how a medicine works. It may need a change in dose, timing or monitoring.',
  },
  minor: {
    label: 'Minor',
    meaning: 'The effect is small or unlikely to matter for most people. Be aware of it.',
  },
};

export const EVIDENCE_LEVELS = ['established', 'probable', 'theoretical'] as const;
export const EVIDENCE_LABELS: Record<(typeof EVIDENCE_LEVELS)[number], string> = {
  established: 'Established: on the product label or shown in controlled studies',
  probable: 'Probable: consistent case reports and a known mechanism',
  theoretical: 'Theoretical: expected from how the substances work, little clinical data',
};

export const CHECK_LIMITS = { minItems: 1, maxItems: 50, maxNameLength: 120 } as const;

export const INTERACTION_MESSAGES = {
  emptyList: 'Add at least one medicine, supplement or food to check.',
  tooManyItems: `You can check up to ${CHECK_LIMITS.maxItems} items at a time.`,
  blankItem: 'Each item needs a name.',
  itemTooLong: `Each name can be at most ${CHECK_LIMITS.maxNameLength} characters.`,
  queryRequired: 'Type at least 2 letters to search.',
} as const;

export const sourceRefSchema = z.object({ title: z.string(), url: z.string() });
export type SourceRef = z.infer<typeof sourceRefSchema>;

export const substanceRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SUBSTANCE_KINDS),
});
export type SubstanceRef = z.infer<typeof substanceRefSchema>;

// GET /api/substances/search?q=&limit=
export const substanceSearchQuerySchema = z.object({
  q: z.string({ error: INTERACTION_MESSAGES.queryRequired }).max(CHECK_LIMITS.maxNameLength),
  limit: z.coerce.number().int().min(1).max(25).default(10),
});
export const substanceSearchResultSchema = substanceRefSchema.extend({
  /** The name the query matched: a brand, a UK name, a synonym or the canonical name. */
  matched: z.string(),
  /**
   * The query is only close to that name (a possible typo), not in it: offered as "did you
   * mean", never as the same medicine. Absent from older clients' fixtures: false.
   */
  close_match: z.boolean().default(false),
});
export const substanceSearchResponseSchema = z.object({
  results: z.array(substanceSearchResultSchema),
});
export type SubstanceSearchResult = z.infer<typeof substanceSearchResultSchema>;

// GET /api/substances/:id
export const substanceDetailSchema = substanceRefSchema.extend({
  summary: z.string(),
  classes: z.array(z.object({ id: z.string(), label: z.string() })),
  brands_us: z.array(z.string()),
  brands_uk: z.array(z.string()),
  ingredients: z.array(substanceRefSchema),
  side_effects: z.array(z.string()),
  serious_side_effects: z.array(z.string()),
  warnings: z.array(z.string()),
  sources: z.array(sourceRefSchema),
});
export type SubstanceDetail = z.infer<typeof substanceDetailSchema>;

// POST /api/interactions/check
const itemName = z
  .string({ error: INTERACTION_MESSAGES.blankItem })
  .trim()
  .min(1, INTERACTION_MESSAGES.blankItem)
  .max(CHECK_LIMITS.maxNameLength, INTERACTION_MESSAGES.itemTooLong);
export const checkRequestSchema = z.strictObject({
  items: z
    .array(itemName, { error: INTERACTION_MESSAGES.emptyList })
    .min(CHECK_LIMITS.minItems, INTERACTION_MESSAGES.emptyList)
    .max(CHECK_LIMITS.maxItems, INTERACTION_MESSAGES.tooManyItems),
});
export type CheckRequest = z.infer<typeof checkRequestSchema>;

export const checkedItemSchema = z.object({
  query: z.string(),
  resolved: substanceRefSchema.nullable(),
  /** The name the query matched, when it was not the canonical name (e.g. "Tylenol"). */
  matched: z.string().nullable(),
  /** Did-you-mean names for an unknown item. */
  suggestions: z.array(substanceRefSchema),
});
export type CheckedItem = z.infer<typeof checkedItemSchema>;

/** One pharmacological role a derived interaction rests on. */
const derivedRoleSchema = z
  .object({
    substance: substanceRefSchema,
    /** The role id: `cyp3a4-inhibitor`, `qt-risk`, `cns-depressant`... */
    role: z.string(),
    /** strong / moderate / weak, sensitive / moderate-sensitive, known / possible / conditional, narrow. */
    strength: z.string(),
    text: z.string(),
    source: sourceRefSchema,
  })
  .describe('One pharmacological role an interaction was derived from, with its source (ADR 082)');
export type DerivedRole = z.infer<typeof derivedRoleSchema>;

export const interactionResultSchema = z.object({
  id: z.string(),
  between: z.tuple([z.number().int(), z.number().int()]),
  /**
   * The two substances the record is about, sent only when they differ from the two items'
   * resolved substances (an ingredient of a combination product): most answers leave it out,
   * which keeps them small. `interactionSides` gives the pair either way.
   */
  substances: z.tuple([substanceRefSchema, substanceRefSchema]).optional(),
  severity: z.enum(SEVERITIES),
  summary: z.string(),
  /** Paid detail: null on the free plan and for visitors. */
  mechanism: z.string().nullable(),
  management: z.string(),
  separate_hours: z.number().nullable(),
  /** Paid detail: null on the free plan and for visitors. */
  evidence: z.enum(EVIDENCE_LEVELS).nullable(),
  sources: z.array(sourceRefSchema),
  /**
   * Present only when no curated record covers the pair (or a class rule rates it lower) and the
   * answer was derived from the two substances' pharmacological roles (ADR 082): each role used,
   * as a sentence ("Clarithromycin is a strong CYP3A4 inhibitor") with the reference it comes
   * from. Shown to everyone, like the sources.
   */
  derived_from: z
    .array(derivedRoleSchema)
    .optional()
    .describe(
      'Only on an interaction derived from pharmacological roles (no curated record covers the pair, or a class rule rates it lower): each role used, with its source. Its id starts with "derived-".',
    ),
});
export type InteractionResult = z.infer<typeof interactionResultSchema>;

/** The two substances an interaction is about: its own `substances`, else the two items'. */
export function interactionSides(
  items: readonly CheckedItem[],
  interaction: Pick<InteractionResult, 'between' | 'substances'>,
): [SubstanceRef, SubstanceRef] | null {
  if (interaction.substances) return interaction.substances;
  const a = items[interaction.between[0]]?.resolved;
  const b = items[interaction.between[1]]?.resolved;
  return a && b ? [a, b] : null;
}

export const duplicateWarningSchema = z.object({
  between: z.tuple([z.number().int(), z.number().int()]),
  reason: z.enum(['same_ingredient', 'same_class']),
  /** The shared substance (same_ingredient) or class (same_class). */
  shared: z.object({ id: z.string(), label: z.string() }),
  message: z.string(),
});
export type DuplicateWarning = z.infer<typeof duplicateWarningSchema>;

export const cautionSchema = z.object({
  item: z.number().int(),
  /** 'pregnancy' covers pregnancy and breastfeeding; older stored checks call those 'condition'. */
  reason: z.enum(['allergy', 'condition', 'pregnancy', 'age']),
  /** The profile fact the caution rests on, in the user's words where we have them. */
  because: z.string(),
  severity: z.enum(SEVERITIES),
  message: z.string(),
  sources: z.array(sourceRefSchema),
});
export type Caution = z.infer<typeof cautionSchema>;

export const checkResponseSchema = z.object({
  items: z.array(checkedItemSchema),
  interactions: z.array(interactionResultSchema),
  duplicates: z.array(duplicateWarningSchema),
  cautions: z.array(cautionSchema),
  /** 'full' adds mechanism and evidence (paid); safety results are complete either way. */
  detail: z.enum(['basic', 'full']),
  /** Whether cautions were computed from the signed-in user's profile. */
  profile_used: z.boolean(),
  knowledge_version: z.string(),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

// GET /api/interactions/stats (public: real figures, never a marketing claim we cannot back)
export const knowledgeStatsSchema = z.object({
  checks_run: z.number().int(),
  substances: z.number().int(),
  interaction_records: z.number().int(),
  interacting_pairs: z.number().int(),
  by_kind: z.record(z.enum(SUBSTANCE_KINDS), z.number().int()),
  knowledge_version: z.string(),
});
export type KnowledgeStats = z.infer<typeof knowledgeStatsSchema>;

// POST /api/interactions/timing (paid: food_drug_timing)
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 07:00');
export const TIMING_MESSAGES = {
  wakeBeforeBed: 'Your wake-up time must be at least 8 hours before bedtime.',
} as const;
export const DOSES_PER_DAY = [1, 2, 3, 4] as const;
export const timingRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        name: itemName,
        doses_per_day: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
      }),
      { error: INTERACTION_MESSAGES.emptyList },
    )
    .min(1, INTERACTION_MESSAGES.emptyList)
    .max(CHECK_LIMITS.maxItems, INTERACTION_MESSAGES.tooManyItems),
  wake_time: clock.default('07:00'),
  bed_time: clock.default('22:30'),
});
export type TimingRequest = z.input<typeof timingRequestSchema>;

export const timingDoseSchema = z.object({
  item: z.number().int(),
  name: z.string(),
  dose: z.number().int(),
  doses_per_day: z.number().int(),
  /** Why this time: the substance's own timing advice, or the spacing it keeps. */
  note: z.string(),
  food: z.enum(['empty_stomach', 'with_food', 'either']),
});
export const timingSlotSchema = z.object({ time: z.string(), doses: z.array(timingDoseSchema) });
export const spacingRuleSchema = z.object({
  between: z.tuple([z.number().int(), z.number().int()]),
  hours: z.number(),
  kept: z.boolean(),
  /** The shortest gap the plan leaves between any two doses of the pair, in hours. */
  gap_hours: z.number(),
  summary: z.string(),
  sources: z.array(sourceRefSchema),
});
export const timingResponseSchema = z.object({
  items: z.array(checkedItemSchema),
  schedule: z.array(timingSlotSchema),
  rules: z.array(spacingRuleSchema),
  /** Every rule kept; false means the waking day was too short and the plan says which rule it missed. */
  all_rules_kept: z.boolean(),
  wake_time: z.string(),
  bed_time: z.string(),
});
export type TimingResponse = z.infer<typeof timingResponseSchema>;

// Saved analyses (paid: drug_interaction_database): /api/interactions/analyses
export const saveAnalysisRequestSchema = z.strictObject({
  title: z.string().trim().min(1, 'Give the analysis a name.').max(120),
  items: checkRequestSchema.shape.items,
});
export const savedAnalysisSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  items: z.array(z.string()),
  major: z.number().int(),
  moderate: z.number().int(),
  minor: z.number().int(),
  created_at: z.string(),
});
export const savedAnalysisSchema = savedAnalysisSummarySchema.extend({
  result: checkResponseSchema,
});
export const savedAnalysisListSchema = z.object({ analyses: z.array(savedAnalysisSummarySchema) });
export type SavedAnalysis = z.infer<typeof savedAnalysisSchema>;
export type SavedAnalysisSummary = z.infer<typeof savedAnalysisSummarySchema>;
