/**
 * Results a letter tells as a change over the stay ('la PCR descendió de 24,6 a 1,9 mg/dL', 'the
 * creatinine fell from 142 to 98 µmol/L', 'Kreatinin sank von 1,8 auf 1,2 mg/dl', 'la
 * procalcitonina de 3,1 a 0,18 ng/mL'): the number after 'to' is the later reading and the one
 * this report gives now; the one after 'from' is earlier. The prose reader sets such clauses
 * aside as another time's; this reader takes their later number for the test named just before
 * the change.
 */
import { bare, DOSE_UNIT } from './prose-results';
import { NOT_THIS_RESULT, UNIT, type SentenceResult } from './sentence-results';

const NUMBER = String.raw`[<>]?\d+(?:[.,]\d+)?`;
/** 'from A (unit) to B (unit)' in the languages we read. */
const CHANGE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:from|de|von|da)\s+(${NUMBER})(?:\s*(${UNIT}))?\s+(?:to|a|à|auf|al)\s+(${NUMBER})(?:\s*(${UNIT}))?(?![\p{L}\d])`,
  'giu',
);
/** Words of a range or a goal stated as 'from … to' ('normal range from 3.5 to 5.1', 'target'). */
const RANGE_WORDS =
  /(?<!\p{L})(?:range|normal|reference|between|bereich|norm\S*|rango|intervalo|referencia\S*|valores?|intervalle|r[ée]f[ée]rence|valori|riferimento|rif|v\.r|entre|zwischen|tra)(?!\p{L})/iu;
/** The most words between a test's name and its change ('la PCR descendió de …'). */
const MAX_VERB_WORDS = 2;
/** The most words a test's name takes here. */
const MAX_NAME_WORDS = 4;

/**
 * The test named just before the change, or null. Only words stand between them ('descendió'): a
 * number there is the row's own result, and 'da 0,5 a 1,2' after it its range.
 */
function nameBefore(words: string[], isTestName: (name: string) => boolean): string | null {
  for (let skip = 0; skip <= MAX_VERB_WORDS; skip++) {
    const end = words.length - skip;
    if (words.slice(end).some((word) => !/^\p{L}/u.test(word))) return null;
    for (let length = Math.min(MAX_NAME_WORDS, end); length >= 1; length--) {
      const run = words.slice(end - length, end).map(bare);
      if (!/^\p{L}/u.test(run[0] ?? '')) continue;
      const name = run.join(' ');
      if (isTestName(name)) return name;
    }
  }
  return null;
}

export function changeResults(
  line: string,
  isTestName: (name: string) => boolean,
): SentenceResult[] {
  const found: SentenceResult[] = [];
  for (const clause of line.split(/[.;](?=\s|$)|,\s+(?=(?:y|and|und|et|e)\s)|\(/u)) {
    for (const match of clause.matchAll(CHANGE)) {
      const before = clause.slice(0, match.index);
      const rest = before + clause.slice((match.index ?? 0) + match[0].length);
      if (NOT_THIS_RESULT.test(rest) || RANGE_WORDS.test(before)) continue;
      const name = nameBefore(before.split(/\s+/).filter(Boolean).slice(-8), isTestName);
      const unit = match[4] ?? match[2] ?? null;
      // A dose changed ('insulin glargine from 18 to 24 units') is no result.
      if (unit && DOSE_UNIT.test(unit)) continue;
      if (name && match[3]) found.push({ names: [name], value: match[3], unit, isLater: true });
    }
  }
  return found;
}
