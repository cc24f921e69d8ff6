/**
 * Aromatherapy and natural remedies: the oil library, the blend calculator, saved
 * blends and favourite oils, and the remedies. Paths and field names are a contract;
 * outside clients rely on them. ADR 029 (data, formulas, grades) and ADR 030 (the API).
 *
 * - `GET /api/oils?category=&q=`, `GET /api/oils/:id`, `POST /api/oils/blend`,
 *   `GET /api/remedies?concern=&q=` and `GET /api/remedies/:id` are public (visitors too; the blend
 *   is rate-limited like the interaction check). For a signed-in user the oil page, the blend and
 *   the remedy page add warnings from the profile (age, pregnancy, breastfeeding, conditions) and
 *   the cabinet (through the interaction engine's records) even when `person` is not sent. Safety
 *   is never paid: free users get every warning; visitors get every warning but personal ones.
 * - Saved blends and favourite oils (/dashboard/essential-oils) need a session; another user's id
 *   answers 404. The library and calculator are the free feature `aromatherapy_library`.
 * - Percentages are percent of the whole blend (oil ml ÷ (oil ml + carrier ml) × 100); 20 drops =
 *   1 ml. A source's `url` is null for a printed reference (Tisserand & Young, the IFRA standards).
 */
import { z } from 'zod';
import { formatInteger } from '../domain/en-us-format';

// ── Vocabulary (the server's data layer uses the same lists; a test keeps them equal) ────────
/** The library's six categories. */
export const OIL_CATEGORIES = [
  'Relaxation',
  'Energy',
  'Respiratory',
  'Digestive',
  'Immune Support',
  'Pain Relief',
] as const;
export type OilCategory = (typeof OIL_CATEGORIES)[number];

/** How strong the evidence for an oil's use is, weakest first. */
export const OIL_EVIDENCE_LEVELS = [
  'traditional use',
  'small trials',
  'systematic review',
] as const;
export const OIL_METHODS = ['expressed', 'steam-distilled', 'absolute', 'co2-extracted'] as const;

/** The safety flags an oil may carry; GET /api/oils lists the names of those set. */
export const OIL_FLAG_NAMES = [
  'do_not_use',
  'phototoxic',
  'skin_sensitiser',
  'min_age',
  'pregnancy',
  'breastfeeding',
  'epilepsy',
  'asthma',
  'anticoagulant',
  'toxic_to_pets',
  'not_for_ingestion',
] as const;
export type OilFlagName = (typeof OIL_FLAG_NAMES)[number];

/** Animals a blend can warn about (the oils' `toxic_to_pets.species`). */
export const PET_SPECIES = ['cats', 'dogs', 'birds', 'small mammals'] as const;

export const BLEND_APPLICATIONS = ['massage', 'bath', 'face', 'inhalation', 'diffuser'] as const;
export type BlendApplication = (typeof BLEND_APPLICATIONS)[number];
export const DROPS_PER_ML = 20;
export const MAX_DROPS = 200;
export const MAX_CARRIER_ML = 1000;
/** Oils in one blend (each may appear once; the calculator adds repeated ones together). */
export const MAX_BLEND_OILS = 20;
/** Saved blends one user may keep. */
export const MAX_SAVED_BLENDS = 100;

/**
 * What a warning is about: the blend's own (`do_not_use`, `max_dermal`, `phototoxic`, `dilution`,
 * `application`, `skin_sensitiser`), the person's (`pregnancy`, `breastfeeding`, `age`,
 * `epilepsy`, `asthma`, `anticoagulant`, `pets`), or an interaction record between an oil and a
 * cabinet medicine (`interaction`, with the record).
 */
export const OIL_WARNING_KINDS = [
  'do_not_use',
  'max_dermal',
  'phototoxic',
  'dilution',
  'application',
  'skin_sensitiser',
  'pregnancy',
  'breastfeeding',
  'age',
  'epilepsy',
  'asthma',
  'anticoagulant',
  'pets',
  'interaction',
  'avoid_list',
] as const;
export type OilWarningKind = (typeof OIL_WARNING_KINDS)[number];

