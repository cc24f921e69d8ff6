/**
 * What a bracket after a test's name may say that the name alone does not: a narrower test
 * ('Vitamin B12 (Holo-TC)' is the active B12, not total B12; 'Cholesterol (HDL)' is HDL), or a
 * sample whose levels are another test's ('Magnesium (Vollblut)': whole-blood magnesium runs about
 * half again above serum's, so serum's range would call a normal result high).
 */
import type { BiomarkerDefinition } from './biomarker.schema';
import { fold } from './name-key';
import { lookupNames } from './validate-biomarkers';

type ResolveName = (raw: string) => BiomarkerDefinition | null;

const BRACKETED = /\(([^)]+)\)/g;

const containsWords = (words: string, part: string) =>
  part.length >= 3 && ` ${words} `.includes(` ${part} `);

/**
 * Whether `narrow` is a kind of `broad`: one of its names holds one of broad's whole ('Active B12'
 * holds 'B12', 'HDL cholesterol' holds 'Cholesterol'). 'eGFR (Creatinine)' stays the eGFR:
 * creatinine's names never hold the eGFR's.
 */
function isKindOf(narrow: BiomarkerDefinition, broad: BiomarkerDefinition): boolean {
  const broadNames = lookupNames(broad).map(fold);
  return lookupNames(narrow)
    .map(fold)
    .some((name) => broadNames.some((part) => part !== name && containsWords(name, part)));
}

/**
 * The test a bracket after the name narrows `found` to, or `found`: the bracket alone names
 * another test that is a kind of the one the name outside it gives.
 */
export function narrowedByBracket(
  raw: string,
  found: BiomarkerDefinition,
  resolve: ResolveName,
): BiomarkerDefinition {
  for (const [, inside] of raw.matchAll(BRACKETED)) {
    const named = inside ? resolve(inside) : null;
    if (named && named.id !== found.id && isKindOf(named, found)) return named;
  }
  return found;
}

/**
 * Tests whose level in whole blood or red cells is not their serum level (magnesium, zinc,
 * selenium and copper are held inside the cells; red-cell folate is a separate test), so a name
 * that says whole blood or red cells is not the serum test the knowledge base describes.
 */
const SERUM_LEVEL_TESTS = new Set(['magnesium', 'zinc', 'selenium', 'copper', 'folate']);

/** 'Vollblut', 'whole blood', 'sang total', 'sangre total', 'sangue intero', 'im Erythrozyten'. */
const WHOLE_BLOOD_OR_RED_CELLS =
  /\b(?:voll ?blut|whole ?blood|sang total|sangre total|sangue intero|erythrozyten|erythrocytes?|erythrocytaire|eritrocitari[oa]|intra ?(?:erythro|eritro)\p{L}*|rbc)\b/u;

/** Whether the name asks for `found` in whole blood or red cells where it is a serum test. */
export function isWholeBloodOfSerumTest(raw: string, found: BiomarkerDefinition): boolean {
  if (!SERUM_LEVEL_TESTS.has(found.id)) return false;
  if (!WHOLE_BLOOD_OR_RED_CELLS.test(fold(raw))) return false;
  // A name the knowledge base lists with the same words is that test as written.
  return !lookupNames(found).some((name) => WHOLE_BLOOD_OR_RED_CELLS.test(fold(name)));
}
