/**
 * Nutrition in the browser: a vegetarian with a peanut allergy who takes simvastatin
 * makes a 3-day plan that keeps to every rule and names them with sources, reads the grocery list
 * that merges the plan's foods, and logs grapefruit juice, which is flagged. Plus the free plan's
 * limits, and axe and 375 px on every nutrition page. SHOTS_DIR=/tmp/shots-nutrition keeps a
 * full-page screenshot of each page at each width.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type {
  FoodResponse,
  MealPlan,
  RecipeResponse,
} from '../../src/shared/contracts/nutrition.contract';
import { rotatingPart } from '../setup/rotating-sample';
import { expect, test } from './fixtures';
import { dismissOverlays, seriousAxeFindings, watchConsole } from './helpers';

const SHOTS_DIR = process.env.SHOTS_DIR;
const MEAT_OR_FISH =
  /meat|poultry|beef|pork|lamb|chicken|turkey|fish|seafood|shellfish|crustacean|mollus/i;
const GRAPEFRUIT_LIKE = /grapefruit|pomelo|seville/i;

/** A vegetarian woman of 40 with a peanut allergy, and simvastatin in her cabinet. */
async function setUpProfile(request: APIRequestContext, origin: string): Promise<void> {
  const profile = await request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: {
        age: 40,
        gender: 'female',
        height: 165,
        heightUnit: 'cm',
        weight: 62,
        weightUnit: 'kg',
      },
      lifestyle_data: { activityLevel: 'moderately-active' },
      medical_history: { allergies: ['Peanuts'] },
      dietary_info: { dietType: 'vegetarian' },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const medicine = await request.post('/api/medications', {
    headers: { origin },
    data: { name: 'Simvastatin', dosage: '20 mg', frequency: 'Once daily' },
  });
  expect(medicine.status(), await medicine.text()).toBe(201);
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
}

test('a vegetarian with a peanut allergy on simvastatin gets a safe 3-day plan, a merged grocery list and a flag for grapefruit juice', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'nutrition', paid: true });
  await setUpProfile(page.request, origin);

  await page.goto('/meal-planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal planning' })).toBeVisible();
  await page.getByLabel('Days').fill('3');
  await page.getByRole('button', { name: 'Make my plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your meal plan' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/[?&]plan=/);
  const planId = new URL(page.url()).searchParams.get('plan')!;
  const plan = await json<MealPlan>(page.request, `/api/meal-plans/${encodeURIComponent(planId)}`);
  expect(plan.days).toHaveLength(3);

  // Each day within 10% of the target, in the API and on the page.
  for (const day of plan.days) {
    expect(Math.abs(day.totals.energy_kcal - plan.targets.energy_kcal)).toBeLessThanOrEqual(
      plan.targets.energy_kcal * 0.1,
    );
  }
  await expect(page.getByRole('heading', { level: 3, name: /^Day [123]: / })).toHaveCount(3);
  await expect(page.getByText('Within 10% of your target.')).toHaveCount(3);

  // No meat or fish, no peanut, no grapefruit in any planned recipe.
  const recipeIds = [...new Set(plan.days.flatMap((day) => day.meals.map((m) => m.recipe_id)))];
  const foodIds = new Set<string>();
  for (const id of recipeIds) {
    const recipe = await json<RecipeResponse>(
      page.request,
      `/api/recipes/${encodeURIComponent(id)}`,
    );
    expect(recipe.diets, recipe.name).toContain('vegetarian');
    expect(recipe.allergens, recipe.name).not.toContain('peanuts');
    for (const ingredient of recipe.ingredients) {
      expect(ingredient.name, recipe.name).not.toMatch(GRAPEFRUIT_LIKE);
      foodIds.add(ingredient.food_id);
    }
  }
  for (const id of foodIds) {
    const food = await json<FoodResponse>(page.request, `/api/foods/${encodeURIComponent(id)}`);
    expect(food.category, food.name).not.toMatch(MEAT_OR_FISH);
    expect(food.allergens, food.name).not.toContain('peanuts');
    expect(food.name).not.toMatch(GRAPEFRUIT_LIKE);
  }

  // The notes name the rules, each with a source link.
  const notes = page.getByRole('region', { name: 'Rules this plan follows' });
  await expect(notes).toContainText(/vegetarian/i);
  await expect(notes).toContainText(/peanut/i);
  await expect(notes).toContainText(/grapefruit/i);
  await expect(notes).toContainText(/simvastatin/i);
  const medicineNote = notes
    .getByRole('listitem')
    .filter({ hasText: /simvastatin/i })
    .first();
  await expect(medicineNote.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
  for (const note of plan.notes.filter((n) => n.kind === 'allergy' || n.kind === 'medicine'))
    expect(note.sources.length, note.text).toBeGreaterThan(0);
  // At 1280 px with a plan, its notes, micronutrients and grocery list (the smoke test sees it empty).
  expect(await seriousAxeFindings(page), 'meal plan at 1280 px').toEqual([]);
  await shot(page, 'meal-planning');

  // The grocery list: each of the plan's foods once, merged across meals and days.
  const grocery = page.getByRole('region', { name: 'Grocery list' });
  await expect(grocery.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const { items } = await json<{ items: { food_id: string; name: string; grams: number }[] }>(
    page.request,
    `/api/meal-plans/${encodeURIComponent(planId)}/grocery-list`,
  );
  const listed = items.map((item) => item.food_id);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...foodIds].sort()).toEqual([...listed].sort());
  await expect(grocery.getByRole('listitem')).toHaveCount(items.length);

  // A recipe page scales its ingredients to the servings.
  const firstMeal = plan.days[0]!.meals[0]!;
  await page.getByRole('link', { name: firstMeal.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstMeal.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeVisible();

  // Grapefruit juice in the food log is flagged, with the medicine and a source.
  await page.goto('/diet');
  await expect(page.getByRole('heading', { level: 1, name: 'Food log' })).toBeVisible();
  await page.getByLabel('Search foods and recipes').fill('grapefruit juice');
  await page
    .getByRole('button', { name: /grapefruit juice/i })
    .first()
    .click();
  await page.getByLabel('Grams').fill('250');
  await page.getByRole('button', { name: 'Add to log' }).click();
  const warnings = page.getByRole('list', { name: /^Warnings for .*grapefruit/i });
  await expect(warnings).toBeVisible();
  await expect(warnings).toContainText(/simvastatin/i);
  await expect(warnings.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
  await expect(
    page.getByRole('alert').filter({ hasText: /conflicts with a medicine/ }),
  ).toBeVisible();
  expect(await seriousAxeFindings(page), 'food log with a flag at 1280 px').toEqual([]);
  await shot(page, 'diet');
  expect(errors).toEqual([]);
});

test('a free user plans 1 to 3 days and sees the upgrade prompt for the rest', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'nutrition-free' });
  await setUpProfile(page.request, origin);
  await page.goto('/meal-planning');
  await expect(page.getByText('1 to 3 days on the free plan')).toBeVisible();
  await expect(page.getByLabel('Energy target (kcal, optional)')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Advanced meal planning needs Wellness Pro' }),
  ).toBeVisible();
  await page.getByLabel('Days').fill('4');
  await page.getByRole('button', { name: 'Make my plan' }).click();
  await expect(page.getByText('Plans of more than 3 days are part of a paid plan')).toBeVisible();
  // Safety is never a paid feature: the free plan follows the same rules.
  await page.getByLabel('Days').fill('2');
  await page.getByRole('button', { name: 'Make my plan' }).click();
  const notes = page.getByRole('region', { name: 'Rules this plan follows' });
  await expect(notes).toContainText(/simvastatin/i, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Swap / })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Grocery list' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

