/**
 * A small hand-written knowledge base for testing the engine's logic (resolution, expansion,
 * duplicates, cautions, timing) independently of the real data files, which have their own tests.
 */
import { buildKnowledgeIndex } from '#server/knowledge/knowledge-index';
import {
  interactionSchema,
  substanceSchema,
  type InteractionRecord,
  type Substance,
} from '#server/knowledge/knowledge.schema';

const SOURCE = [
  {
    title: 'DailyMed',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=x',
  },
];

export function substance(
  fields: Partial<Substance> & Pick<Substance, 'id' | 'name' | 'kind'>,
): Substance {
  return substanceSchema.parse({
    summary: `${fields.name}.`,
    side_effects: fields.kind === 'drug' ? ['Nausea'] : [],
    sources: SOURCE,
    ...fields,
  });
}

export function interaction(
  fields: Partial<InteractionRecord> & Pick<InteractionRecord, 'id' | 'a' | 'b' | 'severity'>,
): InteractionRecord {
  return interactionSchema.parse({
    summary: `${fields.a} with ${fields.b}.`,
    mechanism: 'Because.',
    management: 'Ask your pharmacist.',
    separate_hours: null,
    evidence: 'established',
    sources: SOURCE,
    ...fields,
  });
}

export const FIXTURE_SUBSTANCES: Substance[] = [
  substance({
    id: 'warfarin',
    name: 'Warfarin',
    kind: 'drug',
    classes: ['anticoagulant', 'vitamin-k-antagonist'],
    brands_us: ['Coumadin'],
    brands_uk: ['Marevan'],
    cautions: [{ when: 'pregnancy', severity: 'major', text: 'Warfarin can harm an unborn baby.' }],
  }),
  substance({
    id: 'ibuprofen',
    name: 'Ibuprofen',
    kind: 'drug',
    classes: ['nsaid'],
    brands_us: ['Advil', 'Motrin'],
    brands_uk: ['Nurofen'],
    misspellings: ['ibuprofin'],
    allergy_groups: ['nsaid'],
    cautions: [
      { when: 'kidney_disease', severity: 'moderate', text: 'NSAIDs can worsen kidney function.' },
    ],
  }),
  substance({
    id: 'naproxen',
    name: 'Naproxen',
    kind: 'drug',
    classes: ['nsaid'],
    brands_us: ['Aleve'],
    allergy_groups: ['nsaid'],
  }),
  substance({
    id: 'acetaminophen',
    name: 'Acetaminophen',
    kind: 'drug',
    classes: ['analgesic-acetaminophen'],
    brands_us: ['Tylenol'],
    brands_uk: ['paracetamol', 'Panadol'],
  }),
  substance({
    id: 'diphenhydramine',
    name: 'Diphenhydramine',
    kind: 'drug',
    classes: ['sedating-antihistamine'],
    brands_us: ['Benadryl'],
    cautions: [
      {
        when: 'age_65_plus',
        severity: 'moderate',
        text: 'Avoid in older adults: confusion and falls.',
      },
    ],
  }),
  substance({
    id: 'tylenol-pm',
    name: 'Tylenol PM',
    kind: 'drug',
    ingredients: ['acetaminophen', 'diphenhydramine'],
    side_effects: [],
  }),
  substance({
    id: 'levothyroxine',
    name: 'Levothyroxine',
    kind: 'drug',
    classes: ['thyroid-hormone'],
    brands_us: ['Synthroid'],
    timing: {
      slot: 'waking',
      food: 'empty_stomach',
      note: 'On waking, 30 to 60 minutes before breakfast.',
    },
  }),
  substance({
    id: 'calcium',
    name: 'Calcium',
    kind: 'supplement',
    classes: ['polyvalent-mineral', 'calcium-source'],
    synonyms: ['calcium carbonate'],
    brands_us: ['Tums'],
    timing: { slot: 'breakfast', food: 'with_food', note: 'With a meal.' },
  }),
  substance({
    id: 'iron',
    name: 'Iron',
    kind: 'supplement',
    classes: ['polyvalent-mineral', 'iron-product'],
    synonyms: ['ferrous sulfate'],
  }),
  substance({
    id: 'sertraline',
    name: 'Sertraline',
    kind: 'drug',
    classes: ['ssri', 'serotonergic-drug'],
    brands_us: ['Zoloft'],
    misspellings: ['setraline'],
  }),
  substance({
    id: 'st-johns-wort',
    name: "St John's wort",
    kind: 'herb',
    classes: ['serotonergic-supplement', 'cyp3a4-inducing-herb'],
    synonyms: ['hypericum'],
  }),
  substance({
    id: 'ginkgo',
    name: 'Ginkgo',
    kind: 'herb',
    classes: ['antiplatelet-herb'],
    synonyms: ['ginkgo biloba'],
  }),
  substance({
    id: 'fish-oil',
    name: 'Fish oil',
    kind: 'supplement',
    classes: ['antiplatelet-herb', 'omega-3-source'],
    synonyms: ['omega 3'],
    allergy_groups: ['fish'],
  }),
  substance({
    id: 'grapefruit-juice',
    name: 'Grapefruit juice',
    kind: 'food',
    classes: ['cyp3a4-inhibiting-food'],
  }),
  substance({
    id: 'vitamin-k',
    name: 'Vitamin K',
    kind: 'supplement',
    classes: ['vitamin-k-source'],
  }),
  substance({ id: 'vitamin-d', name: 'Vitamin D', kind: 'supplement', synonyms: ['vitamin d3'] }),
  substance({
    id: 'magnesium',
    name: 'Magnesium',
    kind: 'supplement',
    classes: ['polyvalent-mineral'],
  }),
];

export const FIXTURE_INTERACTIONS: InteractionRecord[] = [
  interaction({
    id: 'class-anticoagulant--class-nsaid',
    a: 'class:anticoagulant',
    b: 'class:nsaid',
    severity: 'major',
  }),
  interaction({
    id: 'class-anticoagulant--class-antiplatelet-herb',
    a: 'class:anticoagulant',
    b: 'class:antiplatelet-herb',
    severity: 'moderate',
  }),
  interaction({ id: 'warfarin--fish-oil', a: 'warfarin', b: 'fish-oil', severity: 'minor' }),
  interaction({ id: 'warfarin--vitamin-k', a: 'warfarin', b: 'vitamin-k', severity: 'major' }),
  interaction({
    id: 'warfarin--acetaminophen',
    a: 'warfarin',
    b: 'acetaminophen',
    severity: 'moderate',
  }),
  interaction({
    id: 'class-polyvalent-mineral--class-thyroid-hormone',
    a: 'class:polyvalent-mineral',
    b: 'class:thyroid-hormone',
    severity: 'moderate',
    separate_hours: 4,
  }),
  interaction({
    id: 'class-serotonergic-supplement--class-ssri',
    a: 'class:serotonergic-supplement',
    b: 'class:ssri',
    severity: 'major',
  }),
  interaction({
    id: 'calcium--iron',
    a: 'calcium',
    b: 'iron',
    severity: 'minor',
    separate_hours: 2,
  }),
];

export function fixtureIndex() {
  return buildKnowledgeIndex('2026.11.1', FIXTURE_SUBSTANCES, FIXTURE_INTERACTIONS);
}
