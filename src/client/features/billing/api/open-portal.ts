/**
 * POST /api/billing/portal: opens the customer portal (Stripe's, or the demo portal) for the
 * caller's subscription and answers the page to send the browser to.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '#client/lib/api-client';
import { requestChecked } from '#client/lib/checked-answer';
import { useToast } from '#client/components/ui/toast';
import type { BillingRedirect } from '#shared/contracts/billing.contract';
import { BILLING_ERROR_CODES, BILLING_MESSAGES } from '#shared/domain/billing-messages';
import { billingNavigation, isFollowableBillingUrl } from './billing-navigation';
import { billingErrorMessage, errorCode } from './create-checkout';

export async function openPortal(): Promise<BillingRedirect> {
  const redirect = await requestChecked(
    '/api/billing/portal',
    () => import('#shared/contracts/billing.contract').then((c) => c.billingRedirectSchema),
    { method: 'POST', body: {} },
  );
  if (!isFollowableBillingUrl(redirect.url))
    throw new ApiError(502, BILLING_ERROR_CODES.portalFailed, BILLING_MESSAGES.portalFailed);
  return redirect;
}

export function portalErrorMessage(error: unknown): string {
  return billingErrorMessage(error, {
    signIn: BILLING_MESSAGES.signInToManage,
    fallback: BILLING_MESSAGES.portalFailed,
  });
}

/** `open` asks for a portal session and leaves for it; failures are shown by the caller. */
export function useOpenPortal() {
  const toast = useToast();
  const mutation = useMutation({ mutationFn: openPortal, retry: false });
  const { mutateAsync } = mutation;
  const open = useCallback(async (): Promise<boolean> => {
    try {
      const { url } = await mutateAsync();
      billingNavigation.assign(url);
      return true;
    } catch (error) {
      if (errorCode(error) === 'UNAUTHORIZED')
        toast({ kind: 'error', title: BILLING_MESSAGES.signInToManage });
      return false;
    }
  }, [mutateAsync, toast]);
  return {
    open,
    isBusy: mutation.isPending || mutation.isSuccess,
    error: mutation.isError ? portalErrorMessage(mutation.error) : null,
  };
}
