/**
 * Which of several tests a name cut short means, told by what its row prints beside it. Two-up
 * columns cut 'Recuento de leucocitos' and 'Recuento de plaquetas' alike to 'Recuento', and
 * 'Colesterolo HDL' to 'Colesterolo', which is a test of its own. The unit chooses first (the
 * percentage of a count is its sibling: 'Polynuclé' with '%'); then the printed range against
 * each test's usual one (white cells 4-11, platelets 150-450 in the same 10³/µL); then, among a
 * test and its longer variants ('C reactive protein' and '… by high sensitivity method'), the
 * plain test. The row is always held for the member to check the name (cut-names.ts).
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { nameKey } from '#server/knowledge/biomarkers/name-key';
import type { PrintedRange } from '../lab-line-tokens';
import { unitFor, withPrintedUnit } from './printed-unit';

/** What the row prints beside the cut name. */
export interface PrintedBeside {
  unitText: string | null;
  range?: PrintedRange | null;
}

/**
 * Labs' limits differ from ours by less than this factor (CRP up to 5 or 10 mg/L); another test's
 * differ by more (LDL up to 100 against total cholesterol's 200 is 2, HDL's has no upper limit).
 */
const SAME_TEST_FACTOR = 2.5;
/** The nearest range is taken alone only when the next is this many times farther off. */
const CLEARLY_NEARER = 1.25;

/** The test's count or percentage as the unit says, and the unit in its spelling, if it lists it. */
function asPrinted(
  marker: BiomarkerDefinition,
  unitText: string,
  reference: BiomarkerReference,
): { marker: BiomarkerDefinition; unit: string } | null {
  const sibling = withPrintedUnit(marker, unitText, reference) ?? marker;
  const unit = unitFor(sibling, unitText, reference);
  return sibling.units.some((entry) => entry.unit === unit) ? { marker: sibling, unit } : null;
}

export function listsPrintedUnit(
  marker: BiomarkerDefinition,
  unitText: string,
  reference: BiomarkerReference,
): boolean {
  return asPrinted(marker, unitText, reference) !== null;
}

const positive = (bound: number | null | undefined) =>
  bound !== null && bound !== undefined && bound > 0 ? bound : null;

/**
 * How far the printed range lies from the test's usual one: the largest factor (as a logarithm)
 * between limits both print; Infinity when they print no limit alike (a lower limit alone against
 * an upper one alone); null when either has none to compare, or the unit is not the test's.
 */
export function rangeDistance(
  marker: BiomarkerDefinition,
  beside: PrintedBeside,
  reference: BiomarkerReference,
): number | null {
  const printed = beside.range;
  const read = beside.unitText ? asPrinted(marker, beside.unitText, reference) : null;
  if (!printed || !read) return null;
  const ours = reference.widestRange(read.marker.id, read.unit);
  if (!ours) return null;
  const span = limitsDistance(printed, ours);
  if (span === null) return null;
  const own = ownRangeDistance(printed, read.marker, read.unit, reference);
  return own === null ? span : Math.min(span, own);
}

/** The largest factor (a logarithm) between the limits both print; null or Infinity as above. */
function limitsDistance(
  printed: { low: number | null; high: number | null },
  ours: { low: number | null; high: number | null },
): number | null {
  const pairs: [number | null, number | null][] = [
    [positive(printed.low), positive(ours.low)],
    [positive(printed.high), positive(ours.high)],
  ];
  if (!pairs.some(([a]) => a !== null) || !pairs.some(([, b]) => b !== null)) return null;
  const shared = pairs.filter((pair): pair is [number, number] => pair.every((b) => b !== null));
  if (shared.length === 0) return Infinity;
  return Math.max(...shared.map(([a, b]) => Math.abs(Math.log(a / b))));
}

/**
 * How far the printed range lies from the nearest of the test's own ranges (a sex's, an age's),
 * in its canonical unit: a lab prints the range for the member, and a woman's testosterone range
 * (0.3-1.7 nmol/L) lies far from the span of both sexes' (up to 35 nmol/L) but near her own.
 */
function ownRangeDistance(
  printed: { low: number | null; high: number | null },
  marker: BiomarkerDefinition,
  unit: string,
  reference: BiomarkerReference,
): number | null {
  const canonical = (end: number | null) => {
    const bound = positive(end);
    return bound === null ? null : reference.toCanonical(marker.id, bound, unit);
  };
  const inCanonical = { low: canonical(printed.low), high: canonical(printed.high) };
  const distances = marker.ranges
    .map((range) => limitsDistance(inCanonical, range))
    .filter((distance): distance is number => distance !== null);
  return distances.length > 0 ? Math.min(...distances) : null;
}

export function rangeFitsTest(
  marker: BiomarkerDefinition,
  beside: PrintedBeside,
  reference: BiomarkerReference,
): boolean {
  const distance = rangeDistance(marker, beside, reference);
  return distance === null || distance <= Math.log(SAME_TEST_FACTOR);
}

/** The tests whose usual range the printed one fits, the nearest alone when clearly nearer. */
function byRange(
  markers: BiomarkerDefinition[],
  beside: PrintedBeside,
  reference: BiomarkerReference,
): BiomarkerDefinition[] {
  const near = markers
    .map((marker) => ({ marker, distance: rangeDistance(marker, beside, reference) }))
    .filter(
      (entry): entry is { marker: BiomarkerDefinition; distance: number } =>
        entry.distance !== null && entry.distance <= Math.log(SAME_TEST_FACTOR),
    )
    .sort((a, b) => a.distance - b.distance);
  if (near.length === 0) return markers;
  const [first, second] = near;
  if (!second || second.distance - first!.distance >= Math.log(CLEARLY_NEARER)) {
    return [first!.marker];
  }
  return near.map((entry) => entry.marker);
}

const keysOf = (marker: BiomarkerDefinition) => [marker.name, ...marker.aliases].map(nameKey);

/** The one test whose name every other's starts with ('CRP' of 'CRP high sensitivity'). */
function plainTest(markers: BiomarkerDefinition[]): BiomarkerDefinition | null {
  const plain = markers.filter((marker) =>
    keysOf(marker).some((key) =>
      markers.every(
        (other) =>
          other === marker ||
          keysOf(other).some((longer) => longer !== key && longer.startsWith(key)),
      ),
    ),
  );
  return plain.length === 1 ? plain[0]! : null;
}

/** The one test of `markers` (all of whose names the cut name starts) the row means, or null. */
export function chooseByRow(
  markers: BiomarkerDefinition[],
  beside: PrintedBeside,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  if (markers.length === 1) return markers[0]!;
  const { unitText } = beside;
  if (!unitText) return null;
  const fitting = markers.filter((marker) => listsPrintedUnit(marker, unitText, reference));
  if (fitting.length <= 1) return fitting[0] ?? null;
  const near = byRange(fitting, beside, reference);
  return near.length === 1 ? near[0]! : plainTest(near);
}
