/**
 * A dismissible disclaimer above the footer; the dismissal is remembered. Prerendered pages carry
 * it, so it shows without any script; the boot loader hides that copy when this browser dismissed
 * it (`data-dismissed`, ADR 049), and after hydration the stored value decides.
 */
import type { ReactElement } from 'react';
import { Info, X } from 'lucide-react';
import { STORAGE_KEYS } from '#client/lib/storage';
import { setStoredValue, useStoredValue } from '#client/lib/use-stored-value';
import { SHORT_DISCLAIMER } from './subtitle-bar';

export function FooterDisclaimer(): ReactElement | null {
  const dismissed = useStoredValue(STORAGE_KEYS.footerDisclaimerDismissed);
  if (dismissed === 'true') return null;
  return (
    <aside
      aria-label="Medical disclaimer"
      data-footer-disclaimer=""
      className="border-t border-amber-200 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p className="flex-1">
          <strong>{SHORT_DISCLAIMER}</strong> The AI may be wrong, and professional consultation is
          required before you act on anything you read here.
        </p>
        <button
          type="button"
          aria-label="Dismiss disclaimer"
          className="-m-1 rounded-lg p-2 hover:bg-amber-100"
          onClick={() => setStoredValue(STORAGE_KEYS.footerDisclaimerDismissed, 'true')}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
