/**
 * What a post's words ask of us before it is posted (ADR 040): the crisis check (self-harm,
 * suicide, a medical emergency: a private panel with emergency numbers first, never a public
 * label) and the admins' watched words (block, flag or hold).
 *
 * Both match whole words, case-insensitively, on a normal form of the text (curly apostrophes
 * straight, runs of spaces single), so "skilled", "killed time", "die-cast" and "deadline" never
 * match. The crisis phrases are first-person or plainly about the act: "suicide" alone is enough,
 * but not in fitness's "suicide sprints"; "overdose" counts when someone took or means to take
 * one ("I took an overdose", "I want to overdose", "overdosed on my pills"), not in an educational
 * question ("what is a paracetamol overdose?") or a figure of speech ("overdosed on sunshine").
 * A missed crisis costs more than an extra panel, so the list leans towards asking.
 */
import type { WatchedWordAction } from '#shared/contracts/community.contract';

export function normalizeForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const CANT = "(?:can'?t|cannot|can not|could ?n'?t|unable to)";
const ME = '(?:myself|my self)';

/** Each pattern is tested against the normalised (lower-case) text. */
const CRISIS_PATTERNS: readonly RegExp[] = [
  // Suicide, not the fitness drill or the knot.
  /\bsuicid(?:e|es|al|ality)\b(?! (?:sprints?|drills?|runs?|squats?|shuttles?|doors?|knots?|squeeze))/,
  new RegExp(`\\bkill(?:ing)? ${ME}\\b(?! laughing)`),
  /\b(?:end|ending|take|taking) my (?:own )?life\b/,
  /\bend it all\b/,
  /\b(?:i|i'm|i am|really|just|sometimes|often) (?:want|wanted|wanting|wish) to (?:die|be dead)\b/,
  /\b(?:want|wanna|wanted) to die\b(?! (?:of|from) (?:laughter|laughing|embarrassment|shame))/,
  /\bwanna die\b/,
  /\bwish i (?:was|were|could be) dead\b/,
  /\bbetter off dead\b/,
  /\b(?:no|nothing to|no reason to) (?:reason to )?live for\b/,
  /\bno reason to (?:live|go on|keep going)\b/,
  /\bdon'?t want to (?:live|be alive|wake up|exist) any ?more\b/,
  /\bdo not want to (?:live|be alive|wake up|exist)\b/,
  // Self-harm.
  /\bself[- ]?harm(?:ing|ed|s)?\b/,
  new RegExp(`\\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|injure|injuring) ${ME}\\b`),
  // An overdose taken or meant.
  /\b(?:took|taken|take|taking|swallowed) (?:an |a )?overdose\b/,
  /\b(?:i|i've|i have|i'm going to|going to|gonna|want to|wanna|about to|might|will|planning to|plan to) (?:overdose|od)\b/,
  /\boverdos(?:ed|ing) on (?:my |all my |all the |a bottle of |some )?(?:pills|tablets|meds|medication|medications|medicine|medicines|painkillers|paracetamol|acetaminophen|tylenol|insulin|opioids|heroin|fentanyl|sleeping pills|antidepressants)\b/,
  /\b(?:swallowed|took|taken) (?:all|a whole bottle of|a bottle of|a handful of|the whole pack of) (?:my |the )?(?:pills|tablets|meds|painkillers|medication)\b/,
  // Medical emergencies.
  /\b(?:having|had|think i'm having|think i am having) a (?:heart attack|stroke)\b/,
  /\b(?:throat|tongue) (?:is |are )?(?:closing|swelling)(?: up)?\b/,
  /\banaphyla(?:xis|ctic)\b/,
  /\b(?:he|she|they|baby|child|son|daughter|husband|wife|partner|mum|mom|dad)(?:'s| is| isn't| is not) not breathing\b|\bisn't breathing\b|\bstopped breathing\b/,
];

/** Chest pain is an emergency together with trouble breathing (either order, one post). */
const CHEST_PAIN = /\bchest (?:pain|pains|tightness|is tight|hurts)\b|\bpain in (?:my|the) chest\b/;
const BREATHING = new RegExp(
  `\\b${CANT} (?:breathe|breath|catch my breath)\\b|\\b(?:short(?:ness)? of breath|struggling to breathe|trouble breathing|difficulty breathing|hard to breathe)\\b`,
);

/** Whether the text mentions self-harm, suicide or a medical emergency. */
export function mentionsCrisis(text: string): boolean {
  const normal = normalizeForMatching(text);
  if (CRISIS_PATTERNS.some((pattern) => pattern.test(normal))) return true;
  return CHEST_PAIN.test(normal) && BREATHING.test(normal);
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

/**
 * The strongest watched word the text contains (block over hold over flag), matched as a whole
 * word or phrase, case-insensitively ("scam" is not in "scamper"); null when none.
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
    // \b needs a word character at the edge; a phrase starting or ending in a symbol uses spaces.
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}_])${escapeRegExp(word).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}_])`,
      'u',
    );
    if (!pattern.test(normal)) continue;
    if (!best || ACTION_WEIGHT[rule.action] > ACTION_WEIGHT[best.action])
      best = { word: rule.word, action: rule.action };
  }
  return best;
}
