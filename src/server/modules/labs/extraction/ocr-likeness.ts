/**
 * How far a word OCR read is from a word we know, counting what OCR does to print as cheaper than
 * any other change: a look-alike read for a letter ('6' for 'ó', 'f' for 'ß', 'd' for 'o', 'a' for
 * 'd'), a thin stroke gained or lost, two glyphs for one ('ii' for 'ü', 'rn' for 'm'). A blurred
 * or compressed picture makes several such slips in one name or unit, where ocr-misreads.ts allows
 * one: 'Fibrin6geno', 'Glukose niichtern', 'Eiweif gesamt', 'u/t' for U/L, 'po/mi' for pg/mL.
 *
 * What is matched this way is only ever one of our own names or one of the test's own units, the
 * nearest by a clear margin; and the row is always held for the member to confirm it (a guess,
 * however good, is never shown as read).
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { fold, foldedNameForms, nameKey } from '#server/knowledge/biomarkers/name-key';
import { lookupNames } from '#server/knowledge/biomarkers/validate-biomarkers';
import { withMolRead } from './ocr-misreads';

/** Characters OCR reads for one another (lower case, accents folded): swapped at half cost. */
const CONFUSED_PAIRS = [
  // Round glyphs: an accented 'ó' read as '6', 'd' or 'é' ('Fibrin6geno', 'Eosindfilos').
  'o0 o6 od oe oa oc ec ea ad ag aq gq g9 q9 og b6',
  // Thin strokes and the slash.
  'l1 li lt l| l! i1 ij i! tf l/ 1/ i/ t/',
  // 'ß' read as 'f', 's' as '5'; 'γ' as 'y'; the micro sign as 'u', 'p', 'w' or 'h'.
  'fs s5 gy up uw uh uµ pµ wµ hµ',
  // Arches and other look-alikes.
  'nu hn bh mn uv z2 b8 38',
].flatMap((group) => group.split(' '));
const CONFUSED = new Set(CONFUSED_PAIRS.flatMap((pair) => [pair, pair[1]! + pair[0]!]));

/**
 * Two glyphs OCR reads for one ('ii' for 'ü' folded to 'u', 'rn' for 'm', 'ss' of 'ß' for 'f', 'b' or 'l', the
 * micro sign's tail read as a 'p' before its bowl as a 'u' or an 'n').
 */
const TWO_FOR_ONE: [string, string][] = [
  ['pu', 'µ'],
  ['pn', 'µ'],
  ['ii', 'u'],
  ['rn', 'm'],
  ['ri', 'n'],
  ['cl', 'd'],
  ['in', 'm'],
  ['ss', 'f'],
  ['ss', 'b'],
  // 'ß' read by its stem alone ('Eiweil' for 'Eiweiß').
  ['ss', 'l'],
];

/** A character OCR gains or loses easily: a thin stroke or a speck. */
const THIN = new Set(['l', 'i', 't', 'f', 'r', 'j', '1', '|', '.', ',', "'", '-', ':']);

const SLIP = 0.5;

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  return CONFUSED.has(a + b) ? SLIP : 1;
}

function indel(text: string, at: number): number {
  const char = text[at]!;
  // A thin stroke, or a letter doubled ('Neutrophhils'), is gained or lost at half cost.
  return THIN.has(char) || char === text[at - 1] || char === text[at + 1] ? SLIP : 1;
}

/** For each two-glyph reading, the one glyph it stands for. */
const ONE_FOR_TWO = new Map<string, string[]>();
for (const [two, one] of TWO_FOR_ONE) ONE_FOR_TWO.set(two, [...(ONE_FOR_TWO.get(two) ?? []), one]);

/**
 * The weighted edit distance from `read` to `known`: OCR's slips cost half a change, any other
 * change one. With `asPrefix`, the distance to the nearest start of `known` (a name the report cut
 * short, then misread). Past `cap` the answer is only known to be larger (Infinity).
 */
export function ocrDistance(read: string, known: string, asPrefix = false, cap = Infinity): number {
  const n = read.length;
  const m = known.length;
  const width = m + 1;
  const table = new Float64Array((n + 1) * width);
  for (let j = 1; j <= m; j++) table[j] = table[j - 1]! + indel(known, j - 1);
  for (let i = 1; i <= n; i++) {
    const row = i * width;
    table[row] = table[row - width]! + indel(read, i - 1);
    const readTwo = i >= 2 ? ONE_FOR_TWO.get(read.slice(i - 2, i)) : undefined;
    const readIndel = indel(read, i - 1);
    let rowMin = table[row]!;
    for (let j = 1; j <= m; j++) {
      let best = Math.min(
        table[row - width + j]! + readIndel,
        table[row + j - 1]! + indel(known, j - 1),
        table[row - width + j - 1]! + substitution(read[i - 1]!, known[j - 1]!),
      );
      if (readTwo?.includes(known[j - 1]!))
        best = Math.min(best, table[row - 2 * width + j - 1]! + SLIP);
      if (j >= 2 && ONE_FOR_TWO.get(known.slice(j - 2, j))?.includes(read[i - 1]!))
        best = Math.min(best, table[row - width + j - 2]! + SLIP);
      table[row + j] = best;
      if (best < rowMin) rowMin = best;
    }
    // Every path goes through this row: once all of it is past the cap, so is the answer.
    if (rowMin > cap) return Infinity;
  }
  const last = table.subarray(n * width, n * width + width);
  if (!asPrefix) return last[m]!;
  return Math.min(...last.subarray(Math.min(m, Math.max(1, n - 2))));
}

