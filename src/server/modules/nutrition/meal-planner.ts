/**
 * The meal planner (ADR 027): a pure function, deterministic for a seed. Each day gets a
 * breakfast, lunch, dinner and snack from the eligible recipes, servings in steps of 0.5 so the
 * day's energy lands within ±10% of the target; no recipe comes back within 3 days; with a
 * vitamin K antagonist each day's vitamin K stays in a band around the plan's mean, and with
 * potassium-raising medicines each day's potassium is kept near the adequate intake.
 */
import {
  MEAL_SLOTS,
  type Allergen,
  type MealSlot,
  type Nutrients,
  type RecipeDiet,
} from '#shared/contracts/nutrition.contract';
import { addDays } from '#shared/domain/dates';
import {
  roundNutrients,
  scaleNutrients,
  sumNutrients,
} from '#server/knowledge/nutrition/nutrient-math';
import type { EnergyTargets } from './energy-targets';
import { seededRandom } from '#server/lib/seeded-random';

/** What the planner needs of a recipe (a ComputedRecipe satisfies it). */
export interface PlannerRecipe {
  id: string;
  name: string;
  slots: readonly MealSlot[];
  diets: readonly RecipeDiet[];
  allergens: readonly Allergen[];
  servings: number;
  ingredients: readonly { food_id: string; grams: number }[];
  nutrients_per_serving: Nutrients;
}

export interface PlannedMeal {
  slot: MealSlot;
  recipe_id: string;
  name: string;
  servings: number;
  nutrients: Nutrients;
}
export interface PlannedDay {
  date: string;
  meals: PlannedMeal[];
  totals: Nutrients;
}

export interface PlanConstraints {
  targets: EnergyTargets;
  /** Hold each day's vitamin K within VITAMIN_K_BAND of the plan's mean. */
  vitaminKBand: boolean;
  /** Keep each day's potassium at or under this (mg) where the recipes allow; null: no limit. */
  potassiumCap: number | null;
  /**
   * A low-sodium rule (ADR 079): each day's sodium at most `dayMaxMg` and each meal's at most
   * `mealMaxMg`, both hard limits; a day that cannot keep them is planned without them and the
   * plan's note says so. Absent or null: no limit.
   */
  sodium?: { dayMaxMg: number; mealMaxMg: number } | null;
}

/** Share of the day's energy each slot aims at. */
export const SLOT_SHARES: Record<MealSlot, number> = {
  breakfast: 0.25,
  lunch: 0.3,
  dinner: 0.35,
  snack: 0.1,
};
/** The rule: each day's energy within ±10% of the target. The planner aims inside ±6%. */
export const ENERGY_TOLERANCE = 0.1;
const AIM_TOLERANCE = 0.06;
export const SERVING_STEP = 0.5;
const MAX_SERVINGS: Record<MealSlot, number> = { breakfast: 3, lunch: 3, dinner: 3, snack: 2 };
/** No recipe twice within this many consecutive days. */
export const REPEAT_WINDOW_DAYS = 3;
/** Vitamin K band: each day within ±30% of the plan's daily mean, and never tighter than ±20 µg. */
export const VITAMIN_K_BAND = { share: 0.3, minUg: 20 } as const;
const TRIES_PER_DAY = 40;

export class PlanningError extends Error {}

/** A stable 31-bit seed from a string (fits a PostgreSQL integer column). */
export function seedFrom(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) & 0x7fffffff;
}

function gramsPerServing(recipe: PlannerRecipe): number {
  return recipe.ingredients.reduce((sum, i) => sum + i.grams, 0) / recipe.servings;
}

export function mealOf(recipe: PlannerRecipe, slot: MealSlot, servings: number): PlannedMeal {
  return {
    slot,
    recipe_id: recipe.id,
    name: recipe.name,
    servings,
    nutrients: roundNutrients(scaleNutrients(recipe.nutrients_per_serving, servings)),
  };
}

