/**
 * The nutrition API (paths and fields are the contract's). Foods and recipes are public
 * reference data; meal plans, the food log and supplement totals need a session; swaps and the
 * grocery list are paid; the admin reload answers 404 to anyone not in ADMIN_EMAILS.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import {
  ALLERGENS,
  NUTRITION_MESSAGES,
  createMealPlanSchema,
  foodLogDateParamsSchema,
  foodLogResponseSchema,
  foodResponseSchema,
  foodSearchQuerySchema,
  foodSearchResponseSchema,
  groceryListSchema,
  mealPlanListSchema,
  mealPlanSchema,
  plannedMealSchema,
  populateRecipesResponseSchema,
  populateStatusSchema,
  putFoodLogSchema,
  recipeListQuerySchema,
  recipeListResponseSchema,
  recipeResponseSchema,
  supplementTotalsQuerySchema,
  supplementTotalsSchema,
  swapMealSchema,
  type Allergen,
} from '#shared/contracts/nutrition.contract';
import { utcToday } from '#shared/domain/dates';
import { AppError } from '#server/lib/app-error';
import { memberRoutes, type MemberRoutes } from '#server/lib/member-routes';
import { openRoutes } from '#server/lib/open-routes';
import type { NutritionKnowledgeAdmin } from './nutrition-knowledge-admin';
import type { NutritionService } from './nutrition.service';

const TAGS = ['nutrition'];
const idParams = z.object({ id: z.string().max(100) });

export interface NutritionRouteDeps {
  service: NutritionService;
  /** The food and recipe knowledge's counts and reload (admin routes). */
  admin: NutritionKnowledgeAdmin;
  now: () => Date;
}

function parseAllergens(text: string | undefined): Allergen[] {
  if (!text) return [];
  const out: Allergen[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim().toLowerCase();
    if (item === '') continue;
    if (!(ALLERGENS as readonly string[]).includes(item))
      throw new AppError(400, 'VALIDATION_ERROR', NUTRITION_MESSAGES.allergens);
    out.push(item as Allergen);
  }
  return out;
}

