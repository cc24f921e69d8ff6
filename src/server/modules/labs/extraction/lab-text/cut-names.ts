/**
 * Test names a report cut short to fit its column ('Globuli bian', 'eGFR (CKD-', '25-OH Vita',
 * 'Creatinina s'), as old printers and narrow two-up layouts do. Such a name is matched only when
 * what is left can mean one test alone (never by dropping a short last word: 'Protein S' is a
 * test of its own) (a count and its percentage count as one: the unit tells
 * them apart), and the row is then held for the member to check the name.
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { nameKey } from '#server/knowledge/biomarkers/name-key';
import type { LabSpecimen } from '../extraction.types';
import { ocrNameVariants } from './marker-names';

/** Fewer letters than this left of a name is too little to tell one test from another. */
const MIN_PREFIX_CHARS = 5;

type NameIndex = { key: string; marker: BiomarkerDefinition }[];
const indexes = new WeakMap<BiomarkerReference, NameIndex>();

function indexOf(reference: BiomarkerReference): NameIndex {
  let index = indexes.get(reference);
  if (!index) {
    index = reference
      .list()
      .flatMap((marker) =>
        [marker.name, ...marker.aliases].map((name) => ({ key: nameKey(name), marker })),
      );
    indexes.set(reference, index);
  }
  return index;
}

const baseId = (id: string) => id.replace(/-percent$/, '');

/** The shorter names a cut name may stand for once its broken end is dropped. */
function withoutBrokenEnd(name: string): string[] {
  const tries = new Set<string>();
  // 'eGFR (CKD-', 'Neutrofili (v': a bracket opened and never closed.
  const unclosed = name.replace(/\s*[([][^)\]]*$/, '').trim();
  if (unclosed !== name) tries.add(unclosed);
  return [...tries].filter((text) => text.length >= 2);
}

/**
 * The one marker a cut-short name can mean in the specimen, or null. Where the letters left start
 * several tests' names ('Hemoglobi': hemoglobin, hemoglobin A1c), the unit printed with the result
 * chooses among them when it is the usual unit of one alone (g/dL is hemoglobin's, % is A1c's).
 */
export function markerForCutName(
  name: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
  unitText: string | null = null,
): BiomarkerDefinition | null {
  // As printed, then as OCR meant it ('HbAlc (IF' is 'HbA1c (IF').
  for (const shorter of [name, ...ocrNameVariants(name)].flatMap(withoutBrokenEnd)) {
    const marker = reference.resolveName(shorter, specimen);
    if (marker) return marker;
  }
  // The start of a name as printed, else as OCR meant it ('25(0H) Vitami' is '25(OH) Vitami').
  for (const start of [name, ...ocrNameVariants(name)]) {
    const marker = markerStartingWith(nameKey(start), specimen, reference, unitText);
    if (marker !== undefined) return marker;
  }
  return null;
}

/**
 * The one marker whose name starts with `key` (the unit choosing among several); null when
 * several remain, undefined when none starts so.
 */
function markerStartingWith(
  key: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
  unitText: string | null,
): BiomarkerDefinition | null | undefined {
  if (key.length < MIN_PREFIX_CHARS) return undefined;
  const found = new Map<string, BiomarkerDefinition>();
  for (const entry of indexOf(reference)) {
    if (entry.marker.specimen !== specimen || entry.key === key || !entry.key.startsWith(key))
      continue;
    const base = baseId(entry.marker.id);
    if (!found.has(base) || entry.marker.id === base) found.set(base, entry.marker);
  }
  if (found.size === 0) return undefined;
  if (found.size === 1) return [...found.values()][0]!;
  const unit = unitText ? reference.normaliseUnit(unitText) : null;
  if (!unit) return null;
  const fitting = [...found.values()].filter((marker) =>
    marker.units.some((definition) => definition.unit === unit),
  );
  return fitting.length === 1 ? fitting[0]! : null;
}

export function cutNameReason(printedName: string, marker: BiomarkerDefinition): string {
  return `The report prints this name cut short (“${printedName}”); please check that it is ${marker.name}.`;
}

/**
 * Whether a name could be the start of a test we know, cut short ('Cholester', 'Triglycer'):
 * enough to tell where a second result on a line begins, not which test it is.
 */
export function mayBeCutName(name: string, reference: BiomarkerReference): boolean {
  return [name, ...ocrNameVariants(name)].some((start) => {
    const key = nameKey(start);
    if (key.length < MIN_PREFIX_CHARS) return false;
    return indexOf(reference).some((entry) => entry.key !== key && entry.key.startsWith(key));
  });
}
