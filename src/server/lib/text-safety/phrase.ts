/**
 * A small phrase language for the crisis detector, compiled to regular expressions over the
 * canonical words (`crisis.ts`): space-separated items, each
 *
 * - `word` or `a|b|c` (a phrase inside an alternative joins its words with `_`: `be_dead`),
 * - `@NAME`: a named group of phrases,
 * - `item?`: optional,
 * - `~n`: up to n words of any kind in between (never across a sentence break),
 * - `%n`: up to n words in between that are not "not" or "never" (a gap that keeps polarity:
 *   "I really want to die", not "I do not want to die"),
 * - `$`: the end of a sentence,
 * - `#`: a number, `##`: a number of two digits or more,
 * - `*ing`: a word ending in -ing, other than those that are life itself ("being", "living",
 *   "existing", "breathing"): "kill myself for forgetting my keys".
 *
 * Every word a phrase names is collected into the detector's lexicon, so the detector can bring a
 * misspelt or stretched word back to it. Phrases match whole words only.
 */
export type Groups = Readonly<Record<string, readonly string[]>>;

const GAP_WORD = '(?: [^ .]+)';
const PLAIN_GAP_WORD = '(?: (?!not |never |not$|never$)[^ .]+)';

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A number; `##` one of two digits or more ("took 30 paracetamol", not "took 2"). */
const NUMBER: Record<string, string> = { '#': '[0-9][0-9,]*', '##': '[0-9][0-9,]*[0-9]' };

/** Any -ing word but the ones that are life itself. */
const GERUND =
  "(?!(?:being|living|existing|breathing|nothing|anything|everything|something) )[a-z']+ing";

function alternative(item: string, groups: Groups, lexicon: Set<string>): string {
  if (item === '#' || item === '##') return NUMBER[item] ?? '';
  if (item === '*ing') return GERUND;
  if (item.startsWith('@')) {
    const group = groups[item.slice(1)];
    if (!group) throw new Error(`Unknown phrase group ${item}`);
    return `(?:${group.map((phrase) => compileSequence(phrase, groups, lexicon)).join('|')})`;
  }
  const words = item.split('|').map((phrase) =>
    phrase === '#' || phrase === '##'
      ? NUMBER[phrase]
      : phrase
          .split('_')
          .map((word) => {
            lexicon.add(word);
            return escape(word);
          })
          .join(' '),
  );
  return `(?:${words.join('|')})`;
}

/** One phrase (no anchors): its items joined by single spaces, gaps and optional items. */
export function compileSequence(phrase: string, groups: Groups, lexicon: Set<string>): string {
  let out = '';
  let first = true;
  for (const item of phrase.trim().split(/\s+/)) {
    const gap = /^([~%])(\d+)$/.exec(item);
    if (gap) {
      out += `${gap[1] === '~' ? GAP_WORD : PLAIN_GAP_WORD}{0,${gap[2]}}`;
      continue;
    }
    if (item === '$') {
      out += '(?= \\.|$)';
      continue;
    }
    const optional = item.endsWith('?');
    const bare = optional ? item.slice(0, -1) : item;
    // `a|$`: a word, or the end of the sentence.
    const alts = bare.split('|');
    const orEnd = !bare.startsWith('@') && alts.includes('$');
    const body = alternative(
      orEnd ? alts.filter((alt) => alt !== '$').join('|') : bare,
      groups,
      lexicon,
    );
    if (first && (optional || orEnd))
      throw new Error(`A phrase cannot start with an optional item: ${phrase}`);
    out += first
      ? body
      : orEnd
        ? `(?: ${body}|(?= \\.|$))`
        : optional
          ? `(?: ${body})?`
          : ` ${body}`;
    first = false;
  }
  return out;
}

export interface PhraseRule {
  /** What the phrase is about (method, plan, farewell, ...). */
  category: string;
  phrase: string;
  /** Not a match when what follows starts with this phrase. */
  notAfter?: string;
  /** Not a match when what comes before ends with this phrase. */
  notBefore?: string;
}

export interface CompiledRule {
  category: string;
  pattern: RegExp;
}

/** The rule as one regular expression on the canonical words: whole words, the guards around. */
export function compileRule(rule: PhraseRule, groups: Groups, lexicon: Set<string>): CompiledRule {
  const before = rule.notBefore
    ? `(?<!(?:^| )${compileSequence(rule.notBefore, groups, lexicon)} )`
    : '';
  const after = rule.notAfter
    ? `(?! ${compileSequence(rule.notAfter, groups, lexicon)}(?= |$))`
    : '';
  const body = compileSequence(rule.phrase, groups, lexicon);
  return {
    category: rule.category,
    pattern: new RegExp(`(?:^| )${before}${body}(?= |$)${after}`),
  };
}

/**
 * The words a phrase cannot match without, for a quick check before its regular expression runs:
 * one list per required item (an item that is not optional, a gap, an end or a number), each the
 * first words its alternatives can start with. A sentence that lacks every word of one list cannot
 * match the phrase. An item whose first word cannot be known (a number) asks for nothing.
 */
export function requiredWords(phrase: string, groups: Groups): string[][] {
  const required: string[][] = [];
  for (const item of phrase.trim().split(/\s+/)) {
    if (/^[~%]\d+$/.test(item) || item === '$' || item.endsWith('?')) continue;
    if (!item.startsWith('@') && item.split('|').includes('$')) continue;
    const first = firstWords(item, groups);
    if (first) required.push(first);
  }
  return required;
}

/** The words an item's alternatives start with, or null when one may start with a number. */
function firstWords(item: string, groups: Groups): string[] | null {
  if (item === '#' || item === '##' || item === '*ing') return null;
  if (item.startsWith('@')) {
    const words = new Set<string>();
    for (const phrase of groups[item.slice(1)] ?? []) {
      const head = phrase.trim().split(/\s+/)[0] ?? '';
      if (head.startsWith('~') || head.startsWith('%') || head === '$') return null;
      const inner = firstWords(head, groups);
      if (!inner) return null;
      for (const word of inner) words.add(word);
    }
    return [...words];
  }
  const words: string[] = [];
  for (const alternative of item.split('|')) {
    if (alternative === '#' || alternative === '##') return null;
    words.push(alternative.split('_')[0] ?? alternative);
  }
  return words;
}
