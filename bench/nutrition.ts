/**
 * `npm run bench:nutrition`: the time to make a 14-day meal plan in process (target: under
 * 200 ms), from the profile's rules and the cabinet to the planned days: the food-drug rules from
 * the interaction records, the eligible recipes and the planner itself, over the shipped foods and
 * recipes. Three users: no rules; vegetarian with a peanut allergy taking simvastatin; warfarin
 * (the vitamin K band, the slowest path).
 */
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import { rulesOfProfile } from '#server/knowledge/person-rules/person-rules';
import { readDietRules } from '#server/modules/nutrition/diet-rules';
import {
  eligibleRecipes,
  excludedFoods,
  withVitaminKFloor,
} from '#server/modules/nutrition/eligible-recipes';
import { computeTargets } from '#server/modules/nutrition/energy-targets';
import { buildFoodDrugRules } from '#server/modules/nutrition/food-drug-rules';
import { planMeals, seedFrom } from '#server/modules/nutrition/meal-planner';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const TARGET_MS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const knowledge = knowledgeFromFiles();
const { foods, recipes, interactions } = knowledge;
const facts = {
  age: 40,
  sex: 'female' as const,
  heightCm: 165,
  weightKg: 65,
  activity: 'lightly-active' as const,
  goal: 'maintain' as const,
};

const users = [
  { name: 'no rules', profile: {}, medicines: [] as string[] },
  {
    name: 'vegetarian, peanut allergy, simvastatin',
    profile: {
      dietary_info: { dietType: 'vegetarian' },
      medical_history: { allergies: ['peanut'] },
    },
    medicines: ['simvastatin'],
  },
  { name: 'warfarin (vitamin K band)', profile: {}, medicines: ['warfarin'] },
];

function makePlan(user: (typeof users)[number], seed: number) {
  const cabinet = user.medicines.map((name) => ({
    id: name,
    name,
    substanceId: interactions.resolve(name)?.substanceId ?? null,
  }));
  const rules = buildFoodDrugRules(interactions, cabinet);
  const diet = readDietRules(rulesOfProfile(knowledge, user.profile));
  const excluded = excludedFoods(
    rules,
    foods.all().map((f) => f.id),
    (id) => foods.get(id)?.substance_ids ?? [],
  );
  const allowed = eligibleRecipes(recipes.all(), diet, excluded);
  const eligible = rules.vitaminKBand
    ? withVitaminKFloor(allowed, (id) => foods.get(id)?.nutrients_per_100g.vitamin_k_ug)
    : allowed;
  const targets = computeTargets(facts, diet.diets[0] ?? null)!.targets;
  return planMeals({
    recipes: eligible,
    startDate: '2026-06-01',
    days: 14,
    seed,
    constraints: { targets, vitaminKBand: rules.vitaminKBand, potassiumCap: null },
  });
}

console.log(
  `${recipes.all().length} recipes, ${foods.all().length} foods; ${ITERATIONS} plans of 14 days per user.\n`,
);
console.log('| user | p50 ms | p99 ms | target | |');
console.log('|---|---|---|---|---|');
for (const user of users) {
  for (let i = 0; i < 5; i++) makePlan(user, i); // warm up the JIT
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    makePlan(user, seedFrom(`bench:${i}`));
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const p99 = percentile(samples, 99);
  console.log(
    `| ${user.name} | ${percentile(samples, 50).toFixed(1)} | ${p99.toFixed(1)} | < ${TARGET_MS} | ${p99 < TARGET_MS ? 'met' : 'NOT met'} |`,
  );
}
