/**
 * The upgrade prompt every gate shows a free user: it names the feature and the plan it needs,
 * with the price, and links to the feature's upgrade page and to pricing. No pressure tactics.
 * The words and the plan come from the feature registry (`upsellNameOf`: on a page that also
 * serves a free feature it names what the plan adds there), and the member's plan decides
 * whether it shows: only paid features take a prompt, and a member whose plan includes the
 * feature never sees one (ADR 087).
 */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { requiredPlanFor } from '#shared/domain/plan-access';
import { upsellNameOf } from '#shared/domain/feature-registry';
import {
  FEATURE_NAMES,
  PAID_PLAN_ID,
  PLAN_DISPLAY_NAMES,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
  type PaidFeatureKey,
} from '#shared/domain/plans';
import { usePlanAccess } from '../hooks/use-plan-access';

export interface UpgradePromptProps {
  /**
   * The paid feature the user tried to open (a free one never takes a prompt); without one the
   * prompt speaks of Wellness Pro as a whole.
   */
  feature?: PaidFeatureKey;
  headingLevel?: 2 | 3;
  className?: string;
  /**
   * The server refused the request for the plan (403): the prompt shows whatever plan the
   * client believes the member has, since the server's answer is the truth (a plan that lapsed).
   */
  refusedByServer?: boolean;
}

export function UpgradePrompt({
  feature,
  headingLevel = 2,
  className,
  refusedByServer = false,
}: UpgradePromptProps): ReactElement | null {
  const headingId = useId();
  const access = usePlanAccess();
  const plan = feature ? requiredPlanFor(feature) : PAID_PLAN_ID;
  const planName = PLAN_DISPLAY_NAMES[plan];
  const featureName = feature ? upsellNameOf(feature) : null;
  // A feature's name keeps its capitals ('Upgrade for PDF reports'); an upsell phrase reads on.
  const linkName =
    feature && featureName !== FEATURE_NAMES[feature]
      ? `${featureName!.charAt(0).toLowerCase()}${featureName!.slice(1)}`
      : featureName;
  // Until the plan is known, and when it includes the feature, no note to contradict the page.
  if (feature && !refusedByServer && (access.isLoading || access.canUse(feature))) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-teal-200 bg-teal-50 p-5 sm:p-6', className)}
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-teal-800">
        <Lock className="h-4 w-4" aria-hidden="true" />
        {planName} feature
      </p>
      <Heading id={headingId} className="mt-2 text-lg font-semibold text-slate-900">
        {featureName ? `${featureName} needs ${planName}` : `This needs ${planName}`}
      </Heading>
      <p className="mt-2 text-sm text-slate-700">
        {featureName ? `${featureName} is part of ${planName}` : `It is part of ${planName}`} ($
        {WELLNESS_PRO_MONTHLY_USD} a month or ${WELLNESS_PRO_YEARLY_USD} a year, cancel any time).
        Your plan is {PLAN_DISPLAY_NAMES.wellness}, which stays free.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          to={feature ? `/upgrade/${feature}` : '/pro-features'}
          className={buttonVariants({ variant: 'primary', size: 'sm' })}
        >
          {featureName ? `Upgrade for ${linkName}` : `See ${planName}`}
        </Link>
        <Link to="/pricing" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          Compare plans
        </Link>
      </div>
    </section>
  );
}
