/**
 * Our biomarker reference: blood and urine markers with their units, conversions, adult ranges,
 * plain-words meaning and sources. The knowledge loader validates data/biomarkers/*.json, stores
 * it in knowledge_biomarkers and builds this from the stored rows (biomarkers.kind.ts); modules
 * get it as `knowledge.biomarkers`. Lab reports are matched against it by name (resolveName) and
 * unit (normaliseUnit, toCanonical). The lab's own printed range wins over referenceRange(); the
 * analysis decides that, not this module.
 */
import {
  type BiomarkerDefinition,
  type BodySystem,
  type RangeDefinition,
  type Specimen,
} from './biomarker.schema';
import { isWholeBloodOfSerumTest, narrowedByBracket } from './bracketed-names';
import { keyWithoutLinkingWords, nameCandidates, nameKey } from './name-key';
import { looseNameIndex, resolveAfterGroupName, resolveBilingualName } from './name-fallbacks';
import { normaliseOrdinalValue } from './normalise-ordinal';
import { cellCountReading, normaliseUnit } from './normalise-unit';
import { lookupNames } from './validate-biomarkers';

export type {
  BiomarkerDefinition,
  BodySystem,
  PlausibleRange,
  RangeDefinition,
  Specimen,
  UnitDefinition,
} from './biomarker.schema';
export { BODY_SYSTEMS } from './biomarker.schema';
export { validateBiomarkerData } from './validate-biomarkers';

export const BODY_SYSTEM_LABELS: Record<BodySystem, string> = {
  blood_count: 'Blood count',
  iron: 'Iron',
  metabolic: 'Blood sugar & metabolism',
  lipids: 'Cholesterol & lipids',
  kidney: 'Kidneys',
  liver: 'Liver',
  electrolytes: 'Electrolytes',
  thyroid: 'Thyroid',
  vitamins_minerals: 'Vitamins & minerals',
  inflammation_immune: 'Inflammation & immunity',
  hormones: 'Hormones',
  cardiac: 'Heart & muscle',
  pancreas: 'Pancreas',
  urinalysis: 'Urinalysis',
  medicine_levels: 'Clotting & medicine levels',
  infections: 'Infection tests',
  stool: 'Stool tests',
};

/** The sample a member gives for a test: its specimen, but stool for the stool tests. */
export function sampleOf(marker: Pick<BiomarkerDefinition, 'specimen' | 'system'>): string {
  return marker.system === 'stool' ? 'stool' : marker.specimen;
}

export interface PersonForRanges {
  sex?: 'male' | 'female' | null;
  age?: number | null;
}

