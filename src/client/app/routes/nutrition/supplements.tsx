/**
 * /dashboard/supplements (signed in): the supplements in the cabinet with their nutrient amounts,
 * added to today's food and held against the upper limits; too much is said plainly, with the source.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { useToday } from '#client/lib/use-today';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import { useSupplementTotals } from '#client/features/nutrition/api/get-supplement-totals';
import { isPlanRequired } from '#client/features/nutrition/api/nutrition-error-message';
import { SupplementTotalsView } from '#client/features/nutrition/components/supplement-totals-view';
import { NutritionPageLayout } from './nutrition-page-layout';

export default function SupplementsPage(): ReactElement {
  const today = useToday();
  const totals = useSupplementTotals(today);
  return (
    <NutritionPageLayout
      title="Your supplements"
      lead={
        <p>
          The vitamins and minerals in the supplements in your{' '}
          <Link to="/safety/cabinet" className="font-medium text-teal-800 underline">
            medicine cabinet
          </Link>
          , added to what you logged today and held against the upper limits.
        </p>
      }
    >
      {totals.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your supplements...
        </p>
      ) : totals.isError ? (
        isPlanRequired(totals.error) ? (
          <UpgradePrompt feature="advanced_meal_planning" refusedByServer />
        ) : (
          <SectionErrorCard onRetry={() => void totals.refetch()} />
        )
      ) : (
        <SupplementTotalsView totals={totals.data} />
      )}
    </NutritionPageLayout>
  );
}
