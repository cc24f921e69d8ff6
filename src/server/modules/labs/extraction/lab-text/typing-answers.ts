/**
 * The answer of a typing test, which names a type rather than a measure: a blood group ('O Rh(D)
 * Positive', 'A RhD positivo', 'B POSITIVE', '0 Rh (+)', 'AB') or a haemoglobin genotype ('AA',
 * 'AS'). We know no such test as a marker, so a row of one is always held for review (its name
 * unknown); before, its answer's letter was read into the name ('Blood group O Rh(D)', held with
 * 'Positive') or the row was lost ('Blood Group  O', 'Haemoglobin Genotype  AS').
 *
 * The answer is read only after a name that says it is such a test: a lone 'A' or 'O' after any
 * other name is no result ('Vitamin  A', 'Hepatitis  A  IgM').
 */
import type { ResultCells } from './result-cells';

const BLOOD_GROUP_NAME =
  /(?:blood\s*group|blood\s*type|\bab[o0]\b|\brh\b|rh[eé]sus|grupo\s+sangu|grupo\s+ab[o0]|groupe\s+sanguin|gruppo\s+(?:sangu|ab[o0])|blutgruppe)/iu;

const GENOTYPE_NAME = /\b(?:g[eé]notyp(?:e|ing)?|genotipo|genotipizzazione)\b/iu;

/** The group's letters, perhaps with the Rh sign glued on ('O+', 'AB-', 'A(+)'), or quoted. */
const GROUP = /^["'“]?(?:A|B|AB|O|0)["'”]?(?:[+-]|\([+-]\))?$/u;

/** The Rh part's words ('Rh', 'RhD', 'Rh(D)', "'D'", 'Rhesus', 'Rh+', '(+)'). */
const RH =
  /^(?:rh(?:[eé]sus)?(?:\s*\(?d\)?)?[+-]?|rhd[+-]?|\(d\)|["'‘’]d["'‘’]|d|\([+-]\)|\(d[+-]\))$/iu;

/** The Rh sign in words, in the languages we read. */
const SIGN =
  /^(?:pos|neg|positive|negative|positivo|negativo|positiva|negativa|positif|positive|n[eé]gatif|n[eé]gative|positiv|negativ|[+-])$/iu;

/** A haemoglobin genotype ('AA', 'AS', 'SC') or an apolipoprotein E one ('E3/E4'). */
const GENOTYPE = /^(?:[ACDEFS]{2}|[Eε][2-4]\s*\/\s*[Eε][2-4])$/u;

/** How many of the tokens from the first make a blood group's answer; 0 when none. */
function bloodGroupLength(tokens: string[]): number {
  if (!GROUP.test(tokens[0] ?? '')) return 0;
  let length = 1;
  while (length < 3 && RH.test(tokens[length] ?? '')) length++;
  if (SIGN.test(tokens[length] ?? '')) length++;
  return length;
}

/** The cells of a typing test's answer after its name, or null when the name or answer is none. */
export function typingAnswerCells(printedName: string, rest: string[]): ResultCells | null {
  const length = BLOOD_GROUP_NAME.test(printedName)
    ? bloodGroupLength(rest)
    : GENOTYPE_NAME.test(printedName) && GENOTYPE.test(rest[0] ?? '')
      ? 1
      : 0;
  if (length === 0) return null;
  return {
    numeric: null,
    word: rest.slice(0, length).join(' '),
    unitText: null,
    range: null,
    flag: null,
    flagText: null,
    unknownTokens: rest.length - length,
    reviewReason: null,
    arrowText: null,
  };
}

/** Whether a word result is a typing test's answer: kept (and held) for a test we do not know. */
export function isTypingAnswer(printedName: string, word: string): boolean {
  return typingAnswerCells(printedName, word.split(' '))?.unknownTokens === 0;
}
