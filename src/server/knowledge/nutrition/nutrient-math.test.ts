/** The nutrient arithmetic against worked examples (hand-made foods, numbers checked by hand). */
import { describe, expect, it } from 'vitest';
import type { Food } from './food.schema';
import {
  carbEnergyShare,
  computeRecipe,
  netCarbs,
  nutrientsForGrams,
  recipeAllergens,
  recipeDiets,
  recipeNutrientsPerServing,
  sumNutrients,
} from './nutrient-math';
import type { Recipe } from './recipe.schema';

const source = [{ title: 'FoodData Central', url: 'https://fdc.nal.usda.gov/' }];

function food(id: string, over: Partial<Food> & Pick<Food, 'nutrients_per_100g'>): Food {
  return {
    id,
    name: id,
    category: 'Vegetables',
    aisle: 'Produce',
    portions: [],
    allergens: [],
    diet_class: 'plant',
    substance_ids: [],
    sources: source,
    ...over,
  };
}

const oats = food('oats', {
  category: 'Grains',
  allergens: ['gluten'],
  nutrients_per_100g: {
    energy_kcal: 380,
    protein_g: 13,
    fat_g: 6,
    carbs_g: 68,
    fiber_g: 10,
    iron_mg: 4,
  },
});
const milk = food('milk', {
  category: 'Dairy and eggs',
  diet_class: 'dairy',
  allergens: ['milk'],
  nutrients_per_100g: {
    energy_kcal: 60,
    protein_g: 3.3,
    fat_g: 3.2,
    carbs_g: 4.8,
    calcium_mg: 120,
  },
});
const salmon = food('salmon', {
  category: 'Fish and seafood',
  diet_class: 'fish',
  allergens: ['fish'],
  nutrients_per_100g: {
    energy_kcal: 200,
    protein_g: 20,
    fat_g: 13,
    carbs_g: 0,
    fiber_g: 0,
    iron_mg: 0.3,
  },
});
const spinach = food('spinach', {
  nutrients_per_100g: {
    energy_kcal: 23,
    protein_g: 2.9,
    fat_g: 0.4,
    carbs_g: 3.6,
    fiber_g: 2.2,
    iron_mg: 2.7,
  },
});
const oliveOil = food('olive-oil', {
  category: 'Oils and fats',
  nutrients_per_100g: {
    energy_kcal: 884,
    protein_g: 0,
    fat_g: 100,
    carbs_g: 0,
    fiber_g: 0,
    iron_mg: 0.56,
  },
});
const lentils = food('lentils', {
  category: 'Legumes',
  nutrients_per_100g: {
    energy_kcal: 116,
    protein_g: 9,
    fat_g: 0.4,
    carbs_g: 20,
    fiber_g: 8,
    iron_mg: 3.3,
  },
});
const beef = food('beef', {
  category: 'Meat',
  diet_class: 'red-meat',
  nutrients_per_100g: { energy_kcal: 250, protein_g: 26, fat_g: 15, carbs_g: 0, fiber_g: 0 },
});
const foods = new Map([oats, milk, salmon, spinach, oliveOil, lentils, beef].map((f) => [f.id, f]));
const lookup = (id: string) => foods.get(id);

function recipe(id: string, servings: number, ingredients: [string, number][]): Recipe {
  return {
    id,
    name: id,
    slots: ['dinner'],
    servings,
    minutes: 20,
    ingredients: ingredients.map(([food_id, grams]) => ({ food_id, grams, text: food_id })),
    steps: ['Cook.'],
    sources: source,
  };
}

describe('nutrientsForGrams', () => {
  it('scales per-100 g figures and leaves unknown keys out', () => {
    // 40 g oats: 380 × 0.4 = 152 kcal, 13 × 0.4 = 5.2 g protein, 10 × 0.4 = 4 g fibre.
    const n = nutrientsForGrams(oats, 40);
    expect(n.energy_kcal).toBeCloseTo(152, 10);
    expect(n.protein_g).toBeCloseTo(5.2, 10);
    expect(n.fiber_g).toBeCloseTo(4, 10);
    expect(n.calcium_mg).toBeUndefined();
  });
});

describe('sumNutrients', () => {
  it('adds core keys always and keeps a micronutrient only when 90% of the grams carry it', () => {
    const total = sumNutrients([
      { grams: 40, nutrients: nutrientsForGrams(oats, 40) },
      { grams: 200, nutrients: nutrientsForGrams(milk, 200) },
    ]);
    // 152 + 120 = 272 kcal; protein 5.2 + 6.6 = 11.8 g.
    expect(total.energy_kcal).toBeCloseTo(272, 10);
    expect(total.protein_g).toBeCloseTo(11.8, 10);
    // Calcium: milk is 200 of 240 g (83%) < 90%: unknown. Iron: oats only (17%): unknown.
    expect(total.calcium_mg).toBeUndefined();
    expect(total.iron_mg).toBeUndefined();
  });

  it('sums what is known when the foods lacking it weigh under 10%', () => {
    // Spinach 300 g (iron 8.1 mg) + milk 20 g (no iron figure): 300/320 = 94% known.
    const total = sumNutrients([
      { grams: 300, nutrients: nutrientsForGrams(spinach, 300) },
      { grams: 20, nutrients: nutrientsForGrams(milk, 20) },
    ]);
    expect(total.iron_mg).toBeCloseTo(8.1, 10);
  });
});

