/**
 * The stored cookie choice's shape (local storage keys other code and older versions read): 'cookie-consent' holds the
 * JSON choice and 'cookie-consent-timestamp' when it was made. Necessary cookies are always on.
 * No React here: the boot loader of prerendered pages reads the choice before the app runs.
 */

export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export interface CookieConsent extends ConsentChoices {
  necessary: true;
  timestamp: string;
}

export const ACCEPT_ALL: ConsentChoices = { analytics: true, marketing: true, functional: true };
export const REJECT_ALL: ConsentChoices = { analytics: false, marketing: false, functional: false };

/** A stored value counts only if it has the full shape; anything else asks again. */
export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent> | null;
    if (
      value?.necessary === true &&
      typeof value.analytics === 'boolean' &&
      typeof value.marketing === 'boolean' &&
      typeof value.functional === 'boolean' &&
      typeof value.timestamp === 'string'
    ) {
      return value as CookieConsent;
    }
  } catch {
    // Corrupt JSON: treated as no choice.
  }
  return null;
}
