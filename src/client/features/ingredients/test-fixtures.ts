/** Contract-shaped answers for the label, product and claim page tests (the journey's label). */
import type {
  AnalyzeResponse,
  AnalyzedIngredient,
  ClaimCheckResponse,
  ProductResponse,
} from '#shared/contracts/ingredients.contract';

const EFSA_E102 = {
  title: 'EFSA (2009): Scientific Opinion on the re-evaluation of Tartrazine (E 102)',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/1331',
};
const WARFARIN_LABEL = {
  title: 'Coumadin (warfarin) prescribing information, FDA',
  url: 'https://www.accessdata.fda.gov/drugsatfda_docs/label/2011/009218s107lbl.pdf',
};

/** An analyzed ingredient with nothing found, `overrides` aside. */
export function ingredient(
  overrides: Partial<AnalyzedIngredient> & { text: string },
): AnalyzedIngredient {
  return {
    name: overrides.text,
    also_written: [],
    id: null,
    kinds: [],
    functions: [],
    e_number: null,
    percent: null,
    may_contain: false,
    parent: null,
    flags: [],
    personal: [],
    ...overrides,
  };
}

export const PEANUT_OIL = ingredient({
  text: 'peanut oil',
  name: 'Peanut oil',
  id: 'allergen:peanut',
  kinds: ['allergen'],
  personal: [
    {
      reason: 'allergy',
      level: 'avoid',
      text: 'You listed a peanut allergy.',
      sources: [
        {
          title: 'FDA: Food Allergies',
          url: 'https://www.fda.gov/food/food-labeling-nutrition/food-allergies',
        },
      ],
    },
  ],
});

export const VISITOR_ANALYSIS: AnalyzeResponse = {
  kind: 'food',
  personalized: false,
  unchecked_medicines: [],
  summary: { avoid: 0, caution: 1, unknown: 1 },
  ingredients: [
    ingredient({ text: 'Water', name: 'Water', id: 'food:water', kinds: ['food'] }),
    ingredient({
      text: 'E102',
      name: 'Tartrazine',
      id: 'e102',
      kinds: ['additive'],
      functions: ['colour'],
      e_number: 'E102',
      flags: [
        {
          level: 'caution',
          text: 'One of the six Southampton colours: the EU requires the warning "may have an adverse effect on activity and attention in children". EFSA (2009) kept the ADI at 7.5 mg/kg body weight a day.',
          sources: [EFSA_E102],
        },
      ],
    }),
    ingredient({ text: 'zanthoxyl blend', name: 'zanthoxyl blend' }),
  ],
};

export const PERSONAL_ANALYSIS: AnalyzeResponse = {
  kind: 'food',
  personalized: true,
  unchecked_medicines: [
    { name: 'Sortisone', suggestions: [{ id: 'cortisone', name: 'Cortisone', kind: 'drug' }] },
  ],
  summary: { avoid: 1, caution: 2, unknown: 0 },
  ingredients: [
    PEANUT_OIL,
    ingredient({
      text: 'vitamin K1',
      name: 'Vitamin K',
      id: 'substance:vitamin-k',
      kinds: ['substance'],
      personal: [
        {
          reason: 'medicine',
          level: 'caution',
          text: 'You take Warfarin: vitamin K works against it; keep your intake steady.',
          sources: [WARFARIN_LABEL],
        },
      ],
    }),
    VISITOR_ANALYSIS.ingredients[1] as AnalyzedIngredient,
  ],
};

export const OFF_PRODUCT: ProductResponse = {
  barcode: '3017620422003',
  name: 'Hazelnut spread',
  brand: 'Example brand',
  ingredients_text: 'Sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%',
  source: 'open-food-facts',
  licence: 'ODbL',
  status: 'approved',
  analysis: VISITOR_ANALYSIS,
};

export const CLAIM_RESULT: ClaimCheckResponse = {
  message: null,
  matches: [
    {
      claim_id: 'vitamin-c-prevents-colds',
      claim: 'Vitamin C prevents colds',
      verdict: 'not supported',
      grade: 'A',
      summary:
        'In the general population, taking vitamin C every day does not lower the number of colds; it may shorten them slightly.',
      sources: [
        {
          title: 'Cochrane (2013): Vitamin C for preventing and treating the common cold',
          url: 'https://doi.org/10.1002/14651858.CD000980.pub4',
        },
      ],
    },
  ],
};
