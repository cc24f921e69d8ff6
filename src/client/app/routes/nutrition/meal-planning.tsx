/**
 * /meal-planning (signed in): make a plan that follows the profile's diet and allergies and the
 * cabinet's medicines (for every user: safety is never a paid feature), read it by day with each
 * day's totals against the target and the rules with their sources, swap a meal and see the
 * grocery list (paid), and print it. The plan shown is ?plan=<id>, else the newest saved one.
 */
import { useId, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { Printer, Trash2 } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Button } from '#client/components/ui/button';
import { useToday } from '#client/lib/use-today';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import { useDeleteMealPlan } from '#client/features/nutrition/api/delete-meal-plan';
import { useMealPlan } from '#client/features/nutrition/api/get-meal-plan';
import { useMealPlans } from '#client/features/nutrition/api/list-meal-plans';
import {
  isNotFound,
  nutritionErrorMessage,
} from '#client/features/nutrition/api/nutrition-error-message';
import { GroceryList } from '#client/features/nutrition/components/grocery-list';
import { MealPlanForm } from '#client/features/nutrition/components/meal-plan-form';
import { MealPlanView } from '#client/features/nutrition/components/meal-plan-view';
import { MicronutrientTable } from '#client/features/nutrition/components/micronutrient-table';
import { PlanNotes } from '#client/features/nutrition/components/plan-notes';
import { formatAmount, formatShortDay } from '#client/features/nutrition/lib/nutrients';
import type { MealPlan } from '#shared/contracts/nutrition.contract';
import { NutritionPageLayout } from './nutrition-page-layout';

// Only the plan is printed: the header, bars, footer and the page's controls are left off.
const PRINT_CSS =
  '@media print { #root > div > :not(main) { display: none !important; } body { background: #fff; } }';

function PlanSummary({ plan }: { plan: MealPlan }): ReactElement {
  const { targets } = plan;
  return (
    <p className="text-slate-700">
      {plan.days.length} {plan.days.length === 1 ? 'day' : 'days'} from{' '}
      {formatShortDay(plan.days[0]?.date ?? '')}. Daily target: {formatAmount(targets.energy_kcal)}{' '}
      kcal, {formatAmount(targets.protein_g)} g protein, {formatAmount(targets.fat_g)} g fat,{' '}
      {formatAmount(targets.carbs_g)} g carbohydrate.
    </p>
  );
}

export default function MealPlanningPage(): ReactElement {
  const today = useToday();
  const access = usePlanAccess();
  const isPaid = access.canUse('advanced_meal_planning');
  const [params, setParams] = useSearchParams();
  const plans = useMealPlans();
  const chosenId = params.get('plan') ?? plans.data?.[0]?.id ?? null;
  const plan = useMealPlan(chosenId);
  const remove = useDeleteMealPlan();
  const formHeadingId = useId();
  const planHeadingId = useId();
  const savedHeadingId = useId();

  const showPlan = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('plan', id);
    else next.delete('plan');
    setParams(next, { replace: true });
  };

  return (
    <NutritionPageLayout
      title="Meal planning"
      lead={
        <p>
          Plans built from our recipes to your energy target. Every plan follows your diet, your
          allergies and the food rules of the medicines in your cabinet, and says which rules it
          applied and where they come from.
        </p>
      }
    >
      <style href="wellnest-meal-plan-print" precedence="default">
        {PRINT_CSS}
      </style>
      <section
        aria-labelledby={formHeadingId}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden"
      >
        <h2 id={formHeadingId} className="text-lg font-semibold text-slate-900">
          Make a plan
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">
          Your diet type, allergies and medicines come from your profile and medicine cabinet.
        </p>
        {access.isLoading ? (
          <p role="status" className="text-sm text-slate-600">
            Loading...
          </p>
        ) : (
          <MealPlanForm isPaid={isPaid} today={today} onCreated={(made) => showPlan(made.id)} />
        )}
      </section>

      {!access.isLoading && !isPaid && (
        <div className="print:hidden">
          <UpgradePrompt feature="advanced_meal_planning" />
          <p className="mt-2 text-sm text-slate-700">
            The free plan makes plans of 1 to 3 days at the target computed from your profile. Plans
            of up to 14 days, your own energy target, swapping meals, the grocery list and vitamins
            and minerals against your daily needs are part of Wellness Pro.
          </p>
        </div>
      )}

      {chosenId === null ? (
        plans.isError ? (
          <SectionErrorCard onRetry={() => void plans.refetch()} />
        ) : plans.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your plans...
          </p>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            You have no meal plans yet. Make one above.
          </p>
        )
      ) : plan.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your plan...
        </p>
      ) : plan.isError ? (
        isNotFound(plan.error) ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-950">
            That plan was not found. It may have been deleted.{' '}
            <button
              type="button"
              className="font-medium underline underline-offset-2"
              onClick={() => showPlan(null)}
            >
              Show my newest plan
            </button>
          </p>
        ) : (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
            {nutritionErrorMessage(plan.error)}
          </p>
        )
      ) : (
        <section aria-labelledby={planHeadingId} className="space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id={planHeadingId} className="text-xl font-semibold text-slate-900">
                Your meal plan
              </h2>
              <PlanSummary plan={plan.data} />
            </div>
            <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              Print plan
            </Button>
          </div>
          <PlanNotes notes={plan.data.notes} />
          <MealPlanView plan={plan.data} canSwap={isPaid} />
          {plan.data.micronutrients && plan.data.micronutrients.length > 0 && (
            <MicronutrientTable rows={plan.data.micronutrients} />
          )}
          {isPaid && <GroceryList planId={plan.data.id} />}
        </section>
      )}

      {plans.data && plans.data.length > 0 && (
        <section aria-labelledby={savedHeadingId} className="space-y-3 print:hidden">
          <h2 id={savedHeadingId} className="text-lg font-semibold text-slate-900">
            Your saved plans
          </h2>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {plans.data.map((saved) => (
              <li key={saved.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <button
                  type="button"
                  className="min-h-10 text-left font-medium text-teal-800 underline-offset-2 hover:underline"
                  aria-current={saved.id === chosenId ? 'true' : undefined}
                  onClick={() => showPlan(saved.id)}
                >
                  {saved.days} {saved.days === 1 ? 'day' : 'days'} from{' '}
                  {formatShortDay(saved.start_date)}
                  {saved.id === chosenId ? ' (shown)' : ''}
                </button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={`Delete the plan from ${formatShortDay(saved.start_date)}`}
                  onClick={() =>
                    remove.mutate(saved.id, {
                      onSuccess: () => {
                        if (saved.id === chosenId) showPlan(null);
                      },
                    })
                  }
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </NutritionPageLayout>
  );
}
