/**
 * MAOI plans keep to the published low-tyramine lists (ADR 050): the tables of the MAOI labels on
 * DailyMed (tranylcypromine, phenelzine, the selegiline patch) and MedlinePlus, with doubtful
 * foods left out. The foods are recognised here by their names, independently of the food data's
 * tags, so a food added later without its tag fails the first test and never reaches a plan.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import { rulesOfProfile } from '#server/knowledge/person-rules/person-rules';
import { readDietRules } from './diet-rules';
import { eligibleRecipes, excludedFoods } from './eligible-recipes';
import { computeTargets } from './energy-targets';
import { buildFoodDrugRules, type CabinetMedicine } from './food-drug-rules';
import { planMeals, swapMeal } from './meal-planner';

const knowledge = knowledgeFromFiles();
const { foods, recipes, interactions } = knowledge;

/** The lists' food groups, by name. */
const LISTED: readonly (readonly [group: string, pattern: RegExp])[] = [
  [
    'cheese other than cottage and cream cheese (aged, brined, fresh and processed)',
    /(?<!cottage |cream )\bcheese\b|feta|halloumi|parmesan|cheddar|\bbrie\b|camembert|gouda|mozzarella|ricotta|provolone|\bqueso\b|cotija|oaxaca|monterey|gruy|stilton|gorgonzola|roquefort|manchego|pecorino|paneer/i,
  ],
  ['yogurt and cultured milk', /yogh?urt|kefir|sour cream|buttermilk/i],
  [
    'cured, smoked, dried, fermented or processed meat; sausages; liver',
    /salami|pepperoni|chorizo|bacon|\bham\b|sausage|frankfurter|hot dog|prosciutto|jerky|bologna|mortadella|\bliver\b|corned|pastrami/i,
  ],
  [
    'smoked, pickled, salted, dried or fermented fish',
    /smoked|pickled herring|herring|anchov|fish sauce|caviar|lox\b/i,
  ],
  ['soybean foods', /\bsoy|tofu|tempeh|edamame|\bmiso\b|natto/i],
  ['sauerkraut and kimchi', /sauerkraut|kimchi/i],
  ['yeast and meat extracts', /yeast extract|marmite|vegemite|meat extract|bouillon/i],
  ['broad (fava) beans', /\bfava\b|broad bean/i],
  ['beer and wine', /\bbeer\b|\bale\b|\bwine\b(?! vinegar)/i],
  ['dried fruit', /raisin|prune|figs, dried|apricots, dried|\bdates\b/i],
];
const listedGroup = (name: string) => LISTED.find(([, pattern]) => pattern.test(name))?.[0];

const TYRAMINE_SUBSTANCES = new Set(
  [...interactions.substances.values()]
    .filter((s) => s.classes.includes('tyramine-rich-food'))
    .map((s) => s.id),
);
const tagged = (foodId: string) =>
  (foods.get(foodId)?.substance_ids ?? []).some((id) => TYRAMINE_SUBSTANCES.has(id));

/** The medicines (as people write them) that take the low-tyramine plan. */
const MAOIS = [
  'phenelzine',
  'Nardil',
  'Parnate',
  'tranylcypromine',
  'Marplan',
  'isocarboxazid',
  'Emsam',
  'selegiline',
  'rasagiline',
  'linezolid',
];

function cabinet(...names: string[]): CabinetMedicine[] {
  return names.map((name) => ({
    id: name,
    name,
    substanceId: interactions.resolve(name)?.substanceId ?? null,
  }));
}

function planFor(medicine: string, dietType: string, seed: number, days = 14) {
  const rules = buildFoodDrugRules(interactions, cabinet(medicine));
  const diet = readDietRules(
    rulesOfProfile(knowledge, { dietary_info: { dietType }, medical_history: { allergies: [] } }),
  );
  const excluded = excludedFoods(
    rules,
    foods.all().map((f) => f.id),
    (id) => foods.get(id)?.substance_ids ?? [],
  );
  const eligible = eligibleRecipes(recipes.all(), diet, excluded);
  const facts = {
    age: 45,
    sex: 'female' as const,
    heightCm: 168,
    weightKg: 70,
    activity: 'moderately-active' as const,
    goal: 'maintain' as const,
  };
  const targets = computeTargets(facts, dietType)!.targets;
  const constraints = { targets, vitaminKBand: false, potassiumCap: null };
  const plan = planMeals({ recipes: eligible, startDate: '2026-06-01', days, seed, constraints });
  return { plan, eligible, constraints, rules };
}

