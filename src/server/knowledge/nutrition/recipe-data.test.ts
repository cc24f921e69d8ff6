/**
 * The shipped recipes: valid, and for EVERY recipe the served nutrients per serving equal an
 * independent recomputation straight from the JSON files (this file's own arithmetic, not
 * nutrient-math.ts). Diets and allergens are checked by hand on recipes built from real foods.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS, type Nutrients } from '#shared/contracts/nutrition.contract';
import {
  KNOWLEDGE_DATA_DIR,
  knowledgeFromFiles,
  loadKnowledgeFiles,
} from '../load-knowledge-files';
import { substancesKind } from '../substances.kind';
import { foodsKind } from './foods.kind';
import { computeRecipe } from './nutrient-math';
import { recipesKind } from './recipes.kind';

interface RawFood {
  id: string;
  nutrients_per_100g: Record<string, number>;
}
interface RawRecipe {
  id: string;
  servings: number;
  ingredients: { food_id: string; grams: number }[];
}

function readAll<T>(folder: string, key: string): T[] {
  const dir = join(KNOWLEDGE_DATA_DIR, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap(
      (name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, T[]>)[key]!,
    );
}

const rawFoods = new Map(readAll<RawFood>('foods', 'foods').map((food) => [food.id, food]));
const rawRecipes = readAll<RawRecipe>('recipes', 'recipes');
const knowledge = knowledgeFromFiles();

/** ADR 026: core keys always; another key when foods carrying it weigh ≥ 90% of the recipe. */
function recompute(recipe: RawRecipe): Record<string, number> {
  const total = recipe.ingredients.reduce((sum, i) => sum + i.grams, 0);
  const out: Record<string, number> = {};
  for (const key of NUTRIENT_KEYS) {
    let sum = 0;
    let known = 0;
    for (const ingredient of recipe.ingredients) {
      const value = rawFoods.get(ingredient.food_id)!.nutrients_per_100g[key];
      if (value === undefined) continue;
      sum += (value * ingredient.grams) / 100;
      known += ingredient.grams;
    }
    const core = ['energy_kcal', 'protein_g', 'fat_g', 'carbs_g'].includes(key);
    if (core || (known > 0 && known >= 0.9 * total)) out[key] = sum / recipe.servings;
  }
  return out;
}

describe('recipe data files', () => {
  it('validate with no problems', () => {
    const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [substancesKind, foodsKind, recipesKind]);
    expect(files.problems).toEqual([]);
    expect(files.records(recipesKind).length).toBe(rawRecipes.length);
  });

  it('serve, for every recipe, the nutrients per serving its foods add up to', () => {
    expect(rawRecipes.length).toBeGreaterThan(0);
    for (const raw of rawRecipes) {
      const served = knowledge.recipes.get(raw.id)!.nutrients_per_serving as Record<string, number>;
      const expected = recompute(raw);
      expect(Object.keys(served).sort(), raw.id).toEqual(Object.keys(expected).sort());
      for (const [key, value] of Object.entries(expected))
        expect(Math.abs(served[key]! - value), `${raw.id} ${key}`).toBeLessThanOrEqual(0.006);
    }
  });

  it('give every recipe the omnivore tag and a diet set consistent with its foods', () => {
    for (const recipe of knowledge.recipes.all()) {
      expect(recipe.diets, recipe.id).toContain('omnivore');
      if (recipe.diets.includes('vegan')) expect(recipe.diets, recipe.id).toContain('vegetarian');
      if (recipe.diets.includes('vegetarian'))
        expect(recipe.diets, recipe.id).toContain('pescatarian');
      if (recipe.diets.includes('keto')) expect(recipe.diets, recipe.id).toContain('low-carb');
    }
  });
});

