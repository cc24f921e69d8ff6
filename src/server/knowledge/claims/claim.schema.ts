/**
 * One health claim of data/claims/*.json (ADR 034): the claim as people say it, the subjects it
 * is about (what a search must find in the text to call it the same claim: 'vitamin c'), other
 * phrasings for matching, the verdict and evidence grade, one paragraph in our words, and 1-3
 * sources a reader can open (NIH ODS, NCCIH, Cochrane reviews, EFSA and the EU Register, FDA,
 * MedlinePlus, WHO).
 */
import { z } from 'zod';
import { CLAIM_GRADES, CLAIM_VERDICTS } from '#shared/contracts/ingredients.contract';
import { labelSourceSchema } from '../cosmetics/label-source';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * Grades as the remedies use them (EVIDENCE_GRADE_MEANINGS, ADR 029), read for a claim: A,
 * reviews of randomised trials agree (that it helps, or, for a claim they refute, that it does
 * not); B, good trials but limited, mixed or modest; C, small or low-quality studies only; D,
 * nothing beyond tradition, anecdote or laboratory work.
 */
export const claimSchema = z.strictObject({
  id: z.string().regex(ID, 'id must be lowercase kebab-case'),
  claim: text(160),
  /** What the claim is about, lower case ('vitamin c', 'ascorbic acid'): weighs most in search. */
  subjects: z.array(text(60)).min(1).max(8),
  phrasings: z.array(text(200)).min(2, 'at least two other phrasings').max(12),
  verdict: z.enum(CLAIM_VERDICTS),
  grade: z.enum(CLAIM_GRADES),
  summary: text(900),
  sources: z.array(labelSourceSchema).min(1, 'every claim cites at least one source').max(3),
});
export type Claim = z.infer<typeof claimSchema>;
