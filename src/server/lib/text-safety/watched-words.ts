/**
 * The community's watched words on the crisis detector's normaliser (ADR 073): a word is found
 * however it is disguised (lookalike letters of any script, invisible and bidi characters,
 * leetspeak, spaced or stretched letters, Markdown or HTML splitting it: `sc[a](x)m`), matched as
 * a whole word or phrase with a simple plural, so "scamper" and "Scunthorpe" never match.
 */
import { readingsOf } from './normalize';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A matcher for a watched word or phrase on the readings: whole words, the spaces between the
 * phrase's words optional or repeated ("scam coin", "scamcoin"), and -s or -es.
 */
export function watchedWordMatcher(word: string): RegExp | null {
  const alternatives = readingsOf(word)
    .map((form) => form.replace(/ \. /g, ' ').trim())
    .filter(Boolean)
    .map((form) => form.split(' ').map(escapeRegExp).join(' ?'));
  if (alternatives.length === 0) return null;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`,
    'u',
  );
}

/** Whether any reading of the text holds the word (the readings drop sentence breaks here). */
export function containsWatchedWord(text: string, matcher: RegExp): boolean {
  return readingsOf(text).some((form) => matcher.test(form.replace(/ \. /g, ' ')));
}