export interface BiomarkerReference {
  markers: ReadonlyMap<string, BiomarkerDefinition>;
  list(): readonly BiomarkerDefinition[];
  /**
   * Alias/name lookup, insensitive to case, accents, punctuation, spacing, 'Haemo'/'Hemo' spelling,
   * specimen words in five languages ('Serum', 'S-', 'i.S.', 'im Urin', 'sérique', 'urinaire', 'en
   * orina', 'nel siero', 'nelle urine': a urine word makes it a urine test), method notes
   * ('(enzymatisch)', 'IFCC', 'CKD-EPI', 'calculé'), fasting notes ('à jeun', 'nüchtern') and
   * LOINC's '[property] in <system> by <method>'; null when unknown.
   */
  resolveName(raw: string, specimen?: Specimen): BiomarkerDefinition | null;
  /**
   * resolveName, then the unit settles a differential's absolute count vs its percentage: 'Neutrophils'
   * printed with '%' is neutrophils-percent, 'Lymphocytes %' printed with '10^9/L' is lymphocytes.
   */
  resolveMarker(
    raw: string,
    options?: { specimen?: Specimen; unit?: string | null },
  ): BiomarkerDefinition | null;
  /** Normalises a printed unit: 'mg/dl'→'mg/dL', 'umol/L'→'µmol/L', 'x10E9/L'→'10^9/L', 'K/uL'→'10^3/µL', 'IU/L'→'U/L', 'Tsd/µl'→'10^3/µL', 'UI/L'→'U/L' ... */
  normaliseUnit(raw: string): string;
  /**
   * The unit read as a cell count, for a cell-count marker: 'G/L' → '10^9/L', 'T/L' → '10^12/L'
   * (French and German labs' giga and tera per litre, which look like grams), any other count
   * unit as normaliseUnit spells it; null when the unit cannot be a count ('g/dL', '%').
   */
  cellCountReading(raw: string): string | null;
  /** value in the marker's canonical unit, or null when the unit is unknown for this marker. */
  toCanonical(markerId: string, value: number, unit: string | null): number | null;
  /** value converted between two units of the marker, or null. */
  convert(markerId: string, value: number, fromUnit: string, toUnit: string): number | null;
  /** Our adult reference range for the person, in `unit` (canonical when omitted); null when none. */
  referenceRange(
    markerId: string,
    person: PersonForRanges,
    unit?: string,
  ): { low: number | null; high: number | null } | null;
  /**
   * The span of every range we list for the marker (each sex and age), in `unit`: what a lab may
   * print for someone the reader knows nothing about ('< 738 ng/L', NT-proBNP's limit from 75),
   * where referenceRange's general range would call it another test's. Null as referenceRange.
   */
  widestRange(markerId: string, unit: string): { low: number | null; high: number | null } | null;
  /**
   * Whether a value can be real at all: 'implausible' outside the marker's plausible span (a
   * misread: a lost decimal point, a wrong unit, a neighbouring column), 'plausible' inside it,
   * 'unknown' when the marker is unknown, not quantitative, or does not list the unit. The value is
   * converted to the canonical unit first: 5.5 mmol/L and 99 mg/dL of glucose are judged alike.
   */
  plausibility(
    markerId: string,
    value: number,
    unit: string | null,
  ): 'plausible' | 'implausible' | 'unknown';
  /** The marker's units as normaliseUnit spells them, canonical first; [] for an unknown or ordinal marker. */
  unitsFor(markerId: string): string[];
  /** Ordinal values normalised: 'neg'/'Negative'/'-'→'negative', 'tr'→'trace', '+'/'1+'/'+1'→'1+', '++'→'2+' ...; null if not on the scale. */
  normaliseOrdinal(markerId: string, raw: string): string | null;
}

/** A test's twin in the other specimen, by id: 'sodium' and 'urine-sodium', 'urine-ph' and 'blood-ph'. */
export function twinIn(
  markers: ReadonlyMap<string, BiomarkerDefinition>,
  marker: BiomarkerDefinition,
  specimen: Specimen,
): BiomarkerDefinition | null {
  const base = marker.id.replace(/^(?:urine|blood)-/, '');
  const candidates = specimen === 'urine' ? [`urine-${base}`] : [base, `blood-${base}`];
  for (const id of candidates) {
    const twin = markers.get(id);
    if (twin && twin.specimen === specimen && twin.id !== marker.id) return twin;
  }
  return null;
}

/** Each specimen's tests by the key of every name they are printed by. */
function namesBySpecimen(
  entries: readonly BiomarkerDefinition[],
): Record<Specimen, Map<string, BiomarkerDefinition>> {
  const byName: Record<Specimen, Map<string, BiomarkerDefinition>> = {
    blood: new Map(),
    urine: new Map(),
  };
  for (const marker of entries)
    for (const name of lookupNames(marker)) {
      byName[marker.specimen].set(nameKey(name), marker);
      // Also without its linking words ('Recuento de eritrocitos' printed 'Recuento eritrocitos'),
      // where no other name of either specimen holds that key.
      const linked = keyWithoutLinkingWords(name);
      if (linked && !byName[marker.specimen].has(linked))
        byName[marker.specimen].set(linked, marker);
    }
  return byName;
}

