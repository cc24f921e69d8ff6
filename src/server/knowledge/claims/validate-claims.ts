/**
 * What the claim schema cannot see (ADR 034): one entry per claim (ids and claim texts unique),
 * a verdict its evidence grade can stand beside (claimRatingProblem: 'supported' only on strong
 * evidence, 'not studied' never with good trials), and each subject said in the claim or one of
 * its phrasings, so that search finds it where the claim is made.
 */
import { claimRatingProblem } from '#shared/domain/claim-evidence';
import type { Claim } from './claim.schema';
import { claimWords } from './claim-text';

export function validateClaims(claims: readonly Claim[]): string[] {
  const problems: string[] = [];
  const texts = new Map<string, string>();
  for (const claim of claims) {
    const at = `claim ${claim.id}`;
    const key = claimWords(claim.claim).join(' ');
    const other = texts.get(key);
    if (other) problems.push(`${at}: the same claim as ${other}`);
    texts.set(key, claim.id);
    const rating = claimRatingProblem(claim.verdict, claim.grade);
    if (rating) problems.push(`${at}: ${rating}`);
    const said = [claim.claim, ...claim.phrasings].map((t) => ` ${claimWords(t).join(' ')} `);
    if (!claim.subjects.some((s) => said.some((t) => t.includes(` ${claimWords(s).join(' ')} `))))
      problems.push(`${at}: none of its subjects is said in the claim or its phrasings`);
    if (new Set(claim.phrasings.map((p) => p.toLowerCase())).size !== claim.phrasings.length)
      problems.push(`${at}: a phrasing is repeated`);
  }
  return problems;
}