describe('diets and allergens of recipes made of real foods (checked by hand)', () => {
  const foods = knowledge.foods;
  const make = (id: string, servings: number, ingredients: [string, number][]) =>
    computeRecipe(
      {
        id,
        name: id,
        slots: ['dinner'],
        servings,
        minutes: 30,
        ingredients: ingredients.map(([food_id, grams]) => ({ food_id, grams, text: food_id })),
        steps: ['Cook.'],
        sources: [{ title: 'FoodData Central', url: 'https://fdc.nal.usda.gov/' }],
      },
      foods.get,
    );

  it('overnight oats with milk and yogurt: vegetarian, Mediterranean (whole grain and fruit), milk and gluten (oats, EU rule)', () => {
    const oats = make('oats', 1, [
      ['oats-rolled', 40],
      ['milk-2-percent', 122],
      ['greek-yogurt-plain-nonfat', 57],
      ['blueberries-raw', 74],
    ]);
    // 40 g whole-grain oats and 74 g blueberries: two Mediterranean groups of at least 30 g.
    expect(oats.diets).toEqual(['omnivore', 'vegetarian', 'pescatarian', 'mediterranean']);
    expect(oats.allergens).toEqual(['milk', 'gluten']);
  });

  it('lentil soup with olive oil: vegan and Mediterranean, no allergens', () => {
    const soup = make('soup', 4, [
      ['olive-oil', 27],
      ['onion-yellow-raw', 110],
      ['lentils-dry', 192],
      ['tomatoes-canned-diced', 411],
      ['spinach-baby-raw', 90],
    ]);
    expect(soup.diets).toEqual(['omnivore', 'vegetarian', 'vegan', 'pescatarian', 'mediterranean']);
    expect(soup.allergens).toEqual([]);
  });

  it('salmon, asparagus and butter: pescatarian, low-carb and keto, fish and milk', () => {
    const salmon = make('salmon', 2, [
      ['salmon-atlantic-raw', 340],
      ['asparagus-raw', 200],
      ['butter-salted', 14],
      ['lemon-juice', 15],
    ]);
    expect(salmon.diets).toEqual(['omnivore', 'pescatarian', 'mediterranean', 'low-carb', 'keto']);
    expect(salmon.allergens).toEqual(['milk', 'fish']);
  });

  it('spaghetti with pork sausage: omnivore only; wheat and gluten', () => {
    const pasta = make('pasta', 4, [
      ['pasta-dry', 400],
      ['sausage-italian-pork-cooked', 300],
      ['marinara-sauce', 500],
      ['cheese-parmesan-grated', 40],
    ]);
    expect(pasta.diets).toEqual(['omnivore']);
    expect(pasta.allergens).toEqual(['milk', 'wheat', 'gluten']);
  });

  it('stir-fried shrimp with soy sauce and sesame oil: crustaceans, wheat, gluten, soy, sesame', () => {
    const stirFry = make('shrimp', 2, [
      ['shrimp-raw', 300],
      ['broccoli-raw', 200],
      ['soy-sauce', 32],
      ['sesame-oil', 14],
      ['rice-white-raw', 150],
    ]);
    expect(stirFry.allergens).toEqual(['crustaceans', 'wheat', 'gluten', 'soy', 'sesame']);
    expect(stirFry.diets).toContain('pescatarian');
    expect(stirFry.diets).not.toContain('vegetarian');
    expect(stirFry.diets).not.toContain('low-carb');
  });
});

describe('recipe index', () => {
  it('lists summaries filtered by diet, allergens, minutes, slot and words', () => {
    const all = knowledge.recipes.list();
    expect(all.length).toBe(rawRecipes.length);
    for (const summary of knowledge.recipes.list({ diet: 'vegan' }))
      expect(summary.diets).toContain('vegan');
    for (const summary of knowledge.recipes.list({ exclude_allergens: ['milk', 'gluten'] }))
      expect(summary.allergens.some((a) => a === 'milk' || a === 'gluten')).toBe(false);
    for (const summary of knowledge.recipes.list({ max_minutes: 15, slot: 'breakfast' })) {
      expect(summary.minutes).toBeLessThanOrEqual(15);
      expect(summary.slots).toContain('breakfast');
    }
    const first = all[0]!;
    const word = first.name.split(' ')[0]!.toUpperCase();
    expect(knowledge.recipes.list({ q: word }).map((r) => r.id)).toContain(first.id);
    expect(knowledge.recipes.list({ q: 'zzzz-no-such-recipe' })).toEqual([]);
  });

  it('gives a recipe with its ingredients named after their foods', () => {
    const first = knowledge.recipes.all()[0]!;
    const detail = knowledge.recipes.get(first.id)!;
    expect(detail.ingredients[0]!.name).toBe(
      knowledge.foods.get(first.ingredients[0]!.food_id)!.name,
    );
    expect(detail.nutrients_per_serving satisfies Nutrients).toEqual(first.nutrients_per_serving);
    expect(knowledge.recipes.get('no-such-recipe')).toBeUndefined();
  });
});
