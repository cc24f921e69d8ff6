/**
 * /product-fact-checker (public, prerendered): look a product up by its barcode, typed or scanned
 * with the camera. Lookups are Wellness Pro (`barcode_scan`), as on the server, decided by the same
 * shared plan rules: a free member sees the upgrade prompt instead of the form (and the free
 * ingredient analyzer), a visitor the form with a note that it needs a Wellness Pro account. The
 * product shows with its source and licence and the analysis of its ingredients; an unknown one
 * offers the analyzer with the barcode remembered and a form to add it. ?barcode= fills the field.
 */
import { useState, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { useAddProduct } from '#client/features/ingredients/api/add-product';
import { useProductLookup } from '#client/features/ingredients/api/get-product';
import { describeLabelsError } from '#client/features/ingredients/api/labels-error';
import { AddProductForm } from '#client/features/ingredients/components/add-product-form';
import { BarcodeForm } from '#client/features/ingredients/components/barcode-form';
import { BarcodeScanner } from '#client/features/ingredients/components/barcode-scanner';
import { ProductResult } from '#client/features/ingredients/components/product-result';
import { useAuth } from '#client/lib/auth';
import { requiredPlanFor } from '#shared/domain/plan-access';
import { PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { useIsHydrated } from '#client/lib/use-stored-value';
import { LabelsFailureNotice, VisitorNote } from './labels-failure';
import { LabelsPageLayout } from './labels-page-layout';

const NO_PARAMS = new URLSearchParams();

/** The plan barcode lookups need, named from the same table the server's plan gate reads. */
const BARCODE_PLAN_NAME = PLAN_DISPLAY_NAMES[requiredPlanFor('barcode_scan')];

function NotFound({
  barcode,
  message,
  canAdd,
}: {
  barcode: string;
  message: string;
  canAdd: boolean;
}): ReactElement {
  const add = useAddProduct();
  const failure = add.error ? describeLabelsError(add.error) : null;
  if (add.data) return <ProductResult product={add.data} visitorNote={<VisitorNote />} />;
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="not-found-heading"
        className="rounded-2xl border border-slate-300 bg-slate-50 p-4 sm:p-6"
      >
        <h2 id="not-found-heading" className="text-lg font-semibold text-slate-900">
          Product {barcode} not found
        </h2>
        <p className="mt-1 text-slate-900" role="status">
          {message}
        </p>
        <Link
          to={`/ingredient-analyzer?barcode=${barcode}`}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-teal-800"
        >
          Paste or photograph the ingredient list
        </Link>
      </section>
      {canAdd && (
        <AddProductForm
          barcode={barcode}
          onAdd={(request) => add.mutate(request)}
          isPending={add.isPending}
          serverError={failure && 'message' in failure ? failure.message : null}
        />
      )}
      {failure?.kind === 'plan-required' && (
        <LabelsFailureNotice failure={failure} feature="barcode_scan" />
      )}
    </div>
  );
}

export default function ProductFactCheckerPage(): ReactElement {
  const lookup = useProductLookup();
  const access = usePlanAccess();
  const { user } = useAuth();
  const [address] = useSearchParams();
  const params = useIsHydrated() ? address : NO_PARAMS;
  const [scanned, setScanned] = useState<string | null>(null);
  const initialCode = scanned ?? params.get('barcode') ?? '';
  const failure = lookup.error ? describeLabelsError(lookup.error) : null;
  const isBadCode = failure?.kind === 'message';
  const asked = lookup.variables ?? '';
  const gate = access.gateFor('barcode_scan');
  // Signed in on a plan without barcode lookups: the server would refuse, so nothing is offered.
  const isRefused = Boolean(user) && gate === 'upgrade';
  const run = (barcode: string) => lookup.mutate(barcode);
  return (
    <LabelsPageLayout
      title="Product fact-checker"
      lead={
        <p>
          Type the barcode of a food, cosmetic or supplement to see what is in it and what it means
          for you, with where the data comes from.
          {/* Shown until a user is known, not only once the session check says 'visitor': the
              prerendered page is a visitor's, and the sentence appearing after the check pushed
              the form down (CLS 0.25). A signed-in user loading this page directly sees it until
              their session arrives. */}
          {!user && (
            <>
              {' '}
              Looking products up by barcode is part of {BARCODE_PLAN_NAME} (
              <Link
                to="/login"
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                sign in
              </Link>
              ); pasting an ingredient list in the{' '}
              <Link
                to="/ingredient-analyzer"
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                ingredient analyzer
              </Link>{' '}
              does not.
            </>
          )}
        </p>
      }
    >
      {isRefused ? (
        <div className="space-y-4">
          <UpgradePrompt feature="barcode_scan" headingLevel={2} refusedByServer />
          <p className="text-slate-900">
            On your plan you can paste or photograph the ingredient list in the{' '}
            <Link
              to={`/ingredient-analyzer${initialCode ? `?barcode=${initialCode}` : ''}`}
              className="font-semibold text-teal-800 underline underline-offset-2"
            >
              ingredient analyzer
            </Link>{' '}
            instead.
          </p>
        </div>
      ) : (
        <BarcodeForm
          key={initialCode}
          initialCode={initialCode}
          onLookup={run}
          isPending={lookup.isPending}
          serverError={isBadCode ? (failure?.message ?? null) : null}
        >
          {gate === 'open' && (
            <BarcodeScanner
              onDetected={(barcode) => {
                setScanned(barcode);
                run(barcode);
              }}
            />
          )}
        </BarcodeForm>
      )}
      {failure && failure.kind === 'not-found' && !lookup.isPending && (
        <NotFound
          key={asked}
          barcode={asked}
          message={failure.message}
          canAdd={access.canUse('barcode_scan')}
        />
      )}
      {failure && failure.kind !== 'message' && failure.kind !== 'not-found' && (
        <LabelsFailureNotice failure={failure} feature="barcode_scan" />
      )}
      {lookup.data && !lookup.isPending && (
        <ProductResult product={lookup.data} visitorNote={<VisitorNote />} />
      )}
    </LabelsPageLayout>
  );
}