// ---------------------------------------------------------------------------------------------
// Names.

/** How far a name may be from ours: half a slip on a short name, more on a long one. */
function allowedNameDistance(length: number): number {
  if (length < 5) return SLIP;
  if (length < 8) return 1;
  return Math.min(2, 0.15 * length + 0.5);
}
/** The nearest test must be nearer than any other by this much. */
const NAME_MARGIN = 0.5;
/** A name cut short is matched from this many letters, and only through slips (half cost each). */
const MIN_CUT_KEY = 6;
const ALLOWED_CUT_DISTANCE = 1;

interface KeyEntry {
  key: string;
  /** The name's words: a word more or less is another test ('Protein S' is not protein). */
  words: string[];
  marker: BiomarkerDefinition;
}

const wordsOf = (name: string) => fold(name).split(' ').filter(Boolean);

/**
 * Whether the read words can be the known name's: as many words (or, cut short, no more), and
 * each word of one or two letters spelled as it is there, or cut from the word in its place
 * ('Protein S' is never 'Protein U' nor 'Protein (dipstick)'; 'Glucosa b' may be 'Glucosa basal').
 */
function isShapeOf(read: string[], known: string[], isCut: boolean): boolean {
  if (isCut ? read.length > known.length : read.length !== known.length) return false;
  return read.every(
    (word, at) =>
      word.length > 2 ||
      (isCut && at === read.length - 1 && known[at]!.startsWith(word)) ||
      known.includes(word),
  );
}
const keysByReference = new WeakMap<BiomarkerReference, KeyEntry[]>();

function nameKeys(reference: BiomarkerReference): KeyEntry[] {
  let keys = keysByReference.get(reference);
  if (!keys) {
    keys = reference.list().flatMap((marker) =>
      lookupNames(marker)
        .map((name) => ({ key: nameKey(name), words: wordsOf(name), marker }))
        .filter((entry) => entry.key.length >= 3),
    );
    keysByReference.set(reference, keys);
  }
  return keys;
}

/** A differential's count and its percentage are one test here: the unit tells them apart. */
const baseId = (id: string) => id.replace(/-percent$/, '');

/**
 * The one test a name OCR misread in several places may mean ('Fibrin6geno', 'Acido rico',
 * 'Neutréfil' cut from 'Neutrófilos'), in the specimen first; null when none is near enough or
 * two are about as near. A count and its percentage are settled by the unit printed beside it.
 */
export function markerForNoisyName(
  printedName: string,
  specimen: string,
  reference: BiomarkerReference,
  unitText: string | null = null,
): BiomarkerDefinition | null {
  // 'LOL-Chol. (berechnet)': a misread name with a method note is compared without the note too,
  // as a name read right is looked up (nameCandidates).
  for (const form of foldedNameForms(printedName)) {
    const found = markerForNoisyForm(form, specimen, reference, unitText);
    if (found) return found;
  }
  return null;
}

function markerForNoisyForm(
  form: string,
  specimen: string,
  reference: BiomarkerReference,
  unitText: string | null,
): BiomarkerDefinition | null {
  const read = form.replace(/\s+/g, '');
  const words = form.split(' ').filter(Boolean);
  if (read.length < 3 || read.length > 40 || !/\p{L}{2}/u.test(read)) return null;
  const entries = nameKeys(reference);
  for (const inSpecimen of [true, false]) {
    const pool = entries.filter((entry) => (entry.marker.specimen === specimen) === inSpecimen);
    const allowed = allowedNameDistance(read.length);
    // Each letter more or less costs at least half a change: keys far longer or shorter are out.
    const reach = 2 * (allowed + NAME_MARGIN);
    const whole = nearestTest(
      pool
        .filter(
          (entry) =>
            isShapeOf(words, entry.words, false) &&
            Math.abs(entry.key.length - read.length) <= reach,
        )
        .map((entry) => ({
          ...entry,
          distance: ocrDistance(read, entry.key, false, allowed + NAME_MARGIN),
        })),
      allowed,
    );
    if (whole) return whole;
    if (read.length < MIN_CUT_KEY) continue;
    // Only the start of a longer name is compared: a few letters past the read name's length.
    const cutReach = read.length + 2 * (ALLOWED_CUT_DISTANCE + NAME_MARGIN);
    const cut = pool
      .filter((entry) => isShapeOf(words, entry.words, true) && entry.key.length > read.length)
      .map((entry) => ({
        ...entry,
        distance: ocrDistance(
          read,
          entry.key.slice(0, cutReach),
          true,
          ALLOWED_CUT_DISTANCE + NAME_MARGIN,
        ),
      }));
    const found = nearestTest(cut, ALLOWED_CUT_DISTANCE, unitText, reference);
    if (found) return found;
  }
  return null;
}

