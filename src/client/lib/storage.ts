/**
 * Local-storage keys (fixed names, so data stored by older versions is still found), and
 * wrappers that never throw:
 * storage can be disabled (private mode, embedded frames) and the app must still work.
 */
export const STORAGE_KEYS = {
  cookieConsent: 'cookie-consent',
  cookieConsentTimestamp: 'cookie-consent-timestamp',
  hideDisclaimerPopup: 'hideDisclaimerPopup',
  footerDisclaimerDismissed: 'footer-disclaimer-dismissed',
  subscriptionIntent: 'subscription_intent',
  lastMedicationAnalysis: 'lastMedicationAnalysis',
  onboardingBackup: 'unified_onboarding_backup',
  dataUpdatePromptDismissed: 'dataUpdatePromptDismissed',
  safeMode: 'SAFE_MODE',
  /** The clock's offset when the time zone's name was last read (first-answers.ts). */
  timeZoneOffset: 'wellnest.tz-offset',
} as const;

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the preference simply is not remembered.
  }
}

export function removeStorage(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const raw = readStorage(key, kind);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Removes every key for which `shouldRemove` is true, in one storage area. */
export function removeStorageWhere(shouldRemove: (key: string) => boolean, kind: Area): void {
  const store = area(kind);
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key !== null && shouldRemove(key)) keys.push(key);
  }
  keys.forEach((key) => removeStorage(key, kind));
}
