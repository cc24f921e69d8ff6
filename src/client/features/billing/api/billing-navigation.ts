/**
 * Leaving the app for a checkout or portal page. Only our own paths and https pages (Stripe) are
 * followed. An object, so tests can replace `assign` (jsdom cannot navigate).
 */
import { safeRelativePath } from '#shared/domain/safe-redirect';

export function isFollowableBillingUrl(url: string): boolean {
  if (url.startsWith('/')) return safeRelativePath(url) !== null;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export const billingNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
