/**
 * What a claim's evidence grade means beside its verdict, said once for the claim data's validator
 * and every page that shows a claim. The grade is how strong the evidence is; the verdict is which
 * way it points. So the grade's sentence is written for the verdict ('Systematic reviews of
 * randomised trials agree it does not help' beside 'Not supported'), never the remedies' 'agree it
 * helps' beside a claim the evidence refutes. A pair that cannot be true together (supported on
 * weak evidence, 'not studied' with good trials, mixed with no trials) has no sentence: the
 * validator refuses it, so no claim ships with it.
 */
import type { ClaimGrade, ClaimVerdict } from '../contracts/ingredients.contract';

/** How strong the evidence is, whatever it says: the grade legend. */
export const CLAIM_GRADE_STRENGTHS: Readonly<Record<ClaimGrade, string>> = {
  A: 'Strong: systematic reviews of randomised trials',
  B: 'Moderate: good randomised trials, but reviews call the evidence limited, mixed or modest',
  C: 'Weak: small, short or low-quality studies only',
  D: 'Very weak: no good human studies, only traditional use, anecdote or laboratory work',
};

const EVIDENCE: Readonly<Record<ClaimVerdict, Partial<Record<ClaimGrade, string>>>> = {
  supported: {
    A: 'Systematic reviews of randomised trials agree it helps',
    B: 'Good randomised trials show it helps, but reviews call the evidence limited or modest',
  },
  mixed: {
    A: 'Systematic reviews of randomised trials find the effect small, inconsistent or limited to some people',
    B: 'Good randomised trials disagree, or find a small effect for some people only',
    C: 'Small, short or low-quality studies disagree; the evidence is inconclusive',
  },
  'not supported': {
    A: 'Systematic reviews of randomised trials agree it does not help',
    B: 'Good randomised trials found no help',
    C: 'Only small, short or low-quality studies, and they show no clear benefit',
    D: 'No good human studies back it: only traditional use, anecdote or laboratory work',
  },
  'not studied': {
    C: 'Only a few small, short or low-quality studies: too few to say either way',
    D: 'No good human studies: only traditional use, anecdote or laboratory work',
  },
};

/** The grade's sentence for this verdict, or null when the pair contradicts itself. */
export function claimEvidenceSentence(verdict: ClaimVerdict, grade: ClaimGrade): string | null {
  return EVIDENCE[verdict][grade] ?? null;
}

/** Why a verdict and a grade cannot stand together, or null when they agree. */
export function claimRatingProblem(verdict: ClaimVerdict, grade: ClaimGrade): string | null {
  if (claimEvidenceSentence(verdict, grade) !== null) return null;
  const allowed = (Object.keys(EVIDENCE[verdict]) as ClaimGrade[]).join(', ');
  return `'${verdict}' cannot stand on grade ${grade} evidence (grades ${allowed} only)`;
}
