/**
 * Access-matrix fixtures for the nutrition module. Meal plans are owned rows; foods and recipes
 * are public reference data; /api/food-log/:date names a day of the caller's own log. The admin
 * reload is declared admin (404 to everyone not in ADMIN_EMAILS).
 */
import { post } from '../test-app';
import type { AccessContext, Fixture, ModuleAccess } from './access-fixture';

async function createPlan(context: AccessContext): Promise<{ id: string; date: string }> {
  // The owner is paid, so an own energy target needs no profile.
  const plan = (
    await post(context.app, '/api/meal-plans', { days: 2, energy_kcal: 2000 }, context.owner.cookie)
  ).json() as { id: string; days: { date: string }[] };
  return { id: plan.id, date: plan.days[0]!.date };
}

export const nutritionAccess: ModuleAccess = {
  // The context's fields are getters read when a fixture runs, so never destructure it here.
  fixtures: (context: AccessContext) => {
    const fixtures: Record<string, Fixture> = {
      '/api/meal-plans/:id': {
        create: async () => {
          const { id } = await createPlan(context);
          return { url: `/api/meal-plans/${id}`, id, ownerView: '/api/meal-plans' };
        },
        list: '/api/meal-plans',
      },
      '/api/meal-plans/:id/grocery-list': {
        create: async () => {
          const { id } = await createPlan(context);
          return {
            url: `/api/meal-plans/${id}/grocery-list`,
            id,
            ownerView: `/api/meal-plans/${id}`,
          };
        },
        list: '/api/meal-plans',
      },
    };
    let swapDate = '';
    fixtures['/api/meal-plans/:id/swap'] = {
      create: async () => {
        const { id, date } = await createPlan(context);
        swapDate = date;
        return { url: `/api/meal-plans/${id}/swap`, id, ownerView: `/api/meal-plans/${id}` };
      },
      list: '/api/meal-plans',
      get payload() {
        return { date: swapDate, slot: 'lunch' };
      },
    };
    return fixtures;
  },
  publicRoutes: [
    'GET /api/foods/search',
    'GET /api/foods/:id',
    'GET /api/recipes',
    'GET /api/recipes/:id',
  ],
  notOwnedParams: {
    '/api/foods/:id': 'a food of the public knowledge base',
    '/api/recipes/:id': 'a recipe of the public knowledge base',
  },
};
