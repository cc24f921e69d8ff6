import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENERGY_TARGET_MAX,
  NUTRITION_MESSAGES,
  type FoodLogResponse,
  type MealPlan,
} from '#shared/contracts/nutrition.contract';
import { addDays } from '#shared/domain/dates';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { vitaminKBand } from './meal-planner';

const ADMIN = 'nutrition-admin@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
});
afterAll(async () => {
  await t?.close();
});

const remove = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'DELETE',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

interface Profile {
  diet?: string;
  allergies?: string[];
  medicines?: string[];
  gender?: 'male' | 'female';
}

async function userWith(profile: Profile = {}, paid = false) {
  const user = await newUserWithId(t.app, 'nutrition');
  const ok = async (response: { statusCode: number; body: string }) =>
    expect(response.statusCode, response.body).toBeLessThan(300);
  await ok(
    await put(
      t.app,
      '/api/profile/sections/personal_info',
      {
        age: 40,
        gender: profile.gender ?? 'female',
        height: 165,
        heightUnit: 'cm',
        weight: 65,
        weightUnit: 'kg',
      },
      user.cookie,
    ),
  );
  await ok(
    await put(
      t.app,
      '/api/profile/sections/lifestyle_data',
      { activityLevel: 'lightly-active' },
      user.cookie,
    ),
  );
  if (profile.diet)
    await ok(
      await put(
        t.app,
        '/api/profile/sections/dietary_info',
        { dietType: profile.diet },
        user.cookie,
      ),
    );
  if (profile.allergies)
    await ok(
      await put(
        t.app,
        '/api/profile/sections/medical_history',
        { allergies: profile.allergies },
        user.cookie,
      ),
    );
  for (const name of profile.medicines ?? [])
    await ok(await post(t.app, '/api/medications', { name }, user.cookie));
  if (paid) await makePaid(t.testDb.database, user.id);
  return user;
}

async function recipeFoods(recipeId: string): Promise<{ food_id: string; name: string }[]> {
  return (await get(t.app, `/api/recipes/${recipeId}`)).json().ingredients;
}

