/** The declarations (ADR 119: head tags, first data, views) of the nutrition pages: private (never indexed), one title per address. */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';
import { firstIdIn, id, lastWeekFoodLogs, supplementTotals } from '../../page-requests';

const page = (title: string, description: string): PageMeta => ({
  title: `${title} | Wellnest`,
  description,
  robots: NOT_INDEXED,
});

const nutrition = page(
  'Your Nutrition',
  "Your energy and nutrient targets, and today's food log against them.",
);

export const NUTRITION_DECLARATIONS = declarePages({
  mealPlanning: {
    meta: page(
      'Meal Planning',
      'A meal plan that follows your diet, allergies and medicines, with the rules and their sources.',
    ),
    data: {
      firstRequests: () => ['/api/meal-plans'],
      // The plan the page shows: the one its address names, else the newest (the list's first).
      thenRequests: ({ search }, answers) => {
        const chosen =
          new URLSearchParams(search).get('plan') ?? firstIdIn(answers, '/api/meal-plans', 'plans');
        return chosen ? [`/api/meal-plans/${id(chosen)}`] : [];
      },
    },
    views: ['nutrition'],
  },
  recipe: {
    meta: page(
      'Recipe',
      'A recipe with its ingredients scaled to your servings, steps, nutrients and allergens.',
    ),
    data: { firstRequests: ({ params }) => [`/api/recipes/${id(params.id)}`] },
    views: ['nutrition'],
  },
  foodLog: {
    meta: page(
      'Food Log',
      'Log what you eat, see the day against your targets, and the foods that clash with your medicines.',
    ),
    data: { firstRequests: ({ date }) => [`/api/food-log/${id(date)}`] },
    views: ['nutrition'],
  },
  nutrition: {
    meta: nutrition,
    data: {
      firstRequests: ({ date }) => [...lastWeekFoodLogs(date), supplementTotals(date)],
    },
    views: ['nutrition'],
  },
  supplements: {
    meta: page(
      'Supplements',
      'The nutrients in your supplements, added to your food and held against the upper limits.',
    ),
    data: { firstRequests: ({ date }) => [supplementTotals(date)] },
    views: ['nutrition'],
  },
  populateRecipes: {
    meta: page('Populate Recipes', 'Load the food and recipe files.'),
    data: { firstRequests: () => ['/api/admin/recipes/populate'] },
    views: ['nutrition'],
  },
});
