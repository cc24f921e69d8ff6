/** /recipes/:id (signed in): one recipe, its ingredients scaled to ?servings= (default: the recipe's own). */
import type { ReactElement } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { useRecipe } from '#client/features/nutrition/api/get-recipe';
import { isNotFound } from '#client/features/nutrition/api/nutrition-error-message';
import { RecipeDetail } from '#client/features/nutrition/components/recipe-detail';
import { NutritionPageLayout } from './nutrition-page-layout';

export default function RecipePage(): ReactElement {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const recipe = useRecipe(id);
  const servings = Number(params.get('servings'));

  if (recipe.isPending)
    return (
      <NutritionPageLayout title="Recipe" lead={<p>Loading the recipe...</p>}>
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      </NutritionPageLayout>
    );
  if (recipe.isError)
    return (
      <NutritionPageLayout
        title={isNotFound(recipe.error) ? 'Recipe not found' : 'Recipe'}
        lead={
          <p>
            {isNotFound(recipe.error)
              ? 'We have no recipe at this address.'
              : 'The recipe could not be loaded.'}{' '}
            <Link to="/meal-planning" className="font-medium text-teal-800 underline">
              Back to meal planning
            </Link>
          </p>
        }
      >
        {!isNotFound(recipe.error) && <SectionErrorCard onRetry={() => void recipe.refetch()} />}
      </NutritionPageLayout>
    );
  return (
    <NutritionPageLayout title={recipe.data.name} lead={null}>
      <RecipeDetail
        key={recipe.data.id}
        recipe={recipe.data}
        initialServings={servings > 0 ? servings : undefined}
      />
    </NutritionPageLayout>
  );
}