async function planCount(userId: string): Promise<number> {
  const rows = await t.testDb.database.db.execute(
    sql`select count(*)::int as n from meal_plans where user_id = ${userId}`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { n: number }[];
  return Number(list[0]?.n);
}

function expectDaysWithinTarget(plan: MealPlan) {
  for (const day of plan.days) {
    expect(day.meals.map((m) => m.slot)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
    expect(Math.abs(day.totals.energy_kcal - plan.targets.energy_kcal)).toBeLessThanOrEqual(
      plan.targets.energy_kcal * 0.1,
    );
  }
  plan.days.forEach((_, i) => {
    const window = plan.days
      .slice(Math.max(0, i - 2), i + 1)
      .flatMap((d) => d.meals.map((m) => m.recipe_id));
    expect(new Set(window).size).toBe(window.length);
  });
}

describe('meal plans: safety rules for everyone', () => {
  it('vegetarian + peanut allergy + simvastatin: no meat or fish, no peanut, no grapefruit, each day ±10%, notes with sources', async () => {
    const user = await userWith({
      diet: 'vegetarian',
      allergies: ['peanuts'],
      medicines: ['simvastatin'],
    });
    const response = await post(
      t.app,
      '/api/meal-plans',
      { days: 3, start_date: '2026-05-04' },
      user.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    const plan = response.json() as MealPlan;
    expect(plan.days.map((d) => d.date)).toEqual(['2026-05-04', '2026-05-05', '2026-05-06']);
    expect(plan.micronutrients).toBeUndefined();
    expectDaysWithinTarget(plan);
    for (const meal of plan.days.flatMap((d) => d.meals)) {
      const recipe = (await get(t.app, `/api/recipes/${meal.recipe_id}`)).json();
      expect(recipe.diets).toContain('vegetarian');
      expect(recipe.allergens).not.toContain('peanuts');
      for (const food of await recipeFoods(meal.recipe_id))
        expect(food.food_id).not.toMatch(/grapefruit|pomelo|seville/);
    }
    const texts = plan.notes.map((n) => n.text).join('\n');
    expect(texts).toMatch(/Diet: vegetarian recipes only/);
    expect(texts).toMatch(/peanuts/);
    const statin = plan.notes.find((n) => /No grapefruit.*you take simvastatin/i.test(n.text));
    expect(statin?.kind).toBe('medicine');
    expect(statin?.sources.length).toBeGreaterThan(0);
    expect(plan.notes.find((n) => n.kind === 'target')?.text).toMatch(/Mifflin-St Jeor/);
    // Stored as answered, listed, and gone after delete.
    expect((await get(t.app, `/api/meal-plans/${plan.id}`, user.cookie)).json()).toEqual(plan);
    expect((await get(t.app, '/api/meal-plans', user.cookie)).json().plans[0]).toMatchObject({
      id: plan.id,
      days: 3,
      start_date: '2026-05-04',
    });
    expect((await remove(`/api/meal-plans/${plan.id}`, user.cookie)).statusCode).toBe(204);
    expect((await get(t.app, `/api/meal-plans/${plan.id}`, user.cookie)).statusCode).toBe(404);
  });

  it('warfarin: vitamin K foods stay, each day within the band around the plan\u2019s mean', async () => {
    const user = await userWith({ medicines: ['warfarin'] }, true);
    const response = await post(t.app, '/api/meal-plans', { days: 7 }, user.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const plan = response.json() as MealPlan;
    expectDaysWithinTarget(plan);
    const band = vitaminKBand(plan.days);
    for (const day of plan.days) {
      expect(day.totals.vitamin_k_ug).toBeGreaterThanOrEqual(band.low);
      expect(day.totals.vitamin_k_ug).toBeLessThanOrEqual(band.high);
    }
    const note = plan.notes.find((n) => n.text.startsWith('Vitamin K kept steady'));
    expect(note?.text).toMatch(/warfarin/);
    expect(note?.sources.length).toBeGreaterThan(0);
  });

  it('an MAOI leaves out tyramine-rich foods (aged cheese, soy sauce, cured meat...)', async () => {
    const user = await userWith({ medicines: ['phenelzine', 'Qwertyzol'] });
    const plan = (
      await post(t.app, '/api/meal-plans', { days: 3 }, user.cookie)
    ).json() as MealPlan;
    expectDaysWithinTarget(plan);
    const foods = await Promise.all(
      plan.days.flatMap((d) => d.meals.map((m) => recipeFoods(m.recipe_id))),
    );
    const tyramine = foods
      .flat()
      .map((f) => f.food_id)
      .filter((id) =>
        /cheddar|parmesan|provolone|soy-sauce|miso|salami|bacon|sauerkraut|kimchi/.test(id),
      );
    expect(tyramine).toEqual([]);
    expect(
      plan.notes.some((n) => /you take phenelzine/.test(n.text) && n.text.includes('aged cheese')),
    ).toBe(true);
    // A medicine we do not know is said, never silently ignored.
    expect(plan.notes.find((n) => n.text.includes('\u201cQwertyzol\u201d'))?.text).toMatch(
      /could not find .* no food rule was applied/,
    );
  });
});

describe('meal plans: potassium, alcohol and timing rules', () => {
  it('lisinopril, metronidazole and levothyroxine: no salt substitute or alcohol, potassium kept near the AI, dairy spaced', async () => {
    const user = await userWith({ medicines: ['lisinopril', 'metronidazole', 'levothyroxine'] });
    const response = await post(t.app, '/api/meal-plans', { days: 3 }, user.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const plan = response.json() as MealPlan;
    expectDaysWithinTarget(plan);
    const texts = plan.notes.map((n) => n.text);
    expect(texts.some((x) => /^No salt substitute: you take lisinopril/.test(x))).toBe(true);
    expect(texts.some((x) => /^No alcohol.*: you take metronidazole/.test(x))).toBe(true);
    expect(texts.some((x) => /^Potassium: you take lisinopril/.test(x))).toBe(true);
    expect(
      texts.some((x) => /^Timing: take levothyroxine at least 4 hours apart from .*milk/.test(x)),
    ).toBe(true);
    for (const note of plan.notes.filter((n) => n.kind === 'medicine'))
      expect(note.sources.length, note.text).toBeGreaterThan(0);
    const foods = await Promise.all(
      plan.days.flatMap((d) => d.meals.map((m) => recipeFoods(m.recipe_id))),
    );
    expect(
      foods.flat().filter((f) => f.food_id === 'salt-substitute' || /wine|beer/.test(f.food_id)),
    ).toEqual([]);
    const log = await put(
      t.app,
      '/api/food-log/2026-05-04',
      { entries: [{ food_id: 'salt-substitute', grams: 2, meal: 'dinner' }] },
      user.cookie,
    );
    expect(log.json().entries[0].flags.map((f: { medicine: string }) => f.medicine)).toContain(
      'lisinopril',
    );
  });

  it('adds up the day: a mineral every entry carries is in the totals, as the sum of the entries', async () => {
    const user = await userWith();
    const { recipes } = (await get(t.app, '/api/recipes')).json() as {
      recipes: { id: string; nutrients_per_serving: Record<string, number> }[];
    };
    const withMinerals = recipes
      .filter((r) =>
        ['calcium_mg', 'iron_mg', 'potassium_mg'].every((k) => k in r.nutrients_per_serving),
      )
      .slice(0, 4);
    expect(withMinerals).toHaveLength(4);
    const log = await put(
      t.app,
      '/api/food-log/2026-05-05',
      {
        entries: withMinerals.map((r, i) => ({
          recipe_id: r.id,
          servings: 1,
          meal: (['breakfast', 'lunch', 'dinner', 'snack'] as const)[i],
        })),
      },
      user.cookie,
    );
    expect(log.statusCode).toBe(200);
    const body = log.json() as {
      entries: { nutrients: Record<string, number> }[];
      totals: Record<string, number>;
    };
    for (const key of ['energy_kcal', 'calcium_mg', 'iron_mg', 'potassium_mg']) {
      const sum = body.entries.reduce((total, entry) => total + entry.nutrients[key]!, 0);
      expect(body.totals[key], key).toBeCloseTo(sum, 0);
    }
  });
});

describe('meal plans: free and paid', () => {
  it('free: 1-3 days at the computed target; longer plans, own targets, swaps and grocery lists answer 403', async () => {
    const user = await userWith();
    expect((await post(t.app, '/api/meal-plans', { days: 4 }, user.cookie)).json()).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: NUTRITION_MESSAGES.freeDays,
    });
    const own = await post(t.app, '/api/meal-plans', { days: 2, energy_kcal: 2000 }, user.cookie);
    expect([own.statusCode, own.json().code]).toEqual([403, 'PLAN_REQUIRED']);
    const plan = (
      await post(t.app, '/api/meal-plans', { days: 2 }, user.cookie)
    ).json() as MealPlan;
    expect(plan.days).toHaveLength(2);
    const swap = await post(
      t.app,
      `/api/meal-plans/${plan.id}/swap`,
      { date: plan.days[0]!.date, slot: 'lunch' },
      user.cookie,
    );
    expect([swap.statusCode, swap.json().code]).toEqual([403, 'PLAN_REQUIRED']);
    expect(
      (await get(t.app, `/api/meal-plans/${plan.id}/grocery-list`, user.cookie)).statusCode,
    ).toBe(403);
    expect(await planCount(user.id)).toBe(1);
  });

  it('paid: 14 days at an own target with micronutrients, a swap under the same rules, a merged grocery list', async () => {
    const user = await userWith({ diet: 'vegetarian', allergies: ['peanut'] }, true);
    const response = await post(
      t.app,
      '/api/meal-plans',
      { days: 14, energy_kcal: 2100, macros: { protein_pct: 20, fat_pct: 30, carbs_pct: 50 } },
      user.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    const plan = response.json() as MealPlan;
    expect(plan.targets).toEqual({ energy_kcal: 2100, protein_g: 105, fat_g: 70, carbs_g: 263 });
    expect(plan.days).toHaveLength(14);
    expectDaysWithinTarget(plan);
    const iron = plan.micronutrients!.find((m) => m.key === 'iron_mg');
    expect(iron).toMatchObject({ target: 18, upper_limit: 45 });

    const day = plan.days[5]!;
    const before = day.meals.find((m) => m.slot === 'dinner')!;
    const swap = await post(
      t.app,
      `/api/meal-plans/${plan.id}/swap`,
      { date: day.date, slot: 'dinner' },
      user.cookie,
    );
    expect(swap.statusCode, swap.body).toBe(200);
    expect(swap.json().recipe_id).not.toBe(before.recipe_id);
    const recipe = (await get(t.app, `/api/recipes/${swap.json().recipe_id}`)).json();
    expect(recipe.diets).toContain('vegetarian');
    expect(recipe.allergens).not.toContain('peanuts');
    const after = (await get(t.app, `/api/meal-plans/${plan.id}`, user.cookie)).json() as MealPlan;
    expect(after.days[5]!.meals.find((m) => m.slot === 'dinner')).toEqual(swap.json());
    expectDaysWithinTarget(after);
    const outside = await post(
      t.app,
      `/api/meal-plans/${plan.id}/swap`,
      { date: '2020-01-01', slot: 'dinner' },
      user.cookie,
    );
    expect([outside.statusCode, outside.json().message]).toEqual([
      400,
      NUTRITION_MESSAGES.notInPlan,
    ]);

    // The grocery list: one line per food, the grams of every meal using it added up.
    const list = (await get(t.app, `/api/meal-plans/${plan.id}/grocery-list`, user.cookie)).json()
      .items as {
      food_id: string;
      grams: number;
      aisle: string;
    }[];
    expect(new Set(list.map((i) => i.food_id)).size).toBe(list.length);
    const expected = new Map<string, number>();
    for (const meal of after.days.flatMap((d) => d.meals)) {
      const r = (await get(t.app, `/api/recipes/${meal.recipe_id}`)).json();
      for (const ing of r.ingredients as { food_id: string; grams: number }[])
        expected.set(
          ing.food_id,
          (expected.get(ing.food_id) ?? 0) + (ing.grams * meal.servings) / r.servings,
        );
    }
    expect(list.length).toBe(expected.size);
    for (const item of list) {
      expect(item.grams).toBe(Math.ceil(expected.get(item.food_id)!));
      expect(item.aisle).toBeTruthy();
    }
    expect([...expected.values()].length).toBeLessThan(
      after.days.flatMap((d) => d.meals).length * 8,
    );
  });

  it('bad input answers 400 with the contract\u2019s message and stores nothing', async () => {
    const user = await userWith({}, true);
    const cases: [unknown, string][] = [
      [{ days: 0 }, NUTRITION_MESSAGES.days],
      [{ days: 15 }, NUTRITION_MESSAGES.days],
      [{ days: 2, energy_kcal: 999 }, NUTRITION_MESSAGES.energy],
      [{ days: 2, energy_kcal: ENERGY_TARGET_MAX + 1 }, NUTRITION_MESSAGES.energy],
      [{ days: 2, start_date: '2026-02-30' }, NUTRITION_MESSAGES.date],
      [
        { days: 2, macros: { protein_pct: 30, fat_pct: 30, carbs_pct: 60 } },
        NUTRITION_MESSAGES.macros,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post(t.app, '/api/meal-plans', body, user.cookie);
      expect([response.statusCode, response.json().message], JSON.stringify(body)).toEqual([
        400,
        message,
      ]);
    }
    const log = await put(
      t.app,
      '/api/food-log/2026-05-04',
      { entries: [{ recipe_id: 'no-such-recipe', servings: 1, meal: 'lunch' }] },
      user.cookie,
    );
    expect([log.statusCode, log.json().message]).toEqual([400, NUTRITION_MESSAGES.recipe]);
    expect(
      (await put(t.app, '/api/food-log/2026-13-01', { entries: [] }, user.cookie)).statusCode,
    ).toBe(400);
    expect(await planCount(user.id)).toBe(0);
    expect((await get(t.app, '/api/food-log/2026-05-04', user.cookie)).json().entries).toEqual([]);
  });

  it('another user\u2019s plan answers 404 to read, swap, grocery list and delete', async () => {
    const owner = await userWith({}, true);
    const intruder = await userWith({}, true);
    const plan = (
      await post(t.app, '/api/meal-plans', { days: 2 }, owner.cookie)
    ).json() as MealPlan;
    expect((await get(t.app, `/api/meal-plans/${plan.id}`, intruder.cookie)).statusCode).toBe(404);
    expect(
      (await get(t.app, `/api/meal-plans/${plan.id}/grocery-list`, intruder.cookie)).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          `/api/meal-plans/${plan.id}/swap`,
          { date: plan.days[0]!.date, slot: 'snack' },
          intruder.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect((await remove(`/api/meal-plans/${plan.id}`, intruder.cookie)).statusCode).toBe(404);
    expect((await get(t.app, '/api/meal-plans', intruder.cookie)).json().plans).toEqual([]);
    expect((await get(t.app, `/api/meal-plans/${plan.id}`, owner.cookie)).json()).toEqual(plan);
  });
});

describe('API docs', () => {
  it('documents every nutrition route under its tag', async () => {
    const docs = await get(t.app, '/api/docs/json');
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths as Record<string, unknown>);
    for (const path of [
      '/api/foods/search',
      '/api/foods/{id}',
      '/api/recipes',
      '/api/recipes/{id}',
      '/api/meal-plans',
      '/api/meal-plans/{id}',
      '/api/meal-plans/{id}/swap',
      '/api/meal-plans/{id}/grocery-list',
      '/api/food-log/{date}',
      '/api/supplements/totals',
      '/api/admin/recipes/populate',
    ])
      expect(paths, path).toContain(path);
  });
});

describe('foods and recipes', () => {
  it('searches foods, reads one, filters recipes and answers 404 for unknown ids', async () => {
    const results = (await get(t.app, '/api/foods/search?q=grapefruit')).json().results as {
      id: string;
    }[];
    expect(results.map((r) => r.id)).toContain('grapefruit-juice');
    const food = (await get(t.app, '/api/foods/grapefruit-juice')).json();
    expect(food.nutrients_per_100g.energy_kcal).toBeGreaterThan(0);
    expect((await get(t.app, '/api/foods/no-such-food')).statusCode).toBe(404);
    const vegan = (
      await get(t.app, '/api/recipes?diet=vegan&exclude_allergens=peanuts,soy&max_minutes=30')
    ).json().recipes;
    expect(vegan.length).toBeGreaterThan(0);
    for (const r of vegan) {
      expect(r.diets).toContain('vegan');
      expect(r.allergens).not.toContain('peanuts');
      expect(r.minutes).toBeLessThanOrEqual(30);
    }
    const bad = await get(t.app, '/api/recipes?exclude_allergens=kiwi');
    expect([bad.statusCode, bad.json().message]).toEqual([400, NUTRITION_MESSAGES.allergens]);
    expect((await get(t.app, '/api/recipes/no-such-recipe')).statusCode).toBe(404);
  });
});

describe('food log and supplements', () => {
  it('flags grapefruit juice logged by someone taking simvastatin, with severity and source, and totals the day', async () => {
    const user = await userWith({ medicines: ['simvastatin'] });
    const date = '2026-05-04';
    const recipe = (await get(t.app, '/api/recipes?slot=breakfast')).json().recipes[0];
    const response = await put(
      t.app,
      `/api/food-log/${date}`,
      {
        entries: [
          { food_id: 'grapefruit-juice', grams: 250, meal: 'breakfast' },
          { recipe_id: recipe.id, servings: 1, meal: 'breakfast' },
        ],
      },
      user.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const log = response.json() as FoodLogResponse;
    const juice = log.entries[0]!;
    expect(juice.flags[0]).toMatchObject({ severity: 'major' });
    expect(juice.flags[0]!.medicine).toMatch(/simvastatin/i);
    expect(juice.flags[0]!.sources.length).toBeGreaterThan(0);
    expect(log.totals.energy_kcal).toBeCloseTo(
      juice.nutrients.energy_kcal + recipe.nutrients_per_serving.energy_kcal,
      0,
    );
    expect(log.targets?.energy_kcal).toBeGreaterThan(1000);
    expect((await get(t.app, `/api/food-log/${date}`, user.cookie)).json()).toEqual(log);
    expect(
      (await get(t.app, `/api/food-log/${addDays(date, 1)}`, user.cookie)).json().entries,
    ).toEqual([]);
  });

  it('keeps one list for a day saved many times at once (PostgreSQL kept every list sent)', async () => {
    const user = await userWith();
    const date = '2026-05-06';
    const lists = Array.from({ length: 12 }, (_, index) => ({
      entries: [
        { food_id: 'grapefruit-juice', grams: 100 + index, meal: 'breakfast' },
        { food_id: 'grapefruit-juice', grams: 200 + index, meal: 'lunch' },
      ],
    }));
    const responses = await Promise.all(
      lists.map((list) => put(t.app, `/api/food-log/${date}`, list, user.cookie)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(lists.map(() => 200));
    const day = (await get(t.app, `/api/food-log/${date}`, user.cookie)).json() as FoodLogResponse;
    // One of the lists, whole: two entries of the same save.
    expect(day.entries.map((entry) => entry.meal)).toEqual(['breakfast', 'lunch']);
    expect(day.entries[1]!.grams! - day.entries[0]!.grams!).toBe(100);
  });

  it('adds the cabinet\u2019s supplements to the day and says plainly when vitamin D and iron are over the upper limit', async () => {
    const user = await userWith();
    for (const body of [
      { name: 'Vitamin D3', dosage: '5000 IU', type: 'Supplement', frequency: 'Once daily' },
      { name: 'Ferrous sulfate', dosage: '65 mg', type: 'Supplement', frequency: 'Once daily' },
      { name: 'Zinc', dosage: '15 mg', type: 'Supplement', frequency: 'Once daily' },
      { name: 'Multivitamin', dosage: '1 tablet', type: 'Vitamin', frequency: 'Once daily' },
    ])
      expect((await post(t.app, '/api/medications', body, user.cookie)).statusCode).toBe(201);
    const response = await get(t.app, '/api/supplements/totals?date=2026-05-04', user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const totals = response.json();
    const byName = Object.fromEntries(totals.supplements.map((s: { name: string }) => [s.name, s]));
    expect(byName['Vitamin D3']).toMatchObject({
      known: true,
      nutrients: [{ key: 'vitamin_d_ug', amount: 125 }],
    });
    expect(byName['Ferrous sulfate'].nutrients).toEqual([
      { key: 'iron_mg', label: 'Iron', amount: 65, unit: 'mg' },
    ]);
    expect(byName.Multivitamin.known).toBe(false);
    const nutrient = (key: string) => totals.nutrients.find((n: { key: string }) => n.key === key);
    expect(nutrient('vitamin_d_ug')).toMatchObject({
      from_supplements: 125,
      upper_limit: 100,
      over_upper_limit: true,
    });
    expect(nutrient('vitamin_d_ug').message).toMatch(/over the upper limit of 100 µg/);
    expect(nutrient('vitamin_d_ug').sources[0].url).toMatch(
      /ods\.od\.nih\.gov\/factsheets\/VitaminD/,
    );
    expect(nutrient('iron_mg')).toMatchObject({ over_upper_limit: true });
    // Nothing logged that day: food gives a known 0.
    expect(nutrient('zinc_mg')).toMatchObject({
      from_food: 0,
      from_food_known: true,
      from_supplements: 15,
      over_upper_limit: false,
      message: null,
    });
  });

  it('holds niacin, B6, selenium, iodine and folic acid to their own ULs, and a pregnancy’s limits from the profile', async () => {
    const user = await userWith();
    for (const body of [
      {
        name: 'Multivitamin',
        dosage: 'niacin 500 mg, B6 200 mg, selenium 800 mcg, iodine 2 mg',
        type: 'Vitamin',
        frequency: 'Once daily',
      },
      {
        name: 'Prenatal vitamin',
        dosage: 'Folate 1,360 mcg DFE (800 mcg folic acid)',
        type: 'Vitamin',
        frequency: 'Once daily',
      },
      { name: 'Phosphorus', dosage: '3,600 mg', type: 'Supplement', frequency: 'Once daily' },
    ])
      expect((await post(t.app, '/api/medications', body, user.cookie)).statusCode).toBe(201);
    const read = async () => {
      const response = await get(t.app, '/api/supplements/totals?date=2026-05-04', user.cookie);
      expect(response.statusCode, response.body).toBe(200);
      const totals = response.json();
      return {
        totals,
        row: (key: string) => totals.nutrients.find((n: { key: string }) => n.key === key),
      };
    };
    const before = await read();
    for (const key of ['niacin_mg', 'vitamin_b6_mg', 'selenium_ug', 'iodine_ug'])
      expect(before.row(key), key).toMatchObject({ over_upper_limit: true });
    expect(before.row('niacin_mg').sources[0].url).toBe(
      'https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/',
    );
    expect(before.row('niacin_mg').upper_limit_basis).toMatch(/niacin in food does not count/);
    // 800 µg of folic acid is under its 1,000 µg UL (it was once counted as 1,360 µg DFE).
    expect(before.row('folic_acid_ug')).toMatchObject({
      counted_toward_limit: 800,
      upper_limit: 1000,
      over_upper_limit: false,
    });
    expect(before.row('folate_ug')).toMatchObject({ upper_limit: null, from_supplements: 1360 });
    expect(before.row('phosphorus_mg')).toMatchObject({
      upper_limit: 4000,
      over_upper_limit: false,
    });
    expect(before.totals.upper_limits_for).toBe('age 31-50');

    expect(
      (
        await put(
          t.app,
          '/api/profile/sections/medical_history',
          { healthConditions: ['Pregnant (second trimester)'] },
          user.cookie,
        )
      ).statusCode,
    ).toBeLessThan(300);
    const after = await read();
    expect(after.totals.upper_limits_for).toBe('pregnancy (19-50 years)');
    expect(after.row('phosphorus_mg')).toMatchObject({ upper_limit: 3500, over_upper_limit: true });
    expect(after.row('phosphorus_mg').message).toMatch(/for pregnancy \(19-50 years\)/);
    expect(after.row('folic_acid_ug')).toMatchObject({ over_upper_limit: false });
  });
});

describe('admin reload of the food and recipe files', () => {
  it('answers 404 to visitors and non-admins, and loads idempotently for an admin', async () => {
    const visitor = await post(t.app, '/api/admin/recipes/populate', {});
    expect(visitor.statusCode).toBe(404);
    const user = await userWith({}, true);
    expect((await post(t.app, '/api/admin/recipes/populate', {}, user.cookie)).statusCode).toBe(
      404,
    );
    expect((await get(t.app, '/api/admin/recipes/populate', user.cookie)).statusCode).toBe(404);

    const { cookie } = await newAdmin();
    const status = (await get(t.app, '/api/admin/recipes/populate', cookie)).json();
    expect(status.recipes).toBeGreaterThan(0);
    // One recipe row altered and one removed behind the app's back: the reload puts both right.
    const db = t.testDb.database.db;
    const [first, second] = (await get(t.app, '/api/recipes')).json().recipes as { id: string }[];
    await db.execute(
      sql`update knowledge_recipes set data = jsonb_set(data, '{name}', '"Changed"') where id = ${first!.id}`,
    );
    await db.execute(sql`delete from knowledge_recipes where id = ${second!.id}`);
    const firstRun = await post(t.app, '/api/admin/recipes/populate', {}, cookie);
    expect(firstRun.statusCode, firstRun.body).toBe(200);
    // At least the two rows touched here (the files may hold more than the template loaded).
    expect(firstRun.json().added).toBeGreaterThanOrEqual(1);
    expect(firstRun.json().updated).toBeGreaterThanOrEqual(1);
    expect((await get(t.app, `/api/recipes/${second!.id}`)).statusCode).toBe(200);
    const restored = await db.execute(
      sql`select data->>'name' as name from knowledge_recipes where id = ${first!.id}`,
    );
    expect(JSON.stringify(restored)).not.toContain('Changed');
    const secondRun = (await post(t.app, '/api/admin/recipes/populate', {}, cookie)).json();
    expect(secondRun).toMatchObject({ added: 0, updated: 0, removed: 0 });
    expect(secondRun.unchanged).toBe(status.foods + status.recipes);
  });
});

async function newAdmin() {
  const { createSignedInUser } = await import('../../../../tests/setup/test-app');
  return createSignedInUser(t.app, ADMIN);
}
