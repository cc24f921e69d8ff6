/**
 * POST /api/billing/checkout: starts a subscription checkout for a price lookup key and answers the
 * page to send the browser to (Stripe Checkout, or the labelled demo checkout). Each error code
 * has its own sentence (checkoutErrorMessage).
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '#client/lib/api-client';
import { requestChecked } from '#client/lib/checked-answer';
import { useToast } from '#client/components/ui/toast';
import type { BillingRedirect, CheckoutRequest } from '#shared/contracts/billing.contract';
import { BILLING_ERROR_CODES, BILLING_MESSAGES } from '#shared/domain/billing-messages';
import { billingNavigation, isFollowableBillingUrl } from './billing-navigation';

/** After a failed checkout at sign-in, the user goes to /pricing after this long. */
export const PRICING_REDIRECT_AFTER_CHECKOUT_FAILURE_MS = 2000;

export async function createCheckout(input: CheckoutRequest): Promise<BillingRedirect> {
  const redirect = await requestChecked(
    '/api/billing/checkout',
    () => import('#shared/contracts/billing.contract').then((c) => c.billingRedirectSchema),
    {
      method: 'POST',
      body: {
        lookup_key: input.lookup_key,
        success_url: input.success_url,
        cancel_url: input.cancel_url,
      },
    },
  );
  if (!isFollowableBillingUrl(redirect.url))
    throw new ApiError(502, BILLING_ERROR_CODES.checkoutFailed, BILLING_MESSAGES.checkoutFailed);
  return redirect;
}

export function errorCode(error: unknown): string {
  if (error instanceof ApiError) return error.status === 401 ? 'UNAUTHORIZED' : error.code;
  return BILLING_ERROR_CODES.checkoutFailed;
}

/** Codes whose own message the person should see; anything else gets the action's fallback. */
const CODE_MESSAGES: Readonly<Record<string, string>> = {
  [BILLING_ERROR_CODES.providerNotConfigured]: BILLING_MESSAGES.providerNotConfigured,
  [BILLING_ERROR_CODES.modeMismatch]: BILLING_MESSAGES.modeMismatch,
  [BILLING_ERROR_CODES.alreadySubscribed]: BILLING_MESSAGES.alreadySubscribed,
  [BILLING_ERROR_CODES.planNotAvailable]: BILLING_MESSAGES.planNotAvailable,
  [BILLING_ERROR_CODES.noBillingAccount]: BILLING_MESSAGES.noBillingAccount,
};

/** A failed checkout or portal call, in words a user can act on. */
export function billingErrorMessage(
  error: unknown,
  messages: { signIn: string; fallback: string },
): string {
  const code = errorCode(error);
  if (code === 'UNAUTHORIZED') return messages.signIn;
  return CODE_MESSAGES[code] ?? messages.fallback;
}

export function checkoutErrorMessage(error: unknown): string {
  return billingErrorMessage(error, {
    signIn: BILLING_MESSAGES.signInToSubscribe,
    fallback: BILLING_MESSAGES.checkoutFailed,
  });
}

export type CheckoutResult =
  { ok: true; url: string } | { ok: false; code: string; message: string };

/**
 * `start` asks for a checkout and, on success, leaves for its page. A signed-out caller gets the
 * 'Please sign in to subscribe' toast; other failures are returned for the page to show.
 */
export function useCreateCheckout() {
  const toast = useToast();
  const mutation = useMutation({ mutationFn: createCheckout, retry: false });
  const { mutateAsync } = mutation;
  const start = useCallback(
    async (input: CheckoutRequest): Promise<CheckoutResult> => {
      try {
        const { url } = await mutateAsync(input);
        billingNavigation.assign(url);
        return { ok: true, url };
      } catch (error) {
        const code = errorCode(error);
        const message = checkoutErrorMessage(error);
        if (code === 'UNAUTHORIZED') toast({ kind: 'error', title: message });
        return { ok: false, code, message };
      }
    },
    [mutateAsync, toast],
  );
  return {
    start,
    /** True from the click until the browser has left (a success keeps it busy). */
    isBusy: mutation.isPending || mutation.isSuccess,
    error: mutation.isError ? checkoutErrorMessage(mutation.error) : null,
    reset: mutation.reset,
  };
}
