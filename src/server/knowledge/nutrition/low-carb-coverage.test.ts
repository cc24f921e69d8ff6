/**
 * Keto and low-carb users with common allergies (or an MAOI) can get a 14-day plan: for every
 * slot there are enough keto and low-carb recipes (diets computed from the ingredients, never
 * typed) free of milk and gluten, free of tree nuts, peanuts and eggs, and keto ones free of
 * tyramine-rich foods (the foods' substance_ids, read against the substances of class
 * tyramine-rich-food). The planner itself then fills 14 days for those users, with the real
 * food-drug rules (phenelzine) and no recipe twice in 3 days.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MEAL_SLOTS,
  type Allergen,
  type MealSlot,
  type RecipeDiet,
} from '#shared/contracts/nutrition.contract';
import { readDietRules } from '#server/modules/nutrition/diet-rules';
import { rulesOfProfile } from '#server/knowledge/person-rules/person-rules';
import {
  eligibleRecipes,
  excludedFoods,
  withVitaminKFloor,
} from '#server/modules/nutrition/eligible-recipes';
import { computeTargets } from '#server/modules/nutrition/energy-targets';
import { buildFoodDrugRules } from '#server/modules/nutrition/food-drug-rules';
import {
  ENERGY_TOLERANCE,
  REPEAT_WINDOW_DAYS,
  planMeals,
} from '#server/modules/nutrition/meal-planner';
import { KNOWLEDGE_DATA_DIR, knowledgeFromFiles } from '../load-knowledge-files';
import type { ComputedRecipe } from './nutrient-math';

const knowledge = knowledgeFromFiles();
const { foods, recipes, interactions } = knowledge;
const all = recipes.all() as readonly ComputedRecipe[];
/** The recipes written for this coverage (data/recipes/low-carb-allergen-free.json). */
const NEW_FILE_IDS = new Set(
  (
    JSON.parse(
      readFileSync(join(KNOWLEDGE_DATA_DIR, 'recipes', 'low-carb-allergen-free.json'), 'utf8'),
    ) as { recipes: { id: string }[] }
  ).recipes.map((r) => r.id),
);

/** Food substances the interaction engine treats as tyramine-rich (class tyramine-rich-food). */
const TYRAMINE_SUBSTANCES = new Set(
  [...interactions.substances.values()]
    .filter((s) => s.kind === 'food' && s.classes.includes('tyramine-rich-food'))
    .map((s) => s.id),
);

const hasTyramine = (recipe: ComputedRecipe) =>
  recipe.ingredients.some((i) =>
    foods.get(i.food_id)!.substance_ids.some((s) => TYRAMINE_SUBSTANCES.has(s)),
  );
const freeOf = (recipe: ComputedRecipe, allergens: readonly Allergen[]) =>
  !recipe.allergens.some((a) => allergens.includes(a));
const count = (
  slot: MealSlot,
  diet: RecipeDiet,
  allergens: readonly Allergen[],
  noTyramine = false,
  pool: readonly ComputedRecipe[] = all,
) =>
  pool.filter(
    (r) =>
      r.slots.includes(slot) &&
      r.diets.includes(diet) &&
      freeOf(r, allergens) &&
      !(noTyramine && hasTyramine(r)),
  ).length;

const MILK_GLUTEN: Allergen[] = ['milk', 'gluten', 'wheat'];
const NUTS_EGGS: Allergen[] = ['tree-nuts', 'peanuts', 'eggs'];
const FIVE: Allergen[] = ['milk', 'gluten', 'wheat', 'tree-nuts', 'peanuts', 'eggs'];

