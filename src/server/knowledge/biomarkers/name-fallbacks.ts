/**
 * The last ways a printed name is matched, when none of its keys (name-key.ts) is known: as a
 * name in two languages, and loosely, by its words in any order. Both are asked only after every
 * exact key, so a name the knowledge base knows keeps its own test.
 */
import type { BiomarkerDefinition, Specimen } from './biomarker.schema';
import { looseKey } from './name-key';
import { lookupNames } from './validate-biomarkers';

type Resolve = (raw: string, specimen?: Specimen) => BiomarkerDefinition | null;

/** Words that make a name with a slash a ratio's ('Free/total PSA ratio', 'Rapport PSA libre/total'). */
const RATIO_WORDS =
  /\b(?:ratio|rapport|rapporto|cociente|quotient|relaci[oó]n|index|[ií]ndice|indice)\b|\/\s*(?:total|totale|gesamt)\b/iu;

/**
 * A name whose words' order is its meaning: a ratio's ('HDL / LDL ratio' is not 'LDL/HDL ratio')
 * or any name with a slash. Never matched loosely (looseKey ignores order).
 */
const isOrderedName = (name: string) => name.includes('/') || RATIO_WORDS.test(name);

/**
 * A name printed in two languages either side of one slash ('APS libre / Free PSA', 'Goutte
 * épaisse / Frottis mince', as bilingual Canadian and Belgian labs print): the test either half
 * names, when the halves agree or only one is known. Halves of one word ('BUN/Creatinine'), a
 * ratio's names and halves naming two tests ('LDL cholesterol/HDL cholesterol') are no
 * translation, and are never read so.
 */
export function resolveBilingualName(
  raw: string,
  specimen: Specimen | undefined,
  resolve: Resolve,
): BiomarkerDefinition | null {
  const halves = raw.split('/').map((half) => half.trim());
  if (halves.length !== 2) return null;
  const wordsOf = (half: string) => half.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word));
  if (halves.some((half) => wordsOf(half).length < 2)) return null;
  const [first, second] = halves.map((half) => resolve(half, specimen));
  // Both halves naming one test are its two names, whatever their words ('Cholestérol total /
  // Total cholesterol': 'total' is also a ratio's word, as in 'free/total').
  if (first && first.id === second?.id) return first;
  if (RATIO_WORDS.test(raw) || (first && second && first.id !== second.id)) return null;
  return first ?? second ?? null;
}

/**
 * A screening's name printed after its disease and a spaced dash ('Hépatite C - Ac anti-VHC',
 * 'Syphilis - Ac anti-tréponémiques totaux', as French serology prints them): the screening the
 * part after the dash names, when the part before names none. A part before that names a test
 * ('Calcium - ionisé') is the name itself, qualified after the dash, and is never cut so.
 */
export function resolveAfterGroupName(
  raw: string,
  specimen: Specimen | undefined,
  resolve: Resolve,
): BiomarkerDefinition | null {
  const parts = raw.split(/\s+[-–—]\s+/u);
  if (parts.length !== 2 || parts.some((part) => !/\p{L}{2}/u.test(part))) return null;
  // The test's own name is two words at least, brackets aside ('Ac anti-VHC'): a word alone after
  // the dash is a list's next finding ('Células epiteliales escasas - mucus', a sediment's line)
  // or the method ('Leptospirose - PCR (sang)', not the CRP that 'PCR' names in French).
  const [group, test] = parts as [string, string];
  const testWords = test
    .replace(/\([^)]*\)/gu, ' ')
    .trim()
    .split(/\s+/);
  if (testWords.length < 2 || /\d/.test(group)) return null;
  if (resolve(group, specimen) !== null) return null;
  // Only a screening's answer, as serology names its tests by their disease: a name printed in
  // two languages either side of a dash ('Globules blancs - Witte bloedcellen', Brussels) is
  // read as printed, since the half we know may not be the half that names the test.
  const named = resolve(test, specimen);
  return named?.kind === 'categorical' ? named : null;
}

/**
 * The loose keys (looseKey) the knowledge base's names hold, each kept only where one test alone
 * holds it; the lookup answers the one test whose loose key a name has, in the specimen asked or
 * either.
 */
export function looseNameIndex(entries: readonly BiomarkerDefinition[]): Resolve {
  const byLooseName: Record<Specimen, Map<string, BiomarkerDefinition | null>> = {
    blood: new Map(),
    urine: new Map(),
  };
  for (const marker of entries)
    for (const name of lookupNames(marker)) {
      if (isOrderedName(name)) continue;
      const key = looseKey(name);
      const held = byLooseName[marker.specimen];
      if (!held.has(key)) held.set(key, marker);
      else if (held.get(key)?.id !== marker.id) held.set(key, null);
    }
  return (raw, specimen) => {
    if (isOrderedName(raw)) return null;
    const key = looseKey(raw);
    if (!/\p{L}{3}/u.test(key)) return null;
    for (const where of specimen ? [specimen] : (['blood', 'urine'] as const)) {
      const found = byLooseName[where].get(key);
      if (found) return found;
    }
    return null;
  };
}