/** A: reviews agree it helps; B: good trials, limited or mixed reviews; C: small trials only; D: no help found or tradition only. */
export const EVIDENCE_GRADES = ['A', 'B', 'C', 'D'] as const;
export type EvidenceGrade = (typeof EVIDENCE_GRADES)[number];
export const EVIDENCE_GRADE_MEANINGS: Record<EvidenceGrade, string> = {
  A: 'Systematic reviews of randomised trials agree it helps',
  B: 'Good randomised trials show help, but reviews call the evidence limited, mixed or modest',
  C: 'Small, short or low-quality trials only; the evidence is inconclusive',
  D: 'Good trials found no help, or there is nothing beyond traditional use',
};

/** The concerns the remedies page is browsed by, with their labels. */
export const REMEDY_CONCERNS = {
  nausea: 'Nausea',
  'ibs-symptoms': 'Irritable bowel symptoms',
  indigestion: 'Indigestion',
  constipation: 'Constipation',
  diarrhoea: 'Diarrhoea',
  'jet-lag': 'Jet lag',
  'sleep-problems': 'Sleep problems',
  anxiety: 'Anxiety and stress',
  'low-mood': 'Low mood',
  'common-cold': 'Colds',
  'joint-pain': 'Joint pain and osteoarthritis',
  'muscle-cramps': 'Muscle cramps',
  headache: 'Headache and migraine',
  'menstrual-pain': 'Period pain',
  'menopause-symptoms': 'Menopause symptoms',
  'high-cholesterol': 'Cholesterol',
  'blood-sugar': 'Blood sugar',
  'blood-pressure': 'Blood pressure',
  'urinary-tract': 'Urinary tract infections',
  'skin-conditions': 'Skin complaints',
  memory: 'Memory and thinking',
  'low-back-pain': 'Low back pain',
  'enlarged-prostate': 'Enlarged prostate symptoms',
  fatigue: 'Tiredness',
} as const;
export type RemedyConcern = keyof typeof REMEDY_CONCERNS;
export const REMEDY_CONCERN_IDS = Object.keys(REMEDY_CONCERNS) as [
  RemedyConcern,
  ...RemedyConcern[],
];
export const REMEDY_KINDS = ['herb', 'supplement', 'practice'] as const;

export const AROMATHERAPY_MESSAGES = {
  query: 'Search for at most 100 characters',
  category: `Category must be one of ${OIL_CATEGORIES.join(', ')}`,
  concern: 'Unknown concern',
  oil: 'No oil with that id',
  remedy: 'No remedy with that id',
  blend: 'No saved blend with that id',
  favorite: 'That oil is not in your favourites',
  oilId: 'Choose an oil',
  drops: `Drops must be more than 0 and at most ${MAX_DROPS}`,
  carrier: `Carrier must be more than 0 ml and at most ${formatInteger(MAX_CARRIER_ML)} ml`,
  application: `Application must be one of ${BLEND_APPLICATIONS.join(', ')}`,
  oils: `Add 1 to ${MAX_BLEND_OILS} oils`,
  age: 'Age must be a whole number from 0 to 120',
  pets: 'Pets must be cats, dogs, birds or small mammals',
  name: 'Give the blend a name of 1 to 80 characters',
  savedLimit: `You can keep up to ${MAX_SAVED_BLENDS} saved blends; delete one to save another`,
} as const;

// ── Shared pieces ────────────────────────────────────────────────────────────────────────────
/** A source as the API serves it: `url` null for a printed reference. */
export const citedSourceSchema = z.object({ title: z.string(), url: z.string().nullable() });
export type CitedSource = z.infer<typeof citedSourceSchema>;

