/**
 * Words written without spaces ("iwanttodisappearforeverandnevercomeback"), split back into words
 * (ADR 143). A person typing fast on a phone, or hiding a sentence from a filter, runs words
 * together; every phrase the detector knows matches whole words, so such a text read as one word
 * says nothing. A long letter run that is not itself a word is split into everyday English words
 * (SCOWL's common tiers, as `#server/knowledge/common-words.ts` reads them, and texting's
 * apostrophe-less forms), choosing the split whose words are most common: "comeback" is a word,
 * but "come back" is two commoner ones. A run that cannot be split wholly into words is left as
 * it is.
 */
import { everydayWordsOfTier, type EverydayTier } from '#server/lib/everyday-words';

/** A run shorter than this is a word, a name or a typo, not words run together. */
const MIN_RUN = 12;
/** The longest word a split may use. */
const MAX_WORD = 18;

/**
 * What a word costs in a split by how common it is (SCOWL's size tier): a split of common words
 * beats one of fewer rarer words. Tiers past 35 cost more than two common words, so "comeback"
 * (35) loses to "come back" (10, 10) but "disappear" (10) is not split into "dis appear".
 */
const TIER_COST: readonly [EverydayTier, number][] = [
  [10, 1],
  [20, 1.4],
  [35, 2.2],
  [40, 2.8],
  [50, 3.5],
];

/** Texting's forms without apostrophes, and family names SCOWL's common tiers lack. */
const TEXTING = [
  'im ive id ill dont cant wont didnt doesnt isnt wasnt arent werent couldnt wouldnt shouldnt',
  'youre theyre thats whats its ur u pls gonna wanna gotta cuz coz lol nan nana gran mam bro sis bf gf',
].join(' ');

let costs: ReadonlyMap<string, number> | null = null;

function wordCosts(): ReadonlyMap<string, number> {
  if (costs) return costs;
  const map = new Map<string, number>();
  for (const [tier, cost] of TIER_COST)
    for (const plain of everydayWordsOfTier(tier, ['english', 'american', 'british'])) {
      // Single letters other than "a" and "i" would let any run be split.
      if (plain.length < 2 && plain !== 'a' && plain !== 'i') continue;
      if (!map.has(plain) || map.get(plain)! > cost) map.set(plain, cost);
    }
  for (const word of TEXTING.split(' ')) map.set(word, 1.2);
  costs = map;
  return map;
}

/** The cheapest split of `run` into known words, or null when none covers it wholly. */
export function splitRun(run: string): string[] | null {
  const known = wordCosts();
  const best: { cost: number; from: number }[] = [{ cost: 0, from: -1 }];
  for (let end = 1; end <= run.length; end += 1) {
    let chosen = { cost: Infinity, from: -1 };
    for (let start = Math.max(0, end - MAX_WORD); start < end; start += 1) {
      const before = best[start];
      if (!before || before.cost === Infinity) continue;
      const piece = run.slice(start, end);
      // A possessive 's rides on its word: "nans" of "nan's".
      const cost =
        known.get(piece) ??
        (piece.endsWith('s') && known.has(piece.slice(0, -1))
          ? known.get(piece.slice(0, -1))! + 0.3
          : undefined);
      if (cost !== undefined && before.cost + cost < chosen.cost)
        chosen = { cost: before.cost + cost, from: start };
    }
    best.push(chosen);
  }
  if (best[run.length]!.cost === Infinity) return null;
  const words: string[] = [];
  for (let end = run.length; end > 0; end = best[end]!.from)
    words.unshift(run.slice(best[end]!.from, end));
  return words.length > 1 ? words : null;
}

/**
 * The text with each long run of letters that is not a word split into words; null when there is
 * none to split (the caller then has nothing new to read).
 */
export function withRunsSplit(text: string): string | null {
  let changed = false;
  const split = text.replace(new RegExp(`\\p{L}{${MIN_RUN},}`, 'gu'), (run) => {
    const lower = run.toLowerCase();
    if (wordCosts().has(lower)) return run;
    const words = splitRun(lower);
    if (!words) return run;
    changed = true;
    return words.join(' ');
  });
  return changed ? split : null;
}
