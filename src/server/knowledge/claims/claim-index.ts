/**
 * The health claims as the claim check searches them (`knowledge.claims`, the ClaimIndex of
 * label-indexes.ts), built once at start. A typed text is compared with each claim:
 *
 * - its subject ('vitamin c', 'apple cider vinegar') weighs most: found in the text (its words in a
 *   row, or in any order when every word has three letters or more), the claim scores at least 0.55;
 * - the text's other content words found in the claim, its phrasings and subjects add up to 0.45,
 *   weak words (help, prevent, boost...) counting about a third of a subject word;
 * - a claim whose subject is not in the text scores at most 0.6 × the share of words it shares,
 *   needs at least two strong words in common (or all there are), leaves out the words that name
 *   other claims' subjects, and is halved when the text names another claim's subject ('vitamin d
 *   and colds' is not about vitamin C).
 *
 * Scores under 0.3 are dropped, so unrelated text matches nothing.
 */
import type { ClaimEntry, ClaimIndex } from '../label-indexes';
import type { Claim } from './claim.schema';
import { claimWords, isContentWord, wordWeight } from './claim-text';

export const MIN_CLAIM_SCORE = 0.3;
const SUBJECT_FLOOR = 0.55;
const DEFAULT_LIMIT = 5;
const MAX_TEXT = 5000;

interface Prepared {
  claim: Claim;
  subjects: string[][];
  vocabulary: Set<string>;
}

/** Where a subject's words are in the text: the positions they cover, or null when absent. */
function findSubject(words: readonly string[], subject: readonly string[]): number[] | null {
  for (let i = 0; i + subject.length <= words.length; i++)
    if (subject.every((word, j) => words[i + j] === word)) return subject.map((_, j) => i + j);
  if (subject.length > 1 && subject.every((word) => word.length >= 3)) {
    const positions = subject.map((word) => words.indexOf(word));
    if (positions.every((p) => p >= 0)) return positions;
  }
  return null;
}

export interface ClaimSearchIndex extends ClaimIndex {
  all(): readonly ClaimEntry[];
}

export function buildClaimIndex(claims: readonly Claim[]): ClaimSearchIndex {
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  const prepared: Prepared[] = claims.map((claim) => {
    const subjects = claim.subjects.map(claimWords).filter((words) => words.length > 0);
    const vocabulary = new Set(
      [claim.claim, ...claim.phrasings, ...claim.subjects]
        .flatMap(claimWords)
        .filter(isContentWord),
    );
    return { claim, subjects, vocabulary };
  });

  const search = (text: string, limit = DEFAULT_LIMIT) => {
    const words = claimWords(text.slice(0, MAX_TEXT));
    if (words.length === 0) return [];
    const subjectHits = prepared.map((p) => {
      let best: number[] | null = null;
      for (const subject of p.subjects) {
        const hit = findSubject(words, subject);
        if (hit && (!best || hit.length > best.length)) best = hit;
      }
      return best;
    });
    const anySubject = subjectHits.some((hit) => hit !== null);
    // Words that name some claim's subject are that claim's business: another claim does not
    // match on them ('vitamin a' is not about organic food because that claim says 'vitamins').
    const subjectWords = new Set(subjectHits.flatMap((hit) => hit ?? []));

    const scored: { claim: Claim; score: number; specificity: number }[] = [];
    prepared.forEach((p, i) => {
      const hit = subjectHits[i] ?? null;
      const covered = hit ? new Set(hit) : subjectWords;
      const rest = [
        ...new Set(words.filter((word, at) => !covered.has(at) && isContentWord(word))),
      ];
      let total = 0;
      let matched = 0;
      let strongTotal = 0;
      let strongMatched = 0;
      for (const word of rest) {
        const weight = wordWeight(word);
        total += weight;
        if (weight === 1) strongTotal++;
        if (p.vocabulary.has(word)) {
          matched += weight;
          if (weight === 1) strongMatched++;
        }
      }
      let score: number;
      if (hit) {
        const share = total === 0 ? 1 : matched / total;
        score = SUBJECT_FLOOR + (1 - SUBJECT_FLOOR) * share;
      } else {
        if (total === 0 || strongMatched < Math.min(2, Math.max(1, strongTotal))) return;
        score = 0.6 * (matched / total);
        if (anySubject) score /= 2;
      }
      if (score >= MIN_CLAIM_SCORE)
        scored.push({ claim: p.claim, score: Math.min(1, score), specificity: hit?.length ?? 0 });
    });
    return scored
      .sort((a, b) => b.score - a.score || b.specificity - a.specificity)
      .slice(0, Math.max(0, limit))
      .map(({ claim, score }) => ({
        claim: claim as ClaimEntry,
        score: Math.round(score * 1000) / 1000,
      }));
  };

  return {
    all: () => claims,
    byId: (id) => byId.get(id) ?? null,
    search,
  };
}
