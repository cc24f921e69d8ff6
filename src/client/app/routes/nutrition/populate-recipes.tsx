/**
 * /admin/populate-recipes (admins only): one button that validates and (re)loads the food and
 * recipe files, then says how many were added, updated and unchanged. Everyone else sees the
 * app's 404 page, as the API answers them 404.
 */
import { useId, type ReactElement } from 'react';
import { Database } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Button } from '#client/components/ui/button';
import {
  usePopulateStatus,
  type PopulateStatus,
} from '#client/features/nutrition/api/get-populate-access';
import { nutritionErrorMessage } from '#client/features/nutrition/api/nutrition-error-message';
import { usePopulateRecipes } from '#client/features/nutrition/api/populate-recipes';
import { usePageMeta } from '#client/lib/use-page-meta';
import NotFoundPage from '../not-found';
import { NUTRITION_DECLARATIONS } from './nutrition-declarations';

const META = NUTRITION_DECLARATIONS.populateRecipes.meta;

function PopulateRecipesPanel({ status }: { status: PopulateStatus }): ReactElement {
  usePageMeta('/admin/populate-recipes', META);
  const resultId = useId();
  const populate = usePopulateRecipes();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Populate recipes
        </h1>
        <p className="mt-2 text-slate-700">
          Validates the food and recipe files and loads them into the database. Running it again
          changes nothing that is already up to date.
        </p>
      </div>
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-sm text-slate-700">
          The database holds {status.foods} foods and {status.recipes} recipes.
        </p>
        <Button disabled={populate.isPending} onClick={() => populate.mutate()}>
          <Database className="h-4 w-4" aria-hidden="true" />
          {populate.isPending ? 'Populating...' : 'Populate recipes'}
        </Button>
        <div id={resultId} aria-live="polite">
          {populate.isSuccess && (
            <dl className="grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
              {(
                [
                  ['Added', populate.data.added],
                  ['Updated', populate.data.updated],
                  ['Unchanged', populate.data.unchanged],
                  ...(populate.data.removed !== undefined
                    ? ([['Removed', populate.data.removed]] as const)
                    : []),
                ] as const
              ).map(([label, count]) => (
                <div key={label} className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-sm text-slate-700">{label}</dt>
                  <dd className="text-2xl font-bold text-slate-900">{count}</dd>
                </div>
              ))}
            </dl>
          )}
          {populate.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {nutritionErrorMessage(populate.error)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

export default function PopulateRecipesPage(): ReactElement {
  const access = usePopulateStatus();
  if (access.isPending)
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-600">
        Loading...
      </p>
    );
  if (access.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">Populate recipes</h1>
        <SectionErrorCard onRetry={() => void access.refetch()} />
      </div>
    );
  return access.data ? <PopulateRecipesPanel status={access.data} /> : <NotFoundPage />;
}