function nearestTest(
  scored: (KeyEntry & { distance: number })[],
  allowed: number,
  unitText: string | null = null,
  reference: BiomarkerReference | null = null,
): BiomarkerDefinition | null {
  const near = scored.filter((entry) => entry.distance <= allowed + NAME_MARGIN);
  if (near.length === 0) return null;
  const best = Math.min(...near.map((entry) => entry.distance));
  if (best > allowed) return null;
  // The tests within the margin of the nearest, a count and its percentage as one.
  const close = new Map<string, BiomarkerDefinition>();
  for (const entry of near) {
    if (entry.distance >= best + NAME_MARGIN) continue;
    const base = baseId(entry.marker.id);
    if (!close.has(base) || entry.marker.id === base) close.set(base, entry.marker);
  }
  if (close.size === 1) return [...close.values()][0]!;
  // Several tests start with the letters left of a cut name: the printed unit may choose one.
  const unit = unitText && reference ? reference.normaliseUnit(unitText) : null;
  if (!unit) return null;
  const fitting = [...close.values()].filter((marker) =>
    marker.units.some((definition) => definition.unit === unit),
  );
  return fitting.length === 1 ? fitting[0]! : null;
}

export function noisyNameReason(printedName: string, marker: BiomarkerDefinition): string {
  return `The name was read as “${printedName}”, which we take to be ${marker.name}; please check the name.`;
}

// ---------------------------------------------------------------------------------------------
// Units.

/** A unit as compared here: lower case, one micro sign. */
const unitForm = (unit: string) => unit.toLowerCase().replace(/[μ]/g, 'µ').replace(/\s+/g, '');

/**
 * The spellings a unit of ours is printed in that differ in more than case: international units
 * as 'UI' (French, Spanish, Italian), units per litre as 'IU/L' or 'UI/L', the micro sign as 'u'.
 */
function printedSpellings(unit: string): string[] {
  const spellings = new Set([unit]);
  if (unit.includes('IU')) spellings.add(unit.replace('IU', 'UI'));
  if (/^U\//.test(unit)) {
    spellings.add(`IU${unit.slice(1)}`);
    spellings.add(`UI${unit.slice(1)}`);
  }
  // The micro sign as a keyboard prints it ('ug/L') and as US labs spell it ('mcg/L').
  for (const spelling of [...spellings]) {
    spellings.add(spelling.replace(/µ/g, 'u'));
    spellings.add(spelling.replace(/µ/g, 'mc'));
  }
  return [...spellings].map(unitForm);
}

/** A unit read this far from one of the test's units, or nearer, may be that unit. */
const ALLOWED_UNIT_DISTANCE = 1;
const UNIT_MARGIN = 0.5;

/**
 * The one unit of the test a unit OCR misread in more places than ocr-misreads.ts repairs may be
 * ('u/t' for U/L, 'mlIU/L' for mIU/L, 'po/mi' for pg/mL, 'ng/dL' for a magnesium's mg/dL), among
 * those the numbers printed beside it fit (`fits`: the printed range, or the value, lies where
 * ours does in that unit). Null when none is near, or two are about as near and both fit.
 */
export function unitByOcrLikeness(
  token: string,
  marker: BiomarkerDefinition,
  reference: BiomarkerReference,
  fits: (unit: string) => boolean,
): string | null {
  if (marker.kind !== 'quantitative' || token.length < 2 || token.length > 16) return null;
  if (!/\p{L}/u.test(token) || /^\d+(?:[.,]\d+)?$/.test(token)) return null;
  // 'nmou/L': the misread 'mol' put back first, so only the prefix is left to weigh.
  const read = unitForm(withMolRead(token));
  const scored = [...new Set(marker.units.map((definition) => definition.unit))]
    .filter((unit) => unit.length >= 2)
    .map((unit) => ({
      unit,
      distance: Math.min(...printedSpellings(unit).map((known) => ocrDistance(read, known))),
    }));
  const near = scored.filter((entry) => entry.distance <= ALLOWED_UNIT_DISTANCE + UNIT_MARGIN);
  if (near.length === 0) return null;
  const best = Math.min(...near.map((entry) => entry.distance));
  if (best > ALLOWED_UNIT_DISTANCE) return null;
  const close = near
    .filter((entry) => entry.distance < best + UNIT_MARGIN && fits(entry.unit))
    .sort((a, b) => a.distance - b.distance);
  const [nearest, ...others] = close;
  // A unit as near that the numbers do not fit ('g/L' beside 'g/dL') does not make it a guess;
  // two spellings of one quantity ('mIU/L' and 'mU/L' for TSH) are one unit.
  if (!nearest || nearest.distance !== best) return null;
  const isSame = (unit: string) =>
    Math.abs((reference.convert(marker.id, 1, unit, nearest.unit) ?? 0) - 1) < 1e-9;
  return others.every((other) => isSame(other.unit)) ? nearest.unit : null;
}

export function noisyUnitReason(printed: string, unit: string): string {
  return `The unit was read as “${printed}”, which we take to be ${unit}; please check the unit.`;
}
