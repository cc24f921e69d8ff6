/**
 * One essential oil of data/oils/*.json: what it is (botanical name, chemotype, part, method,
 * main constituents), what it is traditionally used for with the evidence stated honestly, its
 * maximum dermal use level, and its safety flags. Every fact carries its own source (a web page
 * from the allowed hosts or a printed reference's key, references.ts). ADR 029.
 */
import { z } from 'zod';
import {
  OIL_CATEGORIES,
  OIL_EVIDENCE_LEVELS,
  OIL_METHODS,
} from '#shared/contracts/aromatherapy.contract';
import { sourceSchema } from '../knowledge.schema';
import { citationSchema } from './references';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (max: number) => z.string().trim().min(1).max(max);

// The vocabulary is the API contract's: one list for the data, the routes and the pages.
// 'traditional use' (long use, no trials worth the name), 'small trials' (a few small or unblinded
// human trials), 'systematic review' (a review or meta-analysis of trials found an effect, however
// modest); expressed (cold-pressed peel) oils keep their furocoumarins, distilled ones mostly not.
export { OIL_CATEGORIES, OIL_EVIDENCE_LEVELS, OIL_METHODS };
export type OilCategory = (typeof OIL_CATEGORIES)[number];
export type OilEvidenceLevel = (typeof OIL_EVIDENCE_LEVELS)[number];
export type OilMethod = (typeof OIL_METHODS)[number];

export const PET_SPECIES = ['cats', 'dogs', 'birds', 'small mammals'] as const;

const caution = z.strictObject({ text: text(400), source: citationSchema });

export const oilUseSchema = z.strictObject({
  category: z.enum(OIL_CATEGORIES),
  /** What people use it for, in plain words, never 'treats' or 'cures'. */
  use: text(200),
  evidence: z.enum(OIL_EVIDENCE_LEVELS),
  source: citationSchema,
});

export const oilFlagsSchema = z.strictObject({
  /** Too toxic for home use at any level (pennyroyal, wormwood): the calculator's maximum is 0. */
  do_not_use: caution.nullable(),
  /** Furocoumarins: the skin burns or darkens in sunlight above this level on exposed skin. */
  phototoxic: z
    .strictObject({
      max_percent: z.number().positive().max(100),
      text: text(400),
      source: citationSchema,
    })
    .nullable(),
  skin_sensitiser: caution.nullable(),
  /** Not below this age; `near_face_only`: the limit is for use on or near the face. */
  min_age: z
    .strictObject({
      years: z.number().positive().max(18),
      near_face_only: z.boolean(),
      text: text(400),
      source: citationSchema,
    })
    .nullable(),
  pregnancy: z
    .strictObject({ level: z.enum(['avoid', 'caution']), text: text(400), source: citationSchema })
    .nullable(),
  breastfeeding: z
    .strictObject({ level: z.enum(['avoid', 'caution']), text: text(400), source: citationSchema })
    .nullable(),
  epilepsy: caution.nullable(),
  asthma: caution.nullable(),
  /** Adds to the effect of anticoagulant and antiplatelet medicines (methyl salicylate, eugenol). */
  anticoagulant: caution.nullable(),
  toxic_to_pets: z
    .strictObject({
      species: z.array(z.enum(PET_SPECIES)).min(1),
      text: text(400),
      source: citationSchema,
    })
    .nullable(),
  /** Every oil in the library is for the skin or the air; true says so on the oil's page. */
  not_for_ingestion: z.boolean(),
});
export type OilFlags = z.infer<typeof oilFlagsSchema>;
export type OilFlagName = keyof OilFlags;

export const oilSchema = z.strictObject({
  id: z.string().regex(ID, 'id must be lowercase kebab-case'),
  name: text(80),
  /** The essential-oil substance the interaction engine knows (data/substances), when there is one. */
  substance_id: z.string().regex(ID).nullable(),
  botanical_name: text(120),
  /** Only where it changes the oil's safety or use (rosemary ct. camphor vs ct. 1,8-cineole). */
  chemotype: text(80).nullable(),
  part: text(80),
  method: z.enum(OIL_METHODS),
  constituents: z
    .array(
      z.strictObject({
        name: text(60),
        /** Typical range in the oil, in percent. */
        percent_min: z.number().min(0).max(100),
        percent_max: z.number().min(0).max(100),
      }),
    )
    .min(1)
    .max(8),
  constituents_source: citationSchema,
  uses: z.array(oilUseSchema).min(1).max(6),
  /**
   * The maximum dermal use level in percent, for skin the sun does not reach; null when the
   * reference sets none (the application's general guidance still applies). The phototoxic
   * maximum, when lower, is in `flags.phototoxic`.
   */
  max_dermal_percent: z.number().positive().max(100).nullable(),
  max_dermal_note: text(300),
  max_dermal_source: citationSchema,
  flags: oilFlagsSchema,
  sources: z.array(sourceSchema).min(1, 'every oil cites at least one source'),
});
export type Oil = z.infer<typeof oilSchema>;
export type OilUse = z.infer<typeof oilUseSchema>;