describe('recipe arithmetic', () => {
  // Salmon with spinach for 2: 300 g salmon, 200 g spinach, 10 g olive oil.
  const salmonSpinach = recipe('salmon-spinach', 2, [
    ['salmon', 300],
    ['spinach', 200],
    ['olive-oil', 10],
  ]);

  it('gives nutrients per serving (total ÷ servings, 2 decimals)', () => {
    const n = recipeNutrientsPerServing(salmonSpinach, lookup);
    // energy: 600 + 46 + 88.4 = 734.4 → 367.2 per serving
    expect(n.energy_kcal).toBe(367.2);
    // protein: 60 + 5.8 + 0 = 65.8 → 32.9; fat: 39 + 0.8 + 10 = 49.8 → 24.9
    expect(n.protein_g).toBe(32.9);
    expect(n.fat_g).toBe(24.9);
    // carbs 7.2 → 3.6; fibre 4.4 → 2.2; iron 0.9 + 5.4 + 0.056 = 6.356 → 3.178 → 3.18
    expect(n.carbs_g).toBe(3.6);
    expect(n.fiber_g).toBe(2.2);
    expect(n.iron_mg).toBe(3.18);
  });

  it('tags diets from the foods and the macros', () => {
    // carbs 3.6 g × 4 = 14.4 kcal of 367.2 = 3.9% (≤ 10%), net carbs 1.4 g: low-carb and keto.
    expect(carbEnergyShare({ energy_kcal: 367.2, carbs_g: 3.6 })).toBeCloseTo(0.0392, 3);
    expect(netCarbs({ carbs_g: 3.6, fiber_g: 2.2 })).toBeCloseTo(1.4, 10);
    // Fish: pescatarian, not vegetarian; olive oil 5 g and fish 150 g and spinach 100 g per
    // serving: three Mediterranean groups.
    expect(recipeDiets(salmonSpinach, lookup)).toEqual([
      'omnivore',
      'pescatarian',
      'mediterranean',
      'low-carb',
      'keto',
    ]);
    expect(recipeAllergens(salmonSpinach, lookup)).toEqual(['fish']);
  });

  it('tags a plant recipe vegan, vegetarian and pescatarian; carbs decide low-carb', () => {
    const soup = recipe('lentil-soup', 4, [
      ['lentils', 600],
      ['spinach', 200],
      ['olive-oil', 20],
    ]);
    // energy 696 + 46 + 176.8 = 918.8; carbs 120 + 7.2 = 127.2 g × 4 = 508.8 kcal = 55%: not low-carb.
    expect(recipeDiets(soup, lookup)).toEqual([
      'omnivore',
      'vegetarian',
      'vegan',
      'pescatarian',
      'mediterranean',
    ]);
    expect(recipeAllergens(soup, lookup)).toEqual([]);
  });

  it('keeps red meat out of vegetarian, pescatarian and Mediterranean', () => {
    const steak = recipe('steak', 1, [
      ['beef', 200],
      ['spinach', 100],
      ['olive-oil', 10],
    ]);
    const diets = recipeDiets(steak, lookup);
    expect(diets).toContain('omnivore');
    expect(diets).toContain('keto');
    expect(diets).not.toContain('pescatarian');
    expect(diets).not.toContain('vegetarian');
    expect(diets).not.toContain('mediterranean');
  });

  it('makes dairy vegetarian but not vegan, and unions allergens in the contract order', () => {
    const porridge = recipe('porridge', 1, [
      ['milk', 250],
      ['oats', 50],
    ]);
    const computed = computeRecipe(porridge, lookup);
    expect(computed.diets).toEqual(['omnivore', 'vegetarian', 'pescatarian']);
    expect(computed.allergens).toEqual(['milk', 'gluten']);
    // 150 + 190 = 340 kcal; carbs 12 + 34 = 46 g = 54% of energy.
    expect(computed.nutrients_per_serving.energy_kcal).toBe(340);
  });

  it('names the recipe and the unknown food', () => {
    expect(() => recipeNutrientsPerServing(recipe('bad', 1, [['unicorn', 10]]), lookup)).toThrow(
      'recipe bad: unknown food unicorn',
    );
  });
});
