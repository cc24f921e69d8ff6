/**
 * What a post's words ask of us before it is posted (ADR 040): the crisis check (self-harm,
 * suicide, a medical emergency: a private panel with emergency numbers first, never a public
 * label) and the admins' watched words (block, flag or hold).
 *
 * Both match on the readings of the one normaliser (`#server/lib/text-safety`, ADR 073: Markdown
 * and HTML stripped, NFKC, the TR39 confusables skeleton, invisible and bidi characters removed,
 * leetspeak, stretched and spelled-out letters undone), so "skilled", "killed time", "die-cast" and
 * "deadline" never match while "k1ll myself", "sc[a](x)m" and "$c@m" do. Suicide and self-harm are
 * the one crisis detector (`mentionsSelfHarm`), the one the assistant's safety rails use too; the medical
 * emergencies are the community's own. "overdose" counts when someone took or means to take one
 * ("I took an overdose", "I want to overdose", "overdosed on my pills"), not in an educational
 * question ("what is a paracetamol overdose?") or a figure of speech ("overdosed on sunshine").
 * A missed crisis costs more than an extra panel, so the list leans towards asking.
 */
import type { WatchedWordAction } from '#shared/contracts/community.contract';
import {
  containsWatchedWord,
  mentionsSelfHarm,
  readingsOf,
  watchedWordMatcher,
} from '#server/lib/text-safety/index';

/** Whether any reading of the text (the one normaliser, ADR 073) matches any of the patterns. */
function matchesFolded(text: string, patterns: readonly RegExp[]): boolean {
  return readingsOf(text).some((form) => patterns.some((pattern) => pattern.test(form)));
}

export function normalizeForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const CANT = "(?:can'?t|cannot|can not|could ?n'?t|unable to)";

/**
 * Medical emergencies, on the folded text. Suicide and self-harm are the shared rule set
 * (`mentionsSelfHarm`, also the assistant's), so the community and the chat ask on the same words.
 */
const EMERGENCY_PATTERNS: readonly RegExp[] = [
  /\b(?:having|had|think i'?m having|think i am having) a (?:heart attack|stroke)\b/,
  /\b(?:throat|tongue) (?:is |are )?(?:closing|swelling)(?: up)?\b/,
  /\banaphyla(?:xis|ctic)\b/,
  /\b(?:he|she|they|baby|child|son|daughter|husband|wife|partner|mum|mom|dad)(?:'s| is| isn'?t| is not) not breathing\b|\bisn'?t breathing\b|\bstopped breathing\b/,
];

/** Chest pain is an emergency together with trouble breathing (either order, one post). */
const CHEST_PAIN = /\bchest (?:pain|pains|tightness|is tight|hurts)\b|\bpain in (?:my|the) chest\b/;
const BREATHING = new RegExp(
  `\\b${CANT} (?:breathe|breath|catch my breath)\\b|\\b(?:short(?:ness)? of breath|struggling to breathe|trouble breathing|difficulty breathing|hard to breathe)\\b`,
);

/** Whether the text mentions self-harm, suicide or a medical emergency, however it is spelled. */
export async function mentionsCrisis(text: string): Promise<boolean> {
  if (matchesFolded(text, EMERGENCY_PATTERNS)) return true;
  if (matchesFolded(text, [CHEST_PAIN]) && matchesFolded(text, [BREATHING])) return true;
  return mentionsSelfHarm(text);
}

// ── Watched words ───────────────────────────────────────────────────────────────────────────

export interface WatchedWordRule {
  word: string;
  action: WatchedWordAction;
}

export interface WatchedWordHit {
  word: string;
  action: WatchedWordAction;
}

const ACTION_WEIGHT: Record<WatchedWordAction, number> = { block: 3, hold: 2, flag: 1 };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The word as written, on the plain normal form: a word with symbols ("c++") still matches. */
function literalMatcher(word: string): RegExp {
  // \b needs a word character at the edge; a phrase starting or ending in a symbol uses spaces.
  return new RegExp(
    `(?<![\\p{L}\\p{N}_])${escapeRegExp(word).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}_])`,
    'u',
  );
}

/**
 * The strongest watched word the text contains (block over hold over flag), matched as a whole
 * word or phrase (a simple plural too) on every reading of the text (`readingsOf`: markup,
 * invisible characters, lookalike letters, leetspeak, emphasis and spelled-out letters undone),
 * so "scam" is in "$c@m", "s.c.a.m" and "scams" but not in "scamper"; null when none.
 */
export function findWatchedWord(
  text: string,
  rules: readonly WatchedWordRule[],
): WatchedWordHit | null {
  const normal = normalizeForMatching(text);
  let best: WatchedWordHit | null = null;
  for (const rule of rules) {
    const word = normalizeForMatching(rule.word).trim();
    if (!word) continue;
    const folded = watchedWordMatcher(word);
    const hit =
      literalMatcher(word).test(normal) || (folded !== null && containsWatchedWord(text, folded));
    if (!hit) continue;
    if (!best || ACTION_WEIGHT[rule.action] > ACTION_WEIGHT[best.action])
      best = { word: rule.word, action: rule.action };
  }
  return best;
}
