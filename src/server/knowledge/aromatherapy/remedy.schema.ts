/**
 * One natural remedy of data/remedies/*.json (a herb, a supplement or a practice): the concerns it
 * is used for with an evidence grade each (A-D, ADR 029), typical forms and doses as published,
 * who should not use it, the substances the interaction engine knows it as, when to see a
 * clinician instead, and sources.
 */
import { z } from 'zod';
import { REMEDY_CONCERN_IDS, REMEDY_CONCERNS } from '#shared/contracts/aromatherapy.contract';
import { CAUTION_CONDITIONS } from '../classes';
import { sourceSchema } from '../knowledge.schema';
import { citationSchema } from './references';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A: systematic reviews of randomised trials agree it helps (NCCIH: "may help", reviews of
 * moderate or high certainty). B: some good randomised trials help but the reviews call the
 * evidence limited or mixed. C: small, short or low-quality trials only; the evidence is
 * inconclusive. D: good trials found no help, or there is nothing beyond traditional use.
 */
export const EVIDENCE_GRADES = ['A', 'B', 'C', 'D'] as const;
export type EvidenceGrade = (typeof EVIDENCE_GRADES)[number];

/** The concerns the remedies page is browsed by: the API contract's list (GET /api/remedies?concern=). */
export { REMEDY_CONCERNS };
export type RemedyConcern = keyof typeof REMEDY_CONCERNS;
const CONCERN_IDS = REMEDY_CONCERN_IDS;

export const REMEDY_KINDS = ['herb', 'supplement', 'practice'] as const;

export const remedyConcernSchema = z.strictObject({
  concern: z.enum(CONCERN_IDS),
  evidence_grade: z.enum(EVIDENCE_GRADES),
  /** What the evidence says, in plain words, never 'treats' or 'cures'. */
  summary: text(400),
  source: citationSchema,
});

export const remedySchema = z.strictObject({
  id: z.string().regex(ID, 'id must be lowercase kebab-case'),
  name: text(80),
  kind: z.enum(REMEDY_KINDS),
  /** Substances (data/substances) the interaction engine knows this remedy as; [] for practices. */
  substance_ids: z.array(z.string().regex(ID)).max(6),
  summary: text(300),
  concerns: z.array(remedyConcernSchema).min(1).max(6),
  forms: z
    .array(
      z.strictObject({
        form: text(80),
        /** As published ("1 g a day, in divided doses"); not advice for this person. */
        dose: text(200),
        source: citationSchema,
      }),
    )
    .min(1)
    .max(6),
  /** Who should not use it (or only with a clinician): a profile condition, with the reason. */
  avoid_if: z
    .array(
      z.strictObject({
        when: z.enum(CAUTION_CONDITIONS),
        /** For `under_18`: the age below which it applies, when it is younger than 18. */
        under_age: z.number().positive().max(18).optional(),
        text: text(400),
        source: citationSchema,
      }),
    )
    .max(12),
  /** When to see a clinician instead of trying the remedy. */
  see_a_clinician: z.array(text(300)).min(1).max(6),
  sources: z.array(sourceSchema).min(1, 'every remedy cites at least one source'),
});
export type Remedy = z.infer<typeof remedySchema>;
export type RemedyConcernEntry = z.infer<typeof remedyConcernSchema>;
