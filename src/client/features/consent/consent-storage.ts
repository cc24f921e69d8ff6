/** Saves the cookie choice (its shape is in consent-format.ts) and tells the components reading it. */
import { STORAGE_KEYS } from '#client/lib/storage';
import { setStoredValue } from '#client/lib/use-stored-value';
import type { ConsentChoices, CookieConsent } from './consent-format';

export function saveConsent(choices: ConsentChoices, now: Date = new Date()): CookieConsent {
  const timestamp = now.toISOString();
  const consent: CookieConsent = {
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    functional: choices.functional,
    timestamp,
  };
  setStoredValue(STORAGE_KEYS.cookieConsentTimestamp, timestamp);
  setStoredValue(STORAGE_KEYS.cookieConsent, JSON.stringify(consent));
  return consent;
}
