/**
 * The shipped allergens and diet groups (data/allergens/*.json): the US 9 and the EU 14 are there
 * with their regions; ingredient names match by whole words (true and false positives a real
 * label throws up); allergy-list entries read as the allergen a person means.
 */
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '../load-knowledge-files';
import type { Allergen } from './allergen.schema';
import { buildAllergenIndex } from './allergen-index';
import { allergensKind } from './allergens.kind';
import { validateAllergens } from './validate-allergens';

const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [allergensKind]);
const allergens = files.records(allergensKind);
const index = buildAllergenIndex(allergens);
const ids = (ingredient: string) => index.match(ingredient).map((allergen) => allergen.id);

describe('the shipped allergens', () => {
  it('load with no problems', () => {
    expect(files.problems).toEqual([]);
  });

  it('hold the US major 9 and the EU 14', () => {
    const inRegion = (region: 'US' | 'EU') =>
      allergens
        .filter((a) => a.type === 'major_allergen' && a.regions.includes(region))
        .map((a) => a.id)
        .sort();
    expect(inRegion('US')).toEqual([
      'crustaceans',
      'egg',
      'fish',
      'milk',
      'peanut',
      'sesame',
      'soy',
      'tree-nuts',
      'wheat',
    ]);
    expect(inRegion('EU')).toEqual([
      'celery',
      'crustaceans',
      'egg',
      'fish',
      'gluten',
      'lupin',
      'milk',
      'molluscs',
      'mustard',
      'peanut',
      'sesame',
      'soy',
      'sulphites',
      'tree-nuts',
      'wheat',
    ]);
    // Wheat is one of the EU's 'cereals containing gluten': 14 groups, 15 records.
    for (const allergen of allergens) expect(allergen.sources.length).toBeGreaterThan(0);
  });

  it('say which diets exclude what', () => {
    const excluded = (id: string) => index.byId(id)!.excluded_by;
    expect(excluded('meat').sort()).toEqual(['pescatarian', 'vegan', 'vegetarian']);
    expect(excluded('fish').sort()).toEqual(['vegan', 'vegetarian']);
    expect(excluded('honey')).toEqual(['vegan']);
    expect(excluded('milk')).toEqual(['vegan']);
    expect(excluded('egg')).toEqual(['vegan']);
    expect(excluded('gelatin')).toContain('vegetarian');
    expect(excluded('peanut')).toEqual([]);
  });
});

describe('matching one ingredient', () => {
  it.each([
    ['skimmed milk powder', ['milk']],
    ['Whey Powder', ['milk']],
    ['whey protein concentrate', ['milk']],
    ['sodium caseinate', ['milk']],
    ['lactose', ['milk']],
    ['butter (milk)', ['milk']],
    ['ghee', ['milk']],
    ['yoghurt', ['milk']],
    ['lait écrémé', ['milk']],
    ['Milchpulver', ['milk']],
    ['semolina', ['gluten', 'wheat']],
    ['Spelt flour', ['gluten', 'wheat']],
    ['durum wheat semolina', ['gluten', 'wheat']],
    ['bulgur', ['gluten', 'wheat']],
    ['barley malt extract', ['gluten']],
    ['oats', ['gluten']],
    ['rye flour', ['gluten']],
    ['egg yolk', ['egg']],
    ['pasteurised free range egg', ['egg']],
    ['albumen', ['egg']],
    ['lysozyme (E1105)', ['egg']],
    ['Œufs', ['egg']],
    ['peanut oil', ['peanut']],
    ['arachis oil', ['peanut']],
    ['roasted peanuts', ['peanut']],
    ['peanut butter', ['peanut']],
    ['ground almonds', ['tree-nuts']],
    ['Hazelnuts (14%)', ['tree-nuts']],
    ['cashew nuts', ['tree-nuts']],
    ['pine nuts', ['tree-nuts']],
    ['almond milk', ['tree-nuts']],
    ['soya lecithin', ['soy']],
    ['soybean oil', ['soy']],
    ['tofu', ['soy']],
    ['tahini', ['sesame']],
    ['sesame seeds', ['sesame']],
    ['anchovies', ['fish']],
    ['Worcestershire sauce', ['fish']],
    ['king prawns', ['crustaceans']],
    ['mussels', ['molluscs']],
    ['celeriac', ['celery']],
    ['mustard seeds', ['mustard']],
    ['lupin flour', ['lupin']],
    ['sodium metabisulfite', ['sulphites']],
    ['preservative (sulphur dioxide)', ['sulphites']],
    ['E 223', ['sulphites']],
    ['pork gelatine', ['gelatin', 'meat']],
    ['honey', ['honey']],
    ['beef dripping', ['animal-fat', 'meat']],
    ['fish gelatine', ['fish']],
    ['honey roast ham', ['honey', 'meat']],
    ['cod liver oil', ['fish']],
    ["goat's cheese", ['milk']],
    ['ice cream', ['milk']],
    ['malt vinegar (barley)', ['gluten']],
    ['oyster sauce', ['molluscs']],
    ['groundnut oil', ['peanut']],
    ['chicken breast (20%)', ['meat']],
  ])('%s → %j', (ingredient, expected) => {
    expect(ids(ingredient)).toEqual(expected);
  });

  it.each([
    'buckwheat',
    'buckwheat flour',
    'cocoa butter',
    'cacao butter',
    'shea butter',
    // Plant butters as cosmetics name them (INCI): none is milk.
    'Theobroma Cacao Seed Butter',
    'Butyrospermum Parkii (Shea) Butter',
    'Mangifera Indica Seed Butter',
    'butternut squash',
    'nutmeg',
    'coconut',
    'coconut milk',
    'desiccated coconut',
    'cream of tartar',
    'lactic acid',
    'calcium lactate',
    'sodium lactate',
    'eggplant',
    'egg plant',
    'water chestnuts',
    'tiger nuts',
    'maltodextrin',
    'glucose syrup',
    'sodium sulphate',
    'vegetable suet',
    "lamb's lettuce",
    'beef tomatoes',
    'coconut meat',
    'microbial rennet',
    'butter beans',
    'gluten-free flour',
    'oat milk',
    'crab apple jelly',
    'farine de blé noir',
    'smoky bacon flavour',
    'beef flavoured seasoning',
    'cream soda',
    'ground nutmeg',
  ])('%s is none of the allergen or meat records it looks like', (ingredient) => {
    const found = ids(ingredient);
    for (const id of [
      'milk',
      'tree-nuts',
      'peanut',
      'wheat',
      'egg',
      'meat',
      'animal-fat',
      'animal-rennet',
      'sulphites',
      'crustaceans',
    ])
      expect(found).not.toContain(id);
  });

  it('matches what is inside the name, not beside it', () => {
    expect(ids('oat milk')).toEqual(['gluten']);
    expect(ids('peanut butter')).not.toContain('milk');
    expect(ids('chocolate (sugar, cocoa butter, milk powder)')).toEqual(['milk']);
    expect(ids('')).toEqual([]);
    expect(ids('water')).toEqual([]);
  });
});

