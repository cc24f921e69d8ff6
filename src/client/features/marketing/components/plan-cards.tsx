/**
 * The three plan cards with a monthly/yearly toggle (Yearly shows 'Save $38').
 * Every figure comes from #shared/domain/plans, which the register page and checkout also read.
 */
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, Clock } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import {
  BILLING_CYCLES,
  DEFAULT_BILLING_CYCLE,
  FREE_PLAN_ID,
  PLAN_BADGES,
  PLAN_COMING_SOON,
  PLAN_DISPLAY_NAMES,
  PLAN_FEATURES,
  PLAN_TAGLINES,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
  YEARLY_SAVINGS_USD,
  registerPathFor,
  type BillingCycle,
  type PlanId,
} from '#shared/domain/plans';

const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' };

export function BillingCycleToggle({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}): ReactElement {
  const name = useId();
  return (
    <fieldset className="flex justify-center">
      <legend className="sr-only">Billing cycle</legend>
      <div className="inline-flex rounded-full bg-slate-200 p-1">
        {BILLING_CYCLES.map((cycle) => (
          <label
            key={cycle}
            className="relative flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-slate-800 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700"
          >
            <input
              type="radio"
              name={name}
              value={cycle}
              checked={value === cycle}
              onChange={() => onChange(cycle)}
              className="sr-only"
            />
            {CYCLE_LABELS[cycle]}
            {cycle === 'yearly' && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                Save ${YEARLY_SAVINGS_USD}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PriceLine({ plan, cycle }: { plan: PlanId; cycle: BillingCycle }): ReactElement {
  if (plan === 'health_pro') {
    // A plan that is not on sale has no price to quote.
    return (
      <div>
        <p className="text-2xl font-bold text-slate-900">Coming soon</p>
        <p className="mt-1 text-sm text-slate-700">Not on sale yet.</p>
      </div>
    );
  }
  if (plan === FREE_PLAN_ID) {
    return (
      <p>
        <span className="text-4xl font-bold text-slate-900">$0</span>
        <span className="ml-1 text-slate-700">forever</span>
      </p>
    );
  }
  const yearly = cycle === 'yearly';
  return (
    <div>
      <p>
        <span className="text-4xl font-bold text-slate-900">
          ${yearly ? WELLNESS_PRO_YEARLY_USD : WELLNESS_PRO_MONTHLY_USD}
        </span>
        <span className="ml-1 text-slate-700">{yearly ? 'per year' : 'per month'}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {yearly
          ? `Billed once a year — you save $${YEARLY_SAVINGS_USD} compared with paying monthly.`
          : `Billed monthly, or $${WELLNESS_PRO_YEARLY_USD} a year if you pay yearly.`}
      </p>
    </div>
  );
}

function PlanAction({ plan, cycle }: { plan: PlanId; cycle: BillingCycle }): ReactElement {
  if (plan === 'health_pro') {
    return (
      <div>
        <p className="text-sm text-slate-700">
          Want to hear when it launches, or tell us what you need from it?
        </p>
        <Link
          to="/contact"
          className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'mt-3 w-full')}
        >
          Ask about Health Pro
        </Link>
      </div>
    );
  }
  if (plan === FREE_PLAN_ID) {
    return (
      <Link
        to={registerPathFor(plan)}
        className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'w-full')}
      >
        Start with Free Wellness
      </Link>
    );
  }
  return (
    <Link
      to={registerPathFor(plan, cycle)}
      className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'w-full')}
    >
      Choose Wellness Pro {cycle === 'yearly' ? 'yearly' : 'monthly'}
    </Link>
  );
}

/**
 * What a plan includes, as a ticked list named '{plan} includes', then what is planned for it but
 * not built yet, under 'Coming soon' (no tick, no price).
 */
export function PlanFeatureList({
  plan,
  className,
}: {
  plan: PlanId;
  className?: string;
}): ReactElement {
  const comingSoon = PLAN_COMING_SOON[plan];
  return (
    <div className={className}>
      <ul
        className="space-y-2"
        aria-label={`${PLAN_DISPLAY_NAMES[plan]} ${plan === 'health_pro' ? 'is planned to include' : 'includes'}`}
      >
        {PLAN_FEATURES[plan].map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-slate-800">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {comingSoon.length > 0 && (
        <>
          <p className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Coming soon
          </p>
          <ul className="mt-2 space-y-1" aria-label={`Coming soon to ${PLAN_DISPLAY_NAMES[plan]}`}>
            {comingSoon.map((feature) => (
              <li key={feature} className="flex gap-2 text-sm text-slate-700">
                <Clock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Replaces a card's default button (e.g. checkout for a signed-in user); undefined keeps it. */
export type RenderPlanAction = (plan: PlanId, cycle: BillingCycle) => ReactNode | undefined;

export const CURRENT_PLAN_LABEL = 'Your current plan';

export function PlanCard({
  plan,
  cycle,
  isCurrent = false,
  renderAction,
}: {
  plan: PlanId;
  cycle: BillingCycle;
  isCurrent?: boolean;
  renderAction?: RenderPlanAction;
}): ReactElement {
  const featured = plan === 'wellness_plus';
  const headingId = `plan-${plan}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        featured ? 'border-teal-700 ring-2 ring-teal-700' : 'border-slate-200',
        plan === 'health_pro' && 'bg-slate-50',
      )}
    >
      <p
        className={cn(
          'w-fit rounded-full px-3 py-1 text-xs font-bold tracking-wide',
          featured && 'bg-teal-700 text-white',
          plan === FREE_PLAN_ID && 'bg-emerald-100 text-emerald-900',
          plan === 'health_pro' && 'bg-slate-200 text-slate-800',
        )}
      >
        {PLAN_BADGES[plan]}
      </p>
      <h3 id={headingId} className="mt-4 text-xl font-bold text-slate-900">
        {PLAN_DISPLAY_NAMES[plan]}
      </h3>
      {isCurrent && (
        <p className="mt-2 flex w-fit items-center gap-1.5 rounded-full border border-teal-700 bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-900">
          <Check className="h-4 w-4" aria-hidden="true" />
          {CURRENT_PLAN_LABEL}
        </p>
      )}
      <p className="mt-2 text-sm leading-6 text-slate-700">{PLAN_TAGLINES[plan]}</p>
      <div className="mt-6">
        <PriceLine plan={plan} cycle={cycle} />
      </div>
      <PlanFeatureList plan={plan} className="mt-6 flex-1" />
      <div className="mt-8">
        {renderAction?.(plan, cycle) ?? <PlanAction plan={plan} cycle={cycle} />}
      </div>
    </article>
  );
}

/** Toggle plus the three cards. Starts on monthly so the prerendered page hydrates identically. */
export function PlanCards({
  initialCycle = DEFAULT_BILLING_CYCLE,
  currentPlan = null,
  renderAction,
}: {
  initialCycle?: BillingCycle;
  /** Marked 'Your current plan' (signed-in users only). */
  currentPlan?: PlanId | null;
  renderAction?: RenderPlanAction;
}): ReactElement {
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle);
  return (
    <div>
      <BillingCycleToggle value={cycle} onChange={setCycle} />
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {(['wellness', 'wellness_plus', 'health_pro'] as const).map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            cycle={cycle}
            isCurrent={plan === currentPlan}
            renderAction={renderAction}
          />
        ))}
      </div>
    </div>
  );
}
