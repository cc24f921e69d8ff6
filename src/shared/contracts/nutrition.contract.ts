/**
 * Nutrition: foods, recipes, meal plans, the food log and supplement totals. Paths and
 * field names are a contract; outside clients rely on them.
 *
 * - `GET /api/foods/search?q=` and `GET /api/foods/:id`, `GET /api/recipes` and `GET /api/recipes/:id`
 *   are public reference data (no session needed).
 * - Meal plans, the food log and supplement totals need a session and read the caller's profile
 *   and cabinet. Every user gets the safety rules (diet, allergies, food-drug rules); plan length
 *   past 3 days, own targets, swaps, the grocery list and micronutrient totals are paid
 *   (`advanced_meal_planning`), and answer 403 `PLAN_REQUIRED` on the free plan.
 *
 * Nutrient amounts are per 100 g for foods and per serving for recipes, in the units their key
 * names (`_kcal`, `_g`, `_mg`, `_ug`). Micronutrient keys are optional: a food the source gives no
 * figure for has no key, which is not the same as zero.
 */
import { z } from 'zod';
import { DATE_MESSAGE } from '#shared/domain/dates';
import { calendarDateSchema, dayCountSchema } from './common.contract';

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** Diet tags a recipe can carry; computed from its ingredients, never typed by hand. */
export const RECIPE_DIETS = [
  'omnivore',
  'vegetarian',
  'vegan',
  'pescatarian',
  'mediterranean',
  'low-carb',
  'keto',
] as const;
export type RecipeDiet = (typeof RECIPE_DIETS)[number];

/**
 * Allergens: the US major 9 (FALCPA + FASTER Act) and the EU 14 (Regulation (EU) No 1169/2011,
 * Annex II), merged. 'tree-nuts' covers the EU's "nuts"; 'fish', 'crustaceans' and 'molluscs' are
 * separate as in the EU list (the US 'shellfish' is crustaceans).
 */
export const ALLERGENS = [
  'milk',
  'eggs',
  'fish',
  'crustaceans',
  'molluscs',
  'tree-nuts',
  'peanuts',
  'wheat',
  'gluten',
  'soy',
  'sesame',
  'celery',
  'mustard',
  'lupin',
  'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The nutrients every food and recipe carries, with their units in the key. */
export const NUTRIENT_KEYS = [
  'energy_kcal',
  'protein_g',
  'fat_g',
  'saturated_fat_g',
  'carbs_g',
  'fiber_g',
  'sugars_g',
  'sodium_mg',
  'potassium_mg',
  'calcium_mg',
  'iron_mg',
  'magnesium_mg',
  'zinc_mg',
  'vitamin_a_ug',
  'vitamin_c_mg',
  'vitamin_d_ug',
  'vitamin_e_mg',
  'vitamin_k_ug',
  'vitamin_b12_ug',
  'folate_ug',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];
/** The four every food must have; the rest may be missing when the source gives no figure. */
export const CORE_NUTRIENT_KEYS = ['energy_kcal', 'protein_g', 'fat_g', 'carbs_g'] as const;

export const nutrientsSchema = z
  .object({
    energy_kcal: z.number().min(0),
    protein_g: z.number().min(0),
    fat_g: z.number().min(0),
    carbs_g: z.number().min(0),
  })
  .catchall(z.number().min(0));
export type Nutrients = Partial<Record<NutrientKey, number>> & {
  energy_kcal: number;
  protein_g: number;
  fat_g: number;
  carbs_g: number;
};

export const NUTRITION_MESSAGES = {
  days: 'A plan covers 1 to 14 days',
  freeDays: 'Plans of more than 3 days are part of a paid plan',
  energy: 'Energy target must be between 1,000 and 5,000 kcal',
  date: DATE_MESSAGE,
  recipe: 'No recipe with that id',
  food: 'No food with that id',
  entry:
    'Each entry needs a food_id or a recipe_id, with grams for a food or servings for a recipe',
  grams: 'Grams must be more than 0 and at most 5,000',
  servings: 'Servings must be more than 0 and at most 20',
  entries: 'A day holds at most 100 entries',
  query: 'Search for 1 to 100 characters',
  allergens: 'Unknown allergen',
  maxMinutes: 'Minutes must be a whole number from 1 to 600',
  slot: 'Slot must be breakfast, lunch, dinner or snack',
  notInPlan: 'That day and meal are not in this plan',
  profileNeeded:
    'Add your age, sex, height and weight to your profile so we can compute your energy target, or give an energy target',
  macros: 'Protein, fat and carbohydrate percentages must add up to 100',
} as const;

const calendarDate = calendarDateSchema;

// ── Foods ────────────────────────────────────────────────────────────────────────────────────
export const foodSearchQuerySchema = z.object({
  q: z.string().trim().min(1, NUTRITION_MESSAGES.query).max(100, NUTRITION_MESSAGES.query),
});
export const foodSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
});
export const foodSearchResponseSchema = z.object({ results: z.array(foodSummarySchema) });

