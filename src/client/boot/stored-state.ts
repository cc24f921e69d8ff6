/**
 * Marks the server-written UI that depends on what this browser has stored (STORED_STATE_MARKS):
 * the cookie banner opens while no valid choice is stored, and a dismissed footer disclaimer
 * stays hidden. It runs before the app, so it imports no React and no app code: the boot loader
 * of prerendered pages calls it, and the SPA shell inlines it after its frame (scripts/prerender.ts)
 * so a first visit sees the banner in the first paint instead of after the app has run.
 */
import { parseConsent } from '#client/features/consent/consent-format';
import { readStorage, STORAGE_KEYS } from '#client/lib/storage';
import { STORED_STATE_MARKS } from '#shared/contracts/page-boot.contract';

export function applyStoredState(doc: Document): void {
  const marks = STORED_STATE_MARKS;
  if (parseConsent(readStorage(STORAGE_KEYS.cookieConsent)) === null)
    doc.querySelector(`[${marks.cookieBanner}]`)?.setAttribute(marks.open, '');
  if (readStorage(STORAGE_KEYS.footerDisclaimerDismissed) === 'true')
    doc.querySelector(`[${marks.footerDisclaimer}]`)?.setAttribute(marks.dismissed, '');
}
