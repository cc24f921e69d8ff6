/**
 * The analysis agrees with itself on real-world labels read against the real knowledge base: one
 * count (the summary's not-assessed number is the list's), one entry per ingredient whatever name
 * the label uses (E-number, INS number, common and US names), and foods called foods.
 */
import { describe, expect, it } from 'vitest';
import type { AnalyzeResponse } from '#shared/contracts/ingredients.contract';
import { labelCounts } from '#shared/domain/label-counts';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import { analyzeLabel } from './analyze-label';
import type { LabelKnowledge } from './recognise';

const files = knowledgeFromFiles();
const knowledge: LabelKnowledge = {
  additives: files.additives,
  allergens: files.allergens,
  foodSubstances: files.food_substances,
  cosmetics: files.cosmetic_ingredients,
  interactions: files.interactions,
  foods: files.foods,
  oils: files.oils,
};
const analyse = (text: string) => analyzeLabel(knowledge, text, 'food', null);

const LABELS: Record<string, string> = {
  'US candy, "contains 2% or less of"':
    'INGREDIENTS: SUGAR, CORN SYRUP, MODIFIED CORN STARCH, CONTAINS 2% OR LESS OF: CITRIC ACID, MALIC ACID, SODIUM CITRATE, NATURAL AND ARTIFICIAL FLAVORS, RED 40, YELLOW 5, YELLOW 6, BLUE 1.',
  'US drink naming one colour twice':
    'Ingredients: Carbonated water, high fructose corn syrup, citric acid, sodium benzoate (preservative), natural flavors, FD&C Red 40, Allura Red AC, caffeine.',
  'UK/EU spread with percentages':
    'Ingredients: Sugar, Palm Oil, Hazelnuts (13%), Skimmed Milk Powder (8.7%), Fat-Reduced Cocoa (7.4%), Emulsifier: Lecithins (Soya), Vanillin. Contains: milk, hazelnuts, soy.',
  'UK soft drink with E-numbers beside names':
    'Carbonated Water, Sugar, Citric Acid, Flavourings, Preservative (Sodium Benzoate), Colours (Sunset Yellow (E110), Ponceau 4R (E124)), E211, E110.',
  'Australian biscuit with INS numbers':
    'Ingredients: Wheat flour, sugar, vegetable oil, salt, raising agents (500, 503), emulsifier (soy lecithin), colours (102, 129), flavour enhancer (621), Tartrazine, Allura Red AC, MSG. Contains wheat and soy. May contain peanuts.',
  'UK pie with nested brackets':
    'Pastry (47%) (Wheat Flour (Wheat Flour, Calcium Carbonate, Iron, Niacin, Thiamin), Palm Oil, Water, Salt), Pork (30%), Water, Rusk (Wheat Flour, Salt), Salt, Spices, Preservative: Sodium Metabisulphite, Glaze (Egg).',
  'EU sweets with INS written out':
    'Zutaten: Zucker, Glukosesirup, Gelatine, Säuerungsmittel: Citronensäure, Farbstoffe: E129, E102, INS 129, INS 102.',
};

const additiveIds = (result: AnalyzeResponse) =>
  result.ingredients
    .filter((item) => !item.may_contain && item.id?.startsWith('additive:'))
    .map((item) => item.id);

