/**
 * Plans keep the rules they print (ADR 079). Plans are made for 60 generated profiles (diet
 * types, restrictions, allergies, medicines, conditions) through the same `composePlan` the route
 * uses, and every printed rule is proved on the plan made, with checks written here apart from
 * the planner's own: salty and tyramine-rich foods recognised by name, sodium summed from the
 * meals, diet tags and allergens read from the recipes.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import { readPersonRules } from '#server/knowledge/person-rules/person-rules';
import { computeTargets } from './energy-targets';
import { buildFoodDrugRules, type CabinetMedicine } from './food-drug-rules';
import { PlanningError } from './meal-planner';
import { composePlan } from './nutrition-meal-plans';
import { SODIUM_DEFAULT_MG } from './plan-rules';

const knowledge = knowledgeFromFiles();
const { foods, recipes, interactions, allergens } = knowledge;
const context = { knowledge: { foods, recipes }, allergens, interactions };

/** Salty ingredients, by name only (the planner also uses the sodium figure). */
const SALTY =
  /table salt|\bsalt\b(?!ed)|soy sauce|\bmiso\b|fish sauce|bouillon|stock cube|\bolives?\b|\bfeta\b|\bbacon\b|\bham\b|salami|chorizo|prosciutto|anchov|parmesan|halloumi|pickle/i;
/** The MAOI labels' tyramine groups, by name (maoi-tyramine.test.ts holds the full list). */
const TYRAMINE =
  /(?<!cottage |cream )\bcheese\b|feta|halloumi|parmesan|cheddar|yogh?urt|kefir|sour cream|buttermilk|salami|pepperoni|chorizo|bacon|\bham\b|sausage|\bsoy|tofu|tempeh|edamame|\bmiso\b|sauerkraut|kimchi|yeast extract|\bfava\b|\bbeer\b|\bwine\b(?! vinegar)|raisin|prune/i;
const MAOI_NAMES = new Set(['phenelzine', 'linezolid', 'Emsam', 'tranylcypromine']);

const DIETS = ['omnivore', 'vegetarian', 'vegan', 'pescatarian', 'mediterranean', 'keto', 'paleo'];
const RESTRICTIONS: string[][] = [
  [],
  ['low sodium'],
  ['Nut-free', 'low sodium'],
  ['gluten-free'],
  ['dairy-free', 'no added salt'],
  ['halal'],
  ['low sugar'],
  ['egg-free', 'soy-free'],
];
const ALLERGIES: string[][] = [[], ['peanuts'], ['shellfish'], ['milk'], ['sesame']];
const CABINETS: string[][] = [
  [],
  ['warfarin', 'metformin', 'ibuprofen'],
  ['phenelzine'],
  ['linezolid'],
  ['lisinopril', 'spironolactone'],
  ['Emsam'],
  ['simvastatin'],
  ['warfarin'],
  ['levothyroxine', 'tranylcypromine'],
];
const CONDITIONS: string[][] = [[], ['Chronic kidney disease'], ['Hypertension'], ['Pregnant']];

interface Profile {
  diet: string;
  restrictions: string[];
  allergies: string[];
  cabinet: string[];
  conditions: string[];
  age: number;
}

/** 72 profiles, each axis stepped by a different stride so the combinations spread. */
const PROFILES: Profile[] = Array.from({ length: 72 }, (_, i) => ({
  diet: DIETS[i % DIETS.length]!,
  restrictions: RESTRICTIONS[(i * 3) % RESTRICTIONS.length]!,
  allergies: ALLERGIES[(i * 7) % ALLERGIES.length]!,
  cabinet: CABINETS[(i * 5) % CABINETS.length]!,
  conditions: CONDITIONS[(i * 11) % CONDITIONS.length]!,
  age: 30 + ((i * 13) % 50),
}));

