/**
 * The shipped recipes cover what the meal planner needs to build plans for everyone: enough
 * recipes per slot, per diet (computed from the ingredients, never typed) and free of each major
 * allergen, energy per serving in a plannable range, and some recipes that carry the foods the
 * food-drug rules act on (so those rules have something to exclude or limit).
 */
import { describe, expect, it } from 'vitest';
import type { Allergen, MealSlot, RecipeDiet } from '#shared/contracts/nutrition.contract';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '../load-knowledge-files';
import { substancesKind } from '../substances.kind';
import type { Food } from './food.schema';
import { foodsKind } from './foods.kind';
import { computeRecipe, type ComputedRecipe } from './nutrient-math';
import type { Recipe } from './recipe.schema';
import { recipesKind } from './recipes.kind';

const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [substancesKind, foodsKind, recipesKind]);
const foods = files.records(foodsKind) as readonly Food[];
const byId = new Map(foods.map((food) => [food.id, food]));
const recipes: ComputedRecipe[] = (files.records(recipesKind) as readonly Recipe[]).map((recipe) =>
  computeRecipe(recipe, (id) => byId.get(id)),
);

const inSlot = (slot: MealSlot) => recipes.filter((recipe) => recipe.slots.includes(slot));
const withDiet = (diet: RecipeDiet) => recipes.filter((recipe) => recipe.diets.includes(diet));
const freeOf = (allergen: Allergen) =>
  recipes.filter((recipe) => !recipe.allergens.includes(allergen));
const carrying = (substance: string) =>
  recipes.filter((recipe) =>
    recipe.ingredients.some((ingredient) =>
      byId.get(ingredient.food_id)?.substance_ids.includes(substance),
    ),
  );

describe('recipe coverage', () => {
  it('loads the foods and recipes without problems', () => {
    expect(files.problems).toEqual([]);
    expect(recipes.length).toBeGreaterThanOrEqual(150);
  });

  it.each([
    ['breakfast', 35],
    ['lunch', 40],
    ['dinner', 45],
    ['snack', 30],
  ] as const)('has at least %s %i recipes', (slot, minimum) => {
    expect(inSlot(slot).length).toBeGreaterThanOrEqual(minimum);
  });

  it.each([
    ['vegan', 35],
    ['vegetarian', 70],
    ['pescatarian', 90],
    ['mediterranean', 40],
    ['low-carb', 25],
    ['keto', 15],
  ] as const)('has at least %i %s recipes (computed tags)', (diet, minimum) => {
    expect(withDiet(diet).length).toBeGreaterThanOrEqual(minimum);
  });

  it('has vegan and keto choices in more than one slot', () => {
    for (const slot of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      expect(inSlot(slot).filter((r) => r.diets.includes('vegan')).length).toBeGreaterThanOrEqual(
        4,
      );
      expect(
        inSlot(slot).filter((r) => r.diets.includes('low-carb')).length,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it.each([
    'peanuts',
    'tree-nuts',
    'milk',
    'eggs',
    'gluten',
    'wheat',
    'soy',
    'fish',
    'sesame',
  ] as const)('has plenty of %s-free recipes', (allergen) => {
    expect(freeOf(allergen).length).toBeGreaterThanOrEqual(80);
  });

  it('keeps energy per serving plannable: snacks 100-300 kcal, meals 300-750 kcal', () => {
    const outside = recipes
      .filter((recipe) => {
        const kcal = recipe.nutrients_per_serving.energy_kcal;
        const snackOnly = recipe.slots.every((slot) => slot === 'snack');
        return snackOnly ? kcal < 100 || kcal > 300 : kcal < 300 || kcal > 750;
      })
      .map((recipe) => `${recipe.id} ${recipe.nutrients_per_serving.energy_kcal} kcal`);
    expect(outside).toEqual([]);
  });

  it('gives the food-drug rules something to act on, in a minority of recipes', () => {
    for (const substance of ['grapefruit', 'aged-cheese', 'cured-meats', 'soy-sauce', 'banana'])
      expect(carrying(substance).length, substance).toBeGreaterThanOrEqual(3);
    expect(carrying('spinach').length + carrying('kale').length).toBeGreaterThanOrEqual(10);
    expect(carrying('grapefruit').length).toBeLessThan(recipes.length / 10);
    expect(carrying('cured-meats').length).toBeLessThan(recipes.length / 10);
  });

  it('leaves something for a vegetarian with a peanut allergy in every slot', () => {
    for (const slot of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      const fits = inSlot(slot).filter(
        (r) => r.diets.includes('vegetarian') && !r.allergens.includes('peanuts'),
      );
      expect(fits.length, slot).toBeGreaterThanOrEqual(10);
    }
  });
});
