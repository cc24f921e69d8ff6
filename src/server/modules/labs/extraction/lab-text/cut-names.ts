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
import { isFractionName, nameKey } from '#server/knowledge/biomarkers/name-key';
import type { LabSpecimen } from '../extraction.types';
import {
  chooseByRow,
  listsPrintedUnit,
  rangeFitsTest,
  type PrintedBeside,
} from './cut-name-choice';
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
 * several tests' names ('Hemoglobi': hemoglobin, hemoglobin A1c), the unit and range printed with
 * the result choose among them (cut-name-choice.ts: g/dL is hemoglobin's, % is A1c's).
 */
export function markerForCutName(
  name: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
  unitText: string | null = null,
  range: PrintedBeside['range'] = null,
): BiomarkerDefinition | null {
  // 'Hemoglobin A' and an electrophoresis's 'Gamma' are whole names, fractions', not 'Hemoglobin
  // A1c' or 'Gamma-GT' cut short.
  if (isFractionName(name)) return null;
  // As printed, then as OCR meant it ('HbAlc (IF' is 'HbA1c (IF').
  for (const shorter of [name, ...ocrNameVariants(name)].flatMap(withoutBrokenEnd)) {
    const marker = reference.resolveName(shorter, specimen);
    if (marker) return marker;
  }
  // The start of a name as printed, else as OCR meant it ('25(0H) Vitami' is '25(OH) Vitami').
  for (const start of [name, ...ocrNameVariants(name)]) {
    const marker = markerStartingWith(startKey(start), specimen, reference, { unitText, range });
    if (marker !== undefined) return marker;
  }
  return withoutCutLastWord(name, specimen, reference, unitText);
}

/**
 * British spellings the key folds ('haem' to 'hem') cut before they end: 'Mean Cell Hae' starts
 * 'Mean Cell Haemoglobin', whose key is 'meancellhemoglobin'. A last word that is such a cut
 * spelling is dropped back to where the two spellings part ('Hae' to 'h').
 */
const CUT_SPELLINGS: [string, string][] = [
  ['haem', 'h'],
  ['anaem', 'an'],
  ['oestr', ''],
  ['leuco', 'leu'],
];

function startKey(name: string): string {
  const key = nameKey(name);
  const last = nameKey(name.trim().split(/\s+/).at(-1) ?? '');
  const cut = CUT_SPELLINGS.find(
    ([british, common]) =>
      last.length > common.length && british.startsWith(last) && last !== british,
  );
  return cut && key.length > last.length ? key.slice(0, -last.length) + cut[1] : key;
}

/**
 * 'Creatinina s', 'Glucosa b', 'Hierro sé': a short last word cut from a specimen or timing word
 * ('sérica', 'basal'). When no test starts with the name, the name without it is tried, and taken
 * only as a test that lists the printed unit ('Protein C' printed in % is no total protein).
 */
function withoutCutLastWord(
  name: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
  unitText: string | null,
): BiomarkerDefinition | null {
  const shorter = /^(.{5,}?)\s+\p{L}{1,3}\.?$/u.exec(name.trim())?.[1];
  if (!shorter || !unitText || mayBeCutName(name, reference)) return null;
  const marker = reference.resolveName(shorter, specimen);
  return marker && listsPrintedUnit(marker, unitText, reference) ? marker : null;
}

/** The tests (a count and its percentage as one) whose names start with `key`, longer than it. */
function testsStartingWith(
  key: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
): BiomarkerDefinition[] {
  if (key.length < MIN_PREFIX_CHARS) return [];
  const found = new Map<string, BiomarkerDefinition>();
  for (const entry of indexOf(reference)) {
    if (entry.marker.specimen !== specimen || entry.key === key || !entry.key.startsWith(key))
      continue;
    const base = baseId(entry.marker.id);
    if (!found.has(base) || entry.marker.id === base) found.set(base, entry.marker);
  }
  return [...found.values()];
}

/**
 * The one marker whose name starts with `key` (the unit and range choosing among several); null
 * when several remain, undefined when none starts so.
 */
function markerStartingWith(
  key: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
  beside: PrintedBeside,
): BiomarkerDefinition | null | undefined {
  const found = testsStartingWith(key, specimen, reference);
  return found.length === 0 ? undefined : chooseByRow(found, beside, reference);
}

/**
 * A name read as one test that may be a longer name cut short: its row prints another test's unit
 * or range ('Colesterolo' printed '> 40' is 'Colesterolo HDL' cut to its column, 'Hémoglobine'
 * printed in % is 'Hémoglobine glyquée'), or it was read only as the start of the test's name
 * that starts others' too ('Colestero', one letter from 'Colesterol', starts the HDL's and the
 * LDL's). The test the row fits, held as cut; the test read, held as cut, when none other fits a
 * name that starts several; null when the name is read as printed.
 */
export function longerNamedTest(
  name: string,
  read: BiomarkerDefinition,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
  beside: PrintedBeside,
): BiomarkerDefinition | null {
  const { unitText } = beside;
  if (!unitText) return null;
  const fits = (marker: BiomarkerDefinition) =>
    listsPrintedUnit(marker, unitText, reference) && rangeFitsTest(marker, beside, reference);
  const key = startKey(name);
  const starts = testsStartingWith(key, specimen, reference);
  const cutOfRead =
    starts.length > 1 &&
    !reference.resolveName(name, specimen) &&
    [read.name, ...read.aliases].some((alias) => nameKey(alias).startsWith(key));
  if (fits(read) && !cutOfRead) return null;
  const longer = starts.length > 0 ? chooseByRow(starts, beside, reference) : null;
  if (longer && fits(longer) && (cutOfRead || baseId(longer.id) !== baseId(read.id))) return longer;
  return cutOfRead ? read : null;
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
