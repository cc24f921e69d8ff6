/** Head tags for the nutrition pages: private (never indexed), one title per address. */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';

const page = (title: string, description: string): PageMeta => ({
  title: `${title} | Wellnest`,
  description,
  robots: NOT_INDEXED,
});

const nutrition = page(
  'Your Nutrition',
  "Your energy and nutrient targets, and today's food log against them.",
);

export const NUTRITION_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/meal-planning': page(
    'Meal Planning',
    'A meal plan that follows your diet, allergies and medicines, with the rules and their sources.',
  ),
  '/recipes/:id': page(
    'Recipe',
    'A recipe with its ingredients scaled to your servings, steps, nutrients and allergens.',
  ),
  '/diet': page(
    'Food Log',
    'Log what you eat, see the day against your targets, and the foods that clash with your medicines.',
  ),
  '/health/nutrition': nutrition,
  '/dashboard/nutrition': nutrition,
  '/dashboard/supplements': page(
    'Supplements',
    'The nutrients in your supplements, added to your food and held against the upper limits.',
  ),
  '/admin/populate-recipes': page('Populate Recipes', 'Load the food and recipe files.'),
};

export function nutritionMetaFor(path: string): PageMeta {
  if (path.startsWith('/recipes/')) return NUTRITION_PAGE_META['/recipes/:id']!;
  return NUTRITION_PAGE_META[path] ?? nutrition;
}