/** An interaction engine record as it applies to one oil or remedy and one medicine. */
export const interactionRecordRefSchema = z.object({
  /** The record's id in the interaction engine (`<a>--<b>`). */
  id: z.string(),
  severity: z.enum(['major', 'moderate', 'minor']),
  /** The other participant: the cabinet medicine's name, or a class such as 'anticoagulants'. */
  with: z.string(),
  summary: z.string(),
  management: z.string(),
  sources: z.array(citedSourceSchema),
});
export type InteractionRecordRef = z.infer<typeof interactionRecordRefSchema>;

export const oilWarningSchema = z.object({
  kind: z.enum(OIL_WARNING_KINDS),
  /** The oil the warning is about; null for the blend as a whole. */
  oil_id: z.string().nullable(),
  text: z.string(),
  sources: z.array(citedSourceSchema),
  /** For `interaction`: the engine's record behind it. */
  record: interactionRecordRefSchema.optional(),
});
export type OilWarning = z.infer<typeof oilWarningSchema>;

/**
 * What a signed-in user's screening read: `signed_in` false for a visitor (no personal warnings
 * could be given). Never says which health facts were read beyond the warnings themselves.
 */
export const screenedForSchema = z.object({ signed_in: z.boolean() });

// ── Oils ─────────────────────────────────────────────────────────────────────────────────────
export const oilListQuerySchema = z.object({
  category: z.enum(OIL_CATEGORIES, { error: AROMATHERAPY_MESSAGES.category }).optional(),
  q: z.string().trim().max(100, AROMATHERAPY_MESSAGES.query).optional(),
});
export const oilSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  botanical_name: z.string(),
  categories: z.array(z.enum(OIL_CATEGORIES)),
  /** The names of the safety flags set. */
  flags: z.array(z.enum(OIL_FLAG_NAMES)),
});
export type OilSummary = z.infer<typeof oilSummarySchema>;
export const oilListResponseSchema = z.object({ oils: z.array(oilSummarySchema) });

const flagCaution = z.object({ text: z.string(), source: citedSourceSchema });
export const oilFlagsDetailSchema = z.object({
  do_not_use: flagCaution.nullable(),
  phototoxic: flagCaution.extend({ max_percent: z.number() }).nullable(),
  skin_sensitiser: flagCaution.nullable(),
  min_age: flagCaution.extend({ years: z.number(), near_face_only: z.boolean() }).nullable(),
  pregnancy: flagCaution.extend({ level: z.enum(['avoid', 'caution']) }).nullable(),
  breastfeeding: flagCaution.extend({ level: z.enum(['avoid', 'caution']) }).nullable(),
  epilepsy: flagCaution.nullable(),
  asthma: flagCaution.nullable(),
  anticoagulant: flagCaution.nullable(),
  toxic_to_pets: flagCaution.extend({ species: z.array(z.string()) }).nullable(),
  not_for_ingestion: z.boolean(),
});
export type OilFlagsDetail = z.infer<typeof oilFlagsDetailSchema>;

export const oilDetailSchema = oilSummarySchema.extend({
  chemotype: z.string().nullable(),
  part: z.string(),
  method: z.enum(OIL_METHODS),
  constituents: z.array(
    z.object({ name: z.string(), percent_min: z.number(), percent_max: z.number() }),
  ),
  constituents_source: citedSourceSchema,
  uses: z.array(
    z.object({
      category: z.enum(OIL_CATEGORIES),
      use: z.string(),
      evidence: z.enum(OIL_EVIDENCE_LEVELS),
      source: citedSourceSchema,
    }),
  ),
  /** For skin the sun does not reach; null when the reference sets none (see the note). */
  max_dermal_percent: z.number().nullable(),
  max_dermal_note: z.string(),
  max_dermal_source: citedSourceSchema,
  flags: oilFlagsDetailSchema,
  /** The interaction engine's records for this oil's substance (with any medicine or class). */
  interactions: z.array(interactionRecordRefSchema),
  sources: z.array(citedSourceSchema),
  /**
   * For a signed-in user: what this oil means for them (profile and cabinet), each with its
   * reason and source ('not for you: you take warfarin'); [] when nothing applies or for a visitor.
   */
  for_you: z.array(oilWarningSchema),
  screened: screenedForSchema,
});
export type OilDetail = z.infer<typeof oilDetailSchema>;

