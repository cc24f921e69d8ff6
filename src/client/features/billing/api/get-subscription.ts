/**
 * GET /api/subscription: the caller's plan (the derived subscription status). Fresh for
 * 5 min and kept 10 min. A signed-out user has no lookup; a failed lookup means free.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { SubscriptionStatus } from '#shared/contracts/billing.contract';
import { BILLING_MESSAGES, FREE_SUBSCRIPTION_STATUS } from '#shared/domain/billing-messages';
import { isPaidSubscription } from '#shared/domain/plan-access';

export const SUBSCRIPTION_STALE_MS = 5 * 60 * 1000;
export const SUBSCRIPTION_GC_MS = 10 * 60 * 1000;

/** Prefix of every subscription query; the full key adds the user id so accounts never share one. */
export const subscriptionQueryKey = ['subscription'] as const;

export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  // An answer we do not understand is treated like a failed lookup: free.
  return getChecked(
    '/api/subscription',
    () => import('#shared/contracts/billing.contract').then((c) => c.subscriptionStatusSchema),
    signal,
  );
}

export function subscriptionQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...subscriptionQueryKey, userId],
    queryFn: ({ signal }) => getSubscription(signal),
    staleTime: SUBSCRIPTION_STALE_MS,
    gcTime: SUBSCRIPTION_GC_MS,
    // A failed lookup already means free; each gate mounting must not ask again (and flicker).
    retryOnMount: false,
  });
}

/** The derived subscription status, with loading and error. */
export interface Subscription {
  isSubscribed: boolean;
  /** 'free', or the paid plan ('wellness_plus', 'health_pro'). */
  tier: string;
  simplifiedTier: 'paid' | 'free';
  trialEnd: null;
  /** ISO time the paid period ends (the renewal date); null on the free plan. */
  subscriptionEnd: string | null;
  loading: boolean;
  /** 'Failed to fetch subscription status' when the lookup failed (the user then counts as free). */
  error: string | null;
}

const isPaidStatus = (status: SubscriptionStatus | undefined) =>
  status !== undefined && isPaidSubscription(status.isSubscribed, status.simplifiedTier);

/** Paid only when the record says subscribed and simplified_tier 'paid'; anything else is free. */
export function deriveSubscription(
  status: SubscriptionStatus | undefined,
  state: { loading?: boolean; failed?: boolean } = {},
): Subscription {
  const error = state.failed ? BILLING_MESSAGES.statusFailed : null;
  const base = { loading: state.loading ?? false, error };
  if (!status || state.failed || !isPaidStatus(status)) {
    return { ...FREE_SUBSCRIPTION_STATUS, ...base };
  }
  return {
    isSubscribed: true,
    tier: status.tier,
    simplifiedTier: 'paid',
    trialEnd: null,
    subscriptionEnd: status.subscriptionEnd,
    ...base,
  };
}

export interface UseSubscriptionOptions {
  /** Ask again every this many ms until the answer is paid (the success page waits for the webhook). */
  pollUntilPaidMs?: number;
}

export function useSubscription(
  options: UseSubscriptionOptions = {},
): Subscription & { refetch: () => Promise<unknown> } {
  const { user, isLoading: isAuthLoading } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery({
    ...subscriptionQueryOptions(userId),
    enabled: userId !== null,
    refetchInterval: (current) =>
      options.pollUntilPaidMs && !isPaidStatus(current.state.data)
        ? options.pollUntilPaidMs
        : false,
  });
  const loading = isAuthLoading || (userId !== null && query.isPending);
  // A failed refetch keeps the last good answer; only a lookup with no answer reads as an error.
  const failed = userId !== null && query.isError && query.data === undefined;
  return {
    ...deriveSubscription(userId === null ? undefined : query.data, { loading, failed }),
    refetch: query.refetch,
  };
}

/** The renewal date as the payment pages show it: 'November 21, 2026' (UTC). */
export function formatRenewalDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
