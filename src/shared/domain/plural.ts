/**
 * Counts in words, one way everywhere: '1 medicine', '2 medicines', '0 results'. The choice of
 * word follows English plural rules (Intl.PluralRules), so 1 is singular and 0, 1.5 and 2 are not.
 * Pure TypeScript: no DOM, no Node APIs.
 */
const ENGLISH_PLURALS = new Intl.PluralRules('en-US');

/** The word for a count: `one` for exactly one, `other` (default `one` + 's') for any other. */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return ENGLISH_PLURALS.select(count) === 'one' ? one : other;
}

/** The count and its word: formatCount(1, 'medicine') is '1 medicine', (3, 'reply', 'replies') '3 replies'. */
export function formatCount(count: number, one: string, other?: string): string {
  return `${count} ${pluralWord(count, one, other)}`;
}
