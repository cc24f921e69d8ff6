/**
 * The Smart Wellness Dashboard inside the signed-in dashboard: 'Your Real Dashboard' with the
 * four tabs when the plan includes personalized recommendations (the action plans' key on the
 * server); the 'Preview Dashboard' with the same tabs filled with labelled sample data for everyone
 * else, with the plan that fills it with their own data.
 */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { LayoutDashboard } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { PreviewDashboardTabs } from './preview-panels';
import { RealDashboardTabs } from './real-dashboard-panels';

/** The action plans behind the real tabs are gated on the server by this key. */
const REAL_DASHBOARD_FEATURE = 'personalized_recommendations' as const;

export const PREVIEW_DASHBOARD_PATH = '/dashboard?demo=true';

export function SmartWellnessDashboard(): ReactElement | null {
  const titleId = useId();
  const { canUse, isLoading } = usePlanAccess();
  const isReal = canUse(REAL_DASHBOARD_FEATURE);
  // Nothing until the plan is known: neither version flashes and vanishes.
  if (isLoading) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="min-w-0">
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <LayoutDashboard className="h-5 w-5 text-teal-800" aria-hidden="true" />
          {isReal ? 'Your Real Dashboard' : 'Preview Dashboard'}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {isReal
            ? 'Your actions and score, from your profile and what you log.'
            : `Sample data, not yours. With ${PLAN_DISPLAY_NAMES.wellness_plus}, these tabs hold actions made from your profile and logs and a wellness score from your own data.`}
        </p>
      </div>
      {isReal ? (
        <RealDashboardTabs headingLevel={3} />
      ) : (
        <>
          <PreviewDashboardTabs headingLevel={3} />
          <div className="flex flex-wrap gap-3">
            <Link to="/pricing" className={buttonVariants({ size: 'sm' })}>
              See {PLAN_DISPLAY_NAMES.wellness_plus}
            </Link>
            <Link
              to={PREVIEW_DASHBOARD_PATH}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              Open the full preview
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