function makePlan(profile: Profile, seed: number) {
  const sections = {
    personal_info: {
      age: profile.age,
      gender: seed % 2 === 0 ? 'female' : 'male',
      height: 170,
      weight: 72,
    },
    medical_history: { allergies: profile.allergies, healthConditions: profile.conditions },
    dietary_info: { dietType: profile.diet, dietaryRestrictions: profile.restrictions },
  };
  const person = readPersonRules(knowledge, {
    profile: sections,
    cabinet: profile.cabinet.map((name) => ({ name })),
    avoid: [],
  });
  const medicines: CabinetMedicine[] = profile.cabinet.map((name) => ({
    id: name,
    name,
    substanceId: interactions.resolve(name)?.substanceId ?? null,
  }));
  const rules = buildFoodDrugRules(interactions, medicines);
  const facts = {
    age: profile.age,
    sex: seed % 2 === 0 ? ('female' as const) : ('male' as const),
    heightCm: 170,
    weightKg: 72,
    activity: 'moderately-active' as const,
    goal: 'maintain' as const,
  };
  const computed = computeTargets(facts, person.dietType)!;
  return composePlan(
    context,
    { facts, rules, person, unresolved: [] },
    {
      targets: computed.targets,
      targetNotes: computed.notes,
      startDate: '2026-06-01',
      days: 7,
      seed,
      sodiumMgMax: null,
    },
  );
}

const ingredientsOf = (recipeId: string) =>
  recipes.get(recipeId)!.ingredients.map((i) => foods.get(i.food_id)!);