export const portionSchema = z.object({ unit: z.string(), grams: z.number().positive() });
export const sourceSchema = z.object({ title: z.string(), url: z.string() });
export const foodResponseSchema = foodSummarySchema.extend({
  nutrients_per_100g: nutrientsSchema,
  portions: z.array(portionSchema),
  allergens: z.array(z.enum(ALLERGENS)),
  sources: z.array(sourceSchema),
});
export type FoodResponse = z.infer<typeof foodResponseSchema>;

// ── Recipes ──────────────────────────────────────────────────────────────────────────────────
export const recipeListQuerySchema = z.object({
  q: z.string().trim().max(100, NUTRITION_MESSAGES.query).optional(),
  diet: z.enum(RECIPE_DIETS).optional(),
  /** Comma-separated allergens, e.g. `peanuts,milk`. */
  exclude_allergens: z.string().max(300).optional(),
  max_minutes: z.coerce
    .number()
    .int(NUTRITION_MESSAGES.maxMinutes)
    .min(1, NUTRITION_MESSAGES.maxMinutes)
    .max(600, NUTRITION_MESSAGES.maxMinutes)
    .optional(),
  slot: z.enum(MEAL_SLOTS).optional(),
  /**
   * Signed in, 'true' leaves out every recipe your allergies, diet restrictions, diet and
   * avoid-list rule out (the meal planner's own rules); otherwise each is listed with `for_you`.
   */
  for_me: z.enum(['true', 'false']).optional(),
});
/** What a recipe means for the signed-in person: each finding 'avoid' or 'caution', with why. */
export const recipeForYouSchema = z.object({
  reason: z.enum(['allergy', 'diet', 'avoid_list']),
  level: z.enum(['avoid', 'caution']),
  text: z.string(),
});
export type RecipeForYou = z.infer<typeof recipeForYouSchema>;
export const recipeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slots: z.array(z.enum(MEAL_SLOTS)),
  diets: z.array(z.enum(RECIPE_DIETS)),
  allergens: z.array(z.enum(ALLERGENS)),
  minutes: z.number(),
  servings: z.number(),
  nutrients_per_serving: nutrientsSchema,
  /** Signed in only: what your allergies, restrictions, diet and avoid-list say about it. */
  for_you: z.array(recipeForYouSchema).optional(),
});
export const recipeListResponseSchema = z.object({ recipes: z.array(recipeSummarySchema) });
export const recipeResponseSchema = recipeSummarySchema.extend({
  ingredients: z.array(
    z.object({ food_id: z.string(), name: z.string(), grams: z.number(), text: z.string() }),
  ),
  steps: z.array(z.string()),
  sources: z.array(sourceSchema),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;
export type RecipeResponse = z.infer<typeof recipeResponseSchema>;

// ── Meal plans ───────────────────────────────────────────────────────────────────────────────
export const MEAL_PLAN_MAX_DAYS = 14;
export const MEAL_PLAN_FREE_MAX_DAYS = 3;
export const ENERGY_TARGET_MIN = 1000;
export const ENERGY_TARGET_MAX = 5000;

export const createMealPlanSchema = z
  .object({
    days: dayCountSchema(1, MEAL_PLAN_MAX_DAYS, NUTRITION_MESSAGES.days),
    start_date: calendarDate.optional(),
    /** Paid: the user's own energy target (otherwise Mifflin-St Jeor from the profile). */
    energy_kcal: z
      .number({ error: NUTRITION_MESSAGES.energy })
      .min(ENERGY_TARGET_MIN, NUTRITION_MESSAGES.energy)
      .max(ENERGY_TARGET_MAX, NUTRITION_MESSAGES.energy)
      .optional(),
    /** Paid: own macro split as percentages of energy (each within the AMDR, summing to 100). */
    macros: z
      .object({
        protein_pct: z.number().min(10).max(35),
        fat_pct: z.number().min(20).max(35),
        carbs_pct: z.number().min(45).max(65),
      })
      .refine(
        (m) => Math.abs(m.protein_pct + m.fat_pct + m.carbs_pct - 100) < 0.01,
        NUTRITION_MESSAGES.macros,
      )
      .optional(),
    /**
     * A low-sodium plan's daily sodium limit in mg (each meal at most a third of it); 1,500 mg
     * when left out (ADR 079). Only read when a restriction asks for low sodium; safety, so free.
     */
    sodium_mg_max: z
      .number({ error: 'Enter a daily sodium limit between 500 and 2,300 mg' })
      .int('Enter a daily sodium limit between 500 and 2,300 mg')
      .min(500, 'Enter a daily sodium limit between 500 and 2,300 mg')
      .max(2300, 'Enter a daily sodium limit between 500 and 2,300 mg')
      .optional(),
  })
  .strict();
export type CreateMealPlanInput = z.infer<typeof createMealPlanSchema>;

export const mealTargetsSchema = z.object({
  energy_kcal: z.number(),
  protein_g: z.number(),
  fat_g: z.number(),
  carbs_g: z.number(),
});
export const NOTE_KINDS = ['diet', 'allergy', 'medicine', 'target', 'safety'] as const;
export const planNoteSchema = z.object({
  kind: z.enum(NOTE_KINDS),
  text: z.string(),
  sources: z.array(sourceSchema),
});
export const plannedMealSchema = z.object({
  slot: z.enum(MEAL_SLOTS),
  recipe_id: z.string(),
  name: z.string(),
  servings: z.number(),
  nutrients: nutrientsSchema,
});
export const planDaySchema = z.object({
  date: z.string(),
  meals: z.array(plannedMealSchema),
  totals: nutrientsSchema,
});
export const mealPlanSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  targets: mealTargetsSchema,
  days: z.array(planDaySchema),
  notes: z.array(planNoteSchema),
  /** Paid: each micronutrient's daily average against the DRI (RDA or AI) and the upper limit. */
  micronutrients: z
    .array(
      z.object({
        key: z.string(),
        label: z.string(),
        unit: z.string(),
        average: z.number(),
        target: z.number().nullable(),
        upper_limit: z.number().nullable(),
      }),
    )
    .optional(),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;
export const mealPlanListSchema = z.object({
  plans: z.array(
    z.object({ id: z.string(), created_at: z.string(), start_date: z.string(), days: z.number() }),
  ),
});

export const swapMealSchema = z
  .object({ date: calendarDate, slot: z.enum(MEAL_SLOTS, { error: NUTRITION_MESSAGES.slot }) })
  .strict();
export const groceryListSchema = z.object({
  items: z.array(
    z.object({ food_id: z.string(), name: z.string(), grams: z.number(), aisle: z.string() }),
  ),
});

// ── Food log ─────────────────────────────────────────────────────────────────────────────────
export const foodLogEntryInputSchema = z
  .object({
    food_id: z.string().max(100).optional(),
    recipe_id: z.string().max(100).optional(),
    grams: z
      .number({ error: NUTRITION_MESSAGES.grams })
      .gt(0, NUTRITION_MESSAGES.grams)
      .max(5000, NUTRITION_MESSAGES.grams)
      .optional(),
    servings: z
      .number({ error: NUTRITION_MESSAGES.servings })
      .gt(0, NUTRITION_MESSAGES.servings)
      .max(20, NUTRITION_MESSAGES.servings)
      .optional(),
    meal: z.enum(MEAL_SLOTS, { error: NUTRITION_MESSAGES.slot }),
  })
  .strict()
  .refine(
    (e) =>
      (e.food_id !== undefined && e.grams !== undefined && e.recipe_id === undefined) ||
      (e.recipe_id !== undefined && e.servings !== undefined && e.food_id === undefined),
    NUTRITION_MESSAGES.entry,
  );
export const putFoodLogSchema = z
  .object({ entries: z.array(foodLogEntryInputSchema).max(100, NUTRITION_MESSAGES.entries) })
  .strict();
export type PutFoodLogInput = z.infer<typeof putFoodLogSchema>;
export const foodLogDateParamsSchema = z.object({ date: calendarDate });

/** Why a food is flagged for this person: a cabinet medicine, or their allergies, diet restrictions and avoid-list. */
export const FOOD_FLAG_REASONS = ['medicine', 'allergy', 'diet', 'avoid_list'] as const;
export const foodFlagSchema = z.object({
  /**
   * A medicine's flag: the interaction's severity as the interaction engine gives it; the
   * person's own rules: 'avoid' or 'caution'.
   */
  severity: z.string(),
  /** The cabinet medicine; empty for a flag from the person's own rules. */
  medicine: z.string(),
  reason: z.enum(FOOD_FLAG_REASONS).optional(),
  text: z.string(),
  sources: z.array(sourceSchema),
});
export const foodLogResponseSchema = z.object({
  date: z.string(),
  entries: z.array(
    z.object({
      food_id: z.string().optional(),
      recipe_id: z.string().optional(),
      name: z.string(),
      grams: z.number().optional(),
      servings: z.number().optional(),
      meal: z.enum(MEAL_SLOTS),
      nutrients: nutrientsSchema,
      flags: z.array(foodFlagSchema),
    }),
  ),
  totals: nutrientsSchema,
  /** The day's energy and macro targets (null when the profile lacks what Mifflin-St Jeor needs). */
  targets: mealTargetsSchema.nullable(),
});
export type FoodLogResponse = z.infer<typeof foodLogResponseSchema>;

// ── Supplements ──────────────────────────────────────────────────────────────────────────────
/**
 * `GET /api/supplements/totals?date=` (today, UTC, when no date is given). Every Tolerable Upper
 * Intake Level of the National Academies' tables is held in its own basis (ADR 050): a row's
 * `upper_limit_basis` says what counts toward it and `counted_toward_limit` how much did; rows
 * for nutrients food figures do not cover (niacin, vitamin B6, folic acid, selenium, iodine...)
 * come after the DRI rows, only when a supplement supplies them.
 */
export const supplementTotalsQuerySchema = z.object({ date: calendarDate.optional() });
export const supplementTotalsSchema = z.object({
  date: z.string(),
  /** Whose upper limits apply: 'age 19-30', 'pregnancy (19-50 years)', 'breastfeeding (14-18 years)'. */
  upper_limits_for: z.string().optional(),
  supplements: z.array(
    z.object({
      medication_id: z.string(),
      name: z.string(),
      nutrients: z.array(
        z.object({
          key: z.string(),
          /** The nutrient in the form it is counted: 'Folic acid', 'Vitamin A as beta-carotene'. */
          label: z.string().optional(),
          amount: z.number(),
          unit: z.string(),
        }),
      ),
      /** False when we could not read an amount from the cabinet's dose or our data. */
      known: z.boolean(),
    }),
  ),
  nutrients: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      unit: z.string(),
      from_food: z.number(),
      /**
       * False when the day's logged food has no published figure for this nutrient (most of it
       * lacks one): `from_food` is then 0 and the total counts supplements only.
       */
      from_food_known: z.boolean(),
      from_supplements: z.number(),
      total: z.number(),
      target: z.number().nullable(),
      /**
       * The UL (or sodium's CDRR) for the person's age and life stage, in the row's unit; null when
       * none is set (a nutrient with no UL, or folate in µg DFE: the folic acid UL is its own row).
       */
      upper_limit: z.number().nullable(),
      over_upper_limit: z.boolean(),
      message: z.string().nullable(),
      /** The limit's source first, then the daily need's. */
      sources: z.array(sourceSchema),
      upper_limit_kind: z.enum(['UL', 'CDRR']).optional(),
      /** What counts toward the limit, in words ('magnesium from supplements and medicines only'). */
      upper_limit_basis: z.string().optional(),
      /** The amount held against the limit (supplements only, for a supplement-only UL). */
      counted_toward_limit: z.number().optional(),
    }),
  ),
});

// ── Admin ────────────────────────────────────────────────────────────────────────────────────
export const populateRecipesResponseSchema = z.object({
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Rows no longer in the files, taken out of the tables. */
  removed: z.number().optional(),
});
/**
 * `GET /api/admin/recipes/populate`: 200 with what the tables hold for an admin (ADMIN_EMAILS), 404
 * for everyone else, visitors included, as for the POST; the page asks it before showing itself.
 */
export const populateStatusSchema = z.object({ foods: z.number(), recipes: z.number() });
