/** The shipped food files: valid, broad enough, and the foods the food-drug rules need. */
import { describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS } from '#shared/contracts/nutrition.contract';
import {
  KNOWLEDGE_DATA_DIR,
  knowledgeFromFiles,
  loadKnowledgeFiles,
} from '../load-knowledge-files';
import { substancesKind } from '../substances.kind';
import { foodsKind } from './foods.kind';

const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [substancesKind, foodsKind]);
const foods = files.records(foodsKind);
const index = knowledgeFromFiles().foods;

describe('food data files', () => {
  it('validate with no problems', () => {
    expect(files.problems).toEqual([]);
  });

  it('hold at least 250 foods, each with the core nutrients and most of the rest', () => {
    expect(foods.length).toBeGreaterThanOrEqual(250);
    for (const key of ['energy_kcal', 'protein_g', 'fat_g', 'carbs_g'] as const)
      expect(foods.every((food) => typeof food.nutrients_per_100g[key] === 'number')).toBe(true);
    // Minerals come with almost every food.
    for (const key of ['sodium_mg', 'potassium_mg', 'calcium_mg', 'iron_mg'] as const) {
      const share = foods.filter((food) => food.nutrients_per_100g[key] !== undefined).length;
      expect(share / foods.length, key).toBeGreaterThan(0.9);
    }
    for (const food of foods)
      for (const key of Object.keys(food.nutrients_per_100g))
        expect(NUTRIENT_KEYS as readonly string[]).toContain(key);
  });

  it('hold the foods the food-drug rules and everyday logging need, as their substances', () => {
    const substancesOf = (id: string) => index.get(id)?.substance_ids ?? ['(missing)'];
    expect(substancesOf('grapefruit-raw')).toContain('grapefruit');
    expect(substancesOf('grapefruit-juice')).toContain('grapefruit-juice');
    expect(substancesOf('pomelo-raw')).toContain('pomelo');
    expect(substancesOf('orange-marmalade')).toContain('seville-orange');
    expect(substancesOf('cheese-cheddar')).toEqual(
      expect.arrayContaining(['aged-cheese', 'cheese', 'tyramine-rich-foods', 'dairy-products']),
    );
    expect(substancesOf('banana-raw')).toEqual(['banana', 'high-potassium-foods']);
    expect(substancesOf('spinach-raw')).toEqual(['spinach', 'leafy-greens']);
    expect(substancesOf('milk-whole')).toEqual(['milk', 'dairy-products']);
    expect(substancesOf('salt-substitute')).toContain('salt-substitute');
    for (const id of [
      'soy-sauce',
      'miso',
      'sauerkraut',
      'kimchi',
      'yeast-extract-spread',
      'salami-pork',
    ])
      expect(substancesOf(id), id).toContain('tyramine-rich-foods');
    for (const id of [
      'wine-red',
      'beer-regular',
      'coffee-brewed',
      'tea-black-brewed',
      'orange-juice',
      'cranberry-juice',
      'soy-milk-unsweetened',
      'oat-milk-unsweetened',
      'tofu-firm',
      'pasta-dry',
      'bread-white',
      'rice-white-raw',
      'lentils-dry',
      'chickpeas-canned',
      'peanut-butter',
      'olive-oil',
    ])
      expect(index.get(id), id).toBeDefined();
  });

  it('keep the vitamin K of the greens warfarin users keep steady', () => {
    for (const id of [
      'spinach-raw',
      'kale-raw',
      'broccoli-raw',
      'collard-greens-raw',
      'swiss-chard-raw',
    ])
      expect(index.get(id)?.nutrients_per_100g.vitamin_k_ug, id).toBeGreaterThan(90);
  });

  it('list allergens by the EU and US rules (wheat with gluten, oats, molluscs, sulphites)', () => {
    expect(index.get('bread-white')?.allergens).toEqual(['wheat', 'gluten']);
    expect(index.get('oats-rolled')?.allergens).toEqual(['gluten']);
    expect(index.get('shrimp-raw')?.allergens).toEqual(['crustaceans']);
    expect(index.get('mussels-raw')?.allergens).toEqual(['molluscs']);
    expect(index.get('wine-red')?.allergens).toEqual(['sulphites']);
    expect(index.get('apricots-dried')?.allergens).toEqual(['sulphites']);
    expect(index.get('celery-raw')?.allergens).toEqual(['celery']);
    expect(index.get('mustard-yellow')?.allergens).toEqual(['mustard']);
  });

  it('give realistic portions', () => {
    const grams = (id: string, unit: string) =>
      index.get(id)?.portions.find((p) => p.unit === unit)?.grams;
    expect(grams('oats-rolled', 'cup')).toBe(81);
    expect(grams('olive-oil', 'tbsp')).toBe(13.5);
    expect(grams('banana-raw', 'medium')).toBe(118);
    expect(grams('egg-whole-raw', 'large')).toBe(50);
  });
});

describe('food index', () => {
  it('finds foods by what people type, best first, ignoring case and accents', () => {
    expect(index.search('banana')[0]).toEqual({
      id: 'banana-raw',
      name: 'Banana, ripe, raw',
      category: 'Fruits',
    });
    expect(index.search('Grapefruit juice').map((r) => r.id)).toContain('grapefruit-juice');
    expect(index.search('jalapeno')[0]?.id).toBe('jalapeno-raw');
    expect(index.search('JALAPEÑO')[0]?.id).toBe('jalapeno-raw');
    expect(index.search('chick brea').map((r) => r.id)).toContain('chicken-breast-raw');
    expect(index.search('cheddar')[0]?.id).toBe('cheese-cheddar');
    expect(index.search('   ')).toEqual([]);
    expect(index.search('zzzz-not-a-food')).toEqual([]);
    expect(index.search('oil', 5)).toHaveLength(5);
  });

  it('answers get and all', () => {
    expect(index.get('olive-oil')?.name).toBe('Olive oil');
    expect(index.get('nope')).toBeUndefined();
    expect(index.all()).toHaveLength(foods.length);
  });
});
