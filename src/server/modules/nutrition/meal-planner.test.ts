import { describe, expect, it } from 'vitest';
import type {
  MealSlot,
  Nutrients,
  RecipeDiet,
  Allergen,
} from '#shared/contracts/nutrition.contract';
import { knowledgeFromFiles, loadKnowledgeFiles } from '#server/knowledge/load-knowledge-files';
import { rulesOfProfile } from '#server/knowledge/person-rules/person-rules';
import { buildKnowledgeIndex } from '#server/knowledge/knowledge-index';
import { interactionsKind } from '#server/knowledge/interactions.kind';
import { substancesKind } from '#server/knowledge/substances.kind';
import type { InteractionRecord, Substance } from '#server/knowledge/knowledge.schema';
import {
  ENERGY_TOLERANCE,
  planMeals,
  swapMeal,
  vitaminKBand,
  type PlanConstraints,
  type PlannedDay,
  type PlannerRecipe,
} from './meal-planner';
import { readDietRules } from './diet-rules';
import { buildFoodDrugRules, type CabinetMedicine } from './food-drug-rules';
import { eligibleRecipes, excludedFoods } from './eligible-recipes';

const knowledge = knowledgeFromFiles();

function recipe(
  id: string,
  slot: MealSlot,
  kcal: number,
  extra: {
    diets?: RecipeDiet[];
    allergens?: Allergen[];
    food?: string;
    k?: number;
    potassium?: number;
  } = {},
): PlannerRecipe {
  const nutrients: Nutrients = {
    energy_kcal: kcal,
    protein_g: (kcal * 0.2) / 4,
    fat_g: (kcal * 0.3) / 9,
    carbs_g: (kcal * 0.5) / 4,
    vitamin_k_ug: extra.k ?? 20,
    potassium_mg: extra.potassium ?? 400,
  };
  return {
    id,
    name: id,
    slots: [slot],
    diets: extra.diets ?? ['omnivore', 'vegetarian', 'pescatarian'],
    allergens: extra.allergens ?? [],
    servings: 2,
    ingredients: [{ food_id: extra.food ?? 'oats', grams: 300 }],
    nutrients_per_serving: nutrients,
  };
}

/** 8 recipes per slot, energies spread so servings have something to fit. */
function library(): PlannerRecipe[] {
  const out: PlannerRecipe[] = [];
  const base: Record<MealSlot, number> = { breakfast: 350, lunch: 450, dinner: 550, snack: 150 };
  for (const slot of ['breakfast', 'lunch', 'dinner', 'snack'] as const)
    for (let i = 0; i < 8; i += 1)
      out.push(
        recipe(`${slot}-${i}`, slot, base[slot] + i * 35, {
          k: i % 3 === 0 ? 250 : 15 + i * 5,
          diets: i === 0 ? ['omnivore'] : undefined,
          allergens: i === 1 ? ['peanuts'] : [],
          food: i === 2 ? 'grapefruit' : 'oats',
        }),
      );
  return out;
}

const constraints = (energy: number, extra: Partial<PlanConstraints> = {}): PlanConstraints => ({
  targets: {
    energy_kcal: energy,
    protein_g: (energy * 0.2) / 4,
    fat_g: (energy * 0.3) / 9,
    carbs_g: (energy * 0.5) / 4,
  },
  vitaminKBand: false,
  potassiumCap: null,
  ...extra,
});

