/**
 * One person, every tool: a profile with a nut-free and a gluten-free restriction, a vegan diet,
 * a pregnancy, warfarin in the cabinet, palm oil and peppermint on the avoid-list, walked through
 * each tool's real route. Each tool must honour each rule that applies to it, with the rule named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnalyzeResponse,
  AnalyzedIngredient,
  ClaimCheckResponse,
  ProductResponse,
} from '#shared/contracts/ingredients.contract';
import type {
  FoodLogResponse,
  MealPlan,
  RecipeResponse,
} from '#shared/contracts/nutrition.contract';
import type { OilDetail, RemedyDetail } from '#shared/contracts/aromatherapy.contract';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  post,
  put,
  type TestApp,
} from '../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../tests/setup/billing';
import { freshEan13 } from '../../../tests/setup/access/ingredients.access';

const LABEL =
  'Sugar, palm oil, hazelnuts 13%, skimmed milk powder, fat-reduced cocoa 7.4%, wheat flour, emulsifier: lecithins (soya), vanillin';

let t: TestApp;
let cookie: string;
let visitorView: { oil: OilDetail };

const ok = (response: { statusCode: number; body: string }) =>
  expect(response.statusCode, response.body).toBeLessThan(300);

beforeAll(async () => {
  t = await createTestApp({ CHECK_VISITOR_RATE_PER_MINUTE: '1000' });
  const user = await newUserWithId(t.app, 'person-walk');
  cookie = user.cookie;
  await makePaid(t.testDb.database, user.id);
  ok(
    await put(
      t.app,
      '/api/profile/sections/personal_info',
      { age: 32, gender: 'female', height: 165, heightUnit: 'cm', weight: 62, weightUnit: 'kg' },
      cookie,
    ),
  );
  ok(
    await put(
      t.app,
      '/api/profile/sections/medical_history',
      { allergies: [], healthConditions: ['Pregnant'] },
      cookie,
    ),
  );
  ok(
    await put(
      t.app,
      '/api/profile/sections/dietary_info',
      { dietType: 'vegan', dietaryRestrictions: ['Nut-free', 'Gluten-free'] },
      cookie,
    ),
  );
  ok(await post(t.app, '/api/medications', { name: 'Warfarin' }, cookie));
  ok(
    await put(
      t.app,
      '/api/avoid-list',
      { items: [{ name: 'Palm oil' }, { name: 'Peppermint' }] },
      cookie,
    ),
  );
  visitorView = { oil: (await get(t.app, '/api/oils/sage')).json<OilDetail>() };
});
afterAll(async () => {
  await t?.close();
});

const entry = (result: AnalyzeResponse, text: string): AnalyzedIngredient => {
  const found = result.ingredients.find((item) => item.text === text);
  if (!found) throw new Error(`no ${text} in ${result.ingredients.map((e) => e.text).join(', ')}`);
  return found;
};
const avoidTexts = (item: AnalyzedIngredient) =>
  item.personal.filter((warning) => warning.level === 'avoid').map((warning) => warning.text);

/** What the label analysis must say for this person, wherever the label is read. */
function expectLabelHonoured(result: AnalyzeResponse) {
  expect(result.personalized).toBe(true);
  const hazelnuts = entry(result, 'hazelnuts 13%');
  expect(hazelnuts.personal).toContainEqual(
    expect.objectContaining({
      reason: 'diet',
      level: 'avoid',
      text: expect.stringMatching(/not nut-free \(your restriction \u201cNut-free\u201d\)/),
    }),
  );
  expect(avoidTexts(entry(result, 'wheat flour')).join(' ')).toMatch(
    /not gluten-free \(your restriction \u201cGluten-free\u201d\)/,
  );
  expect(avoidTexts(entry(result, 'skimmed milk powder')).join(' ')).toMatch(/^Not vegan/);
  expect(avoidTexts(entry(result, 'palm oil'))).toContain('Palm oil is on your avoid-list.');
  expect(result.summary.avoid).toBeGreaterThanOrEqual(4);
}

