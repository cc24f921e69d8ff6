/**
 * One folded form for the names on food labels, used for both the records and what is looked up:
 * the knowledge base's `normalizeName` (lower case, no accents or punctuation), plus the letters
 * NFKD leaves alone (œ, æ, ß), British and American spellings made one ('sulphite' = 'sulfite',
 * 'colour' = 'color', 'gelatine' = 'gelatin'), and E-numbers written apart joined ('e 102',
 * 'e-102' → 'e102'). Matching is by whole words, so plurals are reduced to one form per word.
 */
import { normalizeName } from '../normalize-name';

const LETTERS: [RegExp, string][] = [
  [/œ/gi, 'oe'],
  [/æ/gi, 'ae'],
  [/ß/g, 'ss'],
];

const SPELLINGS: [RegExp, string][] = [
  [/sulph/g, 'sulf'],
  [/colour/g, 'color'],
  [/flavour/g, 'flavor'],
  [/\b(stabili|emulsi|caramelli|neutrali|solubili)s(e|er|ers|ed|ing)\b/g, '$1z$2'],
  [/\bgelatine\b/g, 'gelatin'],
  [/\baluminium\b/g, 'aluminum'],
  [/\byoghurt/g, 'yogurt'],
  [/\bfibre\b/g, 'fiber'],
];

export function foldLabelName(text: string): string {
  let folded = text;
  for (const [pattern, replacement] of LETTERS) folded = folded.replace(pattern, replacement);
  folded = normalizeName(folded);
  for (const [pattern, replacement] of SPELLINGS) folded = folded.replace(pattern, replacement);
  // 'e 102', 'e-102' and 'e 160 a' are one word, as 'e102' and 'e160a' are.
  return folded.replace(/\be (\d{3,4})(?: ([a-g]))?\b/g, (_, digits: string, letter?: string) =>
    letter ? `e${digits}${letter}` : `e${digits}`,
  );
}

/** One form per word: 'peanuts' → 'peanut', 'anchovies' → 'anchovy'; 'couscous', 'glass' stay. */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes') && word.length > 5) return word.slice(0, -2);
  if (/(ss|us|is|os)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The words of a folded name, each in its singular form. */
export function labelWords(text: string): string[] {
  const folded = foldLabelName(text);
  return folded === '' ? [] : folded.split(' ').map(singular);
}