describe('one count and one entry per ingredient, on real labels', () => {
  for (const [name, text] of Object.entries(LABELS))
    it(name, () => {
      const result = analyse(text);
      const counts = labelCounts(result.ingredients);
      expect(counts.ingredients).toBeGreaterThan(0);
      expect(result.summary.unknown).toBe(counts.notAssessed);
      expect(counts.assessed + counts.notAssessed).toBe(counts.ingredients);
      const ids = additiveIds(result);
      expect(ids).toEqual([...new Set(ids)]);
      const names = result.ingredients
        .filter((item) => !item.may_contain)
        .map((item) => item.name.toLowerCase());
      expect(names).toEqual([...new Set(names)]);
      // A 'Contains:' statement repeats the list: it adds no ingredient.
      expect(result.ingredients.filter((item) => /^(?:milk|soy|wheat)$/i.test(item.text))).toEqual(
        [],
      );
    });

  it('reads every name of a colour as one additive: E129 = Allura Red AC = FD&C Red 40 = Red 40 = INS 129', () => {
    const result = analyse(
      'E129, Allura Red AC, FD&C Red 40, FD&C Red No. 40, Red 40, INS 129, colour (129), Allura red',
    );
    expect(result.ingredients).toHaveLength(1);
    const [red] = result.ingredients;
    expect(red).toMatchObject({ id: 'additive:e129', e_number: 'E129', text: 'E129' });
    expect(red!.also_written).toEqual([
      'Allura Red AC',
      'FD&C Red 40',
      'FD&C Red No. 40',
      'Red 40',
      'INS 129',
      '129',
      'Allura red',
    ]);
    // Its caution is said once.
    expect(result.summary.caution).toBe(1);
    expect(red!.flags.filter((flag) => flag.level === 'caution')).toHaveLength(1);
  });

  it.each([
    ['E102, tartrazine, Yellow 5, FD&C Yellow No. 5, INS 102', 'additive:e102'],
    ['E110, Sunset Yellow FCF, Yellow 6, FD&C Yellow 6', 'additive:e110'],
    ['E211, sodium benzoate, preservative (211)', 'additive:e211'],
    ['E621, MSG, monosodium glutamate, flavour enhancer (621)', 'additive:e621'],
    ['E133, Brilliant Blue FCF, Blue 1', 'additive:e133'],
    ['E330, citric acid, acid (330)', 'additive:e330'],
    ['E322, soy lecithin, emulsifier (322), lecithins', 'additive:e322'],
  ])('%s is one ingredient', (text, id) => {
    const result = analyse(text);
    expect(result.ingredients.map((item) => item.id)).toEqual([id]);
  });

  it('the UK drink: sodium benzoate and E211, sunset yellow and E110 are one each', () => {
    const result = analyse(LABELS['UK soft drink with E-numbers beside names']!);
    expect(additiveIds(result)).toEqual([
      'additive:e330',
      'additive:e211',
      'additive:e110',
      'additive:e124',
    ]);
  });

  it('the same ingredient in two parts is one entry, under the part that names it first', () => {
    const result = analyse(LABELS['UK pie with nested brackets']!);
    const salt = result.ingredients.filter((item) => item.name.toLowerCase() === 'salt');
    expect(salt).toHaveLength(1);
    expect(salt[0]!.parent).toBe('Pastry');
    // A compound known by its parts is not 'not assessed'.
    expect(labelCounts(result.ingredients).notAssessed).toBe(result.summary.unknown);
    expect(result.ingredients.find((item) => item.name === 'Pastry')).toBeDefined();
  });

  it("'may contain' entries are warnings, not ingredients: counted apart", () => {
    const result = analyse(LABELS['Australian biscuit with INS numbers']!);
    const counts = labelCounts(result.ingredients);
    expect(counts.mayContain).toBe(1);
    expect(result.ingredients.filter((item) => item.may_contain).map((item) => item.text)).toEqual([
      'peanuts',
    ]);
  });
});

describe('categories of common label ingredients', () => {
  const kindsOf = (name: string) => analyse(name).ingredients[0]?.kinds ?? [];

  it.each([
    'sugar',
    'salt',
    'water',
    'flour',
    'sunflower oil',
    'olive oil',
    'rapeseed oil',
    'butter',
    'milk',
    'cream',
    'cheese',
    'honey',
    'rice',
    'tomatoes',
    'potatoes',
    'vinegar',
    'soy sauce',
    'yeast extract',
    'coffee',
    'green tea',
    'cinnamon',
    'black pepper',
    'spices',
    'oats',
    'pork',
    // Plain foods the label names in generic words.
    'palm oil',
    'palm fat',
    'glucose syrup',
    'glucose-fructose syrup',
    'cocoa butter',
    'cocoa mass',
    'fat-reduced cocoa',
    'carbonated water',
    'spring water',
    'yeast',
    'spirit vinegar',
    'corn starch',
  ])('%s is a food, never a supplement or medicine', (name) => {
    const kinds = kindsOf(name);
    expect(kinds).toContain('food');
    expect(kinds).not.toContain('substance');
  });

  it('leaves a flavouring not assessed: what is in one is unknown', () => {
    expect(analyse('natural flavourings').ingredients[0]!.id).toBeNull();
  });

  it('never calls a cosmetic ingredient a food', () => {
    const result = analyzeLabel(knowledge, 'Aqua, Glycerin, Parfum', 'cosmetic', null);
    for (const item of result.ingredients) expect(item.kinds).not.toContain('food');
  });

  it.each(['garlic', 'ginger', 'turmeric'])('%s is a herb or spice', (name) => {
    expect(kindsOf(name)).toContain('herb');
    expect(kindsOf(name)).not.toContain('substance');
  });

  it.each(['peppermint oil', 'lavender oil'])('%s is an essential oil', (name) => {
    expect(kindsOf(name)).toEqual(['essential_oil']);
  });

  it.each(['vitamin D', 'calcium', 'iron', 'thiamin', 'vitamin C'])(
    '%s is a vitamin, mineral or supplement',
    (name) => {
      expect(kindsOf(name)).toContain('substance');
    },
  );

  it.each([
    ['citric acid', 'additive'],
    ['sodium bicarbonate', 'additive'],
    ['gelatine', 'food_substance'],
    ['maltodextrin', 'food_substance'],
    ['dextrose', 'food_substance'],
    ['wheat flour', 'allergen'],
    ['eggs', 'allergen'],
  ] as const)('%s is recognised as %s', (name, kind) => {
    expect(kindsOf(name)).toContain(kind);
    expect(kindsOf(name)).not.toContain('substance');
  });
});