describe('keto and low-carb coverage for allergies and MAOIs', () => {
  it('knows the tyramine-rich food substances', () => {
    for (const id of ['aged-cheese', 'cured-meats', 'soy-sauce', 'miso', 'sauerkraut', 'kimchi'])
      expect(TYRAMINE_SUBSTANCES, id).toContain(id);
  });

  it.each(MEAL_SLOTS)('%s: enough keto and low-carb recipes for each allergy group', (slot) => {
    for (const [group, allergens] of [
      ['milk and gluten', MILK_GLUTEN],
      ['tree nuts, peanuts and eggs', NUTS_EGGS],
    ] as const) {
      expect(count(slot, 'keto', allergens), `keto, free of ${group}`).toBeGreaterThanOrEqual(4);
      expect(
        count(slot, 'low-carb', allergens),
        `low-carb, free of ${group}`,
      ).toBeGreaterThanOrEqual(6);
      expect(
        count(slot, 'keto', allergens, true),
        `keto, free of ${group} and tyramine-rich foods`,
      ).toBeGreaterThanOrEqual(4);
    }
    expect(count(slot, 'keto', FIVE, true), 'keto, free of all five').toBeGreaterThanOrEqual(4);
  });

  /**
   * Tofu recipes of the file: written when tofu was not on the MAOI list; the labels' "most
   * soybean products (including soy sauce and tofu)" put it there (ADR 050), so an MAOI plan
   * leaves them out and the rest of the file still covers every slot.
   */
  const TOFU_RECIPES = new Set([
    'smoky-roasted-tofu-bites',
    'tofu-bok-choy-coconut-curry',
    'turmeric-tofu-scramble-spinach',
  ]);

  it('low-carb-allergen-free.json: every recipe low-carb (computed), free of milk, gluten, tree nuts, peanuts, eggs and (but for its tofu recipes) tyramine-rich foods', () => {
    const mine = all.filter((r) => NEW_FILE_IDS.has(r.id));
    expect(mine.length).toBe(NEW_FILE_IDS.size);
    expect(mine.length).toBeGreaterThanOrEqual(40);
    const problems = mine.flatMap((r) => [
      ...(r.diets.includes('low-carb') ? [] : [`${r.id}: not low-carb`]),
      ...(freeOf(r, FIVE) ? [] : [`${r.id}: ${r.allergens.join(', ')}`]),
      ...(hasTyramine(r) !== TOFU_RECIPES.has(r.id) ? [`${r.id}: tyramine-rich food`] : []),
    ]);
    expect(problems).toEqual([]);
    for (const slot of MEAL_SLOTS)
      expect(count(slot, 'keto', FIVE, true, mine), slot).toBeGreaterThanOrEqual(4);
  });

  const facts = {
    age: 40,
    sex: 'female' as const,
    heightCm: 165,
    weightKg: 65,
    activity: 'lightly-active' as const,
    goal: 'maintain' as const,
  };

  function plan(dietType: string, allergies: string[], medicines: string[], seed: number) {
    const cabinet = medicines.map((name) => ({
      id: name,
      name,
      substanceId: interactions.resolve(name)?.substanceId ?? null,
    }));
    const rules = buildFoodDrugRules(interactions, cabinet);
    const diet = readDietRules(
      rulesOfProfile(knowledge, { dietary_info: { dietType }, medical_history: { allergies } }),
    );
    const excluded = excludedFoods(
      rules,
      foods.all().map((f) => f.id),
      (id) => foods.get(id)?.substance_ids ?? [],
    );
    const allowed = eligibleRecipes(recipes.all(), diet, excluded);
    const eligible = rules.vitaminKBand
      ? withVitaminKFloor(allowed, (id) => foods.get(id)?.nutrients_per_100g.vitamin_k_ug)
      : allowed;
    const targets = computeTargets(facts, dietType)!.targets;
    const days = planMeals({
      recipes: eligible,
      startDate: '2026-06-01',
      days: 14,
      seed,
      constraints: { targets, vitaminKBand: rules.vitaminKBand, potassiumCap: null },
    });
    return { days, eligible: new Set(eligible.map((r) => r.id)), energy: targets.energy_kcal };
  }

  it.each<[string, string[], string[]]>([
    ['keto', ['dairy', 'gluten'], []],
    ['keto', ['tree nuts', 'peanut', 'egg'], []],
    ['keto', ['dairy', 'gluten'], ['phenelzine']],
    ['keto', ['dairy', 'gluten', 'egg', 'nut allergy'], ['phenelzine']],
    ['low-carb', ['dairy', 'gluten', 'egg', 'nut allergy'], ['warfarin']],
  ])('plans 14 days: %s, allergic to %j, taking %j', (dietType, allergies, medicines) => {
    for (const seed of [1, 2]) {
      const { days, eligible, energy } = plan(dietType, allergies, medicines, seed);
      expect(days).toHaveLength(14);
      for (const day of days) {
        expect(Math.abs(day.totals.energy_kcal - energy) / energy).toBeLessThanOrEqual(
          ENERGY_TOLERANCE,
        );
        for (const meal of day.meals) expect(eligible).toContain(meal.recipe_id);
      }
      days.forEach((_, i) => {
        const window = days
          .slice(Math.max(0, i - (REPEAT_WINDOW_DAYS - 1)), i + 1)
          .flatMap((d) => d.meals.map((m) => m.recipe_id));
        expect(new Set(window).size).toBe(window.length);
      });
    }
  });
});
