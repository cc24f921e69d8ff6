/**
 * Meal plans (ADR 027): plans that honour the diet, the allergies and the cabinet's medicines for
 * everyone; the paid depth is length, own energy and macros, swaps, the grocery list and the
 * micronutrients. A plan is the caller's own row: another's id answers 404.
 */
import {
  MEAL_PLAN_FREE_MAX_DAYS,
  NUTRITION_MESSAGES,
  type CreateMealPlanInput,
  type MealPlan,
  type MealSlot,
} from '#shared/contracts/nutrition.contract';
import { utcToday } from '#shared/domain/dates';
import { requiredPlanFor } from '#shared/domain/plan-access';
import { FEATURE_NAMES, PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { FOOD_AISLES } from '#server/knowledge/nutrition/food.schema';
import { round } from '#server/knowledge/nutrition/nutrient-math';
import { AppError } from '#server/lib/app-error';
import { actorCan, type Actor } from '#server/plugins/actor';
import { foodsRuledOut, readDietRules } from './diet-rules';
import { drisFor } from './dri';
import { eligibleRecipes, excludedFoods, withVitaminKFloor } from './eligible-recipes';
import { computeTargets, type TargetNote } from './energy-targets';
import {
  PlanningError,
  planMeals,
  seedFrom,
  swapMeal,
  vitaminKBand,
  VITAMIN_K_BAND,
  type PlanConstraints,
  type PlannedDay,
} from './meal-planner';
import type { NutritionContext } from './nutrition-context';
import {
  checkPlanRules,
  honestNotes,
  saltyFoodIds,
  sodiumNote,
  sodiumRuleOf,
  softRuleFoods,
  type PlanRuleCheck,
  type SodiumRule,
} from './plan-rules';
import { readPicture, substancesOfFood, type UserPicture } from './nutrition-person';
import type { NutritionRepository } from './nutrition.repository';

const FEATURE = 'advanced_meal_planning' as const;

/** 403 PLAN_REQUIRED for the paid depth of meal planning, with the plan that includes it. */
function planRequired(message?: string): AppError {
  const plan = requiredPlanFor(FEATURE);
  return new AppError(
    403,
    'PLAN_REQUIRED',
    message ??
      `${FEATURE_NAMES[FEATURE]} is part of ${PLAN_DISPLAY_NAMES[plan]}. Upgrade to use it.`,
    { requiredPlan: plan, feature: FEATURE },
  );
}

const planNotFound = () => new AppError(404, 'NOT_FOUND', 'Meal plan not found');

/** The recipes the planner may choose from for this person, and the diet that chose them. */
export function planRecipes(
  context: Pick<NutritionContext, 'knowledge' | 'allergens'>,
  user: Pick<UserPicture, 'person' | 'rules'>,
  sodium: SodiumRule | null,
) {
  const { knowledge } = context;
  const diet = readDietRules(user.person);
  const excluded = excludedFoods(
    user.rules,
    knowledge.foods.all().map((f) => f.id),
    (id) => substancesOfFood(context, id),
  );
  for (const id of foodsRuledOut(user.person, context.allergens, knowledge.foods.all()))
    excluded.add(id);
  // Low-sugar's sugars and syrups, low-sodium's salty seasonings: left out, as the notes say.
  for (const id of softRuleFoods(user.person, context.allergens, knowledge.foods.all()))
    excluded.add(id);
  if (sodium) for (const id of saltyFoodIds(knowledge.foods.all())) excluded.add(id);
  const eligible = eligibleRecipes(knowledge.recipes.all(), diet, excluded);
  return {
    diet,
    recipes: user.rules.vitaminKBand
      ? withVitaminKFloor(
          eligible,
          (id) => knowledge.foods.get(id)?.nutrients_per_100g.vitamin_k_ug,
        )
      : eligible,
  };
}

export function constraintsFor(
  user: Pick<UserPicture, 'facts' | 'rules'>,
  targets: MealPlan['targets'],
  sodium: SodiumRule | null,
): PlanConstraints {
  const potassium = drisFor(user.facts.age, user.facts.sex).find((d) => d.key === 'potassium_mg');
  return {
    targets,
    vitaminKBand: user.rules.vitaminKBand,
    potassiumCap: user.rules.limitPotassium ? (potassium?.target ?? null) : null,
    sodium: sodium ? { dayMaxMg: sodium.dayMaxMg, mealMaxMg: sodium.mealMaxMg } : null,
  };
}

function micronutrientsOf(
  days: readonly PlannedDay[],
  user: UserPicture,
): MealPlan['micronutrients'] {
  return drisFor(user.facts.age, user.facts.sex, user.stage).flatMap((dri) => {
    const known = days
      .map((day) => day.totals[dri.key])
      .filter((v): v is number => v !== undefined);
    if (known.length === 0) return [];
    return [
      {
        key: dri.key,
        label: dri.label,
        unit: dri.unit,
        average: round(known.reduce((s, v) => s + v, 0) / known.length, 1),
        target: dri.target,
        upper_limit: dri.upper_limit,
      },
    ];
  });
}

function medicineNotes(
  { interactions }: Pick<NutritionContext, 'interactions'>,
  user: Pick<UserPicture, 'rules' | 'unresolved'>,
  days: readonly PlannedDay[] | null,
): TargetNote[] {
  const notes: TargetNote[] = [...user.rules.notes];
  if (user.rules.vitaminKBand) {
    const band = days ? vitaminKBand(days) : null;
    notes.push({
      kind: 'medicine',
      text: `Vitamin K kept steady, not removed: you take ${user.rules.vitaminKMedicines.join(' and ')}. Each day's vitamin K stays within \u00b1${VITAMIN_K_BAND.share * 100}% (at least \u00b1${VITAMIN_K_BAND.minUg} \u00b5g) of the plan's daily average${
        band
          ? ` (about ${Math.round(band.mean)} \u00b5g: ${Math.max(0, Math.round(band.low))}-${Math.round(band.high)} \u00b5g)`
          : ''
      } (counted from the foods with a published figure), so your anticoagulant dose keeps working the same way. Do not change how many greens you eat without your clinician.`,
      sources: user.rules.vitaminKSources,
    });
  }
  for (const entry of user.unresolved) {
    // The closest names we know, as a question: never applied as if they were the medicine.
    const close = interactions
      .search(entry.name, 3)
      .map((hit) => interactions.ref(hit.substanceId).name);
    const didYouMean =
      close.length > 0
        ? ` (did you mean ${close.join(' or ')}? Correct it in your medicine cabinet)`
        : '';
    notes.push({
      kind: 'safety',
      text: `We could not find \u201c${entry.name}\u201d in our interaction database${didYouMean}, so no food rule was applied for it. Ask your pharmacist which foods to avoid with it.`,
      sources: [],
    });
  }
  return notes;
}

function toPlan(row: Awaited<ReturnType<NutritionRepository['insertPlan']>>): MealPlan {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    targets: row.targets,
    days: row.plan_days,
    notes: row.notes,
    ...(row.micronutrients ? { micronutrients: row.micronutrients } : {}),
  };
}

