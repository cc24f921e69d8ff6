/** The food and recipe validators report each mistake they exist for, naming the record. */
import { describe, expect, it } from 'vitest';
import { foodSchema, type Food } from './food.schema';
import { recipeSchema, type Recipe } from './recipe.schema';
import { validateFoods } from './validate-foods';
import { validateRecipes } from './validate-recipes';

const source = [{ title: 'FoodData Central', url: 'https://fdc.nal.usda.gov/' }];
const substances = [
  { id: 'grapefruit', kind: 'food' as const },
  { id: 'warfarin', kind: 'drug' as const },
];

const good: Food = {
  id: 'grapefruit-raw',
  name: 'Grapefruit, raw',
  category: 'Fruits',
  aisle: 'Produce',
  nutrients_per_100g: { energy_kcal: 42, protein_g: 0.77, fat_g: 0.14, carbs_g: 10.66 },
  portions: [{ unit: 'half', grams: 123 }],
  allergens: [],
  diet_class: 'plant',
  substance_ids: ['grapefruit'],
  sources: source,
};

const recipe: Recipe = {
  id: 'grapefruit-bowl',
  name: 'Grapefruit bowl',
  slots: ['breakfast'],
  servings: 1,
  minutes: 5,
  ingredients: [{ food_id: 'grapefruit-raw', grams: 123, text: '1/2 grapefruit' }],
  steps: ['Cut and eat.'],
  sources: source,
};

describe('validateFoods', () => {
  it('accepts a good food', () => {
    expect(validateFoods([good], substances)).toEqual([]);
  });

  it('names an unknown substance id and a substance that is not a food', () => {
    expect(validateFoods([{ ...good, substance_ids: ['grapefruits'] }], substances)).toEqual([
      'food grapefruit-raw: unknown substance grapefruits',
    ]);
    expect(validateFoods([{ ...good, substance_ids: ['warfarin'] }], substances)).toEqual([
      'food grapefruit-raw: substance warfarin is not a food',
    ]);
  });

  it('wants gluten with wheat', () => {
    expect(validateFoods([{ ...good, allergens: ['wheat'] }], substances)).toEqual([
      'food grapefruit-raw: wheat contains gluten; list gluten too',
    ]);
  });

  it('refuses figures that do not add up', () => {
    const kj = { ...good, nutrients_per_100g: { ...good.nutrients_per_100g, energy_kcal: 176 } };
    expect(validateFoods([kj], substances)[0]).toMatch(/energy 176 kcal does not fit its macros/);
    const sat = {
      ...good,
      nutrients_per_100g: { ...good.nutrients_per_100g, saturated_fat_g: 1 },
    };
    expect(validateFoods([sat], substances)).toEqual([
      'food grapefruit-raw: saturated fat is more than total fat',
    ]);
  });

  it('refuses a name used twice', () => {
    expect(validateFoods([good, { ...good, id: 'grapefruit-2' }], substances)).toEqual([
      'food grapefruit-2: name "Grapefruit, raw" is also grapefruit-raw\'s',
    ]);
  });
});

describe('food schema', () => {
  it('refuses an allergen outside the contract list and a nutrient key outside NUTRIENT_KEYS', () => {
    expect(foodSchema.safeParse({ ...good, allergens: ['nuts'] }).success).toBe(false);
    expect(
      foodSchema.safeParse({
        ...good,
        nutrients_per_100g: { ...good.nutrients_per_100g, vitamin_b6_mg: 0.1 },
      }).success,
    ).toBe(false);
    const { energy_kcal: _drop, ...noEnergy } = good.nutrients_per_100g;
    expect(foodSchema.safeParse({ ...good, nutrients_per_100g: noEnergy }).success).toBe(false);
    expect(foodSchema.safeParse({ ...good, sources: [] }).success).toBe(false);
    expect(foodSchema.safeParse(good).success).toBe(true);
  });
});

describe('validateRecipes', () => {
  it('accepts a recipe whose foods exist', () => {
    expect(validateRecipes([recipe], [good])).toEqual([]);
  });

  it('names the recipe and the unknown food id', () => {
    const bad = {
      ...recipe,
      ingredients: [...recipe.ingredients, { food_id: 'pomelo-raw', grams: 50, text: 'pomelo' }],
    };
    expect(validateRecipes([bad], [good])).toEqual([
      'recipe grapefruit-bowl: unknown food pomelo-raw',
    ]);
  });

  it('refuses typed-in computed fields and a slot outside the contract', () => {
    expect(recipeSchema.safeParse({ ...recipe, diets: ['vegan'] }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...recipe, slots: ['brunch'] }).success).toBe(false);
    expect(recipeSchema.safeParse(recipe).success).toBe(true);
  });
});
