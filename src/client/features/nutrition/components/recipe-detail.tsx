/**
 * One recipe: first what it means for the signed-in person (their allergies, diet and avoid-list),
 * then a servings control that scales every ingredient, the steps, the nutrients per serving, its
 * diets and allergens, and where its figures come from.
 */
import { useId, useState, type ReactElement } from 'react';
import { Clock, Minus, Plus, Users } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { SourceLinks } from '#client/components/ui/source-links';
import {
  NUTRIENT_KEYS,
  type Allergen,
  type RecipeDiet,
  type RecipeResponse,
} from '#shared/contracts/nutrition.contract';
import { formatAmount, nutrientInfo } from '../lib/nutrients';
import { RecipeForYouCallout } from './recipe-for-you';

const MAX_SERVINGS = 20;

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  milk: 'Milk',
  eggs: 'Eggs',
  fish: 'Fish',
  crustaceans: 'Crustaceans',
  molluscs: 'Molluscs',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  gluten: 'Gluten',
  soy: 'Soy',
  sesame: 'Sesame',
  celery: 'Celery',
  mustard: 'Mustard',
  lupin: 'Lupin',
  sulphites: 'Sulphites',
};

export const DIET_LABELS: Record<RecipeDiet, string> = {
  omnivore: 'Omnivore',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  mediterranean: 'Mediterranean',
  'low-carb': 'Low-carb',
  keto: 'Keto',
};

/** Grams for `servings` when the recipe makes `base`: rounded to whole grams, tenths under 10 g. */
export function scaledGrams(grams: number, servings: number, base: number): number {
  const value = base > 0 ? (grams * servings) / base : grams;
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/** Whole and half servings from ½ to 20 (a plan may give 1.5 servings). */
function clampServings(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.round(value * 2) / 2, 0.5), MAX_SERVINGS);
}

export function RecipeDetail({
  recipe,
  initialServings,
}: {
  recipe: RecipeResponse;
  initialServings?: number;
}): ReactElement {
  const ids = {
    servings: useId(),
    ingredients: useId(),
    steps: useId(),
    nutrients: useId(),
    about: useId(),
  };
  const [servings, setServings] = useState(() => clampServings(initialServings ?? recipe.servings));
  const nutrientKeys = NUTRIENT_KEYS.filter(
    (key) => recipe.nutrients_per_serving[key] !== undefined,
  );

  return (
    <div className="space-y-6">
      <RecipeForYouCallout findings={recipe.for_you} />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {recipe.minutes} minutes
        </li>
        <li className="inline-flex items-center gap-1">
          <Users className="h-4 w-4" aria-hidden="true" />
          Makes {recipe.servings} {recipe.servings === 1 ? 'serving' : 'servings'}
        </li>
        <li>{formatAmount(recipe.nutrients_per_serving.energy_kcal)} kcal per serving</li>
      </ul>

      <section
        aria-labelledby={ids.ingredients}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={ids.ingredients} className="text-lg font-semibold text-slate-900">
            Ingredients
          </h2>
          <div>
            <label htmlFor={ids.servings} className="block text-sm font-medium text-slate-800">
              Servings
            </label>
            <div className="mt-1 flex items-center gap-1">
              <Button
                variant="secondary"
                size="sm"
                aria-label="One serving fewer"
                disabled={servings <= 0.5}
                onClick={() => setServings((value) => clampServings(value > 1 ? value - 1 : 0.5))}
              >
                <Minus className="h-4 w-4" aria-hidden="true" />
              </Button>
              <input
                id={ids.servings}
                type="number"
                inputMode="numeric"
                min={0.5}
                max={MAX_SERVINGS}
                step={0.5}
                value={servings}
                onChange={(event) => setServings(clampServings(Number(event.target.value)))}
                className="h-9 w-16 rounded-lg border border-slate-300 px-2 text-center text-base"
              />
              <Button
                variant="secondary"
                size="sm"
                aria-label="One serving more"
                disabled={servings >= MAX_SERVINGS}
                onClick={() => setServings((value) => clampServings(value + 1))}
              >
                <Plus className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          </div>
        </div>
        <p className="mt-2 text-sm text-slate-700" aria-live="polite">
          Amounts for {formatAmount(servings)} {servings === 1 ? 'serving' : 'servings'}
          {servings === recipe.servings ? '.' : `, scaled from the recipe's ${recipe.servings}.`}
        </p>
        <ul className="mt-3 divide-y divide-slate-100">
          {recipe.ingredients.map((ingredient) => (
            <li
              key={`${ingredient.food_id}-${ingredient.text}`}
              className="flex justify-between gap-3 py-2"
            >
              <span className="min-w-0 break-words text-slate-900">
                {ingredient.name}
                {servings === recipe.servings &&
                  ingredient.text &&
                  ingredient.text !== ingredient.name && (
                    <span className="block text-sm text-slate-600">{ingredient.text}</span>
                  )}
              </span>
              <span className="shrink-0 font-medium text-slate-800">
                {formatAmount(scaledGrams(ingredient.grams, servings, recipe.servings))} g
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby={ids.steps}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={ids.steps} className="text-lg font-semibold text-slate-900">
          Steps
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
          {recipe.steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby={ids.nutrients}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={ids.nutrients} className="text-lg font-semibold text-slate-900">
          Nutrients per serving
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {nutrientKeys.map((key) => {
            const info = nutrientInfo(key);
            return (
              <div
                key={key}
                className="flex justify-between gap-3 border-b border-slate-100 py-1.5 text-sm"
              >
                <dt className="text-slate-700">{info.label}</dt>
                <dd className="font-medium text-slate-900">
                  {formatAmount(recipe.nutrients_per_serving[key] ?? 0)} {info.unit}
                </dd>
              </div>
            );
          })}
        </dl>
        <p className="mt-2 text-xs text-slate-600">
          Computed from the foods' figures; a nutrient our sources give no figure for is left out.
        </p>
      </section>

      <section
        aria-labelledby={ids.about}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={ids.about} className="text-lg font-semibold text-slate-900">
          Diets and allergens
        </h2>
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-medium">Suits: </span>
          {recipe.diets.length > 0
            ? recipe.diets.map((diet) => DIET_LABELS[diet]).join(', ')
            : 'no particular diet'}
        </p>
        <p className="mt-1 text-sm text-slate-800">
          <span className="font-medium">Contains: </span>
          {recipe.allergens.length > 0
            ? recipe.allergens.map((allergen) => ALLERGEN_LABELS[allergen]).join(', ')
            : 'none of the major allergens'}
        </p>
        <SourceLinks sources={recipe.sources} className="mt-4" />
      </section>
    </div>
  );
}