/** The day's totals from its meals (sumNutrients: a micronutrient most of the food lacks is left out). */
export function dayTotals(
  meals: readonly PlannedMeal[],
  recipes: ReadonlyMap<string, PlannerRecipe>,
): Nutrients {
  return roundNutrients(
    sumNutrients(
      meals.map((meal) => {
        const recipe = recipes.get(meal.recipe_id);
        return {
          grams: recipe ? gramsPerServing(recipe) * meal.servings : 1,
          nutrients: meal.nutrients,
        };
      }),
    ),
  );
}

interface Pick {
  recipe: PlannerRecipe;
  slot: MealSlot;
  servings: number;
}

const energyOf = (p: Pick) => p.recipe.nutrients_per_serving.energy_kcal * p.servings;
const amountOf = (p: Pick, key: keyof Nutrients) =>
  (p.recipe.nutrients_per_serving[key] ?? 0) * p.servings;

function clampServings(value: number, slot: MealSlot): number {
  const stepped = Math.round(value / SERVING_STEP) * SERVING_STEP;
  return Math.min(MAX_SERVINGS[slot], Math.max(SERVING_STEP, stepped));
}

/**
 * Servings in steps of 0.5 bringing the day's energy near `target`: each meal starts at its
 * slot's share, then single steps are taken while one brings the total closer. `fixed` picks
 * keep their servings (a swap changes only the new meal first).
 */
function fitServings(picks: Pick[], target: number, fixed: ReadonlySet<number> = new Set()): void {
  for (let i = 0; i < picks.length; i += 1) {
    if (fixed.has(i)) continue;
    const pick = picks[i]!;
    const kcal = pick.recipe.nutrients_per_serving.energy_kcal;
    pick.servings =
      kcal > 0 ? clampServings((target * SLOT_SHARES[pick.slot]) / kcal, pick.slot) : 1;
  }
  for (let round = 0; round < 16; round += 1) {
    const total = picks.reduce((sum, p) => sum + energyOf(p), 0);
    const gap = target - total;
    if (Math.abs(gap) <= target * 0.02) return;
    let best = -1;
    let bestGap = Math.abs(gap);
    let bestServings = 0;
    picks.forEach((pick, i) => {
      if (fixed.has(i)) return;
      const step = gap > 0 ? SERVING_STEP : -SERVING_STEP;
      const next = pick.servings + step;
      if (next < SERVING_STEP || next > MAX_SERVINGS[pick.slot]) return;
      const after = Math.abs(gap - step * pick.recipe.nutrients_per_serving.energy_kcal);
      if (after < bestGap) {
        best = i;
        bestGap = after;
        bestServings = next;
      }
    });
    if (best < 0) return;
    picks[best]!.servings = bestServings;
  }
}

interface DayScoreContext {
  constraints: PlanConstraints;
  /** The vitamin K the day should be near (µg), when the band applies. */
  vitaminKCenter: number | null;
}

/** Whether a day's meals break a sodium limit (a meal over its share, or the day over its total). */
function breaksSodium(picks: readonly Pick[], sodium: PlanConstraints['sodium']): boolean {
  if (!sodium) return false;
  const meals = picks.map((p) => amountOf(p, 'sodium_mg'));
  return (
    meals.some((mg) => mg > sodium.mealMaxMg) ||
    meals.reduce((sum, mg) => sum + mg, 0) > sodium.dayMaxMg
  );
}

/** Lower is better; Infinity when the day breaks a hard rule (energy, vitamin K band, sodium). */
function scoreDay(picks: readonly Pick[], context: DayScoreContext): number {
  const { targets, potassiumCap } = context.constraints;
  const energy = picks.reduce((s, p) => s + energyOf(p), 0);
  const energyError = Math.abs(energy - targets.energy_kcal) / targets.energy_kcal;
  if (energyError > ENERGY_TOLERANCE) return Infinity;
  const rel = (key: 'protein_g' | 'fat_g' | 'carbs_g') => {
    const want = targets[key];
    if (want <= 0) return 0;
    return Math.abs(picks.reduce((s, p) => s + amountOf(p, key), 0) - want) / want;
  };
  let score =
    energyError * 4 +
    (energyError > AIM_TOLERANCE ? 5 : 0) +
    rel('protein_g') +
    rel('fat_g') * 0.6 +
    rel('carbs_g') * 0.6;
  if (context.vitaminKCenter !== null) {
    const k = picks.reduce((s, p) => s + amountOf(p, 'vitamin_k_ug'), 0);
    const band = Math.max(VITAMIN_K_BAND.minUg, VITAMIN_K_BAND.share * context.vitaminKCenter);
    const off = Math.abs(k - context.vitaminKCenter);
    if (off > band * 0.8) return Infinity;
    score += (off / band) * 2;
  }
  if (breaksSodium(picks, context.constraints.sodium)) return Infinity;
  if (potassiumCap !== null) {
    const k = picks.reduce((s, p) => s + amountOf(p, 'potassium_mg'), 0);
    if (k > potassiumCap) score += ((k - potassiumCap) / potassiumCap) * 6;
  }
  return score;
}

