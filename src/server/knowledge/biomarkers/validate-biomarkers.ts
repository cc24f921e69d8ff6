/**
 * Checks biomarker entries: each against the schema, then what a schema cannot see (unique ids, a
 * name or alias owned by one marker per specimen, units spelled as normaliseUnit spells them and
 * the canonical one among them, ranges in order and covering both sexes, critical values outside
 * the range, a plausible span that holds the ranges and critical values, a scale that holds its
 * normal values). Returns readable problems; [] means valid.
 */
import {
  biomarkerSchema,
  type BiomarkerDefinition,
  type RangeDefinition,
} from './biomarker.schema';
import { nameKey } from './name-key';
import { normaliseOrdinalValue } from './normalise-ordinal';
import { normaliseUnit } from './normalise-unit';

export function validateBiomarkerData(entries: unknown[]): string[] {
  const problems: string[] = [];
  const valid: BiomarkerDefinition[] = [];
  entries.forEach((entry, index) => {
    const parsed = biomarkerSchema.safeParse(entry);
    if (parsed.success) {
      valid.push(parsed.data);
      return;
    }
    const label = labelOf(entry, index);
    for (const issue of parsed.error.issues.slice(0, 20)) {
      const path = issue.path.join('.');
      problems.push(`biomarker ${label}${path ? ` ${path}` : ''}: ${issue.message}`);
    }
  });
  return [...problems, ...checkBiomarkers(valid)];
}

