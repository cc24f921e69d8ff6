/**
 * /ingredient-analyzer and /ingredient-safety (the same screen; public, prerendered): paste or
 * photograph a label, choose food, cosmetic or supplement, and read what matters for you first.
 * ?barcode= comes from the product checker when a product is unknown. A signed-in user keeps
 * their avoid-list here (paid to change, free to read).
 */
import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { useAnalyzeLabel } from '#client/features/ingredients/api/analyze-label';
import { useAvoidList } from '#client/features/ingredients/api/get-avoid-list';
import { describeLabelsError } from '#client/features/ingredients/api/labels-error';
import { useUpdateAvoidList } from '#client/features/ingredients/api/update-avoid-list';
import { AvoidListEditor } from '#client/features/ingredients/components/avoid-list-editor';
import { LabelAnalysis } from '#client/features/ingredients/components/label-analysis';
import { LabelForm } from '#client/features/ingredients/components/label-form';
import { useAuth } from '#client/lib/auth';
import { useIsHydrated } from '#client/lib/use-stored-value';
import { LabelsFailureNotice, VisitorNote } from './labels-failure';
import { LabelsPageLayout } from './labels-page-layout';

const NO_PARAMS = new URLSearchParams();

function AvoidListSection(): ReactElement | null {
  const list = useAvoidList();
  const update = useUpdateAvoidList();
  const access = usePlanAccess();
  if (list.isPending || access.isLoading) return null;
  if (list.isError)
    return (
      <p className="text-sm text-slate-700">We couldn&apos;t load your avoid-list just now.</p>
    );
  const failure = update.error ? describeLabelsError(update.error) : null;
  return (
    <AvoidListEditor
      items={list.data}
      canEdit={access.canUse('ingredient_safety')}
      onSave={(names) => update.mutateAsync(names)}
      isSaving={update.isPending}
      saveError={failure && 'message' in failure ? failure.message : null}
      upgradePrompt={<UpgradePrompt feature="ingredient_safety" headingLevel={3} />}
    />
  );
}

export default function IngredientAnalyzerPage(): ReactElement {
  const { user } = useAuth();
  const analyze = useAnalyzeLabel();
  const [address] = useSearchParams();
  // The prerendered page has no query: read it once hydrated, so hydration meets the same HTML.
  const params = useIsHydrated() ? address : NO_PARAMS;
  const barcode = /^\d{6,14}$/.test(params.get('barcode') ?? '') ? params.get('barcode') : null;
  const failure = analyze.error ? describeLabelsError(analyze.error) : null;
  return (
    <LabelsPageLayout
      title="Ingredient analyzer"
      lead={
        <p>
          Paste or photograph the ingredient list of a food, cosmetic or supplement. You see what to
          avoid and what to take care with first, then what every ingredient does, its E-number and
          EFSA&apos;s evaluation, each with its source. Ingredients we don&apos;t know are marked
          not assessed, never safe.
        </p>
      }
    >
      {barcode && (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-900">
          Checking the product with barcode {barcode}: paste or photograph its ingredient list
          below.{' '}
          <Link
            to={`/product-fact-checker?barcode=${barcode}`}
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            Back to the product checker
          </Link>
        </p>
      )}
      <LabelForm onAnalyze={(request) => analyze.mutate(request)} isPending={analyze.isPending} />
      {failure && <LabelsFailureNotice failure={failure} feature="ingredient_safety" />}
      {analyze.data && !analyze.isPending && (
        <LabelAnalysis analysis={analyze.data} visitorNote={<VisitorNote />} />
      )}
      {user && <AvoidListSection />}
      <p className="text-sm text-slate-700">
        Have a barcode?{' '}
        <Link
          to="/product-fact-checker"
          className="font-semibold text-teal-800 underline underline-offset-2"
        >
          Look the product up
        </Link>
        . Heard a health claim?{' '}
        <Link to="/fact-check" className="font-semibold text-teal-800 underline underline-offset-2">
          Check it
        </Link>
        . Mixing supplements and medicines?{' '}
        <Link
          to="/interaction-analyzer"
          className="font-semibold text-teal-800 underline underline-offset-2"
        >
          Check interactions
        </Link>
        .
      </p>
    </LabelsPageLayout>
  );
}