export interface MealPlanInput {
  recipes: readonly PlannerRecipe[];
  startDate: string;
  days: number;
  seed: number;
  constraints: PlanConstraints;
}

function candidatesBySlot(
  recipes: readonly PlannerRecipe[],
  vitaminK: boolean,
  sodium: PlanConstraints['sodium'] = null,
) {
  const bySlot = new Map<MealSlot, PlannerRecipe[]>();
  for (const slot of MEAL_SLOTS) {
    bySlot.set(
      slot,
      recipes.filter(
        (r) =>
          r.slots.includes(slot) &&
          r.nutrients_per_serving.energy_kcal > 0 &&
          // With the vitamin K band, only recipes whose vitamin K is known can be counted.
          (!vitaminK || r.nutrients_per_serving.vitamin_k_ug !== undefined) &&
          // With a sodium limit, a recipe over the meal's share at the smallest serving cannot fit.
          (!sodium || (r.nutrients_per_serving.sodium_mg ?? 0) * SERVING_STEP <= sodium.mealMaxMg),
      ),
    );
  }
  return bySlot;
}

/** Recipes used on the days within the repeat window of `dayIndex` (other than the day itself). */
function recentlyUsed(plan: readonly (PlannedDay | undefined)[], dayIndex: number): Set<string> {
  const used = new Set<string>();
  for (
    let d = dayIndex - (REPEAT_WINDOW_DAYS - 1);
    d <= dayIndex + (REPEAT_WINDOW_DAYS - 1);
    d += 1
  ) {
    if (d === dayIndex) continue;
    for (const meal of plan[d]?.meals ?? []) used.add(meal.recipe_id);
  }
  return used;
}

function planDay(
  bySlot: Map<MealSlot, PlannerRecipe[]>,
  blocked: ReadonlySet<string>,
  random: () => number,
  context: DayScoreContext,
): Pick[] | null {
  // The slot's options are filtered once per day; a recipe already picked today is stepped over.
  const options = MEAL_SLOTS.map((slot) => bySlot.get(slot)!.filter((r) => !blocked.has(r.id)));
  if (options.some((list) => list.length === 0)) return null;
  let best: Pick[] | null = null;
  let bestScore = Infinity;
  for (let attempt = 0; attempt < TRIES_PER_DAY; attempt += 1) {
    const picks: Pick[] = [];
    for (let s = 0; s < MEAL_SLOTS.length; s += 1) {
      const list = options[s]!;
      const start = Math.floor(random() * list.length);
      let recipe: PlannerRecipe | undefined;
      for (let k = 0; k < list.length; k += 1) {
        const candidate = list[(start + k) % list.length]!;
        if (!picks.some((p) => p.recipe.id === candidate.id)) {
          recipe = candidate;
          break;
        }
      }
      if (!recipe) return best;
      picks.push({ recipe, slot: MEAL_SLOTS[s]!, servings: 1 });
    }
    fitServings(picks, context.constraints.targets.energy_kcal);
    const score = scoreDay(picks, context);
    if (score < bestScore) {
      bestScore = score;
      best = picks.map((p) => ({ ...p }));
    }
  }
  return best;
}

function toDay(
  date: string,
  picks: readonly Pick[],
  recipes: ReadonlyMap<string, PlannerRecipe>,
): PlannedDay {
  const meals = picks.map((p) => mealOf(p.recipe, p.slot, p.servings));
  return { date, meals, totals: dayTotals(meals, recipes) };
}

