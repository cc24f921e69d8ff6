/** Answers shaped like the aromatherapy API's, for the component tests (parsed by the contract). */
import {
  blendResultSchema,
  oilDetailSchema,
  remedyDetailSchema,
  type BlendResult,
  type OilDetail,
  type OilSummary,
  type RemedyDetail,
  type RemedySummary,
} from '#shared/contracts/aromatherapy.contract';

export const BOOK = {
  title: 'Tisserand R, Young R. Essential Oil Safety, 2nd ed. (2014)',
  url: null,
};
export const NCCIH = {
  title: 'Aromatherapy: what you need to know (NCCIH)',
  url: 'https://www.nccih.nih.gov/health/aromatherapy',
};
export const WARFARIN_LABEL = {
  title: 'Warfarin label (DailyMed)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=warfarin',
};
export const GINGER_NCCIH = {
  title: 'Ginger (NCCIH)',
  url: 'https://www.nccih.nih.gov/health/ginger',
};

export const OIL_LIST: OilSummary[] = [
  {
    id: 'bergamot',
    name: 'Bergamot',
    botanical_name: 'Citrus bergamia',
    categories: ['Relaxation'],
    flags: ['phototoxic', 'not_for_ingestion'],
  },
  {
    id: 'lavender',
    name: 'Lavender',
    botanical_name: 'Lavandula angustifolia',
    categories: ['Relaxation', 'Pain Relief'],
    flags: ['not_for_ingestion'],
  },
  {
    id: 'wintergreen',
    name: 'Wintergreen',
    botanical_name: 'Gaultheria procumbens',
    categories: ['Pain Relief'],
    flags: [
      'min_age',
      'pregnancy',
      'breastfeeding',
      'asthma',
      'anticoagulant',
      'toxic_to_pets',
      'not_for_ingestion',
    ],
  },
];

const none = {
  do_not_use: null,
  phototoxic: null,
  skin_sensitiser: null,
  min_age: null,
  pregnancy: null,
  breastfeeding: null,
  epilepsy: null,
  asthma: null,
  anticoagulant: null,
  toxic_to_pets: null,
  not_for_ingestion: true,
};

export const WINTERGREEN: OilDetail = oilDetailSchema.parse({
  ...OIL_LIST[2],
  chemotype: null,
  part: 'leaves',
  method: 'steam-distilled',
  constituents: [{ name: 'methyl salicylate', percent_min: 96, percent_max: 99 }],
  constituents_source: BOOK,
  uses: [
    {
      category: 'Pain Relief',
      use: 'Rubbed in by tradition for aching muscles and joints',
      evidence: 'traditional use',
      source: NCCIH,
    },
  ],
  max_dermal_percent: 2.4,
  max_dermal_note: 'Limited by methyl salicylate.',
  max_dermal_source: BOOK,
  flags: {
    ...none,
    min_age: {
      years: 18,
      near_face_only: false,
      text: 'Methyl salicylate: never use on children.',
      source: BOOK,
    },
    pregnancy: { level: 'avoid', text: 'A salicylate, like aspirin.', source: BOOK },
    breastfeeding: { level: 'avoid', text: 'Passes into the body.', source: BOOK },
    asthma: { text: 'Salicylates can set off asthma.', source: BOOK },
    anticoagulant: { text: 'Adds to the effect of warfarin.', source: WARFARIN_LABEL },
    toxic_to_pets: {
      species: ['cats', 'dogs'],
      text: 'Cats clear salicylates slowly.',
      source: NCCIH,
    },
  },
  interactions: [
    {
      id: 'class-anticoagulant--wintergreen-oil',
      severity: 'major',
      with: 'anticoagulants',
      summary: 'Methyl salicylate on the skin can raise the INR.',
      management: 'Do not use it with warfarin.',
      sources: [WARFARIN_LABEL],
    },
  ],
  sources: [NCCIH],
  for_you: [],
  screened: { signed_in: false },
});