// ── The blend calculator ─────────────────────────────────────────────────────────────────────
export const blendOilSchema = z
  .object({
    id: z
      .string({ error: AROMATHERAPY_MESSAGES.oilId })
      .trim()
      .min(1, AROMATHERAPY_MESSAGES.oilId)
      .max(100, AROMATHERAPY_MESSAGES.oilId),
    drops: z
      .number({ error: AROMATHERAPY_MESSAGES.drops })
      .gt(0, AROMATHERAPY_MESSAGES.drops)
      .max(MAX_DROPS, AROMATHERAPY_MESSAGES.drops),
  })
  .strict();
export const blendPersonSchema = z
  .object({
    age: z
      .number({ error: AROMATHERAPY_MESSAGES.age })
      .int(AROMATHERAPY_MESSAGES.age)
      .min(0, AROMATHERAPY_MESSAGES.age)
      .max(120, AROMATHERAPY_MESSAGES.age)
      .optional(),
    pregnant: z.boolean().optional(),
    breastfeeding: z.boolean().optional(),
    /** Animals in the home: diffused and applied oils reach them (tea tree and cats...). */
    pets: z
      .array(z.enum(PET_SPECIES, { error: AROMATHERAPY_MESSAGES.pets }))
      .max(4)
      .optional(),
  })
  .strict();
export type BlendPerson = z.infer<typeof blendPersonSchema>;

const blendFields = {
  oils: z
    .array(blendOilSchema, { error: AROMATHERAPY_MESSAGES.oils })
    .min(1, AROMATHERAPY_MESSAGES.oils)
    .max(MAX_BLEND_OILS, AROMATHERAPY_MESSAGES.oils),
  carrier_ml: z
    .number({ error: AROMATHERAPY_MESSAGES.carrier })
    .gt(0, AROMATHERAPY_MESSAGES.carrier)
    .max(MAX_CARRIER_ML, AROMATHERAPY_MESSAGES.carrier),
  application: z.enum(BLEND_APPLICATIONS, { error: AROMATHERAPY_MESSAGES.application }),
};

/** `POST /api/oils/blend`. `person` adds to (never replaces) a signed-in user's profile. */
export const blendRequestSchema = z
  .object({ ...blendFields, person: blendPersonSchema.optional() })
  .strict();
export type BlendRequest = z.infer<typeof blendRequestSchema>;

export const blendResultSchema = z.object({
  dilution_percent: z.number(),
  per_oil: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      drops: z.number(),
      ml: z.number(),
      percent: z.number(),
      /** The lower of the dermal and phototoxic maxima for this application; null when none. */
      max_percent: z.number().nullable(),
      within_limit: z.boolean(),
    }),
  ),
  /** Σ over phototoxic oils of percent ÷ phototoxic maximum; above 1: 12 hours out of the sun. */
  phototoxic_load: z.number(),
  within_limits: z.boolean(),
  warnings: z.array(oilWarningSchema),
  screened: screenedForSchema,
});
export type BlendResult = z.infer<typeof blendResultSchema>;

// ── Saved blends and favourites (session; own rows only) ─────────────────────────────────────
/** `POST /api/oils/blends`: the blend as the calculator takes it, with a name. */
export const saveBlendSchema = z
  .object({
    name: z
      .string({ error: AROMATHERAPY_MESSAGES.name })
      .trim()
      .min(1, AROMATHERAPY_MESSAGES.name)
      .max(80, AROMATHERAPY_MESSAGES.name),
    ...blendFields,
  })
  .strict();
export type SaveBlendInput = z.infer<typeof saveBlendSchema>;

export const savedBlendSchema = z.object({
  id: z.string(),
  name: z.string(),
  oils: z.array(z.object({ id: z.string(), drops: z.number() })),
  carrier_ml: z.number(),
  application: z.enum(BLEND_APPLICATIONS),
  created_at: z.string(),
  /** The blend worked out now, with this person's warnings (profile and cabinet as they are today). */
  result: blendResultSchema,
});
export type SavedBlend = z.infer<typeof savedBlendSchema>;
export const savedBlendListSchema = z.object({ blends: z.array(savedBlendSchema) });

