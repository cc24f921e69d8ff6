/**
 * The one Wellness Pro call to action. Signed out: the register page with the plan chosen.
 * Signed-in free user: checkout at once for the chosen cycle. Paid: 'Manage subscription'.
 * While the session is unknown it renders the signed-out link, as prerendered pages do.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants, type ButtonProps } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { SUBSCRIPTION_CANCEL_URL, SUBSCRIPTION_SUCCESS_URL } from '#client/lib/subscription-intent';
import {
  PAID_PLAN_ID,
  lookupKeyFor,
  registerPathFor,
  type BillingCycle,
} from '#shared/domain/plans';
import { useCreateCheckout } from '../api/create-checkout';
import { usePlanAccess } from '../hooks/use-plan-access';
import { ManageSubscriptionButton } from './manage-subscription-button';

export interface UpgradeActionProps extends Pick<ButtonProps, 'size' | 'className'> {
  cycle: BillingCycle;
  /** The button's words; defaults to 'Choose Wellness Pro monthly/yearly'. */
  label?: string;
}

export function wellnessProLabel(cycle: BillingCycle): string {
  return `Choose Wellness Pro ${cycle === 'yearly' ? 'yearly' : 'monthly'}`;
}

export function UpgradeAction({
  cycle,
  label,
  size = 'lg',
  className,
}: UpgradeActionProps): ReactElement {
  const { isLoading: isAuthLoading, isSignedIn } = useAuth();
  const access = usePlanAccess();
  const checkout = useCreateCheckout();
  const text = label ?? wellnessProLabel(cycle);

  if (isAuthLoading || !isSignedIn) {
    return (
      <Link
        to={registerPathFor(PAID_PLAN_ID, cycle)}
        className={cn(buttonVariants({ variant: 'primary', size }), 'w-full', className)}
      >
        {text}
      </Link>
    );
  }
  if (access.isPaid) return <ManageSubscriptionButton size={size} className={className} />;

  const start = () =>
    void checkout.start({
      lookup_key: lookupKeyFor(PAID_PLAN_ID, cycle),
      success_url: SUBSCRIPTION_SUCCESS_URL,
      cancel_url: SUBSCRIPTION_CANCEL_URL,
    });
  return (
    <div className={cn('space-y-2', className)}>
      <Button
        size={size}
        className="w-full"
        disabled={access.isLoading || checkout.isBusy}
        aria-busy={checkout.isBusy}
        onClick={start}
      >
        {checkout.isBusy
          ? 'Starting checkout...'
          : access.isLoading
            ? 'Checking your plan...'
            : text}
      </Button>
      {checkout.error && (
        <p role="alert" className="text-sm text-red-800">
          {checkout.error}
        </p>
      )}
    </div>
  );
}
