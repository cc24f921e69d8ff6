/**
 * A ratio named by the two tests it divides and a word that says it is one ('Albumin/Kreatinin-
 * Quot.', 'Rapport albumine/créatinine'), in whatever language the report names them: the test
 * whose own name divides the same two tests ('Albumin/Creatinine ratio' is urine-acr). Each part
 * is read as a test by the reader's own names, so a ratio is known in every language its parts
 * are, with no list of ratio names per language (ADR 081 item 546).
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import type { LabSpecimen } from '../extraction.types';

type Resolve = (name: string, specimen: LabSpecimen) => BiomarkerDefinition | null;

/** The word that says a name is a ratio, before or after it ('Quot.', 'ratio', 'Rapport'). */
const RATIO_WORD =
  '(?:quot\\.?|quotient|ratio|verh[äa]ltnis|rapport|cociente|relaci[óo]n|rapporto|index|[íi]ndice)';
const RATIO_WORD_AFTER = new RegExp(`[\\s-]+${RATIO_WORD}\\s*$`, 'iu');
const RATIO_WORD_BEFORE = new RegExp(`^${RATIO_WORD}\\s+(?:(?:de|di|del)\\s+)?`, 'iu');

/** The two tests a name divides, or null when it is no 'A/B' of two names. */
function dividedParts(name: string): [string, string] | null {
  const bare = name.replace(RATIO_WORD_AFTER, '').replace(RATIO_WORD_BEFORE, '').trim();
  // Only a name that says it is a ratio: 'Chol/HDL' cut from a title 'Chol/HDL Ratio' is no name.
  if (bare === name.trim()) return null;
  const parts = bare.split('/').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => !/\p{L}{2}/u.test(part))) return null;
  return [parts[0]!, parts[1]!];
}

const SPECIMENS: LabSpecimen[] = ['blood', 'urine'];

const pairKey = (specimen: LabSpecimen, a: BiomarkerDefinition, b: BiomarkerDefinition) =>
  `${specimen} ${a.id} ${b.id}`;

const indexes = new WeakMap<BiomarkerReference, Map<string, Set<BiomarkerDefinition>>>();

/** Every ratio the reference names as 'A/B', by the tests its parts name in each specimen. */
function ratioIndex(
  reference: BiomarkerReference,
  resolve: Resolve,
): Map<string, Set<BiomarkerDefinition>> {
  let index = indexes.get(reference);
  if (index) return index;
  index = new Map();
  for (const marker of reference.list()) {
    if (marker.kind !== 'quantitative') continue;
    for (const name of [marker.name, ...marker.aliases]) {
      const parts = dividedParts(name);
      if (!parts) continue;
      for (const specimen of SPECIMENS) {
        const [a, b] = parts.map((part) => resolve(part, specimen));
        if (!a || !b || a === b) continue;
        const key = pairKey(specimen, a, b);
        index.set(key, (index.get(key) ?? new Set()).add(marker));
      }
    }
  }
  indexes.set(reference, index);
  return index;
}

/**
 * The ratio a printed 'A/B' name means: the one test the reference names as the same two tests
 * divided, read in the section's specimen; none when no ratio or more than one divides them.
 */
export function markerByRatioParts(
  printedName: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
  resolve: Resolve,
): BiomarkerDefinition | null {
  const parts = dividedParts(printedName);
  if (!parts) return null;
  const [a, b] = parts.map((part) => resolve(part, specimen));
  if (!a || !b || a === b) return null;
  const found = ratioIndex(reference, resolve).get(pairKey(specimen, a, b));
  return found?.size === 1 ? [...found][0]! : null;
}
