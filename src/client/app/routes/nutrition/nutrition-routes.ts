/**
 * Nutrition pages: meal planning, recipes, the food log, targets and supplements; spread into
 * APP_ROUTES by route-table.tsx.
 */
import type { AppRoute } from '../../app-route';
import type { NUTRITION_DECLARATIONS } from './nutrition-declarations';
import { lazyPage } from '../../lazy-page';

const mealPlanning = lazyPage('Meal Planning', () => import('./meal-planning'));
const recipe = lazyPage('Recipe', () => import('./recipe'));
const diet = lazyPage('Food Log', () => import('./diet'));
const nutrition = lazyPage('Nutrition', () => import('./nutrition-overview'));
const supplements = lazyPage('Supplements', () => import('./supplements'));
const populateRecipes = lazyPage('Populate Recipes', () => import('./populate-recipes'));

type Page = keyof typeof NUTRITION_DECLARATIONS;

const route = (
  path: string,
  name: string,
  page: AppRoute['page'],
  declaration: Page,
): AppRoute<Page> => ({
  path,
  name,
  access: 'protected',
  page,
  declaration,
});

export const NUTRITION_ROUTES: AppRoute<Page>[] = [
  route('/meal-planning', 'Meal Planning', mealPlanning, 'mealPlanning'),
  route('/recipes/:id', 'Recipe', recipe, 'recipe'),
  route('/diet', 'Food Log', diet, 'foodLog'),
  route('/health/nutrition', 'Nutrition', nutrition, 'nutrition'),
  route('/dashboard/nutrition', 'Nutrition', nutrition, 'nutrition'),
  route('/dashboard/supplements', 'Supplements', supplements, 'supplements'),
  // Admins only: everyone else sees the app's 404 page (the page asks the API who may).
  route('/admin/populate-recipes', 'Populate Recipes', populateRecipes, 'populateRecipes'),
];