describe('one profile, every tool', () => {
  it('the label analyzer flags hazelnuts for a nut-free restriction, wheat, milk and the avoid-list', async () => {
    const response = await post(t.app, '/api/ingredients/analyze', { text: LABEL }, cookie);
    ok(response);
    expectLabelHonoured(response.json<AnalyzeResponse>());
    // A visitor's analysis of the same label carries nothing personal.
    const visitor = (
      await post(t.app, '/api/ingredients/analyze', { text: LABEL })
    ).json<AnalyzeResponse>();
    expect(visitor.ingredients.every((item) => item.personal.length === 0)).toBe(true);
  });

  it('a barcode result reads the same rules', async () => {
    const barcode = freshEan13();
    ok(
      await post(
        t.app,
        '/api/products',
        { barcode, name: 'Hazelnut cocoa spread', ingredients_text: LABEL },
        cookie,
      ),
    );
    const response = await get(t.app, `/api/products/${barcode}`, cookie);
    ok(response);
    expectLabelHonoured(response.json<ProductResponse>().analysis);
  });

  it('the meal plan holds no nut, gluten or animal recipe, and says which rules shaped it', async () => {
    const response = await post(t.app, '/api/meal-plans', { days: 3 }, cookie);
    ok(response);
    const plan = response.json<MealPlan>();
    const ids = new Set(plan.days.flatMap((day) => day.meals.map((meal) => meal.recipe_id)));
    expect(ids.size).toBeGreaterThan(0);
    for (const id of ids) {
      const recipe = (await get(t.app, `/api/recipes/${id}`, cookie)).json<RecipeResponse>();
      expect(recipe.allergens, id).not.toContain('tree-nuts');
      expect(recipe.allergens, id).not.toContain('peanuts');
      expect(recipe.allergens, id).not.toContain('gluten');
      expect(recipe.allergens, id).not.toContain('wheat');
      expect(recipe.diets, id).toContain('vegan');
      expect(recipe.for_you?.filter((f) => f.level === 'avoid') ?? [], id).toEqual([]);
    }
    const notes = plan.notes.map((note) => note.text).join('\n');
    expect(notes).toMatch(/\u201cNut-free\u201d \u2192 no tree-nuts, peanuts/);
    expect(notes).toMatch(/\u201cGluten-free\u201d \u2192 no gluten, wheat/);
    expect(notes).toMatch(/Diet: vegan recipes only/);
    expect(notes).toMatch(/Vitamin K kept steady.*Warfarin/);
  });

  it('recipe search marks what the rules find, and for_me leaves it out', async () => {
    const marked = (await get(t.app, '/api/recipes?q=peanut', cookie)).json<{
      recipes: RecipeResponse[];
    }>();
    const apple = marked.recipes.find((recipe) => recipe.id === 'apple-peanut-butter');
    expect(apple?.for_you).toContainEqual(
      expect.objectContaining({
        reason: 'diet',
        level: 'avoid',
        text: expect.stringMatching(/not nut-free/),
      }),
    );
    // Visitors see the same list with nothing personal.
    const visitor = (await get(t.app, '/api/recipes?q=peanut')).json<{
      recipes: RecipeResponse[];
    }>();
    expect(visitor.recipes.every((recipe) => recipe.for_you === undefined)).toBe(true);

    const all = (await get(t.app, '/api/recipes', cookie)).json<{ recipes: RecipeResponse[] }>();
    const mine = (await get(t.app, '/api/recipes?for_me=true', cookie)).json<{
      recipes: RecipeResponse[];
    }>();
    expect(mine.recipes.length).toBeGreaterThan(0);
    expect(mine.recipes.length).toBeLessThan(all.recipes.length);
    for (const recipe of mine.recipes) {
      expect(recipe.diets).toContain('vegan');
      expect(recipe.allergens).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(tree-nuts|peanuts|gluten|wheat)$/)]),
      );
    }
  });

  it('the food log warns about almonds, white bread and honey with the rule named', async () => {
    const response = await put(
      t.app,
      '/api/food-log/2026-03-02',
      {
        entries: [
          { food_id: 'almonds-raw', grams: 30, meal: 'snack' },
          { food_id: 'bread-white', grams: 60, meal: 'breakfast' },
          { food_id: 'honey', grams: 10, meal: 'breakfast' },
          { food_id: 'lentils-dry', grams: 60, meal: 'lunch' },
        ],
      },
      cookie,
    );
    ok(response);
    const log = response.json<FoodLogResponse>();
    const flags = (id: string) => log.entries.find((e) => e.food_id === id)?.flags ?? [];
    expect(flags('almonds-raw')).toContainEqual(
      expect.objectContaining({
        reason: 'diet',
        severity: 'avoid',
        text: expect.stringMatching(/not nut-free/),
      }),
    );
    expect(flags('bread-white')).toContainEqual(
      expect.objectContaining({ reason: 'diet', text: expect.stringMatching(/not gluten-free/) }),
    );
    expect(flags('honey')).toContainEqual(
      expect.objectContaining({ reason: 'diet', text: expect.stringMatching(/vegan/) }),
    );
    expect(flags('lentils-dry').filter((flag) => flag.reason !== 'medicine')).toEqual([]);
  });

  it('oils warn in pregnancy and name what is on the avoid-list', async () => {
    const oil = (await get(t.app, '/api/oils/sage', cookie)).json<OilDetail>();
    expect(oil.for_you.map((warning) => warning.kind)).toContain('pregnancy');
    expect(visitorView.oil.for_you).toEqual([]);
    const peppermint = (await get(t.app, '/api/oils/peppermint', cookie)).json<OilDetail>();
    expect(peppermint.for_you).toContainEqual(
      expect.objectContaining({ kind: 'avoid_list', text: 'Peppermint is on your avoid-list.' }),
    );
  });

  it('remedies: warfarin interactions, pregnancy and a vegan diet', async () => {
    const ginkgo = (await get(t.app, '/api/remedies/ginkgo', cookie)).json<RemedyDetail>();
    expect(ginkgo.screening?.reasons).toContainEqual(
      expect.objectContaining({ kind: 'interaction', text: expect.stringMatching(/Warfarin/) }),
    );
    const honey = (await get(t.app, '/api/remedies/honey', cookie)).json<RemedyDetail>();
    expect(honey.screening?.reasons).toContainEqual(
      expect.objectContaining({
        kind: 'diet',
        level: 'avoid',
        text: expect.stringMatching(/vegan/),
      }),
    );
    expect(honey.screening?.suitable).toBe(false);
    const fishOil = (await get(t.app, '/api/remedies/fish-oil', cookie)).json<RemedyDetail>();
    expect(fishOil.screening?.reasons.map((reason) => reason.kind)).toEqual(
      expect.arrayContaining(['diet', 'interaction']),
    );
  });

  it('claims: what the claim is about meets the cabinet', async () => {
    const response = await post(
      t.app,
      '/api/claims/check',
      { text: 'Ginkgo improves memory' },
      cookie,
    );
    ok(response);
    const match = response.json<ClaimCheckResponse>().matches[0]!;
    expect(match.claim_id).toBe('ginkgo-improves-memory');
    expect(match.personal).toContainEqual(
      expect.objectContaining({ reason: 'medicine', text: expect.stringMatching(/Warfarin/) }),
    );
    const visitor = (
      await post(t.app, '/api/claims/check', { text: 'Ginkgo improves memory' })
    ).json<ClaimCheckResponse>();
    expect(visitor.matches[0]!.personal).toEqual([]);
  });

  it('the assistant says to avoid a product with hazelnuts, naming the restriction', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        message: `Is this spread fine for me? Ingredients: ${LABEL}`,
      },
      headers: { origin: TEST_ORIGIN, cookie },
    });
    ok(response);
    const text = response.json<{ message: string }>().message;
    expect(text).toMatch(
      /Avoid: hazelnuts\. Contains tree nuts: not nut-free \(your restriction \u201cNut-free\u201d\)/,
    );
    expect(text).toMatch(/Avoid: wheat flour\..*not gluten-free/);
    expect(text).toMatch(/Avoid: palm oil\. Palm oil is on your avoid-list/);
    expect(text).not.toMatch(/I don't have that in my offline knowledge base/);
  });
});
