/**
 * Turns a product's pasted ingredient list into names to check: split on commas, semicolons, new
 * lines and full stops (not inside brackets), with labels, amounts, percentages and bracketed notes removed.
 */
import { CHECK_LIMITS } from '#shared/contracts/interactions.contract';

const LABEL =
  /^(?:other\s+|inactive\s+|active\s+)?(?:ingredients?|contains|supplement facts)\s*:\s*/i;
const UNITS = String.raw`(?:billion\s+cfu|million\s+cfu|mcg|µg|μg|ug|mg|kg|g|iu|ml|kcal|cal|cfu|%\s*dv|%\s*rda|%)`;
// A number with a unit ('500 mg', '1,000 IU', '25%'); a bare number stays ('Omega 3').
const AMOUNT = new RegExp(
  String.raw`(?:^|\s)\d+(?:[.,]\d+)*\s*${UNITS}(?![a-z])(?:\s*(?:per|\/)\s*\w+)?`,
  'gi',
);
const TRAILING_WORDS = /\s+(?:extract|powder)$/i;

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Where a part ends: , ; or a new line, a full stop after a word ('stearate. Omega'), never '1,000' or 'St. John's'. */
function endsPart(text: string, index: number, current: string): boolean {
  const char = text[index];
  if (char === ';' || char === '\n' || char === '\r') return true;
  if (char === ',') return !(isDigit(text[index - 1]) && isDigit(text[index + 1]));
  if (char === '.') return /\s/.test(text[index + 1] ?? ' ') && /[a-z]{4,}$/i.test(current);
  return false;
}

/** Splits the text into parts, ignoring separators inside (), [] or {}. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && endsPart(text, index, current)) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

export function cleanIngredient(raw: string): string {
  let name = raw.trim().replace(LABEL, '');
  // Bracketed notes ('(as citrate)', '[500 mg]') go; nested brackets are removed from the inside out.
  for (let pass = 0; pass < 3; pass += 1) name = name.replace(/[([{][^()[\]{}]*[)\]}]/g, ' ');
  name = name
    .replace(/[([{)\]}]/g, ' ')
    .replace(/^[\s•*·\-–—]+/, '')
    .replace(AMOUNT, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[.:\s]+$/, '')
    .trim();
  name = name.replace(TRAILING_WORDS, '').trim();
  return /[a-z]/i.test(name) ? name : '';
}

/** Distinct names in the order they appear (any case counts as the same). */
export function parseIngredientList(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of splitTopLevel(text)) {
    const name = cleanIngredient(part).slice(0, CHECK_LIMITS.maxNameLength);
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}
