/**
 * Small label knowledge for the analysis unit tests: a handful of literal entries behind simple
 * implementations of the label-index interfaces, and the real interaction engine
 * (buildKnowledgeIndex) over a few literal substances and records. The route tests use the real
 * knowledge base instead.
 */
import type {
  AdditiveEntry,
  AllergenEntry,
  ClaimEntry,
  ClaimIndex,
  CosmeticEntry,
  FoodSubstanceEntry,
  LabelSource,
} from '#server/knowledge/label-indexes';
import type { Oil } from '#server/knowledge/aromatherapy/oil.schema';
import { buildKnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { InteractionRecord, Substance } from '#server/knowledge/knowledge.schema';
import { normalizeName } from '#server/knowledge/normalize-name';
import type { LabelKnowledge } from '../recognise';

const EFSA: LabelSource = {
  title: 'EFSA re-evaluation (test)',
  url: 'https://www.efsa.europa.eu/',
};
const FDA: LabelSource = { title: 'FDA food allergies (test)', url: 'https://www.fda.gov/' };
const ODS = { title: 'NIH ODS (test)', url: 'https://ods.od.nih.gov/' };

function additive(
  id: string,
  name: string,
  cls: string,
  extra: Partial<AdditiveEntry> & { adi?: number | null; evaluated?: string | null } = {},
): AdditiveEntry {
  const { adi = null, evaluated = '2016', ...rest } = extra;
  return {
    id,
    e_number: id.toUpperCase().replace(/^E/, 'E'),
    name,
    synonyms: [],
    class: cls,
    functions: [cls],
    efsa: {
      eu_status: 'authorised',
      evaluated,
      adi_mg_per_kg: adi,
      summary:
        adi !== null
          ? `EFSA re-evaluation (${evaluated}): acceptable daily intake (ADI) ${adi} mg/kg body weight per day.`
          : 'Authorised on the EU Union list; no numerical ADI has been set for it.',
    },
    flags: [],
    vegan: 'yes',
    vegetarian: 'yes',
    sources: [EFSA],
    ...rest,
  };
}

const TEST_OIL_SOURCE = { title: 'Oil safety (test)', url: 'https://www.nccih.nih.gov/' };
/** One oil with a pregnancy flag: the personal warnings read its name and flags only. */
const TEST_CLARY_SAGE: Oil = {
  id: 'clary-sage',
  name: 'Clary sage',
  substance_id: 'clary-sage-oil',
  botanical_name: 'Salvia sclarea',
  chemotype: null,
  part: 'flowering tops',
  method: 'steam-distilled',
  constituents: [{ name: 'linalyl acetate', percent_min: 50, percent_max: 75 }],
  constituents_source: TEST_OIL_SOURCE,
  uses: [
    {
      category: 'Relaxation',
      use: 'Relaxation',
      evidence: 'traditional use',
      source: TEST_OIL_SOURCE,
    },
  ],
  max_dermal_percent: null,
  max_dermal_note: 'No limit set (test).',
  max_dermal_source: TEST_OIL_SOURCE,
  flags: {
    do_not_use: null,
    phototoxic: null,
    skin_sensitiser: null,
    min_age: null,
    pregnancy: {
      level: 'avoid',
      text: 'May stimulate the uterus: not in pregnancy.',
      source: TEST_OIL_SOURCE,
    },
    breastfeeding: null,
    epilepsy: null,
    asthma: null,
    anticoagulant: null,
    toxic_to_pets: null,
    not_for_ingestion: true,
  },
  sources: [TEST_OIL_SOURCE],
};

export const TEST_ADDITIVES: AdditiveEntry[] = [
  additive('e102', 'Tartrazine', 'colour', {
    adi: 7.5,
    evaluated: '2009',
    synonyms: ['FD&C Yellow 5', 'Yellow 5'],
    flags: [
      {
        level: 'caution',
        text: 'One of the six Southampton colours: the pack must say it may have an adverse effect on activity and attention in children.',
        sources: [EFSA],
      },
    ],
  }),
  additive('e211', 'Sodium benzoate', 'preservative', {
    adi: 5,
    evaluated: '2016',
    efsa: {
      eu_status: 'authorised',
      evaluated: '2016',
      adi_mg_per_kg: 5,
      summary:
        'EFSA re-evaluation (2016): acceptable daily intake (ADI) 5 mg/kg body weight per day; group ADI for benzoic acid and its salts (E210-E213).',
    },
  }),
  additive('e330', 'Citric acid', 'acid', { evaluated: null }),
  additive('e441', 'Gelatine', 'gelling agent', { vegan: 'no', vegetarian: 'no' }),
  additive('e471', 'Mono- and diglycerides of fatty acids', 'emulsifier', {
    vegan: 'depends',
    vegetarian: 'depends',
  }),
  additive('e171', 'Titanium dioxide', 'colour', {
    efsa: {
      eu_status: 'not authorised in the EU',
      evaluated: '2021',
      adi_mg_per_kg: null,
      summary: 'no longer considered safe as a food additive (genotoxicity could not be ruled out)',
    },
  }),
];

function allergen(id: string, names: string[], extra: Partial<AllergenEntry> = {}): AllergenEntry {
  return {
    id,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    type: 'major_allergen',
    regions: ['US', 'EU'],
    names,
    allergy_terms: [id, `${id}s`],
    excluded_by: [],
    sources: [FDA],
    ...extra,
  };
}

export const TEST_ALLERGENS: AllergenEntry[] = [
  allergen('peanut', ['peanut', 'peanut oil', 'groundnut', 'arachis oil']),
  allergen('milk', ['milk', 'whey', 'casein', 'butter', 'cream', 'milk powder'], {
    allergy_terms: ['milk', 'dairy', 'lactose'],
    excluded_by: ['vegan'],
  }),
  allergen('soy', ['soy', 'soya', 'soybean']),
  allergen('celery', ['celery', 'celeriac'], { regions: ['EU'] }),
  allergen('gelatin', ['gelatin', 'gelatine'], {
    type: 'diet_group',
    regions: [],
    allergy_terms: [],
    excluded_by: ['vegan', 'vegetarian', 'pescatarian'],
  }),
  allergen('meat', ['pork', 'beef', 'chicken'], {
    type: 'diet_group',
    regions: [],
    allergy_terms: [],
    excluded_by: ['vegan', 'vegetarian', 'pescatarian'],
  }),
];

export const TEST_FOOD_SUBSTANCES: FoodSubstanceEntry[] = [
  {
    id: 'sodium-benzoate',
    name: 'Sodium benzoate',
    cas: '532-32-1',
    technical_effects: ['antimicrobial agent'],
    sources: [FDA],
  },
];

export const TEST_COSMETICS: CosmeticEntry[] = [
  {
    id: 'limonene',
    name: 'Limonene',
    synonyms: [],
    cas: '5989-27-5',
    functions: ['perfuming'],
    annex: 'III',
    restrictions: [
      {
        product_types: 'all cosmetic products',
        max_concentration: null,
        conditions: 'named on the label above 0.001% in leave-on and 0.01% in rinse-off products',
        warnings: null,
      },
    ],
    fragrance_allergen: true,
    flags: [],
    sources: [{ title: 'CosIng (test)', url: null }],
  },
  {
    id: 'butylphenyl-methylpropional',
    name: 'Butylphenyl Methylpropional',
    synonyms: ['Lilial'],
    cas: '80-54-6',
    functions: ['perfuming'],
    annex: 'II',
    restrictions: [],
    fragrance_allergen: true,
    flags: [],
    sources: [{ title: 'CosIng (test)', url: null }],
  },
  {
    id: 'aqua',
    name: 'Aqua',
    synonyms: ['Water', 'Eau'],
    cas: '7732-18-5',
    functions: ['solvent'],
    annex: null,
    restrictions: [],
    fragrance_allergen: false,
    flags: [],
    sources: [{ title: 'CosIng (test)', url: null }],
  },
];

export const TEST_CLAIMS: ClaimEntry[] = [
  {
    id: 'vitamin-c-prevents-colds',
    claim: 'Vitamin C prevents colds',
    phrasings: ['vitamin c stops colds', 'vitamin c for colds'],
    verdict: 'mixed',
    grade: 'B',
    summary:
      'Regular vitamin C does not prevent colds in most people; it may shorten them slightly.',
    sources: [ODS],
  },
];

function substance(
  partial: Partial<Substance> & Pick<Substance, 'id' | 'name' | 'kind'>,
): Substance {
  return {
    classes: [],
    brands_us: [],
    brands_uk: [],
    synonyms: [],
    misspellings: [],
    ingredients: [],
    summary: `${partial.name} (test).`,
    side_effects: [],
    serious_side_effects: [],
    warnings: [],
    cautions: [],
    allergy_groups: [],
    sources: [ODS],
    ...partial,
  };
}

const SUBSTANCES: Substance[] = [
  substance({
    id: 'vitamin-k',
    name: 'Vitamin K',
    kind: 'supplement',
    synonyms: ['vitamin K1', 'vitamin K2', 'phylloquinone', 'menaquinone-7'],
  }),
  substance({ id: 'warfarin', name: 'Warfarin', kind: 'drug', brands_us: ['Coumadin'] }),
  substance({ id: 'glycerin', name: 'Glycerin suppository', kind: 'drug', synonyms: ['glycerin'] }),
  substance({ id: 'sertraline', name: 'Sertraline', kind: 'drug', brands_us: ['Zoloft'] }),
  substance({
    id: 'st-johns-wort',
    name: "St John's wort",
    kind: 'herb',
    synonyms: ['hypericum', 'Hypericum perforatum'],
  }),
  substance({
    id: 'caffeine',
    name: 'Caffeine',
    kind: 'food',
    synonyms: ['caffeine anhydrous'],
    cautions: [
      {
        when: 'pregnancy',
        severity: 'moderate',
        text: 'Keep caffeine under 200 mg a day in pregnancy.',
      },
    ],
  }),
  substance({
    id: 'vitamin-a',
    name: 'Vitamin A',
    kind: 'supplement',
    synonyms: ['retinol', 'retinyl palmitate'],
    cautions: [
      {
        when: 'pregnancy',
        severity: 'major',
        text: 'High doses of preformed vitamin A can cause birth defects.',
      },
    ],
  }),
  substance({ id: 'fish-oil', name: 'Fish oil', kind: 'supplement', allergy_groups: ['fish'] }),
  substance({
    id: 'clary-sage-oil',
    name: 'Clary sage oil',
    kind: 'essential_oil',
    synonyms: ['Salvia sclarea oil'],
  }),
  substance({
    id: 'magnesium',
    name: 'Magnesium',
    kind: 'supplement',
    synonyms: ['magnesium citrate'],
  }),
];

const RECORDS: InteractionRecord[] = [
  {
    id: 'warfarin-x-vitamin-k',
    a: 'warfarin',
    b: 'vitamin-k',
    severity: 'major',
    summary: 'Vitamin K works against warfarin.',
    mechanism: 'Warfarin blocks vitamin K recycling.',
    management: 'Keep vitamin K intake steady.',
    separate_hours: null,
    evidence: 'established',
    sources: [
      {
        title: 'Vitamin K fact sheet (NIH ODS)',
        url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
      },
    ],
  },
  {
    id: 'sertraline-x-st-johns-wort',
    a: 'sertraline',
    b: 'st-johns-wort',
    severity: 'major',
    summary: "St John's wort with sertraline can cause serotonin syndrome.",
    mechanism: 'Both raise serotonin.',
    management: 'Do not combine.',
    separate_hours: null,
    evidence: 'established',
    sources: [
      { title: "St John's wort (NCCIH)", url: 'https://www.nccih.nih.gov/health/st-johns-wort' },
    ],
  },
];

function byName<T>(entries: readonly T[], names: (entry: T) => string[]) {
  const map = new Map<string, T>();
  for (const entry of entries) for (const name of names(entry)) map.set(normalizeName(name), entry);
  return (text: string) => map.get(normalizeName(text)) ?? null;
}

function words(text: string) {
  return normalizeName(text).split(' ');
}

export function testLabelKnowledge(): LabelKnowledge & { claims: ClaimIndex } {
  const additiveByName = byName(TEST_ADDITIVES, (a) => [a.name, ...a.synonyms]);
  return {
    additives: {
      all: () => TEST_ADDITIVES,
      byId: (id) => TEST_ADDITIVES.find((a) => a.id === id) ?? null,
      lookup(text, options = {}) {
        const code = /^(?:e|ins)?\s*-?\s*(\d{3,4}[a-z]?)/i.exec(text.trim());
        if (code && (options.bareNumber || /^(?:e|ins)/i.test(text.trim())))
          return TEST_ADDITIVES.find((a) => a.id === `e${code[1]!.toLowerCase()}`) ?? null;
        return additiveByName(text);
      },
    },
    allergens: {
      all: () => TEST_ALLERGENS,
      byId: (id) => TEST_ALLERGENS.find((a) => a.id === id) ?? null,
      match(ingredient) {
        const w = words(ingredient);
        return TEST_ALLERGENS.filter((entry) =>
          entry.names.some((name) => {
            const n = words(name);
            for (let i = 0; i + n.length <= w.length; i++)
              if (n.every((x, j) => w[i + j] === x || w[i + j] === `${x}s`)) return true;
            return false;
          }),
        );
      },
      allergyFor(term) {
        const w = normalizeName(term)
          .replace(/\b(allergy|allergic|to|intolerance)\b/g, ' ')
          .trim();
        return TEST_ALLERGENS.find((entry) => entry.allergy_terms.includes(w)) ?? null;
      },
    },
    foodSubstances: { lookup: byName(TEST_FOOD_SUBSTANCES, (s) => [s.name]) },
    cosmetics: { lookup: byName(TEST_COSMETICS, (c) => [c.name, ...c.synonyms]) },
    interactions: buildKnowledgeIndex('test', SUBSTANCES, RECORDS),
    oils: {
      withSubstance: (id) => (id === 'clary-sage-oil' ? [TEST_CLARY_SAGE] : []),
    },
    claims: {
      all: () => TEST_CLAIMS,
      byId: (id) => TEST_CLAIMS.find((c) => c.id === id) ?? null,
      search: (text) =>
        TEST_CLAIMS.filter((c) =>
          [c.claim, ...c.phrasings].some((p) => normalizeName(text).includes(normalizeName(p))),
        ).map((claim) => ({ claim, score: 1 })),
    },
  };
}
