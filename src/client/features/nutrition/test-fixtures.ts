/** Answers shaped like the nutrition API's, for the component tests. */
import type {
  FoodLogResponse,
  MealPlan,
  RecipeForYou,
  RecipeResponse,
} from '#shared/contracts/nutrition.contract';
import type { SubscriptionStatus } from '#shared/contracts/billing.contract';

export const PAID_STATUS: SubscriptionStatus = {
  isSubscribed: true,
  tier: 'wellness_plus',
  simplifiedTier: 'paid',
  trialEnd: null,
  subscriptionEnd: '2099-01-01T00:00:00.000Z',
};

const nutrients = (energy: number) => ({
  energy_kcal: energy,
  protein_g: energy / 25,
  fat_g: energy / 30,
  carbs_g: energy / 8,
});

export const FDA_GRAPEFRUIT = {
  title: 'FDA: Grapefruit Juice and Some Drugs Don’t Mix',
  url: 'https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix',
};

export const PLAN: MealPlan = {
  id: 'plan-1',
  created_at: '2026-11-22T10:00:00.000Z',
  targets: { energy_kcal: 2000, protein_g: 80, fat_g: 67, carbs_g: 250 },
  days: [
    {
      date: '2026-11-23',
      meals: [
        {
          slot: 'breakfast',
          recipe_id: 'oat-porridge',
          name: 'Oat porridge with berries',
          servings: 1,
          nutrients: nutrients(450),
        },
        {
          slot: 'lunch',
          recipe_id: 'lentil-soup',
          name: 'Red lentil soup',
          servings: 1.5,
          nutrients: nutrients(600),
        },
        {
          slot: 'dinner',
          recipe_id: 'veg-curry',
          name: 'Chickpea and spinach curry',
          servings: 1,
          nutrients: nutrients(750),
        },
        {
          slot: 'snack',
          recipe_id: 'yogurt-bowl',
          name: 'Yogurt with honey',
          servings: 1,
          nutrients: nutrients(200),
        },
      ],
      totals: nutrients(2000),
    },
    {
      date: '2026-11-24',
      meals: [
        {
          slot: 'breakfast',
          recipe_id: 'toast-eggs',
          name: 'Eggs on toast',
          servings: 1,
          nutrients: nutrients(400),
        },
        {
          slot: 'dinner',
          recipe_id: 'pasta',
          name: 'Tomato pasta',
          servings: 1,
          nutrients: nutrients(1300),
        },
      ],
      totals: nutrients(1700),
    },
  ],
  notes: [
    {
      kind: 'diet',
      text: 'Vegetarian: no meat or fish',
      sources: [],
    },
    {
      kind: 'allergy',
      text: 'No peanuts: you are allergic to peanuts',
      sources: [
        {
          title: 'FDA: Food Allergies',
          url: 'https://www.fda.gov/food/food-labeling-nutrition/food-allergies',
        },
      ],
    },
    {
      kind: 'medicine',
      text: 'No grapefruit: you take simvastatin',
      sources: [FDA_GRAPEFRUIT],
    },
  ],
};

export const FOOD_LOG: FoodLogResponse = {
  date: '2026-11-22',
  entries: [
    {
      food_id: 'grapefruit-juice',
      name: 'Grapefruit juice',
      grams: 250,
      meal: 'breakfast',
      nutrients: nutrients(100),
      flags: [
        {
          severity: 'major',
          medicine: 'Simvastatin',
          text: 'Grapefruit raises simvastatin levels and the risk of muscle damage. Avoid grapefruit while you take it.',
          sources: [FDA_GRAPEFRUIT],
        },
      ],
    },
    {
      recipe_id: 'lentil-soup',
      name: 'Red lentil soup',
      servings: 1,
      meal: 'lunch',
      nutrients: nutrients(400),
      flags: [],
    },
  ],
  totals: nutrients(500),
  targets: { energy_kcal: 2000, protein_g: 80, fat_g: 67, carbs_g: 250 },
};

/** What the server says about peanut butter for a 'Nut-free' restriction (person-rules.ts words). */
export const NUT_FREE_FINDING: RecipeForYou = {
  reason: 'diet',
  level: 'avoid',
  text: 'Contains peanuts: not nut-free (your restriction \u201cNut-free\u201d).',
};

/** GET /api/recipes/apple-peanut-butter for a visitor: no `for_you`. */
export const APPLE_PEANUT_BUTTER: RecipeResponse = {
  id: 'apple-peanut-butter',
  name: 'Apple slices with peanut butter',
  slots: ['snack'],
  diets: ['vegetarian', 'vegan'],
  allergens: ['peanuts'],
  minutes: 3,
  servings: 1,
  nutrients_per_serving: nutrients(280),
  ingredients: [
    { food_id: 'apple-gala-raw', name: 'Apple, gala, raw', grams: 150, text: '1 medium apple' },
    { food_id: 'peanut-butter', name: 'Peanut butter', grams: 32, text: '2 tablespoons' },
  ],
  steps: ['Slice the apple.', 'Serve with the peanut butter.'],
  sources: [{ title: 'USDA FoodData Central', url: 'https://fdc.nal.usda.gov/' }],
};
