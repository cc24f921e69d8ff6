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
  return spellingsAndENumbers(normalizeName(folded));
}

function spellingsAndENumbers(text: string): string {
  let folded = text;
  for (const [pattern, replacement] of SPELLINGS) folded = folded.replace(pattern, replacement);
  // 'e 102', 'e-102' and 'e 160 a' are one word, as 'e102' and 'e160a' are.
  return folded.replace(/\be (\d{3,4})(?: ([a-g]))?\b/g, (_, digits: string, letter?: string) =>
    letter ? `e${digits}${letter}` : `e${digits}`,
  );
}

/** Letters NFKD leaves whole in the EU languages, Norwegian and Turkish (ø, ł, đ, ı, ħ...). */
const ALLERGEN_LETTERS: [RegExp, string][] = [
  ...LETTERS,
  [/ẞ/g, 'ss'],
  [/[øØ]/g, 'o'],
  [/[łŁ]/g, 'l'],
  [/[đĐ]/g, 'd'],
  [/ı/g, 'i'],
  [/[ħĦ]/g, 'h'],
  [/[þÞ]/g, 'th'],
  [/[ðÐ]/g, 'd'],
  [/ς/g, 'σ'],
];

/**
 * The fold for allergen words in every EU language (ADR 076): as `foldLabelName` for Latin text,
 * but Greek and Cyrillic letters are kept (not dropped, not transliterated: 'масло' is oil in
 * Bulgarian, 'maslo' butter in Slovak), the letters above are spelled out, and French and Italian
 * elisions are split ("d'arachide" → 'd arachide', "dell'uovo" → 'dell uovo'). Accents go: 'ü' is
 * 'u' ('ue' is matched through a second spelling of the lexicon's word, `umlautSpelling`).
 */
export function foldAllergenText(text: string, englishSpellings = true): string {
  let folded = text;
  for (const [pattern, replacement] of ALLERGEN_LETTERS)
    folded = folded.replace(pattern, replacement);
  folded = folded
    .replace(
      /(^|[^\p{L}])(l|d|j|m|n|s|t|c|qu|dell|dall|all|nell|sull|dev|un)['’](?=\p{L})/giu,
      '$1$2 ',
    )
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return englishSpellings ? spellingsAndENumbers(folded) : folded;
}

/** The spelling with 'ae', 'oe', 'ue' for 'ä', 'ö', 'ü' ('Erdnüsse' → 'Erdnuesse'), or null. */
export function umlautSpelling(text: string): string | null {
  if (!/[äöüÄÖÜ]/.test(text)) return null;
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue');
}

/** The words of a name in the allergen fold, each in its singular form. */
export function allergenWords(text: string): string[] {
  const folded = foldAllergenText(text);
  return folded === '' ? [] : folded.split(' ').map(singular);
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