/** Foods and recipes: reference data anyone may read. */
export function nutritionPublicRoutes({ service }: NutritionRouteDeps): FastifyPluginAsyncZod {
  const config = { access: 'public' } as const;
  return async (app) => {
    app.get(
      '/api/foods/search',
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'Search foods by name (nutrients per 100 g from USDA FoodData Central)',
          querystring: foodSearchQuerySchema,
          response: { 200: foodSearchResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => service.searchFoods(request.query.q),
    );
    app.get(
      '/api/foods/:id',
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'One food: nutrients per 100 g, household portions, allergens and sources',
          params: idParams,
          response: { 200: foodResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => service.getFood(request.params.id),
    );
    const open = openRoutes(app);
    open.get(
      '/api/recipes',
      {
        config,
        schema: {
          tags: TAGS,
          summary:
            'Recipes filtered by text, diet, allergens to leave out (comma-separated), time and slot',
          description:
            'Public. Signed in, each recipe carries `for_you` (what your allergies, diet restrictions, diet and avoid-list find in its foods), and `for_me=true` leaves out every recipe the meal planner would leave out for you.',
          querystring: recipeListQuerySchema,
          response: { 200: recipeListResponseSchema, 400: apiErrorSchema },
        },
      },
      async (actor, request) => {
        const { exclude_allergens, for_me, ...rest } = request.query;
        return service.listRecipes(
          actor,
          { ...rest, exclude_allergens: parseAllergens(exclude_allergens) },
          for_me === 'true',
        );
      },
    );
    open.read(
      '/api/recipes/:id',
      {
        config,
        schema: {
          tags: TAGS,
          summary:
            'One recipe: ingredients in grams, steps, computed diets, allergens and nutrients',
          params: idParams,
          response: { 200: recipeResponseSchema, 404: apiErrorSchema },
        },
      },
      async (actor, { params }) => service.getRecipe(actor, params.id),
    );
  };
}

/** What the nutritionUserRoutes groups share: the deps and what is built from them once. */
function nutritionUserRoutesKit({ service, now }: NutritionRouteDeps) {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
  const config = { access: 'user' } as const;
  // Swaps and the grocery list are paid: the gate answers 403 before the handler.
  const paid = { access: 'user', feature: 'advanced_meal_planning' } as const;
  return { service, now, errors, config, paid };
}
type NutritionUserRoutesKit = ReturnType<typeof nutritionUserRoutesKit>;

/** Meal plans, the food log and supplement totals: the caller's own rows only. */
export function nutritionUserRoutes(deps: NutritionRouteDeps): FastifyPluginAsyncZod {
  const kit = nutritionUserRoutesKit(deps);
  return async (app) => {
    const member = memberRoutes(app);
    mealPlanRoutes(member, kit);
    foodLogRoutes(member, kit);
  };
}

/** Meal plans: create, list, read, delete, swap a meal (paid) and the grocery list (paid). */
function mealPlanRoutes(
  member: MemberRoutes,
  { service, errors, config, paid }: NutritionUserRoutesKit,
): void {
  member.post(
    '/api/meal-plans',
    {
      config,
      schema: {
        tags: TAGS,
        summary:
          'Make a meal plan: 1-3 days at the computed target (free), up to 14 days with own energy and macros (paid). Diet, allergy and food-drug rules apply to everyone.',
        body: createMealPlanSchema,
        response: {
          201: mealPlanSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (actor, request, reply) =>
      reply.status(201).send(await service.createPlan(actor, request.body)),
  );
  member.read(
    '/api/meal-plans',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'The caller\u2019s meal plans, newest first',
        response: { 200: mealPlanListSchema, 401: apiErrorSchema },
      },
    },
    async (actor) => service.listPlans(actor),
  );
  member.read(
    '/api/meal-plans/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'One meal plan with its days, totals and the rules that shaped it',
        params: idParamsSchema,
        response: { 200: mealPlanSchema, 404: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (actor, { params }) => service.getPlan(actor, params.id),
  );
  member.delete(
    '/api/meal-plans/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Delete a meal plan',
        params: idParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (actor, request, reply) => {
      await service.deletePlan(actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
  member.post(
    '/api/meal-plans/:id/swap',
    {
      config: paid,
      schema: {
        tags: TAGS,
        summary: 'Swap one meal of a plan for another under the same rules (paid)',
        params: idParamsSchema,
        body: swapMealSchema,
        response: {
          200: plannedMealSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (actor, request) =>
      service.swap(actor, request.params.id, request.body.date, request.body.slot),
  );
  member.get(
    '/api/meal-plans/:id/grocery-list',
    {
      config: paid,
      schema: {
        tags: TAGS,
        summary: 'The plan\u2019s ingredients merged by food, in grams, by aisle (paid)',
        params: idParamsSchema,
        response: {
          200: groceryListSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (actor, request) => service.groceryList(actor, request.params.id),
  );
}

/** The food log and the supplement totals. */
function foodLogRoutes(
  member: MemberRoutes,
  { service, now, errors, config }: NutritionUserRoutesKit,
): void {
  member.read(
    '/api/food-log/:date',
    {
      config,
      schema: {
        tags: TAGS,
        summary:
          'One day of the food log: entries with nutrients and flags for foods that clash with the cabinet, totals and targets',
        params: foodLogDateParamsSchema,
        response: { 200: foodLogResponseSchema, ...errors },
      },
    },
    async (actor, { params }) => service.getFoodLog(actor, params.date),
  );
  member.put(
    '/api/food-log/:date',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Replace one day of the food log (foods in grams, recipes in servings)',
        params: foodLogDateParamsSchema,
        body: putFoodLogSchema,
        response: { 200: foodLogResponseSchema, ...errors },
      },
    },
    async (actor, request) => service.putFoodLog(actor, request.params.date, request.body),
  );

  member.read(
    '/api/supplements/totals',
    {
      config,
      schema: {
        tags: TAGS,
        summary:
          'The cabinet\u2019s supplements with nutrient amounts read from their doses, added to the day\u2019s food log and held against the upper limits (NIH ODS)',
        querystring: supplementTotalsQuerySchema,
        response: { 200: supplementTotalsSchema, ...errors },
      },
    },
    async (actor, { query }) => service.supplementTotals(actor, query.date ?? utcToday(now())),
  );
}

/** The admin reload: declared admin, so 404 for everyone not signed in with an ADMIN_EMAILS address. */
export function nutritionAdminRoutes({ admin }: NutritionRouteDeps): FastifyPluginAsyncZod {
  const config = { access: 'admin' } as const;
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/admin/recipes/populate',
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'Admins: how many foods and recipes the tables hold (404 for anyone else)',
          response: { 200: populateStatusSchema, 404: apiErrorSchema },
        },
      },
      async () => admin.counts(),
    );
    member.post(
      '/api/admin/recipes/populate',
      {
        config,
        schema: {
          tags: TAGS,
          summary:
            'Admins: validate the food and recipe files and (re)load them into the knowledge tables, idempotently (404 for anyone else)',
          response: {
            200: populateRecipesResponseSchema,
            404: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async () => admin.populate(),
    );
  };
}