function expectRules(days: PlannedDay[], energy: number) {
  for (const day of days) {
    expect(day.meals.map((m) => m.slot)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
    expect(Math.abs(day.totals.energy_kcal - energy) / energy).toBeLessThanOrEqual(
      ENERGY_TOLERANCE,
    );
    for (const meal of day.meals) expect(meal.servings * 2).toBe(Math.round(meal.servings * 2));
  }
  days.forEach((day, i) => {
    const window = days
      .slice(Math.max(0, i - 2), i + 1)
      .flatMap((d) => d.meals.map((m) => m.recipe_id));
    expect(new Set(window).size).toBe(window.length);
  });
}

describe('meal planner', () => {
  it('fills 14 days within ±10% of the target, no recipe twice in 3 days, same seed same plan', () => {
    const input = {
      recipes: library(),
      startDate: '2026-03-01',
      days: 14,
      seed: 42,
      constraints: constraints(2200),
    };
    const plan = planMeals(input);
    expect(plan).toHaveLength(14);
    expect(plan[13]!.date).toBe('2026-03-14');
    expectRules(plan, 2200);
    expect(planMeals(input)).toEqual(plan);
    expect(planMeals({ ...input, seed: 7 })).not.toEqual(plan);
  });

  it('keeps each day\u2019s vitamin K within the band around the plan\u2019s mean', () => {
    const plan = planMeals({
      recipes: library(),
      startDate: '2026-03-01',
      days: 14,
      seed: 3,
      constraints: constraints(2000, { vitaminKBand: true }),
    });
    expectRules(plan, 2000);
    const band = vitaminKBand(plan);
    for (const day of plan) {
      expect(day.totals.vitamin_k_ug!).toBeGreaterThanOrEqual(band.low);
      expect(day.totals.vitamin_k_ug!).toBeLessThanOrEqual(band.high);
    }
  });

  it('leaves out recipes by diet, allergen and excluded food, and swaps a meal under the same rules', () => {
    const diet = readDietRules(
      rulesOfProfile(knowledge, {
        dietary_info: { dietType: 'vegetarian' },
        medical_history: { allergies: ['Peanuts', 'pollen', 'kiwi'] },
      }),
    );
    expect(diet.diets).toEqual(['vegetarian']);
    expect([...diet.excludedAllergens]).toEqual(['peanuts']);
    expect(diet.notes.map((n) => n.text).join('\n')).toMatch(
      /could not apply the allergy \u201ckiwi\u201d/,
    );
    const recipes = eligibleRecipes(library(), diet, new Set(['grapefruit']));
    expect(recipes.some((r) => /-(0|1|2)$/.test(r.id))).toBe(false);
    const plan = planMeals({
      recipes,
      startDate: '2026-03-01',
      days: 3,
      seed: 1,
      constraints: constraints(1800),
    });
    expectRules(plan, 1800);
    const swapped = swapMeal({
      days: plan,
      dayIndex: 1,
      slot: 'lunch',
      recipes,
      seed: 9,
      constraints: constraints(1800),
    })!;
    const before = plan[1]!.meals.find((m) => m.slot === 'lunch')!.recipe_id;
    const after = swapped.meals.find((m) => m.slot === 'lunch')!.recipe_id;
    expect(after).not.toBe(before);
    expect(recipes.map((r) => r.id)).toContain(after);
    expectRules([plan[0]!, swapped, plan[2]!], 1800);
  });

  it('keeps each day’s potassium under the cap where the recipes allow', () => {
    const recipes = library().map((r, i) => ({
      ...r,
      nutrients_per_serving: { ...r.nutrients_per_serving, potassium_mg: i % 2 ? 1200 : 150 },
    }));
    const input = { recipes, startDate: '2026-03-01', days: 7, seed: 5 };
    const potassium = (days: PlannedDay[]) =>
      Math.max(...days.map((d) => d.totals.potassium_mg ?? 0));
    const capped = planMeals({ ...input, constraints: constraints(2000, { potassiumCap: 2600 }) });
    const free = planMeals({ ...input, constraints: constraints(2000) });
    expectRules(capped, 2000);
    expect(potassium(capped)).toBeLessThanOrEqual(2600);
    expect(potassium(free)).toBeGreaterThan(2600);
  });

  it('reads free-text allergies onto the allergen list through the shared rules', () => {
    const allergensIn = (text: string) =>
      [
        ...readDietRules(rulesOfProfile(knowledge, { medical_history: { allergies: [text] } }))
          .excludedAllergens,
      ].sort();
    expect(allergensIn('peanut')).toEqual(['peanuts']);
    expect(allergensIn('Tree nuts')).toEqual(['tree-nuts']);
    expect(allergensIn('shellfish')).toEqual(['crustaceans', 'molluscs']);
    expect(allergensIn('Lactose intolerant')).toEqual(['milk']);
    expect(allergensIn('dairy')).toEqual(['milk']);
    expect(allergensIn('Coeliac disease')).toEqual(['gluten', 'wheat']);
    expect(allergensIn('gluten-free')).toEqual(['gluten', 'wheat']);
    expect(allergensIn('egg')).toEqual(['eggs']);
    expect(allergensIn('fish')).toEqual(['fish']);
    expect(allergensIn('nut allergy')).toEqual(['peanuts', 'tree-nuts']);
    expect(allergensIn('kiwi')).toEqual([]);
  });
});

describe('food-drug rules from the interaction records', () => {
  const files = loadKnowledgeFiles(undefined, [substancesKind, interactionsKind]);
  const index = buildKnowledgeIndex(
    files.version(interactionsKind),
    files.records(substancesKind) as Substance[],
    files.records(interactionsKind) as InteractionRecord[],
  );
  const cabinet = (...ids: string[]): CabinetMedicine[] =>
    ids.map((id) => ({ id, name: id, substanceId: id }));
  const actions = (rules: ReturnType<typeof buildFoodDrugRules>, food: string) =>
    (rules.bySubstance.get(food) ?? []).map((v) => v.action);

  it('leaves out grapefruit, Seville orange and pomelo with simvastatin, citing the record', () => {
    const rules = buildFoodDrugRules(index, cabinet('simvastatin'));
    for (const food of ['grapefruit', 'grapefruit-juice', 'seville-orange', 'pomelo'])
      expect(actions(rules, food)).toContain('exclude');
    const note = rules.notes.find((n) => n.text.startsWith('No '))!;
    expect(note.text).toMatch(/grapefruit.*: you take simvastatin/);
    expect(note.sources.length).toBeGreaterThan(0);
    const foods = excludedFoods(rules, ['grapefruit-raw', 'oats'], (id) =>
      id === 'grapefruit-raw' ? ['grapefruit'] : [],
    );
    expect([...foods]).toEqual(['grapefruit-raw']);
  });

  it('tyramine with an MAOI and alcohol with metronidazole are left out', () => {
    expect(actions(buildFoodDrugRules(index, cabinet('phenelzine')), 'aged-cheese')).toContain(
      'exclude',
    );
    expect(actions(buildFoodDrugRules(index, cabinet('metronidazole')), 'wine')).toContain(
      'exclude',
    );
  });

  it('warfarin keeps vitamin K foods in a band; lisinopril drops salt substitute and limits potassium; levothyroxine spaces dairy', () => {
    const warfarin = buildFoodDrugRules(index, cabinet('warfarin'));
    expect(warfarin.vitaminKBand).toBe(true);
    expect(actions(warfarin, 'spinach')).toEqual(['vitamin-k-band']);
    const lisinopril = buildFoodDrugRules(index, cabinet('lisinopril'));
    expect(actions(lisinopril, 'salt-substitute')).toContain('exclude');
    expect(lisinopril.limitPotassium).toBe(true);
    const levo = buildFoodDrugRules(index, cabinet('levothyroxine'));
    expect(actions(levo, 'milk')).toEqual(['space']);
    expect(
      levo.notes.some((n) => /^Timing: take levothyroxine at least \d+ hours? apart/.test(n.text)),
    ).toBe(true);
  });
});
