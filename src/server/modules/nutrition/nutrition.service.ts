/**
 * The nutrition rules (ADR 027): targets from the profile, plans that honour the diet, the
 * allergies and the cabinet's medicines for every user, the paid depth (length, own targets,
 * swaps, grocery list, micronutrients), the food log with its flags and supplement totals
 * against the upper limits. Reads the profile and the cabinet through their modules' readers.
 */
import {
  NUTRITION_MESSAGES,
  MEAL_PLAN_FREE_MAX_DAYS,
  type CreateMealPlanInput,
  type FoodLogResponse,
  type MealPlan,
  type MealSlot,
  type Nutrients,
  type PutFoodLogInput,
  type RecipeForYou,
  type RecipeResponse,
  type FoodResponse,
} from '#shared/contracts/nutrition.contract';
import type { CabinetEntry } from '#shared/domain/one-profile';
import { utcToday } from '#shared/domain/dates';
import { FEATURE_NAMES, PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { requiredPlanFor } from '#shared/domain/plan-access';
import type { Edition } from '#shared/domain/edition';
import type { FeatureCheck } from '#server/plugins/plan-gate';
import { AppError } from '#server/lib/app-error';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { AllergenIndex } from '#server/knowledge/label-indexes';
import {
  foodFindings,
  type FoodFinding,
  type PersonRules,
} from '#server/knowledge/person-rules/person-rules';
import type { FoodIndex } from '#server/knowledge/nutrition/food-index';
import type { RecipeIndex } from '#server/knowledge/nutrition/recipe-index';
import { FOOD_AISLES } from '#server/knowledge/nutrition/food.schema';
import {
  nutrientsForGrams,
  roundNutrients,
  scaleNutrients,
  sumNutrients,
  round,
} from '#server/knowledge/nutrition/nutrient-math';
import { allergenEntriesOf, foodsRuledOut, readDietRules } from './diet-rules';
import { drisFor } from './dri';
import { eligibleRecipes, excludedFoods, withVitaminKFloor } from './eligible-recipes';
import { computeTargets, readBodyFacts, type BodyFacts, type TargetNote } from './energy-targets';
import {
  buildFoodDrugRules,
  verdictsForFood,
  type CabinetMedicine,
  type FoodDrugRules,
} from './food-drug-rules';
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
import type { NutritionRepository } from './nutrition.repository';
import { supplementAmounts } from './supplement-doses';
import { supplementTotals } from './supplement-totals';
import type { LifeStage } from './upper-limits';

/** The foods and recipes indexes; replaced in place when an admin reloads the files. */
export interface NutritionKnowledge {
  foods: FoodIndex;
  recipes: RecipeIndex;
}

type Sections = Record<string, Record<string, unknown> | undefined>;

export interface NutritionServiceDeps {
  repository: NutritionRepository;
  knowledge: NutritionKnowledge;
  interactions: KnowledgeIndex;
  profiles: { findByUserId(userId: string): Promise<unknown> };
  cabinet: { cabinetEntries(userId: string): Promise<CabinetEntry[]> };
  /** The person as every tool applies them (person.reader.ts). */
  person: { rulesFor(userId: string): Promise<PersonRules> };
  /** The allergen and diet-group records the person's food rules are checked against. */
  allergens: AllergenIndex;
  /** The plan gate's rule: whether the user's plan and this edition include a feature. */
  canUse: FeatureCheck;
  now?: () => Date;
}

const FEATURE = 'advanced_meal_planning' as const;

export function planRequired(message?: string): AppError {
  const plan = requiredPlanFor(FEATURE);
  return new AppError(
    403,
    'PLAN_REQUIRED',
    message ??
      `${FEATURE_NAMES[FEATURE]} is part of ${PLAN_DISPLAY_NAMES[plan]}. Upgrade to use it.`,
    { requiredPlan: plan, feature: FEATURE },
  );
}

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', 'Meal plan not found');

interface UserPicture {
  facts: BodyFacts;
  dietType: string | null;
  sections: Sections;
  cabinet: CabinetEntry[];
  medicines: CabinetMedicine[];
  rules: FoodDrugRules;
  unresolved: CabinetEntry[];
  /** Pregnancy and breastfeeding, from the profile's conditions (they change upper limits). */
  stage: LifeStage;
  /** The shared rules: allergies, restrictions, diet, avoid-list. */
  person: PersonRules;
}

export function createNutritionService(deps: NutritionServiceDeps) {
  const { repository, knowledge, interactions } = deps;
  const now = deps.now ?? (() => new Date());

  async function picture(userId: string): Promise<UserPicture> {
    const [profile, cabinet, person] = await Promise.all([
      deps.profiles.findByUserId(userId),
      deps.cabinet.cabinetEntries(userId),
      deps.person.rulesFor(userId),
    ]);
    const sections = (profile ?? {}) as Sections;
    const resolved = new Map(person.medicines.map((m) => [m.name, m.substanceId]));
    const medicines: CabinetMedicine[] = [];
    const unresolved: CabinetEntry[] = [];
    for (const entry of cabinet) {
      const substanceId = resolved.has(entry.name)
        ? (resolved.get(entry.name) ?? null)
        : (interactions.resolve(entry.name)?.substanceId ?? null);
      if (!substanceId) unresolved.push(entry);
      medicines.push({ id: entry.id, name: entry.name, substanceId });
    }
    return {
      facts: readBodyFacts(sections),
      stage: { pregnant: person.pregnant, lactating: person.breastfeeding },
      dietType: person.dietType,
      sections,
      cabinet,
      medicines,
      rules: buildFoodDrugRules(interactions, medicines),
      unresolved,
      person,
    };
  }

  /** What the person's food rules say about a food or a recipe's foods (each finding once). */
  function findingsFor(person: PersonRules, foodIds: readonly string[]): FoodFinding[] {
    const seen = new Set<string>();
    const out: FoodFinding[] = [];
    for (const id of foodIds) {
      const food = knowledge.foods.get(id);
      if (!food) continue;
      for (const finding of foodFindings(person, deps.allergens, {
        names: [food.name],
        ids: [`food:${food.id}`],
        contained: allergenEntriesOf(food, deps.allergens),
      }))
        if (!seen.has(finding.text) && seen.add(finding.text)) out.push(finding);
    }
    return out;
  }

  function substancesOfFood(id: string): readonly string[] {
    return knowledge.foods.get(id)?.substance_ids ?? [];
  }

  function planRecipes(user: UserPicture) {
    const diet = readDietRules(user.person);
    const excluded = excludedFoods(
      user.rules,
      knowledge.foods.all().map((f) => f.id),
      substancesOfFood,
    );
    for (const id of foodsRuledOut(user.person, deps.allergens, knowledge.foods.all()))
      excluded.add(id);
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

  function forYou(person: PersonRules, foodIds: readonly string[]): RecipeForYou[] {
    return findingsFor(person, foodIds).map(({ reason, level, text }) => ({ reason, level, text }));
  }

  function constraintsFor(user: UserPicture, targets: MealPlan['targets']): PlanConstraints {
    const potassium = drisFor(user.facts.age, user.facts.sex).find((d) => d.key === 'potassium_mg');
    return {
      targets,
      vitaminKBand: user.rules.vitaminKBand,
      potassiumCap: user.rules.limitPotassium ? (potassium?.target ?? null) : null,
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

  function medicineNotes(user: UserPicture, days: readonly PlannedDay[] | null): TargetNote[] {
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

  function entryNutrients(entry: {
    food_id: string | null;
    recipe_id: string | null;
    grams: number | null;
    servings: number | null;
  }): {
    name: string;
    nutrients: Nutrients;
    grams: number;
    substances: string[];
    foodIds: string[];
  } | null {
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
        substances: [...new Set(recipe.ingredients.flatMap((i) => substancesOfFood(i.food_id)))],
        foodIds: recipe.ingredients.map((i) => i.food_id),
      };
    }
    return null;
  }

  async function foodLogFor(
    userId: string,
    date: string,
    user?: UserPicture,
  ): Promise<FoodLogResponse> {
    const [rows, who] = await Promise.all([
      repository.foodLog(userId, date),
      user ? Promise.resolve(user) : picture(userId),
    ]);
    const weighed: { grams: number; nutrients: Nutrients }[] = [];
    const entries: FoodLogResponse['entries'] = [];
    for (const row of rows) {
      const found = entryNutrients(row);
      if (!found) continue;
      weighed.push({ grams: found.grams, nutrients: found.nutrients });
      entries.push({
        ...(row.food_id ? { food_id: row.food_id, grams: row.grams ?? 0 } : {}),
        ...(row.recipe_id ? { recipe_id: row.recipe_id, servings: row.servings ?? 0 } : {}),
        name: found.name,
        meal: row.meal as MealSlot,
        nutrients: roundNutrients(found.nutrients),
        flags: [
          ...findingsFor(who.person, found.foodIds).map((finding) => ({
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
        ],
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

  return {
    // ── Foods and recipes (public) ──
    searchFoods: (q: string) => ({ results: knowledge.foods.search(q) }),

    getFood(id: string): FoodResponse | null {
      const food = knowledge.foods.get(id);
      if (!food) return null;
      return {
        id: food.id,
        name: food.name,
        category: food.category,
        nutrients_per_100g: food.nutrients_per_100g as FoodResponse['nutrients_per_100g'],
        portions: food.portions,
        allergens: food.allergens,
        sources: food.sources,
      };
    },

    /**
     * Recipes by the filter; signed in, each says what the person's rules find in it, and
     * `forMe` leaves out what the meal planner would (diet tags, allergens, ruled-out foods).
     */
    async listRecipes(
      userId: string | null,
      filter: Parameters<RecipeIndex['list']>[0],
      forMe = false,
    ) {
      const recipes = knowledge.recipes.list(filter);
      if (!userId) return { recipes };
      const person = await deps.person.rulesFor(userId);
      const diet = readDietRules(person);
      const ruledOut = forMe
        ? foodsRuledOut(person, deps.allergens, knowledge.foods.all())
        : new Set<string>();
      const out = [];
      for (const summary of recipes) {
        const recipe = knowledge.recipes.get(summary.id);
        if (!recipe) continue;
        const foodIds = recipe.ingredients.map((i) => i.food_id);
        if (
          forMe &&
          (!diet.diets.every((d) => recipe.diets.includes(d)) ||
            recipe.allergens.some((a) => diet.excludedAllergens.has(a)) ||
            foodIds.some((id) => ruledOut.has(id)))
        )
          continue;
        out.push({ ...summary, for_you: forYou(person, foodIds) });
      }
      return { recipes: out };
    },

    async getRecipe(userId: string | null, id: string): Promise<RecipeResponse | null> {
      const recipe = knowledge.recipes.get(id);
      if (!recipe) return null;
      const person = userId ? await deps.person.rulesFor(userId) : null;
      return {
        ...(person
          ? {
              for_you: forYou(
                person,
                recipe.ingredients.map((i) => i.food_id),
              ),
            }
          : {}),
        id: recipe.id,
        name: recipe.name,
        slots: recipe.slots,
        diets: recipe.diets,
        allergens: recipe.allergens,
        minutes: recipe.minutes,
        servings: recipe.servings,
        nutrients_per_serving: recipe.nutrients_per_serving,
        ingredients: recipe.ingredients,
        steps: recipe.steps,
        sources: recipe.sources,
      };
    },

    // ── Meal plans ──
    async createPlan(
      userId: string,
      input: CreateMealPlanInput,
      edition: Edition,
    ): Promise<MealPlan> {
      const paid = await deps.canUse(userId, edition, FEATURE);
      if (!paid && input.days > MEAL_PLAN_FREE_MAX_DAYS)
        throw planRequired(NUTRITION_MESSAGES.freeDays);
      if (!paid && (input.energy_kcal !== undefined || input.macros !== undefined))
        throw planRequired('Your own energy and macro targets are part of a paid plan');
      if (input.macros) {
        const { protein_pct, fat_pct, carbs_pct } = input.macros;
        if (Math.abs(protein_pct + fat_pct + carbs_pct - 100) > 0.01)
          throw new AppError(400, 'VALIDATION_ERROR', NUTRITION_MESSAGES.macros);
      }
      const user = await picture(userId);
      const computed = computeTargets(user.facts, user.dietType, input.energy_kcal, input.macros);
      if (!computed)
        throw new AppError(400, 'PROFILE_INCOMPLETE', NUTRITION_MESSAGES.profileNeeded);
      const { diet, recipes } = planRecipes(user);
      const start = input.start_date ?? utcToday(now());
      const seed = seedFrom(`${userId}:${start}:${input.days}:${now().getTime()}`);
      let days: PlannedDay[];
      try {
        days = planMeals({
          recipes,
          startDate: start,
          days: input.days,
          seed,
          constraints: constraintsFor(user, computed.targets),
        });
      } catch (error) {
        if (error instanceof PlanningError)
          throw new AppError(422, 'PLAN_NOT_POSSIBLE', error.message);
        throw error;
      }
      const notes = [...computed.notes, ...diet.notes, ...medicineNotes(user, days)];
      const row = await repository.insertPlan(userId, {
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
        },
      });
      return toPlan(row);
    },

    listPlans: async (userId: string) => ({
      plans: (await repository.listPlans(userId)).map((p) => ({
        id: p.id,
        created_at: p.created_at.toISOString(),
        start_date: p.start_date,
        days: p.days,
      })),
    }),

    async getPlan(userId: string, id: string): Promise<MealPlan> {
      const row = await repository.findPlan(userId, id);
      if (!row) throw NOT_FOUND();
      return toPlan(row);
    },

    async deletePlan(userId: string, id: string): Promise<void> {
      if (!(await repository.deletePlan(userId, id))) throw NOT_FOUND();
    },

    async swap(userId: string, id: string, date: string, slot: MealSlot) {
      const row = await repository.findPlan(userId, id);
      if (!row) throw NOT_FOUND();
      const days = row.plan_days;
      const dayIndex = days.findIndex((d) => d.date === date);
      if (dayIndex < 0 || !days[dayIndex]!.meals.some((m) => m.slot === slot))
        throw new AppError(400, 'VALIDATION_ERROR', NUTRITION_MESSAGES.notInPlan);
      const user = await picture(userId);
      const { recipes } = planRecipes(user);
      const day = swapMeal({
        days,
        dayIndex,
        slot,
        recipes,
        seed: seedFrom(`${row.seed}:${date}:${slot}:${now().getTime()}`),
        constraints: constraintsFor(user, row.targets),
      });
      if (!day)
        throw new AppError(
          422,
          'PLAN_NOT_POSSIBLE',
          'No other recipe fits this meal under your plan\u2019s rules',
        );
      const next = days.map((d, i) => (i === dayIndex ? day : d));
      await repository.updatePlanDays(
        userId,
        id,
        next,
        row.micronutrients ? micronutrientsOf(next, user) : null,
      );
      return day.meals.find((m) => m.slot === slot)!;
    },

    async groceryList(userId: string, id: string) {
      const row = await repository.findPlan(userId, id);
      if (!row) throw NOT_FOUND();
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
    },

    // ── Food log ──
    getFoodLog: (userId: string, date: string) => foodLogFor(userId, date),

    async putFoodLog(
      userId: string,
      date: string,
      input: PutFoodLogInput,
    ): Promise<FoodLogResponse> {
      for (const entry of input.entries) {
        if (entry.food_id !== undefined && !knowledge.foods.get(entry.food_id))
          throw new AppError(400, 'VALIDATION_ERROR', NUTRITION_MESSAGES.food);
        if (entry.recipe_id !== undefined && !knowledge.recipes.get(entry.recipe_id))
          throw new AppError(400, 'VALIDATION_ERROR', NUTRITION_MESSAGES.recipe);
      }
      await repository.replaceFoodLog(
        userId,
        date,
        input.entries.map((e) => ({
          meal: e.meal,
          food_id: e.food_id ?? null,
          recipe_id: e.recipe_id ?? null,
          grams: e.grams ?? null,
          servings: e.servings ?? null,
        })),
      );
      return foodLogFor(userId, date);
    },

    // ── Supplements ──
    async supplementTotals(userId: string, date: string) {
      const user = await picture(userId);
      const log = await foodLogFor(userId, date, user);
      const supplements = user.cabinet
        .map((entry, i) => ({ entry, substanceId: user.medicines[i]!.substanceId }))
        .filter(
          ({ entry, substanceId }) =>
            (substanceId !== null &&
              interactions.substances.get(substanceId)?.kind === 'supplement') ||
            entry.type === 'Supplement' ||
            entry.type === 'Vitamin',
        )
        .map(({ entry, substanceId }) => {
          const amounts = supplementAmounts({
            name: entry.name,
            dosage: entry.dosage,
            frequency: entry.frequency,
            substanceId,
          });
          return { entry, amounts };
        });
      return supplementTotals(
        { age: user.facts.age, sex: user.facts.sex, stage: user.stage },
        log,
        supplements,
      );
    },
  };
}
export type NutritionService = ReturnType<typeof createNutritionService>;