describe('reading an allergy list', () => {
  it.each([
    ['peanuts', 'peanut'],
    ['Peanut allergy', 'peanut'],
    ['allergic to peanuts', 'peanut'],
    ['dairy', 'milk'],
    ['Lactose intolerance', 'milk'],
    ["cow's milk protein", 'milk'],
    ['shellfish', 'crustaceans'],
    ['molluscs', 'molluscs'],
    ['gluten', 'gluten'],
    ['coeliac disease', 'gluten'],
    ['celiac', 'gluten'],
    ['wheat', 'wheat'],
    ['tree nuts', 'tree-nuts'],
    ['nuts', 'tree-nuts'],
    ['nut allergy', 'tree-nuts'],
    ['eggs', 'egg'],
    ['sesame seeds', 'sesame'],
    ['soya', 'soy'],
    ['sulfites', 'sulphites'],
    ['fish', 'fish'],
    ['celery', 'celery'],
    ['mustard', 'mustard'],
    ['lupin', 'lupin'],
    ['whey', 'milk'],
    ['cashews', 'tree-nuts'],
    ['allergic to cashews and pistachios', 'tree-nuts'],
    ['dairy products', 'milk'],
    ['shellfish (shrimp)', 'crustaceans'],
    ['oats', 'gluten'],
  ])('%s → %s', (term, id) => {
    expect(index.allergyFor(term)?.id).toBe(id);
  });

  it.each(['penicillin', 'sulfa', 'latex', 'pollen', 'cats', '', 'milk and eggs', 'seafood'])(
    '%s is no single food allergen',
    (term) => {
      expect(index.allergyFor(term)).toBeNull();
    },
  );
});

describe('the allergen validator', () => {
  const milk = index.byId('milk') as Allergen;
  it('reports each mistake it exists for', () => {
    expect(validateAllergens([milk])).toEqual([]);
    expect(
      validateAllergens([
        milk,
        { ...milk, id: 'dairy', regions: [], names: ['milk', 'Milk'], not_names: ['cocoa'] },
        { ...milk, id: 'honey', type: 'diet_group', excluded_by: [], allergy_terms: [] },
      ]),
    ).toEqual(
      expect.arrayContaining([
        'allergen dairy: a major allergen names the regions that declare it',
        'allergen dairy: name "Milk" is listed twice',
        'allergen dairy: not_name "cocoa" contains none of its names',
        `allergen dairy: allergy term "milk" is also milk's`,
        'allergen honey: a diet group has no regions',
        'allergen honey: a diet group names the diets that exclude it',
      ]),
    );
  });
});