/** Wintergreen as a pregnant user on warfarin sees it. */
export const WINTERGREEN_FOR_HER: OilDetail = {
  ...WINTERGREEN,
  screened: { signed_in: true },
  for_you: [
    {
      kind: 'pregnancy',
      oil_id: 'wintergreen',
      text: 'Wintergreen: not in pregnancy. A salicylate, like aspirin.',
      sources: [BOOK],
    },
    {
      kind: 'anticoagulant',
      oil_id: 'wintergreen',
      text: 'Wintergreen: not for you: you take Warfarin. Adds to the effect of warfarin.',
      sources: [WARFARIN_LABEL],
    },
  ],
};

export const BERGAMOT_PHOTOTOXIC_TEXT =
  'Keep the skin this blend touches out of the sun and sunbeds for 12 hours: its phototoxic oils are at 2.45 times their combined limit.';

/** 6 drops of bergamot and 6 of lavender in 30 ml, on the face (ADR 029's worked example). */
export const FACE_BLEND: BlendResult = blendResultSchema.parse({
  dilution_percent: 1.96,
  per_oil: [
    {
      id: 'bergamot',
      name: 'Bergamot',
      drops: 6,
      ml: 0.3,
      percent: 0.98,
      max_percent: 0.4,
      within_limit: false,
    },
    {
      id: 'lavender',
      name: 'Lavender',
      drops: 6,
      ml: 0.3,
      percent: 0.98,
      max_percent: null,
      within_limit: true,
    },
  ],
  phototoxic_load: 2.45,
  within_limits: false,
  warnings: [
    {
      kind: 'max_dermal',
      oil_id: 'bergamot',
      text: 'Bergamot is 0.98% of the blend, above its 0.4% limit for skin that sees the sun (phototoxic).',
      sources: [BOOK],
    },
    { kind: 'phototoxic', oil_id: null, text: BERGAMOT_PHOTOTOXIC_TEXT, sources: [BOOK] },
    {
      kind: 'dilution',
      oil_id: null,
      text: 'The blend is 1.96% essential oil, above the usual 1.5% for face.',
      sources: [BOOK],
    },
  ],
  screened: { signed_in: false },
});

export const REMEDY_LIST: RemedySummary[] = [
  {
    id: 'ginger',
    name: 'Ginger',
    concerns: [
      { concern: 'nausea', evidence_grade: 'B' },
      { concern: 'menstrual-pain', evidence_grade: 'C' },
    ],
  },
  {
    id: 'peppermint-oil-capsules',
    name: 'Peppermint oil capsules',
    concerns: [{ concern: 'ibs-symptoms', evidence_grade: 'A' }],
  },
];

export const GINGER: RemedyDetail = remedyDetailSchema.parse({
  id: 'ginger',
  name: 'Ginger',
  kind: 'herb',
  summary: 'The root, as food, tea or capsules.',
  concerns: [
    {
      concern: 'nausea',
      label: 'Nausea',
      evidence_grade: 'B',
      summary: 'Several trials found ginger eases nausea in pregnancy.',
      source: GINGER_NCCIH,
    },
  ],
  forms: [{ form: 'Capsules of dried root', dose: 'About 1 g a day', source: GINGER_NCCIH }],
  cautions: [{ when: 'bleeding_disorder', text: 'It may slow clotting.', source: GINGER_NCCIH }],
  interactions: [
    {
      id: 'warfarin--ginger',
      severity: 'moderate',
      with: 'Warfarin',
      summary: 'Ginger supplements may raise the risk of bleeding with warfarin.',
      management: 'Tell your prescriber before taking ginger supplements.',
      sources: [WARFARIN_LABEL],
    },
  ],
  see_a_clinician: ['Vomiting that stops you keeping fluids down for more than a day'],
  sources: [GINGER_NCCIH],
  screening: null,
});