/** Builds the lookups over entries already validated (by the knowledge loader, or validateBiomarkerData). */
export function createBiomarkerReference(
  entries: readonly BiomarkerDefinition[],
): BiomarkerReference {
  const markers = new Map(entries.map((marker) => [marker.id, marker]));
  // By id, as the database returns them: the same list however the knowledge was loaded (and the
  // prerendered /markers-education matches the API's answer).
  const list = Object.freeze([...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  const byName = namesBySpecimen(entries);
  const resolveLooseName = looseNameIndex(entries);

  function resolveName(raw: string, specimen?: Specimen): BiomarkerDefinition | null {
    const found = resolveNameAsWritten(raw, specimen);
    if (!found || isWholeBloodOfSerumTest(raw, found)) return null;
    // A name listed whole, brackets and all ('Urea (BUN)'), is that test as written.
    const isListedWhole = byName[found.specimen].get(nameKey(raw)) === found;
    return raw.includes('(') && !isListedWhole
      ? narrowedByBracket(raw, found, (inside) => resolveNameAsWritten(inside, specimen))
      : found;
  }

  function resolveNameAsWritten(raw: string, specimen?: Specimen): BiomarkerDefinition | null {
    if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 200) return null;
    const { keys, specimenHint } = nameCandidates(raw);
    // A specimen word in the name ('Urine protein') outranks the caller's guess.
    const target = specimenHint ?? specimen;
    const order: Specimen[] = target ? [target] : ['blood', 'urine'];
    // The most specific key first, in either specimen: 'Leukozyten (Sediment)' is the urine
    // microscopy count by its full name before 'Leukozyten' alone is the blood count.
    for (const key of keys)
      for (const where of order) {
        const found = byName[where].get(key);
        if (found) return found;
      }
    // A specimen word before a name known only in the other specimen ('Orn-Sodio', 'Sgv-pH'):
    // that test's twin in the specimen the word names, where the knowledge base has one.
    if (specimenHint)
      for (const key of keys) {
        const other = byName[specimenHint === 'urine' ? 'blood' : 'urine'].get(key);
        const twin = other && twinIn(markers, other, specimenHint);
        if (twin) return twin;
      }
    // A name no key is made of (a fraction's, 'Hemoglobin A2') is no test's, loosely either.
    if (keys.length === 0) return null;
    return (
      resolveBilingualName(raw, specimen, resolveName) ??
      resolveAfterGroupName(raw, target, resolveName) ??
      resolveLooseName(raw, target)
    );
  }

  function resolveMarker(
    raw: string,
    options: { specimen?: Specimen; unit?: string | null } = {},
  ): BiomarkerDefinition | null {
    const marker = resolveName(raw, options.specimen);
    const unit = options.unit;
    if (!marker || unit === undefined || unit === null || unit.trim() === '') return marker;
    if (marker.kind !== 'quantitative' || unitOf(marker, unit)) return marker;
    return (
      siblingIdsOf(marker.id)
        .map((id) => markers.get(id))
        .find((found) => found !== undefined && unitOf(found, unit) !== undefined) ?? marker
    );
  }

  function toCanonical(markerId: string, value: number, unit: string | null): number | null {
    const marker = markers.get(markerId);
    if (!marker || marker.kind !== 'quantitative' || !Number.isFinite(value)) return null;
    const definition = unitOf(marker, unit);
    if (!definition) return null;
    return tidyNumber(value * definition.factor + (definition.offset ?? 0));
  }

  function convert(markerId: string, value: number, fromUnit: string, toUnit: string) {
    const canonical = toCanonical(markerId, value, fromUnit);
    const marker = markers.get(markerId);
    if (canonical === null || !marker) return null;
    return fromCanonical(marker, canonical, toUnit);
  }

  function referenceRange(markerId: string, person: PersonForRanges, unit?: string) {
    const marker = markers.get(markerId);
    if (!marker || marker.kind !== 'quantitative') return null;
    const range = pickRange(marker.ranges, person);
    if (!range) return null;
    if (unit === undefined) return { low: range.low, high: range.high };
    const convertEnd = (end: number | null) =>
      end === null ? null : fromCanonical(marker, end, unit);
    const low = convertEnd(range.low);
    const high = convertEnd(range.high);
    if ((range.low !== null && low === null) || (range.high !== null && high === null)) return null;
    return { low, high };
  }

  function widestRange(markerId: string, unit: string) {
    const marker = markers.get(markerId);
    return marker ? widestRangeOf(marker, unit) : null;
  }

  function plausibility(markerId: string, value: number, unit: string | null) {
    const marker = markers.get(markerId);
    if (!marker?.plausible || !Number.isFinite(value)) return 'unknown' as const;
    const canonical = toCanonical(markerId, value, unit);
    if (canonical === null) return 'unknown' as const;
    const { low, high } = marker.plausible;
    return canonical >= low && canonical <= high
      ? ('plausible' as const)
      : ('implausible' as const);
  }

  function unitsFor(markerId: string): string[] {
    const marker = markers.get(markerId);
    if (!marker || marker.kind !== 'quantitative') return [];
    const units = marker.units.map((definition) => definition.unit);
    const canonical = marker.canonical_unit;
    return canonical === null ? units : [canonical, ...units.filter((unit) => unit !== canonical)];
  }

  function normaliseOrdinal(markerId: string, raw: string): string | null {
    const marker = markers.get(markerId);
    if (!marker?.scale || typeof raw !== 'string') return null;
    return normaliseOrdinalValue(raw, marker.scale);
  }

  return {
    markers,
    list: () => list,
    resolveName,
    resolveMarker,
    normaliseUnit,
    cellCountReading,
    toCanonical,
    convert,
    referenceRange,
    widestRange,
    plausibility,
    unitsFor,
    normaliseOrdinal,
  };
}

const PERCENT_SUFFIX = '-percent';

/**
 * The tests a name's test may be read as by the unit printed beside it: a share's count is named
 * for the share without its suffix ('eosinophils'), or with '-count' where the bare name would
 * say too little ('nrbc-count' beside 'nrbc-percent'); a count's share, with the suffix.
 */
function siblingIdsOf(id: string): string[] {
  if (id.endsWith(PERCENT_SUFFIX)) {
    const base = id.slice(0, -PERCENT_SUFFIX.length);
    return [base, `${base}-count`];
  }
  return [`${id.replace(/-count$/, '')}${PERCENT_SUFFIX}`];
}

function unitOf(marker: BiomarkerDefinition, unit: string | null) {
  const spelled = normaliseUnit(unit ?? '');
  const found = marker.units.find((candidate) => candidate.unit === spelled);
  if (found) return found;
  // French and German labs print cell counts as 'G/L' (giga per litre), which reads as grams:
  // a marker without g/L takes the count reading.
  const count = cellCountReading(unit ?? '');
  return count === null ? undefined : marker.units.find((candidate) => candidate.unit === count);
}

function fromCanonical(marker: BiomarkerDefinition, value: number, unit: string): number | null {
  const definition = unitOf(marker, unit);
  if (!definition) return null;
  return tidyNumber((value - (definition.offset ?? 0)) / definition.factor);
}

/** The span of every range of the marker (each sex and age) in `unit` (BiomarkerReference.widestRange). */
function widestRangeOf(
  marker: BiomarkerDefinition,
  unit: string,
): { low: number | null; high: number | null } | null {
  if (marker.kind !== 'quantitative' || marker.ranges.length === 0) return null;
  if (!unitOf(marker, unit)) return null;
  const inUnit = (end: number | null) => (end === null ? null : fromCanonical(marker, end, unit));
  const lows = marker.ranges.map((range) => inUnit(range.low));
  const highs = marker.ranges.map((range) => inUnit(range.high));
  // An end left open in any range (no lower limit, no upper limit) is open in the span.
  const span = (ends: (number | null)[], pick: (...values: number[]) => number) =>
    ends.some((end) => end === null) ? null : pick(...(ends as number[]));
  return { low: span(lows, Math.min), high: span(highs, Math.max) };
}

/** Six significant digits: enough for any lab value, and 0.99999999 prints as 1. */
function tidyNumber(value: number): number {
  return Number(value.toPrecision(6));
}

/**
 * The range for this person: their sex's range when there is one, else the range for anyone;
 * with the sex unknown and only sex-specific ranges, the span of both, so nobody is flagged for
 * a value normal in either sex. Age-limited ranges apply only when the age is known and fits.
 */
function pickRange(
  ranges: readonly RangeDefinition[],
  person: PersonForRanges,
): { low: number | null; high: number | null } | null {
  const age = person.age ?? null;
  const fitsAge = (range: RangeDefinition) => {
    const limited = range.age_min !== undefined || range.age_max !== undefined;
    if (!limited) return true;
    if (age === null) return false;
    return (range.age_min ?? 0) <= age && age <= (range.age_max ?? Infinity);
  };
  // An age-limited range that fits beats the general one.
  const byAge = (candidates: RangeDefinition[]) =>
    candidates.find((r) => r.age_min !== undefined || r.age_max !== undefined) ?? candidates[0];
  const usable = ranges.filter(fitsAge);
  const sex = person.sex ?? null;
  if (sex) {
    const own = usable.filter((range) => range.sex === sex);
    if (own.length > 0) return byAge(own) ?? null;
  }
  const anyone = usable.filter((range) => range.sex === undefined);
  if (anyone.length > 0) return byAge(anyone) ?? null;
  const male = byAge(usable.filter((range) => range.sex === 'male'));
  const female = byAge(usable.filter((range) => range.sex === 'female'));
  if (!male || !female) return male ?? female ?? null;
  return {
    low: male.low === null || female.low === null ? null : Math.min(male.low, female.low),
    high: male.high === null || female.high === null ? null : Math.max(male.high, female.high),
  };
}