/** The free plan: a few days at the computed target; the paid depth is checked here. */
function checkPlanInput(input: CreateMealPlanInput, paid: boolean): void {
  if (!paid && input.days > MEAL_PLAN_FREE_MAX_DAYS)
    throw planRequired(NUTRITION_MESSAGES.freeDays);
  if (!paid && (input.energy_kcal !== undefined || input.macros !== undefined))
    throw planRequired('Your own energy and macro targets are part of a paid plan');
  if (input.macros) {
    const { protein_pct, fat_pct, carbs_pct } = input.macros;
    if (Math.abs(protein_pct + fat_pct + carbs_pct - 100) > 0.01)
      throw new AppError(400, 'VALIDATION_ERROR', NUTRITION_MESSAGES.macros);
  }
}

export interface ComposedPlan {
  days: PlannedDay[];
  /** The notes printed with the plan: every rule, kept or said not to be (ADR 079). */
  notes: TargetNote[];
  /** Every printed rule checked on the plan made. */
  checks: PlanRuleCheck[];
  sodium: SodiumRule | null;
}

/**
 * The plan for one person and its notes, pure over the knowledge (the route and the planner's
 * rule tests both make plans here). Throws PlanningError when the recipes cannot fill it.
 */
export function composePlan(
  context: Pick<NutritionContext, 'knowledge' | 'allergens' | 'interactions'>,
  user: Pick<UserPicture, 'facts' | 'rules' | 'person' | 'unresolved'>,
  input: {
    targets: MealPlan['targets'];
    targetNotes: readonly TargetNote[];
    startDate: string;
    days: number;
    seed: number;
    sodiumMgMax: number | null;
  },
): ComposedPlan {
  const sodium = sodiumRuleOf(user.person, input.sodiumMgMax);
  const { diet, recipes } = planRecipes(context, user, sodium);
  const days = planMeals({
    recipes,
    startDate: input.startDate,
    days: input.days,
    seed: input.seed,
    constraints: constraintsFor(user, input.targets, sodium),
  });
  // Every rule the notes print is checked on the plan made; one it did not keep says so.
  const checks = checkPlanRules({
    days,
    recipes: new Map(recipes.map((r) => [r.id, r])),
    foods: new Map(context.knowledge.foods.all().map((f) => [f.id, f])),
    diet,
    person: user.person,
    allergens: context.allergens,
    foodRules: user.rules,
    sodium,
  });
  const notes = honestNotes(
    [
      ...input.targetNotes,
      ...diet.notes,
      ...(sodium ? [sodiumNote(sodium, days)] : []),
      ...medicineNotes(context, user, days),
    ],
    checks,
  );
  return { days, notes, checks, sodium };
}