describe('plans keep every rule they print (72 profiles)', () => {
  const made: { profile: Profile; plan: ReturnType<typeof makePlan> }[] = [];
  const refused: { profile: Profile; reason: string }[] = [];
  for (const [index, profile] of PROFILES.entries()) {
    try {
      made.push({ profile, plan: makePlan(profile, 1000 + index) });
    } catch (error) {
      if (!(error instanceof PlanningError)) throw error;
      // A plan that cannot be made says so (422 PLAN_NOT_POSSIBLE), never a broken plan.
      refused.push({ profile, reason: error.message });
    }
  }

  it('makes a plan for at least 50 of the profiles', () => {
    expect(made.length, JSON.stringify(refused.map((r) => r.reason))).toBeGreaterThanOrEqual(50);
    const checks = made.flatMap(({ plan }) => plan.checks);
    console.info(
      `profiles ${PROFILES.length}, plans made ${made.length}, refused ${refused.length}; printed rules checked ${checks.length}, kept ${checks.filter((c) => c.kept).length}`,
    );
  });

  it('every printed rule is checked on the plan and kept, or the plan says it was not', () => {
    for (const { profile, plan } of made) {
      const text = plan.notes.map((n) => n.text).join('\n');
      for (const check of plan.checks) {
        if (check.kept) continue;
        // Low-sodium says what happened in its own note; every other rule gets a 'Not kept' note.
        if (check.rule === 'low-sodium') expect(text).toContain('could not keep every day under');
        else expect(text, JSON.stringify(profile)).toContain(`Not kept: the ${check.rule}`);
        // Only a number can be missed: the foods a rule names are always left out.
        for (const breach of check.breaches) expect(breach).toMatch(/ mg( sodium)?$/);
      }
    }
  });

  it('a low-sodium plan prints its limits and keeps them, with no salty ingredient', () => {
    let sodiumPlans = 0;
    let keptSodium = 0;
    for (const { profile, plan } of made) {
      const asks = profile.restrictions.some((r) => /low sodium|no added salt/.test(r));
      const note = plan.notes.find((n) => n.text.startsWith('Low-sodium'));
      expect(Boolean(note), JSON.stringify(profile)).toBe(asks);
      if (!note) continue;
      sodiumPlans += 1;
      const limit = SODIUM_DEFAULT_MG.toLocaleString('en-US');
      const promised = note.text.includes('Kept: the saltiest day');
      if (promised) {
        expect(note.text).toContain(`at most ${limit} mg sodium a day and 500 mg a meal`);
        keptSodium += 1;
      } else expect(note.text).toContain(`could not keep every day under ${limit} mg`);
      for (const day of plan.days) {
        const total = day.meals.reduce((s, m) => s + (m.nutrients.sodium_mg ?? 0), 0);
        // A promise holds; a day over the limit is named in the note.
        if (promised) expect(total, day.date).toBeLessThanOrEqual(SODIUM_DEFAULT_MG);
        else if (total > SODIUM_DEFAULT_MG) expect(note.text).toContain(`${day.date} has `);
        for (const meal of day.meals) {
          if (promised) expect(meal.nutrients.sodium_mg ?? 0).toBeLessThanOrEqual(500);
          else if ((meal.nutrients.sodium_mg ?? 0) > 500)
            expect(note.text).toContain(`${day.date} ${meal.slot} has `);
          const salty = ingredientsOf(meal.recipe_id).filter((f) => SALTY.test(f.name));
          expect(
            salty.map((f) => f.name),
            meal.name,
          ).toEqual([]);
        }
      }
    }
    expect(sodiumPlans).toBeGreaterThanOrEqual(10);
    console.info(`low-sodium plans: ${sodiumPlans}, limits kept on ${keptSodium}`);
  });

  it('a low-tyramine plan is printed only for MAOIs, linezolid and the selegiline patch, and kept', () => {
    let tyraminePlans = 0;
    for (const { profile, plan } of made) {
      const maoi = profile.cabinet.some((name) => MAOI_NAMES.has(name));
      const printed = plan.notes.some((n) => n.text.startsWith('Low-tyramine plan'));
      expect(printed, JSON.stringify(profile)).toBe(maoi);
      if (!printed) continue;
      tyraminePlans += 1;
      for (const day of plan.days)
        for (const meal of day.meals)
          expect(
            ingredientsOf(meal.recipe_id)
              .filter((f) => TYRAMINE.test(f.name))
              .map((f) => f.name),
            meal.name,
          ).toEqual([]);
    }
    expect(tyraminePlans).toBeGreaterThanOrEqual(5);
  });

  it('diet tags, allergens and restrictions hold on every meal', () => {
    for (const { profile, plan } of made) {
      const tag = ['vegetarian', 'vegan', 'pescatarian', 'mediterranean', 'keto'].includes(
        profile.diet,
      )
        ? profile.diet
        : null;
      for (const day of plan.days)
        for (const meal of day.meals) {
          const recipe = recipes.get(meal.recipe_id)!;
          if (tag) expect(recipe.diets, recipe.name).toContain(tag);
          if (profile.allergies.includes('peanuts'))
            expect(recipe.allergens).not.toContain('peanuts');
          if (profile.allergies.includes('milk')) expect(recipe.allergens).not.toContain('milk');
          if (profile.allergies.includes('sesame'))
            expect(recipe.allergens).not.toContain('sesame');
          if (profile.allergies.includes('shellfish'))
            expect(recipe.allergens).not.toContain('crustaceans');
          if (profile.restrictions.includes('Nut-free')) {
            expect(recipe.allergens).not.toContain('peanuts');
            expect(recipe.allergens).not.toContain('tree-nuts');
          }
          if (profile.restrictions.includes('gluten-free'))
            expect(recipe.allergens).not.toContain('gluten');
          if (profile.restrictions.includes('dairy-free'))
            expect(recipe.allergens).not.toContain('milk');
          if (profile.restrictions.includes('low sugar'))
            expect(
              ingredientsOf(recipe.id)
                .filter((f) => /\bsugar\b(?! snap)|honey|maple syrup|\bsyrup\b/i.test(f.name))
                .map((f) => f.name),
            ).toEqual([]);
          if (profile.restrictions.includes('halal'))
            expect(
              ingredientsOf(recipe.id)
                .filter((f) =>
                  /\bpork\b|\bbacon\b|\bham\b|\bwine\b(?! vinegar)|\bbeer\b/i.test(f.name),
                )
                .map((f) => f.name),
            ).toEqual([]);
        }
    }
  });

  it('warfarin, metformin and ibuprofen leave out beer and wine without a low-tyramine plan', () => {
    const plan = makePlan(
      { ...PROFILES[0]!, cabinet: ['warfarin', 'metformin', 'ibuprofen'], restrictions: [] },
      7,
    );
    expect(plan.notes.some((n) => n.text.startsWith('Low-tyramine'))).toBe(false);
  });
});
