import { describe, expect, it } from 'vitest';
import { parseLabel, splitTopLevel } from './label-parser';
import { COSMETIC_LABELS } from './test-fixtures/labels/cosmetic-labels';
import { FOOD_LABELS } from './test-fixtures/labels/food-labels';
import { describeIngredient, type LabelFixture } from './test-fixtures/labels/label-fixture';
import { SUPPLEMENT_LABELS } from './test-fixtures/labels/supplement-labels';

const read = (text: string, kind: LabelFixture['kind'] = 'food') =>
  parseLabel(text, { kind }).map(describeIngredient);

describe('the label fixtures', () => {
  const all = [...FOOD_LABELS, ...COSMETIC_LABELS, ...SUPPLEMENT_LABELS];
  it('are at least 40 labels of every kind', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(FOOD_LABELS.length).toBeGreaterThanOrEqual(20);
    expect(COSMETIC_LABELS.length).toBeGreaterThanOrEqual(6);
    expect(SUPPLEMENT_LABELS.length).toBeGreaterThanOrEqual(6);
  });
  for (const label of all)
    it(`reads the ${label.kind} label '${label.name}'`, () => {
      expect(read(label.text, label.kind)).toEqual(label.expected);
    });
});

describe('the parser', () => {
  it('reads the peanut-and-warfarin journey label as seven plain ingredients', () => {
    expect(
      read('Water, sugar, peanut oil, E102, sodium benzoate, vitamin K1, citric acid'),
    ).toEqual([
      'Water',
      'sugar',
      'peanut oil',
      'E102 | e: E102',
      'sodium benzoate',
      'vitamin K1',
      'citric acid',
    ]);
  });

  it('nests brackets of every kind and depth, each part naming its parent', () => {
    expect(read('chocolate (sugar, cocoa butter, milk powder)')).toEqual([
      'chocolate',
      'sugar | in: chocolate',
      'cocoa butter | in: chocolate',
      'milk powder | in: chocolate',
    ]);
    expect(read('biscuit [flour {wheat (gluten)}, butter], salt')).toEqual([
      'biscuit',
      'flour | in: biscuit',
      'wheat | in: flour',
      'gluten | in: wheat',
      'butter | in: biscuit',
      'salt',
    ]);
  });

  it('reads E-numbers however they are written, and class words before numbers', () => {
    expect(read('E102, E 102, e-102, INS 102, E322(i), E 322 (ii)')).toEqual([
      'E102 | e: E102',
      'E102 | e: E102',
      'E102 | e: E102',
      'E102 | e: E102',
      'E322(i) | e: E322(i)',
      'E322(ii) | e: E322(ii)',
    ]);
    expect(
      read('colour (102), preservative: 211, emulsifier (soy lecithin, 471), acid: citric acid'),
    ).toEqual([
      'E102 | e: E102 | class: colour',
      'E211 | e: E211 | class: preservative',
      'soy lecithin | class: emulsifier',
      'E471 | e: E471 | class: emulsifier',
      'citric acid | class: acid',
    ]);
    // A bare number outside a class is not guessed to be an additive.
    expect(read('vitamin mix 102')).toEqual(['vitamin mix 102']);
  });

  it('reads percentages written every way', () => {
    expect(
      read('sugar 32%, cocoa solids 70% minimum, milk chocolate (12 %), 45% tomatoes, Kakao 12,5%'),
    ).toEqual([
      'sugar | 32%',
      'cocoa solids | 70%',
      'milk chocolate | 12%',
      'tomatoes | 45%',
      'Kakao | 12.5%',
    ]);
  });

  it("splits 'and' lists but keeps named mixes together", () => {
    expect(
      read('salt and vinegar flavour, sugar and dextrose, sunflower and rapeseed oil'),
    ).toEqual(['salt and vinegar flavour', 'sugar', 'dextrose', 'sunflower oil', 'rapeseed oil']);
    expect(read('Salt & Vinegar Seasoning (salt, acid: citric acid)')).toEqual([
      'Salt & Vinegar Seasoning',
      'salt | in: Salt & Vinegar Seasoning',
      'citric acid | in: Salt & Vinegar Seasoning | class: acid',
    ]);
  });

  it("lists may-contain statements as may-contain entries, and 'contains' as declared", () => {
    expect(
      read(
        'Ingredients: oats. Contains: milk, soy. May contain nuts, sesame. May also contain lupin. Made in a factory that handles peanuts. Traces of celery.',
      ),
    ).toEqual([
      'oats',
      'milk | declared',
      'soy | declared',
      'nuts | may contain',
      'sesame | may contain',
      'lupin | may contain',
      'peanuts | may contain',
      'celery | may contain',
    ]);
  });

  it('drops what follows the list: allergen notes, storage, nutrition', () => {
    expect(
      read(
        'INGREDIENTS: OATS, HONEY.\nAllergens: see ingredients in bold.\nStore in a cool, dry place.\nNutrition: Energy 1500 kJ, Fat 3 g',
      ),
    ).toEqual(['Oats', 'Honey']);
  });

  it('reads the prefixes of several languages and drops the product name before them', () => {
    for (const prefix of [
      'Ingredients:',
      'INGREDIENTS:',
      'Ingrédients :',
      'Zutaten:',
      'Ingredienti:',
    ])
      expect(read(`Crunchy Bar\n${prefix} oats, honey`)).toEqual(['oats', 'honey']);
  });

  it('reads INCI slashes, translations and CI numbers as one ingredient with other names', () => {
    expect(
      read('Aqua/Water/Eau, Parfum (Fragrance), CI77491, CI 77891 (Titanium Dioxide)', 'cosmetic'),
    ).toEqual([
      'Aqua | also: Water, Eau',
      'Parfum | also: Fragrance',
      'CI 77491',
      'CI 77891 | also: Titanium Dioxide',
    ]);
  });

  it('reads supplement rows: the form as another name, the amount, and no %DV as a share', () => {
    expect(
      read(
        'Vitamin C (as ascorbic acid) 500 mg 556%\nMagnesium (as magnesium citrate) 100 mg\nOther ingredients: cellulose',
        'supplement',
      ),
    ).toEqual([
      'Vitamin C | also: ascorbic acid | amount: 500 mg',
      'Magnesium | also: magnesium citrate | amount: 100 mg',
      'cellulose',
    ]);
  });

  it('uses line breaks and bullets as separators and tidies all-caps names', () => {
    expect(read('• SUGAR\n• COCOA BUTTER\n- whole milk powder\n* E322')).toEqual([
      'Sugar',
      'Cocoa butter',
      'whole milk powder',
      'E322 | e: E322',
    ]);
  });

  it('never drops a piece it does not understand', () => {
    expect(read('zorbitex-9, flubbermint')).toEqual(['zorbitex-9', 'flubbermint']);
  });

  it("keeps abbreviations and decimals inside one piece ('St. John's wort', '1.5%')", () => {
    expect(splitTopLevel("St. John's wort, L. acidophilus, salt 1.5%").map((s) => s.text)).toEqual([
      "St. John's wort",
      'L. acidophilus',
      'salt 1.5%',
    ]);
  });

  it('survives hostile text of the longest length: deep brackets, endless statements', () => {
    for (const text of [
      '('.repeat(5000),
      '(a, '.repeat(1250),
      'colour ('.repeat(600),
      'a: '.repeat(1600),
      'x including '.repeat(400),
      'x contains 5% '.repeat(350),
      'may contain '.repeat(400),
      'salt and '.repeat(550),
    ]) {
      const started = performance.now();
      const items = parseLabel(text.slice(0, 5000));
      expect(performance.now() - started, text.slice(0, 12)).toBeLessThan(1_000);
      for (const item of items) expect(typeof item.name).toBe('string');
    }
    // Past twelve brackets deep the rest is read as plain text, still listed.
    const deep = parseLabel(`${'a ('.repeat(20)}b${')'.repeat(20)}`);
    expect(deep.length).toBe(13);
    expect(deep[12]!.name).toContain('b');
  });

  it('answers an empty list for text with no ingredients', () => {
    expect(parseLabel('   ')).toEqual([]);
  });
});
