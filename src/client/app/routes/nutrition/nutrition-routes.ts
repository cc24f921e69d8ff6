/**
 * Nutrition pages: meal planning, recipes, the food log, targets and supplements; collected into
 * APP_ROUTES by route-table.tsx.
 */
import { protectedPage, type AppRoute } from '../../app-route';
import type { NUTRITION_DECLARATIONS } from './nutrition-declarations';
import { lazyPage } from '../../lazy-page';

const mealPlanning = lazyPage('Meal Planning', () => import('./meal-planning'));
const recipe = lazyPage('Recipe', () => import('./recipe'));
const diet = lazyPage('Food Log', () => import('./diet'));
const nutrition = lazyPage('Nutrition', () => import('./nutrition-overview'));
const supplements = lazyPage('Supplements', () => import('./supplements'));
const populateRecipes = lazyPage('Populate Recipes', () => import('./populate-recipes'));

type Page = keyof typeof NUTRITION_DECLARATIONS;

export const NUTRITION_ROUTES: AppRoute<Page>[] = [
  protectedPage('/meal-planning', 'Meal Planning', mealPlanning, 'mealPlanning'),
  { ...protectedPage('/recipes/:id', 'Recipe', recipe, 'recipe'), below: '/meal-planning' },
  protectedPage('/diet', 'Food Log', diet, 'foodLog'),
  protectedPage('/health/nutrition', 'Nutrition', nutrition, 'nutrition'),
  protectedPage('/dashboard/nutrition', 'Nutrition', nutrition, 'nutrition'),
  protectedPage('/dashboard/supplements', 'Supplements', supplements, 'supplements'),
  // Admins only: everyone else sees the app's 404 page (the page asks the API who may).
  protectedPage('/admin/populate-recipes', 'Populate Recipes', populateRecipes, 'populateRecipes'),
];
