/**
 * The one key a cosmetic ingredient name is indexed and looked up by: lower case, no accents,
 * no punctuation or spaces ('Sodium Laureth-Sulfate' and 'SODIUM LAURETH SULFATE' are one key),
 * British and American spellings folded (sulphate → sulfate, aluminium → aluminum), and the
 * colour-index prefix folded ('C.I. 77891', 'CI77891' and 'CI 77891' are 'ci77891'). It folds
 * spelling only: two different names never share a key unless they differ by punctuation.
 */
export function cosmeticKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/sulph/g, 'sulf')
    .replace(/aluminium/g, 'aluminum')
    .replace(/[^a-z0-9]+/g, '');
}

const CAS = /^\d{2,7}-\d{2}-\d$/;

/** The CAS numbers in an Annex cell ('5392-40-5; 141-27-5', '106-22-9/ 26489-01-0'). */
export function casNumbers(cell: string | null): string[] {
  if (!cell) return [];
  return (cell.match(/\d{2,7}-\d{2}-\d/g) ?? []).filter((cas) => CAS.test(cas));
}

/** Whether a text is one CAS number ('50-00-0'), however it is spaced. */
export function asCasNumber(text: string): string | null {
  const compact = text.replace(/\s+/g, '').replace(/^cas(?:no\.?|number)?:?/i, '');
  return CAS.test(compact) ? compact : null;
}