const vitaminKOf = (day: PlannedDay) => day.totals.vitamin_k_ug ?? 0;

/** The band around the plan's mean daily vitamin K: [low, high] in µg. */
export function vitaminKBand(days: readonly PlannedDay[]): {
  mean: number;
  low: number;
  high: number;
} {
  const mean = days.reduce((s, d) => s + vitaminKOf(d), 0) / Math.max(1, days.length);
  const half = Math.max(VITAMIN_K_BAND.minUg, VITAMIN_K_BAND.share * mean);
  return { mean, low: mean - half, high: mean + half };
}

/** Makes the plan. Throws PlanningError when the eligible recipes cannot fill a day. */
export function planMeals(input: MealPlanInput): PlannedDay[] {
  const { constraints } = input;
  const random = seededRandom(input.seed);
  const byId = new Map(input.recipes.map((r) => [r.id, r]));
  const bySlot = candidatesBySlot(input.recipes, constraints.vitaminKBand, constraints.sodium);
  // Without the sodium limit: for a day no low-sodium combination fits (its note says so).
  const unlimited = constraints.sodium
    ? candidatesBySlot(input.recipes, constraints.vitaminKBand)
    : bySlot;
  const needed = Math.min(REPEAT_WINDOW_DAYS, input.days);
  for (const slot of MEAL_SLOTS) {
    const count = unlimited.get(slot)!.length;
    if (count === 0)
      throw new PlanningError(`No ${slot} recipe fits your diet, allergies and medicines`);
    if (count < needed)
      throw new PlanningError(
        `Only ${count} ${slot} recipe${count === 1 ? '' : 's'} fit your diet, allergies and medicines; a plan of ${input.days} days needs ${needed} so none repeats within ${REPEAT_WINDOW_DAYS} days`,
      );
  }

  // With the band, days aim at the median vitamin K of 12 typical days, then are repaired.
  let center: number | null = null;
  if (constraints.vitaminKBand) {
    const samples: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const picks = planDay(bySlot, new Set(), random, { constraints, vitaminKCenter: null });
      if (picks) samples.push(picks.reduce((s, p) => s + amountOf(p, 'vitamin_k_ug'), 0));
    }
    samples.sort((a, b) => a - b);
    center = samples[Math.floor(samples.length / 2)] ?? 0;
  }

  const plan: (PlannedDay | undefined)[] = [];
  for (let d = 0; d < input.days; d += 1) {
    const date = addDays(input.startDate, d);
    const picks =
      planDay(bySlot, recentlyUsed(plan, d), random, { constraints, vitaminKCenter: center }) ??
      planDay(bySlot, recentlyUsed(plan, d), random, {
        constraints: { ...constraints, vitaminKBand: false },
        vitaminKCenter: null,
      }) ??
      (constraints.sodium
        ? planDay(unlimited, recentlyUsed(plan, d), random, {
            constraints: { ...constraints, vitaminKBand: false, sodium: null },
            vitaminKCenter: null,
          })
        : null);
    if (!picks || !withinEnergy(picks, constraints.targets.energy_kcal))
      throw new PlanningError(
        'Not enough recipes fit your diet, allergies and medicines to fill the plan',
      );
    plan.push(toDay(date, picks, byId));
  }
  const days = plan as PlannedDay[];
  if (constraints.vitaminKBand) repairVitaminK(days, bySlot, byId, random, constraints);
  return days;
}

function withinEnergy(picks: readonly Pick[], target: number): boolean {
  const energy = picks.reduce((s, p) => s + energyOf(p), 0);
  return Math.abs(energy - target) <= target * ENERGY_TOLERANCE;
}