function listedIn(recipeId: string): string[] {
  const recipe = recipes.get(recipeId)!;
  return recipe.ingredients.flatMap((i) => {
    const food = foods.get(i.food_id)!;
    const group = listedGroup(food.name);
    return group ? [`${recipe.id}: ${food.name} (${group})`] : [];
  });
}

describe('MAOI low-tyramine plans (ADR 050)', () => {
  it('every food the lists name is marked tyramine-rich in the food data, and only those', () => {
    const untagged = foods
      .all()
      .filter((f) => listedGroup(f.name) && !tagged(f.id))
      .map((f) => `${f.id}: ${listedGroup(f.name)}`);
    expect(untagged).toEqual([]);
    // The decisions the other way: kept, fresh foods no list names (or only when overripe).
    for (const id of [
      'cottage-cheese-2-percent',
      'cream-cheese',
      'milk-whole',
      'cream-heavy',
      'banana-raw',
      'avocado-raw',
      'olives-green-stuffed',
      'pickles-dill',
      'vinegar-red-wine',
      'sardines-canned-oil',
      'chicken-breast-raw',
      'dark-chocolate-70',
    ])
      expect(tagged(id), id).toBe(false);
  });

  it.each(MAOIS)('%s is read as a medicine that leaves tyramine-rich foods out', (name) => {
    const rules = buildFoodDrugRules(interactions, cabinet(name));
    const excluded = excludedFoods(
      rules,
      foods.all().map((f) => f.id),
      (id) => foods.get(id)?.substance_ids ?? [],
    );
    for (const id of ['cheese-feta', 'cheese-cheddar', 'tofu-firm', 'soy-sauce', 'salami-pork'])
      expect(excluded, `${name}: ${id}`).toContain(id);
    const note = rules.notes.find((n) => n.text.startsWith('Low-tyramine plan'));
    expect(note?.text).toMatch(/feta and halloumi/);
    expect(note?.sources.map((s) => s.url)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('dailymed.nlm.nih.gov'),
        expect.stringContaining('medlineplus.gov'),
      ]),
    );
  });

  it('without an MAOI the same foods stay (feta is only left out for a reason)', () => {
    const rules = buildFoodDrugRules(interactions, cabinet('atorvastatin'));
    const excluded = excludedFoods(
      rules,
      foods.all().map((f) => f.id),
      (id) => foods.get(id)?.substance_ids ?? [],
    );
    expect(excluded).not.toContain('cheese-feta');
    expect(excluded).not.toContain('tofu-firm');
  });

  const DIETS = [
    'omnivore',
    'vegetarian',
    'vegan',
    'pescatarian',
    'mediterranean',
    'low-carb',
    'keto',
  ];
  const SEEDS = [1, 2, 3, 4, 5, 6];

  it.each(DIETS)(
    '%s: 14-day plans over many seeds and MAOIs never hold a listed food, swaps included',
    (dietType) => {
      const found: string[] = [];
      let meals = 0;
      for (const medicine of ['phenelzine', 'Parnate', 'Emsam', 'linezolid'])
        for (const seed of SEEDS) {
          const { plan, eligible, constraints } = planFor(medicine, dietType, seed);
          expect(plan).toHaveLength(14);
          for (const day of plan)
            for (const meal of day.meals) {
              meals += 1;
              found.push(...listedIn(meal.recipe_id));
            }
          // A swap draws on the same eligible recipes.
          const day = swapMeal({
            days: plan,
            dayIndex: 3,
            slot: 'dinner',
            recipes: eligible,
            seed: seed + 100,
            constraints,
          });
          for (const meal of day?.meals ?? []) found.push(...listedIn(meal.recipe_id));
        }
      expect(meals).toBe(4 * SEEDS.length * 14 * 4);
      expect([...new Set(found)]).toEqual([]);
    },
  );

  it('the recipes that hold listed foods are the ones left out (the check above can fail)', () => {
    const withListed = recipes.all().filter((r) => listedIn(r.id).length > 0);
    expect(withListed.length).toBeGreaterThan(30);
    const { eligible } = planFor('phenelzine', 'omnivore', 1, 1);
    const ids = new Set(eligible.map((r) => r.id));
    expect(withListed.filter((r) => ids.has(r.id)).map((r) => r.id)).toEqual([]);
  });
});