export async function createPlan(
  context: NutritionContext,
  actor: Actor,
  input: CreateMealPlanInput,
): Promise<MealPlan> {
  const { now } = context;
  const paid = actorCan(actor, FEATURE);
  checkPlanInput(input, paid);
  const user = await readPicture(context, actor.id);
  const computed = computeTargets(user.facts, user.dietType, input.energy_kcal, input.macros);
  if (!computed) throw new AppError(400, 'PROFILE_INCOMPLETE', NUTRITION_MESSAGES.profileNeeded);
  const start = input.start_date ?? utcToday(now());
  const seed = seedFrom(`${actor.id}:${start}:${input.days}:${now().getTime()}`);
  let made: ComposedPlan;
  try {
    made = composePlan(context, user, {
      targets: computed.targets,
      targetNotes: computed.notes,
      startDate: start,
      days: input.days,
      seed,
      sodiumMgMax: input.sodium_mg_max ?? null,
    });
  } catch (error) {
    if (error instanceof PlanningError) throw new AppError(422, 'PLAN_NOT_POSSIBLE', error.message);
    throw error;
  }
  const { days, notes, sodium } = made;
  const row = await context.repository.insertPlan(actor.id, {
    start_date: start,
    days: input.days,
    seed,
    targets: computed.targets,
    plan_days: days,
    notes,
    micronutrients: paid ? micronutrientsOf(days, user) : null,
    rules: {
      vitamin_k_band: user.rules.vitaminKBand,
      limit_potassium: user.rules.limitPotassium,
      ...(sodium ? { sodium_mg_max: sodium.dayMaxMg } : {}),
    },
  });
  return toPlan(row);
}

export async function listPlans({ repository }: NutritionContext, actor: Actor) {
  return {
    plans: (await repository.listPlans(actor.id)).map((p) => ({
      id: p.id,
      created_at: p.created_at.toISOString(),
      start_date: p.start_date,
      days: p.days,
    })),
  };
}

export async function getPlan(
  { repository }: NutritionContext,
  actor: Actor,
  id: string,
): Promise<MealPlan> {
  const row = await repository.findPlan(actor.id, id);
  if (!row) throw planNotFound();
  return toPlan(row);
}

export async function deletePlan(
  { repository }: NutritionContext,
  actor: Actor,
  id: string,
): Promise<void> {
  if (!(await repository.deletePlan(actor.id, id))) throw planNotFound();
}

/** Another recipe for one meal of a plan, under the plan's rules (paid; the route declares it). */
export async function swapPlannedMeal(
  context: NutritionContext,
  actor: Actor,
  id: string,
  date: string,
  slot: MealSlot,
) {
  const { repository, now } = context;
  const row = await repository.findPlan(actor.id, id);
  if (!row) throw planNotFound();
  const days = row.plan_days;
  const dayIndex = days.findIndex((d) => d.date === date);
  if (dayIndex < 0 || !days[dayIndex]!.meals.some((m) => m.slot === slot))
    throw new AppError(400, 'VALIDATION_ERROR', NUTRITION_MESSAGES.notInPlan);
  const user = await readPicture(context, actor.id);
  const saved = row.rules.sodium_mg_max;
  const sodium = sodiumRuleOf(user.person, typeof saved === 'number' ? saved : null);
  const { recipes } = planRecipes(context, user, sodium);
  const day = swapMeal({
    days,
    dayIndex,
    slot,
    recipes,
    seed: seedFrom(`${row.seed}:${date}:${slot}:${now().getTime()}`),
    constraints: constraintsFor(user, row.targets, sodium),
  });
  if (!day)
    throw new AppError(
      422,
      'PLAN_NOT_POSSIBLE',
      'No other recipe fits this meal under your plan\u2019s rules',
    );
  const next = days.map((d, i) => (i === dayIndex ? day : d));
  await repository.updatePlanDays(
    actor.id,
    id,
    next,
    row.micronutrients ? micronutrientsOf(next, user) : null,
  );
  return day.meals.find((m) => m.slot === slot)!;
}

/** The plan's ingredients merged by food, in grams, by aisle (paid; the route declares it). */
export async function groceryList(
  { repository, knowledge }: NutritionContext,
  actor: Actor,
  id: string,
) {
  const row = await repository.findPlan(actor.id, id);
  if (!row) throw planNotFound();
  const grams = new Map<string, number>();
  for (const day of row.plan_days)
    for (const meal of day.meals) {
      const recipe = knowledge.recipes.get(meal.recipe_id);
      if (!recipe) continue;
      for (const ingredient of recipe.ingredients)
        grams.set(
          ingredient.food_id,
          (grams.get(ingredient.food_id) ?? 0) +
            (ingredient.grams * meal.servings) / recipe.servings,
        );
    }
  const aisleRank = (aisle: string) => (FOOD_AISLES as readonly string[]).indexOf(aisle);
  const items = [...grams].map(([foodId, total]) => {
    const food = knowledge.foods.get(foodId);
    return {
      food_id: foodId,
      name: food?.name ?? foodId,
      grams: Math.ceil(total),
      aisle: food?.aisle ?? 'Pantry',
    };
  });
  items.sort(
    (a, b) => aisleRank(a.aisle) - aisleRank(b.aisle) || a.name.localeCompare(b.name, 'en'),
  );
  return { items };
}