const PAGES = [
  '/meal-planning',
  '/diet',
  '/health/nutrition',
  '/dashboard/nutrition',
  '/dashboard/diet-progress',
  '/dashboard/supplements',
];

// Filled in, at 375 px: routes-smoke.spec.ts runs the same checks on every page, empty, at 375 px
// and at 1280 px (ADR 089).
test('the nutrition pages, filled in, pass axe and fit 375 px', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'nutrition-pages', paid: true });
  await setUpProfile(page.request, origin);
  const vitaminD = await page.request.post('/api/medications', {
    headers: { origin },
    data: { name: 'Vitamin D3', type: 'Vitamin', dosage: '4000 IU', frequency: 'Once daily' },
  });
  expect(vitaminD.status()).toBe(201);
  const made = await page.request.post('/api/meal-plans', {
    headers: { origin },
    data: { days: 3 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const plan = (await made.json()) as MealPlan;
  const today = new Date().toISOString().slice(0, 10);
  const logged = await page.request.put(`/api/food-log/${today}`, {
    headers: { origin },
    data: {
      entries: plan.days[0]!.meals.map((meal) => ({
        recipe_id: meal.recipe_id,
        servings: meal.servings,
        meal: meal.slot,
      })),
    },
  });
  expect(logged.status(), await logged.text()).toBe(200);
  const paths = [...PAGES, `/recipes/${encodeURIComponent(plan.days[0]!.meals[0]!.recipe_id)}`];
  for (const width of [375]) {
    await page.setViewportSize({ width, height: 900 });
    // Half the pages a run, by the commit (ADR 171); `npm run test:full` reads every one.
    for (const path of rotatingPart('nutrition pages filled in', paths, 2).items) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText('Educational only — not medical advice.').first()).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
      expect(await seriousAxeFindings(page), `${path} at ${width}`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await shot(page, path.replace(/\//g, '_').slice(1));
    }
  }
  // Not an admin: the populate page is the app's 404 page.
  await page.goto('/admin/populate-recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});
