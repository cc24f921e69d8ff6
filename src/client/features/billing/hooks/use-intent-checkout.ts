/**
 * The first sign-in after a paid sign-up: a stored subscription intent starts its
 * checkout and is cleared. On failure: 'Account created, payment pending', then /pricing after 2 s.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '#client/components/ui/toast';
import { clearSubscriptionIntent, readSubscriptionIntent } from '#client/lib/subscription-intent';
import { BILLING_ERROR_CODES } from '#shared/domain/billing-messages';
import {
  PRICING_REDIRECT_AFTER_CHECKOUT_FAILURE_MS,
  useCreateCheckout,
} from '../api/create-checkout';

export const PAYMENT_PENDING_TITLE = 'Account created, payment pending';

/** none: no intent; redirecting: leaving for checkout; already-subscribed: nothing to buy; failed: off to /pricing. */
export type IntentCheckoutOutcome = 'none' | 'redirecting' | 'already-subscribed' | 'failed';

export function useIntentCheckout(): () => Promise<IntentCheckoutOutcome> {
  const { start } = useCreateCheckout();
  const toast = useToast();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(async () => {
    const intent = readSubscriptionIntent();
    if (!intent) return 'none';
    // Cleared first: a failing intent must not start a checkout at every sign-in.
    clearSubscriptionIntent();
    const result = await start({
      lookup_key: intent.lookupKey,
      success_url: intent.successUrl,
      cancel_url: intent.cancelUrl,
    });
    if (result.ok) return 'redirecting';
    if (result.code === BILLING_ERROR_CODES.alreadySubscribed) return 'already-subscribed';
    toast({ kind: 'warning', title: PAYMENT_PENDING_TITLE, description: result.message });
    timer.current = setTimeout(
      () => void navigate('/pricing', { replace: true }),
      PRICING_REDIRECT_AFTER_CHECKOUT_FAILURE_MS,
    );
    return 'failed';
  }, [navigate, start, toast]);
}
