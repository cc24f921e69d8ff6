/**
 * Results listed in a letter the way clinicians write them: several to a line, a comma or a
 * semicolon apart, each a short name and its number, a unit and a flag maybe ('FBC: Hb 98 g/L (L),
 * MCV 74 fL, Plt 412, WCC 6.1'; 'Lipids: TC 3.6; LDL-C 1.6; HDL-C 1.1'; 'Hb 13,2 g/dl, Leuko
 * 7,2/nl, Krea 0,9 mg/dl'). Each is turned into the line a table would print for the row reader,
 * which judges its name, value and unit like any other; the caller holds every such row for the
 * member to check, as it does a sentence's.
 */
import { NOT_THIS_RESULT, UNIT, type SentenceResult } from './sentence-results';

/** A label before the list ('FBC:', 'Iron studies:', 'U&E:', 'Labor:'). */
const LEADING_LABEL = /^[\p{L}&][\p{L}\d&/ .-]{0,24}:\s+/u;
/** One item: a name of up to four words, its number, a unit and a bracketed flag or word maybe. */
const ITEM = new RegExp(
  String.raw`^((?:[\p{L}][\p{L}\d()\-/.]*)(?:\s+[\p{L}\d][\p{L}\d()\-/.]*){0,3})\s+([<>]?\d+(?:[.,]\d+)?)\s*(${UNIT}|\/[\p{L}µμ]+)?(?:\s*\([^)]{1,12}\))?$`,
  'u',
);
/**
 * Words that make an item about another time or a goal, beyond a sentence's (sentence-results.ts):
 * a list writes 'HbA1c was 6.9', 'from 3.4', 'Vorwert 6,9' in an item of its own.
 */
const NOT_THIS_ITEM = /\b(?:was|from|vorwert|avant|antes|prima)\b/iu;
/** Items a line must hold for it to be a list: one pair of a name and a number is no list. */
const LEAST_ITEMS = 2;

/**
 * The results a line lists: none unless at least LEAST_ITEMS of its items read as a name and a
 * number. `isTestName` says whether a name names a test we know.
 */
export function listedResults(
  line: string,
  isTestName: (name: string) => boolean,
): SentenceResult[] {
  const items = line
    .trim()
    .replace(LEADING_LABEL, '')
    // A comma followed by a space or a semicolon parts items; a decimal comma has no space.
    .split(/,\s+|\s*;\s*/u)
    .map((item) => item.trim().replace(/[.,]$/, ''));
  const found: SentenceResult[] = [];
  for (const item of items) {
    if (NOT_THIS_RESULT.test(item) || NOT_THIS_ITEM.test(item)) continue;
    const match = ITEM.exec(item);
    if (!match?.[1] || !match[2] || !isTestName(match[1])) continue;
    found.push({ names: [match[1]], value: match[2], unit: match[3] ?? null });
  }
  return found.length >= LEAST_ITEMS ? found : [];
}