export const favoriteOilSchema = z.object({
  oil: oilSummarySchema,
  created_at: z.string(),
  /** What this oil means for the user (profile and cabinet), as on the oil's page. */
  for_you: z.array(oilWarningSchema),
});
export type FavoriteOil = z.infer<typeof favoriteOilSchema>;
/** `GET /api/oils/favorites`: newest first. */
export const favoriteOilListSchema = z.object({ favorites: z.array(favoriteOilSchema) });

// ── Remedies ─────────────────────────────────────────────────────────────────────────────────
export const remedyListQuerySchema = z.object({
  concern: z.enum(REMEDY_CONCERN_IDS, { error: AROMATHERAPY_MESSAGES.concern }).optional(),
  q: z.string().trim().max(100, AROMATHERAPY_MESSAGES.query).optional(),
});
export const remedySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  concerns: z.array(
    z.object({ concern: z.enum(REMEDY_CONCERN_IDS), evidence_grade: z.enum(EVIDENCE_GRADES) }),
  ),
});
export type RemedySummary = z.infer<typeof remedySummarySchema>;
/** With a concern, the best-graded remedies come first; otherwise by name. */
export const remedyListResponseSchema = z.object({ remedies: z.array(remedySummarySchema) });

export const remedyScreeningReasonSchema = z.object({
  /**
   * `condition`: the remedy's 'who should not use it' matches the profile; `interaction`: a
   * cabinet medicine; `allergy`, `diet`, `avoid_list`: the person's allergies, diet restrictions
   * and avoid-list, read by the same rules as the label analyzer (honey is not vegan).
   */
  kind: z.enum(['condition', 'interaction', 'allergy', 'diet', 'avoid_list']),
  /**
   * `avoid`: a 'who should not use it' entry that matches, or a major interaction ('not for you');
   * `caution`: a moderate or minor interaction: usable with care, and said every time.
   */
  level: z.enum(['avoid', 'caution']),
  text: z.string(),
  sources: z.array(citedSourceSchema),
  /** For `condition`: the profile condition; for `interaction`: the engine's record. */
  when: z.string().optional(),
  record: interactionRecordRefSchema.optional(),
});
export type RemedyScreeningReason = z.infer<typeof remedyScreeningReasonSchema>;

export const remedyDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(REMEDY_KINDS),
  summary: z.string(),
  concerns: z.array(
    z.object({
      concern: z.enum(REMEDY_CONCERN_IDS),
      label: z.string(),
      evidence_grade: z.enum(EVIDENCE_GRADES),
      summary: z.string(),
      source: citedSourceSchema,
    }),
  ),
  /** Forms and doses as published (the trials' doses, the ODS upper limits); not advice. */
  forms: z.array(z.object({ form: z.string(), dose: z.string(), source: citedSourceSchema })),
  /** Who should not use it (a profile condition), with the reason and source. */
  cautions: z.array(
    z.object({
      when: z.string(),
      under_age: z.number().optional(),
      text: z.string(),
      source: citedSourceSchema,
    }),
  ),
  /** The interaction engine's records for this remedy's substances (with any medicine or class). */
  interactions: z.array(interactionRecordRefSchema),
  see_a_clinician: z.array(z.string()),
  sources: z.array(citedSourceSchema),
  /**
   * For a signed-in user, the remedy against their cabinet and profile: `suitable` false when a
   * reason is `avoid` ('not for you: you take warfarin', each with its record and source); true
   * with `caution` reasons when only moderate or minor interactions apply; null for a visitor.
   * Free users get it too: safety is never paid.
   */
  screening: z
    .object({ suitable: z.boolean(), reasons: z.array(remedyScreeningReasonSchema) })
    .nullable(),
});
export type RemedyDetail = z.infer<typeof remedyDetailSchema>;
