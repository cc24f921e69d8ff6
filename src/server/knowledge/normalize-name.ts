/**
 * One normal form for every name we index or look up: lower case, no accents, no apostrophes or
 * dots ("St. John's Wort" → "st johns wort"), other punctuation as spaces, single spaces.
 */
const memo = new Map<string, string>();
const MEMO_LIMIT = 10_000;

export function normalizeName(text: string): string {
  const known = memo.get(text);
  if (known !== undefined) return known;
  const normal = toNormalForm(text);
  // Typed names repeat a great deal; the bound keeps memory flat under arbitrary input.
  if (memo.size >= MEMO_LIMIT) memo.clear();
  if (text.length <= 120) memo.set(text, normal);
  return normal;
}

function toNormalForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
