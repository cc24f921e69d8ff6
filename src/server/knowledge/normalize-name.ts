/**
 * One normal form for every name we index or look up: lower case, no accents, no apostrophes or
 * dots ("St. John's Wort" → "st johns wort"), other punctuation as spaces, single spaces.
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
