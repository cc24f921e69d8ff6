/**
 * The subscription intent: a paid plan chosen at sign-up is remembered in
 * local storage so checkout can start once the user has verified their email and signed in.
 * Lives in lib because registration writes it and billing reads it.
 */
import {
  PRICE_LOOKUP_KEYS,
  lookupKeyFor,
  type BillingCycle,
  type PaidPlanId,
  type PriceLookupKey,
} from '#shared/domain/plans';
import { STORAGE_KEYS, readJson, removeStorage, writeStorage } from './storage';

export const SUBSCRIPTION_SUCCESS_URL = '/subscription-success?pending=true';
export const SUBSCRIPTION_CANCEL_URL = '/subscription-cancel';

export interface SubscriptionIntent {
  lookupKey: PriceLookupKey;
  successUrl: string;
  cancelUrl: string;
}

export function buildSubscriptionIntent(plan: PaidPlanId, cycle: BillingCycle): SubscriptionIntent {
  return {
    lookupKey: lookupKeyFor(plan, cycle),
    successUrl: SUBSCRIPTION_SUCCESS_URL,
    cancelUrl: SUBSCRIPTION_CANCEL_URL,
  };
}

export function saveSubscriptionIntent(intent: SubscriptionIntent): void {
  writeStorage(STORAGE_KEYS.subscriptionIntent, JSON.stringify(intent));
}

/** The stored intent, or null when there is none or it is not one we wrote. */
export function readSubscriptionIntent(): SubscriptionIntent | null {
  const value = readJson<Partial<SubscriptionIntent>>(STORAGE_KEYS.subscriptionIntent);
  if (!value || typeof value !== 'object') return null;
  const { lookupKey, successUrl, cancelUrl } = value;
  if (
    typeof lookupKey !== 'string' ||
    !(PRICE_LOOKUP_KEYS as readonly string[]).includes(lookupKey)
  )
    return null;
  if (typeof successUrl !== 'string' || typeof cancelUrl !== 'string') return null;
  return { lookupKey: lookupKey as PriceLookupKey, successUrl, cancelUrl };
}

export function clearSubscriptionIntent(): void {
  removeStorage(STORAGE_KEYS.subscriptionIntent);
}
