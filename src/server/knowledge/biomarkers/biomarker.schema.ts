/**
 * The shape of the biomarker reference files (data/biomarkers/*.json). The schema checks one entry
 * at a time; validate-biomarkers.ts checks what a schema cannot (unique ids and aliases, units the
 * entry refers to, ranges in order and inside the plausible span, a scale that holds its normal
 * values).
 */
import { z } from 'zod';
import { sourceSchema } from '../knowledge.schema';

export const SPECIMENS = ['blood', 'urine'] as const;
export type Specimen = (typeof SPECIMENS)[number];

export const BODY_SYSTEMS = [
  'blood_count',
  'iron',
  'metabolic',
  'lipids',
  'kidney',
  'liver',
  'electrolytes',
  'thyroid',
  'vitamins_minerals',
  'inflammation_immune',
  'hormones',
  'cardiac',
  'pancreas',
  'urinalysis',
  'medicine_levels',
  'infections',
  // Tests of a stool sample: their specimen is 'blood', the one that is not urine, since a report
  // is read as blood or urine; this system is what tells a member the sample (sampleOf).
  'stool',
] as const;
export type BodySystem = (typeof BODY_SYSTEMS)[number];

export const BIOMARKER_KINDS = ['quantitative', 'ordinal', 'categorical'] as const;

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const nonEmpty = z.string().trim().min(1);
const finite = z.number().finite();

export const unitDefinitionSchema = z.strictObject({
  unit: z.string().trim().max(40),
  /** canonical = value * factor + (offset ?? 0) */
  factor: finite.positive(),
  offset: finite.optional(),
});

export const rangeDefinitionSchema = z.strictObject({
  sex: z.enum(['male', 'female']).optional(),
  age_min: finite.min(0).max(130).optional(),
  age_max: finite.min(0).max(130).optional(),
  low: finite.nullable(),
  high: finite.nullable(),
});

export const plausibleRangeSchema = z.strictObject({ low: finite, high: finite });

export const biomarkerSchema = z.strictObject({
  id: z.string().regex(ID, 'id must be lowercase kebab-case'),
  name: nonEmpty.max(80),
  specimen: z.enum(SPECIMENS),
  system: z.enum(BODY_SYSTEMS),
  aliases: z.array(nonEmpty.max(80)),
  kind: z.enum(BIOMARKER_KINDS),
  canonical_unit: z.string().trim().max(40).nullable(),
  units: z.array(unitDefinitionSchema),
  ranges: z.array(rangeDefinitionSchema),
  plausible: plausibleRangeSchema.optional(),
  critical_low: finite.optional(),
  critical_high: finite.optional(),
  scale: z.array(nonEmpty.max(40)).min(2).optional(),
  normal_values: z.array(nonEmpty.max(40)).min(1).optional(),
  measures: nonEmpty.max(400),
  high_causes: z.array(nonEmpty.max(200)),
  low_causes: z.array(nonEmpty.max(200)),
  preparation: nonEmpty.max(400).optional(),
  sources: z.array(sourceSchema).min(1, 'every biomarker cites at least one source'),
});

export interface UnitDefinition {
  /** As normaliseUnit spells it; '' for a unitless value (pH, specific gravity). */
  unit: string;
  /** canonical = value * factor + (offset ?? 0) */
  factor: number;
  offset?: number;
}

/** One adult reference range in the canonical unit; null marks an open end. */
export interface RangeDefinition {
  sex?: 'male' | 'female';
  age_min?: number;
  age_max?: number;
  low: number | null;
  high: number | null;
}

/**
 * The span a value can have in a living adult at all, in the canonical unit: far wider than the
 * reference range (potassium 1-10 mmol/L, sodium 90-200 mmol/L). A value outside it is a misread
 * (a lost decimal point, a wrong unit, a neighbouring column), never a result to show as read.
 */
export interface PlausibleRange {
  low: number;
  high: number;
}

export interface BiomarkerDefinition {
  id: string;
  name: string;
  specimen: Specimen;
  system: BodySystem;
  aliases: string[];
  kind: 'quantitative' | 'ordinal' | 'categorical';
  /** null for ordinal/categorical markers; '' for a unitless quantity. */
  canonical_unit: string | null;
  /** Includes the canonical unit with factor 1; US and SI units. */
  units: UnitDefinition[];
  /** Adult ranges, by sex where they differ. */
  ranges: RangeDefinition[];
  /** Quantitative markers only, and every one of them (validate-biomarkers requires it). */
  plausible?: PlausibleRange;
  /** Values this far out advise prompt medical attention (canonical unit). */
  critical_low?: number;
  critical_high?: number;
  /** Ordinal/categorical: the scale in order and which values are normal. */
  scale?: string[];
  normal_values?: string[];
  measures: string;
  high_causes: string[];
  low_causes: string[];
  preparation?: string;
  sources: { title: string; url: string }[];
}

// The interfaces above are the contract other modules use; these lines keep the schema in step.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesInterface: Same<z.infer<typeof biomarkerSchema>, BiomarkerDefinition> = true;
void schemaMatchesInterface;
