/**
 * /health/nutrition and /dashboard/nutrition (signed in): the user's energy and macro targets,
 * today's food log against them, vitamins and minerals from food and supplements against the
 * daily needs, and the last days as charts.
 */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { buttonVariants } from '#client/components/ui/button';
import { useToday } from '#client/lib/use-today';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import { useFoodLog } from '#client/features/nutrition/api/get-food-log';
import { useSupplementTotals } from '#client/features/nutrition/api/get-supplement-totals';
import { isPlanRequired } from '#client/features/nutrition/api/nutrition-error-message';
import { FoodLogTrends } from '#client/features/nutrition/components/food-log-trends';
import { TargetBars } from '#client/features/nutrition/components/target-bars';
import { MACRO_KEYS, formatAmount } from '#client/features/nutrition/lib/nutrients';
import { NutritionPageLayout } from './nutrition-page-layout';

function TodayAgainstTargets({ today }: { today: string }): ReactElement {
  const headingId = useId();
  const log = useFoodLog(today);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Today against your targets
      </h2>
      {log.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading today's food log...
        </p>
      ) : log.isError ? (
        <div className="mt-3">
          <SectionErrorCard onRetry={() => void log.refetch()} />
        </div>
      ) : (
        <>
          {log.data.targets ? (
            <p className="mt-1 text-sm text-slate-700">
              Your daily targets: {formatAmount(log.data.targets.energy_kcal)} kcal,{' '}
              {formatAmount(log.data.targets.protein_g)} g protein,{' '}
              {formatAmount(log.data.targets.fat_g)} g fat and{' '}
              {formatAmount(log.data.targets.carbs_g)} g carbohydrate, computed from your profile
              (Mifflin-St Jeor for energy; macros within the AMDR ranges).
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-700">
              Add your age, sex, height and weight to your profile to see your targets.{' '}
              <Link to="/profile" className="font-medium text-teal-800 underline">
                Complete your profile
              </Link>
            </p>
          )}
          <TargetBars
            className="mt-4"
            rows={MACRO_KEYS.map((key) => ({
              key,
              value: log.data.totals[key],
              target: log.data.targets?.[key] ?? null,
            }))}
          />
          {log.data.entries.length === 0 && (
            <p className="mt-3 text-sm text-slate-700">Nothing logged today yet.</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/diet" className={buttonVariants({ size: 'sm' })}>
              Log food
            </Link>
            <Link
              to="/meal-planning"
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              Make a meal plan
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

function MicronutrientsToday({ today }: { today: string }): ReactElement {
  const headingId = useId();
  const totals = useSupplementTotals(today);
  if (totals.isError && isPlanRequired(totals.error))
    return <UpgradePrompt feature="advanced_meal_planning" refusedByServer />;
  // Nutrients with a daily need, and any other over its upper limit (niacin, selenium...).
  const rows = (totals.data?.nutrients ?? []).filter(
    (nutrient) => nutrient.target !== null || nutrient.over_upper_limit,
  );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Vitamins and minerals today
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        From your food log and the supplements in your cabinet, against your daily needs (RDA or AI,
        NIH Office of Dietary Supplements).
      </p>
      {totals.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading...
        </p>
      ) : totals.isError ? (
        <div className="mt-3">
          <SectionErrorCard onRetry={() => void totals.refetch()} />
        </div>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          No vitamin or mineral figures yet: log what you eat today.
        </p>
      ) : (
        <TargetBars
          className="mt-4"
          rows={rows.map((nutrient) => ({
            key: nutrient.key,
            label: nutrient.label,
            unit: nutrient.unit,
            value: nutrient.total,
            target: nutrient.target,
            upperLimit: nutrient.upper_limit,
            overLimit: nutrient.over_upper_limit,
          }))}
        />
      )}
    </section>
  );
}

export default function NutritionOverviewPage(): ReactElement {
  const today = useToday();
  return (
    <NutritionPageLayout
      title="Your nutrition"
      lead={
        <p>
          Your daily targets, what you have eaten today against them, and how the last days went.
        </p>
      }
    >
      <TodayAgainstTargets today={today} />
      <FoodLogTrends today={today} />
      <MicronutrientsToday today={today} />
    </NutritionPageLayout>
  );
}