/** Re-plans the days that fall outside the band around the plan's mean, a few rounds at most. */
function repairVitaminK(
  days: PlannedDay[],
  bySlot: Map<MealSlot, PlannerRecipe[]>,
  byId: ReadonlyMap<string, PlannerRecipe>,
  random: () => number,
  constraints: PlanConstraints,
): void {
  for (let round = 0; round < 4; round += 1) {
    const band = vitaminKBand(days);
    const outside = days.findIndex((d) => vitaminKOf(d) < band.low || vitaminKOf(d) > band.high);
    if (outside < 0) return;
    // Aim every offending day at the mean of the days inside the band.
    const inside = days.filter((d) => vitaminKOf(d) >= band.low && vitaminKOf(d) <= band.high);
    const center =
      inside.length > 0 ? inside.reduce((s, d) => s + vitaminKOf(d), 0) / inside.length : band.mean;
    days.forEach((day, i) => {
      if (vitaminKOf(day) >= band.low && vitaminKOf(day) <= band.high) return;
      const picks = planDay(bySlot, recentlyUsed(days, i), random, {
        constraints,
        vitaminKCenter: center,
      });
      if (picks && withinEnergy(picks, constraints.targets.energy_kcal))
        days[i] = toDay(day.date, picks, byId);
    });
  }
}

/**
 * A new meal for one slot of one day (a swap): another eligible recipe, not in the repeat window
 * and not the current one, with servings so the day stays within ±10% (only the new meal's
 * servings change when that is enough). Returns the new day, or null when nothing fits.
 */
export function swapMeal(input: {
  days: readonly PlannedDay[];
  dayIndex: number;
  slot: MealSlot;
  recipes: readonly PlannerRecipe[];
  seed: number;
  constraints: PlanConstraints;
}): PlannedDay | null {
  const { days, dayIndex, slot, constraints } = input;
  const day = days[dayIndex];
  if (!day) return null;
  const byId = new Map(input.recipes.map((r) => [r.id, r]));
  const mealIndex = day.meals.findIndex((m) => m.slot === slot);
  if (mealIndex < 0) return null;
  const blocked = recentlyUsed(days, dayIndex);
  for (const meal of day.meals) blocked.add(meal.recipe_id);
  const options = candidatesBySlot(input.recipes, constraints.vitaminKBand, constraints.sodium)
    .get(slot)!
    .filter((r) => !blocked.has(r.id));
  const random = seededRandom(input.seed);
  const band = constraints.vitaminKBand ? vitaminKBand(days) : null;
  const context: DayScoreContext = { constraints, vitaminKCenter: band ? band.mean : null };
  const current: Pick[] = day.meals.map((m) => ({
    recipe: byId.get(m.recipe_id) ?? {
      id: m.recipe_id,
      name: m.name,
      slots: [m.slot],
      diets: [],
      allergens: [],
      servings: 1,
      ingredients: [],
      nutrients_per_serving: scaleNutrients(m.nutrients, 1 / m.servings),
    },
    slot: m.slot,
    servings: m.servings,
  }));
  let best: Pick[] | null = null;
  let bestScore = Infinity;
  // Shuffle deterministically, then try each option: first alone, then letting every meal adjust.
  const order = options.map((r) => ({ r, k: random() })).sort((a, b) => a.k - b.k);
  const fixedOthers = new Set(current.map((_, i) => i).filter((i) => i !== mealIndex));
  for (const { r } of order.slice(0, 60)) {
    for (const fixed of [fixedOthers, new Set<number>()]) {
      const picks = current.map((p) => ({ ...p }));
      picks[mealIndex] = { recipe: r, slot, servings: 1 };
      fitServings(picks, constraints.targets.energy_kcal, fixed);
      if (!withinEnergy(picks, constraints.targets.energy_kcal)) continue;
      if (breaksSodium(picks, constraints.sodium)) continue;
      const score = scoreDay(picks, context);
      const finite = Number.isFinite(score)
        ? score
        : 1000 +
          Math.abs(picks.reduce((s, p) => s + energyOf(p), 0) - constraints.targets.energy_kcal);
      if (band) {
        const k = picks.reduce((s, p) => s + amountOf(p, 'vitamin_k_ug'), 0);
        if (k < band.low || k > band.high) continue;
      }
      if (finite < bestScore) {
        bestScore = finite;
        best = picks;
      }
      break;
    }
  }
  return best ? toDay(day.date, best, byId) : null;
}
