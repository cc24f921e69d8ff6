/**
 * The food log: one day's foods (in grams) and recipes (in servings) with their nutrients, flags
 * for what clashes with the person's rules and the cabinet's medicines, totals and targets.
 */
import {
  NUTRITION_MESSAGES,
  type FoodLogResponse,
  type MealSlot,
  type Nutrients,
  type PutFoodLogInput,
} from '#shared/contracts/nutrition.contract';
import {
  nutrientsForGrams,
  roundNutrients,
  scaleNutrients,
  sumNutrients,
} from '#server/knowledge/nutrition/nutrient-math';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { computeTargets } from './energy-targets';
import { verdictsForFood } from './food-drug-rules';
import type { NutritionContext } from './nutrition-context';
import { findingsFor, readPicture, substancesOfFood, type UserPicture } from './nutrition-person';

interface LoggedAmount {
  name: string;
  nutrients: Nutrients;
  grams: number;
  substances: string[];
  foodIds: string[];
}

/** A log entry's food or recipe, weighed; null when the knowledge base no longer has it. */
function entryNutrients(
  context: NutritionContext,
  entry: {
    food_id: string | null;
    recipe_id: string | null;
    grams: number | null;
    servings: number | null;
  },
): LoggedAmount | null {
  const { knowledge } = context;
  if (entry.food_id) {
    const food = knowledge.foods.get(entry.food_id);
    if (!food) return null;
    const grams = entry.grams ?? 0;
    return {
      name: food.name,
      nutrients: nutrientsForGrams(food, grams),
      grams,
      substances: food.substance_ids,
      foodIds: [food.id],
    };
  }
  if (entry.recipe_id) {
    const recipe = knowledge.recipes.get(entry.recipe_id);
    if (!recipe) return null;
    const servings = entry.servings ?? 0;
    const gramsPerServing = recipe.ingredients.reduce((s, i) => s + i.grams, 0) / recipe.servings;
    return {
      name: recipe.name,
      nutrients: scaleNutrients(recipe.nutrients_per_serving, servings),
      grams: gramsPerServing * servings,
      substances: [
        ...new Set(recipe.ingredients.flatMap((i) => substancesOfFood(context, i.food_id))),
      ],
      foodIds: recipe.ingredients.map((i) => i.food_id),
    };
  }
  return null;
}

/** The person's rules and the cabinet's medicines on one logged food or recipe. */
function flagsFor(context: NutritionContext, who: UserPicture, found: LoggedAmount) {
  return [
    ...findingsFor(context, who.person, found.foodIds).map((finding) => ({
      severity: finding.level,
      medicine: '',
      reason: finding.reason,
      text: finding.text,
      sources: finding.sources.flatMap((source) =>
        source.url ? [{ title: source.title, url: source.url }] : [],
      ),
    })),
    ...verdictsForFood(who.rules, found.substances).map((v) => ({
      severity: v.severity,
      medicine: v.medicine,
      reason: 'medicine' as const,
      text: v.text,
      sources: v.sources,
    })),
  ];
}

type FoodLogRows = Awaited<ReturnType<NutritionContext['repository']['foodLog']>>;

/**
 * One day of the log; `user` when the caller has already read the person, `stored` when it has
 * the day's rows (a save answers from the rows it wrote).
 */
export async function foodLogFor(
  context: NutritionContext,
  userId: string,
  date: string,
  user?: UserPicture,
  stored?: Pick<FoodLogRows[number], 'meal' | 'food_id' | 'recipe_id' | 'grams' | 'servings'>[],
): Promise<FoodLogResponse> {
  const [rows, who] = await Promise.all([
    stored ?? context.repository.foodLog(userId, date),
    user ? Promise.resolve(user) : readPicture(context, userId),
  ]);
  const weighed: { grams: number; nutrients: Nutrients }[] = [];
  const entries: FoodLogResponse['entries'] = [];
  for (const row of rows) {
    const found = entryNutrients(context, row);
    if (!found) continue;
    weighed.push({ grams: found.grams, nutrients: found.nutrients });
    entries.push({
      ...(row.food_id ? { food_id: row.food_id, grams: row.grams ?? 0 } : {}),
      ...(row.recipe_id ? { recipe_id: row.recipe_id, servings: row.servings ?? 0 } : {}),
      name: found.name,
      meal: row.meal as MealSlot,
      nutrients: roundNutrients(found.nutrients),
      flags: flagsFor(context, who, found),
    });
  }
  const computed = computeTargets(who.facts, who.dietType);
  return {
    date,
    entries,
    totals: roundNutrients(sumNutrients(weighed)),
    targets: computed ? computed.targets : null,
  };
}

export function getFoodLog(
  context: NutritionContext,
  actor: Actor,
  date: string,
): Promise<FoodLogResponse> {
  return foodLogFor(context, actor.id, date);
}

/** Replaces the day's entries (every food and recipe must exist) and answers the day. */
export async function putFoodLog(
  context: NutritionContext,
  actor: Actor,
  date: string,
  input: PutFoodLogInput,
): Promise<FoodLogResponse> {
  const { knowledge } = context;
  for (const entry of input.entries) {
    if (entry.food_id !== undefined && !knowledge.foods.get(entry.food_id))
      throw new AppError(400, 'VALIDATION_ERROR', NUTRITION_MESSAGES.food);
    if (entry.recipe_id !== undefined && !knowledge.recipes.get(entry.recipe_id))
      throw new AppError(400, 'VALIDATION_ERROR', NUTRITION_MESSAGES.recipe);
  }
  const stored = await context.repository.replaceFoodLog(
    actor.id,
    date,
    input.entries.map((e) => ({
      meal: e.meal,
      food_id: e.food_id ?? null,
      recipe_id: e.recipe_id ?? null,
      grams: e.grams ?? null,
      servings: e.servings ?? null,
    })),
  );
  return foodLogFor(context, actor.id, date, undefined, stored);
}