/** The checks a schema cannot make, over entries the schema accepted (the loader's validator). */
export function checkBiomarkers(valid: readonly BiomarkerDefinition[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const owners = new Map<string, string>(); // `${specimen}:${key}` → marker id
  for (const marker of valid) {
    if (ids.has(marker.id)) problems.push(`biomarker ${marker.id}: duplicate id`);
    ids.add(marker.id);
    for (const key of new Set(lookupNames(marker).map(nameKey))) {
      if (!key) continue;
      const owner = owners.get(`${marker.specimen}:${key}`);
      if (owner && owner !== marker.id)
        problems.push(
          `biomarker ${marker.id}: alias "${key}" already belongs to ${owner} (${marker.specimen})`,
        );
      else owners.set(`${marker.specimen}:${key}`, marker.id);
    }
    problems.push(...checkMarker(marker).map((problem) => `biomarker ${marker.id}: ${problem}`));
  }
  return problems;
}

/** Every name a marker answers to: its id, its display name and its aliases. */
export function lookupNames(marker: BiomarkerDefinition): string[] {
  return [marker.id, marker.name, ...marker.aliases];
}

function labelOf(entry: unknown, index: number): string {
  const id = (entry as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id ? id : `#${index}`;
}

function checkMarker(marker: BiomarkerDefinition): string[] {
  return marker.kind === 'quantitative' ? checkQuantitative(marker) : checkScaled(marker);
}

function checkQuantitative(marker: BiomarkerDefinition): string[] {
  const problems: string[] = [];
  if (marker.canonical_unit === null) problems.push('a quantitative marker needs canonical_unit');
  if (marker.scale || marker.normal_values)
    problems.push('scale and normal_values are for ordinal/categorical markers');
  const seen = new Set<string>();
  for (const unit of marker.units) {
    if (seen.has(unit.unit)) problems.push(`unit "${unit.unit}" listed twice`);
    seen.add(unit.unit);
    if (normaliseUnit(unit.unit) !== unit.unit)
      problems.push(
        `unit "${unit.unit}" is not in normal spelling (normaliseUnit gives "${normaliseUnit(unit.unit)}")`,
      );
  }
  if (marker.canonical_unit !== null) {
    const canonical = marker.units.find((unit) => unit.unit === marker.canonical_unit);
    if (!canonical)
      problems.push(
        `unknown unit reference: canonical_unit "${marker.canonical_unit}" is not in units`,
      );
    else if (canonical.factor !== 1 || (canonical.offset ?? 0) !== 0)
      problems.push('the canonical unit must have factor 1 and no offset');
  }
  if (marker.ranges.length === 0) problems.push('a quantitative marker needs at least one range');
  problems.push(...checkRanges(marker.ranges));
  problems.push(...checkPlausible(marker));
  for (const range of marker.ranges) {
    if (marker.critical_low !== undefined && range.low !== null && marker.critical_low >= range.low)
      problems.push(`critical_low ${marker.critical_low} is not below the range low ${range.low}`);
    if (
      marker.critical_high !== undefined &&
      range.high !== null &&
      marker.critical_high <= range.high
    )
      problems.push(
        `critical_high ${marker.critical_high} is not above the range high ${range.high}`,
      );
  }
  return problems;
}

/** The plausible span exists, is in order and holds every range end and critical value. */
function checkPlausible(marker: BiomarkerDefinition): string[] {
  const span = marker.plausible;
  if (!span) return ['a quantitative marker needs a plausible span (plausible: { low, high })'];
  if (span.low >= span.high) return [`plausible low ${span.low} is not below high ${span.high}`];
  const problems: string[] = [];
  const outside = (value: number) => value < span.low || value > span.high;
  for (const range of marker.ranges) {
    const who = range.sex ? ` (${range.sex})` : '';
    for (const end of [range.low, range.high])
      if (end !== null && outside(end))
        problems.push(`range${who} end ${end} lies outside plausible ${span.low}-${span.high}`);
  }
  for (const critical of [marker.critical_low, marker.critical_high])
    if (critical !== undefined && outside(critical))
      problems.push(`critical value ${critical} lies outside plausible ${span.low}-${span.high}`);
  return problems;
}

function checkRanges(ranges: readonly RangeDefinition[]): string[] {
  const problems: string[] = [];
  for (const range of ranges) {
    const who = range.sex ? ` (${range.sex})` : '';
    if (range.low === null && range.high === null)
      problems.push(`a range${who} has neither low nor high`);
    if (range.low !== null && range.high !== null && range.low > range.high)
      problems.push(`range${who} low ${range.low} > high ${range.high}`);
    if (range.age_min !== undefined && range.age_max !== undefined && range.age_min > range.age_max)
      problems.push(`range${who} age_min ${range.age_min} > age_max ${range.age_max}`);
  }
  const sexes = new Set(ranges.map((range) => range.sex ?? 'any'));
  if (!sexes.has('any') && sexes.size > 0 && !(sexes.has('male') && sexes.has('female')))
    problems.push('sex-specific ranges must cover both sexes (or add one for anyone)');
  return problems;
}

function checkScaled(marker: BiomarkerDefinition): string[] {
  const problems: string[] = [];
  if (marker.canonical_unit !== null)
    problems.push(`a ${marker.kind} marker has canonical_unit null`);
  if (marker.units.length > 0 || marker.ranges.length > 0)
    problems.push(`a ${marker.kind} marker has no units or ranges`);
  if (marker.critical_low !== undefined || marker.critical_high !== undefined)
    problems.push(`a ${marker.kind} marker has no critical values`);
  if (marker.plausible) problems.push(`a ${marker.kind} marker has no plausible span`);
  if (!marker.scale || !marker.normal_values) {
    problems.push(`a ${marker.kind} marker needs scale and normal_values`);
    return problems;
  }
  if (new Set(marker.scale).size !== marker.scale.length)
    problems.push('scale has a duplicate value');
  for (const value of marker.normal_values)
    if (!marker.scale.includes(value)) problems.push(`normal value "${value}" is not on the scale`);
  // Each scale value must survive normaliseOrdinal unchanged, or printed results could never match it.
  for (const value of marker.scale)
    if (normaliseOrdinalValue(value, marker.scale) !== value)
      problems.push(`scale value "${value}" is not in the spelling normaliseOrdinal produces`);
  return problems;
}
