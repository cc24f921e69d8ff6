/**
 * How a printed test name becomes a lookup key: the knowledge base's normal form (lower case, no
 * accents, punctuation as spaces), British spellings folded to American ('haemoglobin',
 * 'oestradiol', 'leucocytes'), then every space removed so 'Hb A1c', 'HbA1c' and 'HB-A1C' meet.
 * A specimen word at either end ('Serum creatinine', 'Glucose, urine', 'U-Protein') is split off
 * as a hint of where the sample came from.
 */
import { normalizeName } from '../normalize-name';
import type { Specimen } from './biomarker.schema';

const SPELLINGS: [RegExp, string][] = [
  [/haem/g, 'hem'],
  [/oestr/g, 'estr'],
  [/leuco/g, 'leuko'],
  [/colour/g, 'color'],
  [/anaem/g, 'anem'],
  [/\bsulph/g, 'sulf'],
];

const SPECIMEN_WORDS: Record<string, Specimen> = {
  serum: 'blood',
  plasma: 'blood',
  blood: 'blood',
  'whole blood': 'blood',
  venous: 'blood',
  s: 'blood',
  p: 'blood',
  b: 'blood',
  urine: 'urine',
  'random urine': 'urine',
  'spot urine': 'urine',
  urinary: 'urine',
  u: 'urine',
  ur: 'urine',
};

const TRAILING_SPECIMEN_WORDS = new Set(['serum', 'plasma', 'urine', 'random urine', 'spot urine']);

/** Words that add nothing to a test's identity when printed around its name. */
const NOISE = /\b(level|levels|test|result|conc|concentration)\b/g;

export function fold(text: string): string {
  // '%' and '#' tell a differential's percentage ('NEUT%') from its absolute count ('NEUT#').
  let normal = normalizeName(text.replace(/%/g, ' pct ').replace(/#/g, ' abs '));
  for (const [pattern, replacement] of SPELLINGS) normal = normal.replace(pattern, replacement);
  return normal;
}

export function nameKey(text: string): string {
  return fold(text).replace(/\s+/g, '');
}

export interface NameCandidates {
  /** Keys to try, most specific first. */
  keys: string[];
  /** The specimen the name itself points to ('urine protein'), if any. */
  specimenHint: Specimen | null;
}

/** The keys a printed name may be known by, with any specimen word it carries. */
export function nameCandidates(raw: string): NameCandidates {
  const variants = new Set<string>([raw]);
  // 'Hemoglobin (Hb)', 'ALT (SGPT)': the name outside and the name inside the brackets.
  const outside = raw.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').trim();
  if (outside && outside !== raw) variants.add(outside);
  for (const inside of raw.matchAll(/\(([^)]+)\)/g)) if (inside[1]) variants.add(inside[1]);
  // 'Bilirubin, Total' is also printed 'Total Bilirubin'.
  for (const variant of [...variants]) {
    const parts = variant.split(',').map((part) => part.trim());
    if (parts.length === 2 && parts[0] && parts[1]) variants.add(`${parts[1]} ${parts[0]}`);
  }

  const keys: string[] = [];
  let specimenHint: Specimen | null = null;
  const add = (words: string) => {
    const key = words.replace(/\s+/g, '');
    if (key && !keys.includes(key)) keys.push(key);
  };
  for (const variant of variants) {
    const words = fold(variant);
    add(words);
    const { rest, specimen } = splitSpecimenWord(words);
    if (specimen) {
      specimenHint ??= specimen;
      add(rest);
    }
    const quiet = rest.replace(NOISE, ' ').replace(/\s+/g, ' ').trim();
    add(quiet);
  }
  return { keys, specimenHint };
}

function splitSpecimenWord(words: string): { rest: string; specimen: Specimen | null } {
  const tokens = words.split(' ');
  if (tokens.length < 2) return { rest: words, specimen: null };
  for (const size of [2, 1]) {
    const head = tokens.slice(0, size).join(' ');
    if (tokens.length > size && SPECIMEN_WORDS[head]) {
      return { rest: tokens.slice(size).join(' '), specimen: SPECIMEN_WORDS[head] ?? null };
    }
    const tail = tokens.slice(-size).join(' ');
    // At the end only the unambiguous words: 'occult blood' and 'vitamin b' keep their last word.
    if (tokens.length > size && TRAILING_SPECIMEN_WORDS.has(tail)) {
      return { rest: tokens.slice(0, -size).join(' '), specimen: SPECIMEN_WORDS[tail] ?? null };
    }
  }
  return { rest: words, specimen: null };
}
