/**
 * The shape of the knowledge base's data files (data/substances/*.json, data/interactions/*.json).
 * Every file is parsed with these schemas at start; the validator (validate-knowledge.ts) then checks
 * what a schema cannot: unknown ids, duplicate pairs and contradictory severities.
 */
import { z } from 'zod';
import {
  EVIDENCE_LEVELS,
  SEVERITIES,
  SUBSTANCE_KINDS,
} from '#shared/contracts/interactions.contract';
import {
  ALLERGY_GROUPS,
  CAUTION_CONDITIONS,
  CLASS_IDS,
  type AllergyGroup,
  type SubstanceClass,
} from './classes';

/** Public references we may cite. Licence-restricted databases (DrugBank, DDInter, commercial checkers) are not here on purpose. */
export const ALLOWED_SOURCE_HOSTS = [
  'dailymed.nlm.nih.gov',
  'medlineplus.gov',
  'ods.od.nih.gov',
  'www.nccih.nih.gov',
  'www.fda.gov',
  'www.accessdata.fda.gov',
  'www.ncbi.nlm.nih.gov',
  'pubmed.ncbi.nlm.nih.gov',
  'www.nlm.nih.gov',
  'www.cdc.gov',
  'www.nhs.uk',
  'fdc.nal.usda.gov',
  'www.nih.gov',
  // Outside the US (ADR 078): EMA referrals and EPARs, the WHO INN programme, Japan's PMDA.
  'www.ema.europa.eu',
  'www.who.int',
  'www.pmda.go.jp',
] as const;

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const nonEmpty = z.string().trim().min(1);

export const sourceSchema = z.strictObject({
  title: nonEmpty.max(200),
  url: z
    .url()
    .refine((url) => (ALLOWED_SOURCE_HOSTS as readonly string[]).includes(new URL(url).host), {
      message: `source host must be one of: ${ALLOWED_SOURCE_HOSTS.join(', ')}`,
    }),
});
export type Source = z.infer<typeof sourceSchema>;

export { EVIDENCE_LEVELS, SEVERITIES, SUBSTANCE_KINDS };
export type { Severity, SubstanceKind } from '#shared/contracts/interactions.contract';

export const TIMING_SLOTS = ['waking', 'breakfast', 'midday', 'dinner', 'bedtime', 'any'] as const;
export type TimingSlot = (typeof TIMING_SLOTS)[number];

const classId = z.enum(CLASS_IDS as [SubstanceClass, ...SubstanceClass[]]);
const allergyGroup = z.enum(Object.keys(ALLERGY_GROUPS) as [AllergyGroup, ...AllergyGroup[]]);
const nameList = z.array(nonEmpty.max(80)).default([]);

export const cautionSchema = z.strictObject({
  when: z.enum(CAUTION_CONDITIONS),
  severity: z.enum(['major', 'moderate', 'minor']),
  text: nonEmpty.max(400),
});

export const substanceSchema = z.strictObject({
  id: z.string().regex(ID, 'id must be lowercase kebab-case'),
  name: nonEmpty.max(80),
  kind: z.enum(SUBSTANCE_KINDS),
  classes: z.array(classId).default([]),
  brands_us: nameList,
  brands_uk: nameList,
  synonyms: nameList,
  misspellings: nameList,
  /** Combination products list their active ingredients' ids; the check runs on those. */
  ingredients: z.array(z.string().regex(ID)).default([]),
  /**
   * A combination product checked as a whole (its own classes and records, because a label names
   * the product) lists its components' ids here instead: the names "A/B", "A and B", "B + A" are
   * then its names, and each component can be named alone (ADR 078).
   */
  components: z.array(z.string().regex(ID)).optional(),
  summary: nonEmpty.max(300),
  side_effects: z.array(nonEmpty.max(160)).default([]),
  serious_side_effects: z.array(nonEmpty.max(200)).default([]),
  warnings: z.array(nonEmpty.max(300)).default([]),
  cautions: z.array(cautionSchema).default([]),
  allergy_groups: z.array(allergyGroup).default([]),
  timing: z
    .strictObject({
      slot: z.enum(TIMING_SLOTS),
      food: z.enum(['empty_stomach', 'with_food', 'either']),
      note: nonEmpty.max(200),
    })
    .optional(),
  sources: z.array(sourceSchema).min(1, 'every substance cites at least one source'),
});
export type Substance = z.infer<typeof substanceSchema>;

export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];

/** A substance id, or `class:<class id>` for a class rule. */
const participant = z
  .string()
  .regex(
    /^(class:)?[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'a participant is a substance id or class:<class id>',
  );

export const interactionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-{1,2}[a-z0-9]+)*$/, 'id is <a>--<b> in kebab-case'),
  a: participant,
  b: participant,
  severity: z.enum(SEVERITIES),
  summary: nonEmpty.max(300),
  mechanism: nonEmpty.max(500),
  management: nonEmpty.max(500),
  separate_hours: z.number().positive().max(24).nullable(),
  evidence: z.enum(EVIDENCE_LEVELS),
  sources: z.array(sourceSchema).min(1, 'every interaction cites at least one source'),
});
export type InteractionRecord = z.infer<typeof interactionSchema>;
