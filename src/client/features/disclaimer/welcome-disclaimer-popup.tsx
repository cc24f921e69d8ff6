/**
 * Welcome disclaimer: for a signed-in user it opens 500 ms after arrival, with a
 * simple and a detailed view. Get Started needs the acknowledgement, which is then remembered on
 * the account (PUT /api/disclaimer/acknowledgement), so the same account is not asked again in
 * another browser. The local-storage flag (hideDisclaimerPopup) is still written and still read:
 * a browser that has it does not ask, as before, and it is all there is when the account cannot
 * be read. ADR 023.
 */
import { useEffect, useId, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from 'radix-ui';
import { ShieldCheck, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useAppConfig } from '#client/lib/app-config';
import { useAuth } from '#client/lib/auth';
import { readStorage, STORAGE_KEYS, writeStorage } from '#client/lib/storage';
import { EmergencyCallSentence } from '#client/components/layouts/emergency-line';
import { useAcknowledgeDisclaimer } from './api/acknowledge-disclaimer';
import { useDisclaimerAcknowledgement } from './api/get-disclaimer-acknowledgement';

export const WELCOME_POPUP_DELAY_MS = 500;
export const ACKNOWLEDGEMENT =
  'I understand that Wellnest provides educational information only and is not a substitute for professional medical advice.';
// Signing in or verifying an email is not the moment for a welcome.
const EXCLUDED_PATHS = ['/login', '/register', '/auth'];

function isExcluded(pathname: string): boolean {
  return EXCLUDED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

const isHidden = () => readStorage(STORAGE_KEYS.hideDisclaimerPopup) === 'true';

export function WelcomeDisclaimerPopup(): ReactElement | null {
  const { isLoading, isSignedIn } = useAuth();
  const { pathname } = useLocation();
  const isEligible = !isLoading && isSignedIn && !isExcluded(pathname);
  const acknowledgement = useDisclaimerAcknowledgement();
  const acknowledge = useAcknowledgeDisclaimer();
  const [isDue, setIsDue] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const isAcknowledged = acknowledgement.data?.acknowledged === true;
  // Asked only when neither this browser nor the account has it; an unreadable account counts as no.
  const shouldAsk =
    !isHidden() && (acknowledgement.isSuccess ? !isAcknowledged : acknowledgement.isError);
  const isOpen = isEligible && isDue && shouldAsk && !isDismissed;

  useEffect(() => {
    if (!isEligible) return;
    const timer = setTimeout(() => setIsDue(true), WELCOME_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isEligible]);

  useEffect(() => {
    // Kept in step, so an offline visit later in this browser does not ask again.
    if (isAcknowledged) writeStorage(STORAGE_KEYS.hideDisclaimerPopup, 'true');
  }, [isAcknowledged]);

  if (!isEligible) return null;
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => setIsDismissed(!open)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          {/* Remounted on each opening so the checkbox and view start fresh. */}
          {isOpen && (
            <WelcomeContent
              onGetStarted={() => {
                writeStorage(STORAGE_KEYS.hideDisclaimerPopup, 'true');
                // A failed save still closes it here; the account is asked again next time.
                acknowledge.mutate();
                setIsDismissed(true);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function WelcomeContent({ onGetStarted }: { onGetStarted: () => void }): ReactElement {
  const { supportEmail } = useAppConfig();
  const [isDetailed, setIsDetailed] = useState(false);
  const [isAcknowledged, setIsAcknowledged] = useState(false);
  const detailsId = useId();
  const checkboxId = useId();

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <ShieldCheck className="h-6 w-6 shrink-0 text-teal-700" aria-hidden="true" />
          <Dialog.Title className="text-xl font-bold text-slate-900">
            Welcome to Wellnest
          </Dialog.Title>
        </div>
        <Dialog.Close
          className="-m-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          aria-label="Close"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-3 text-slate-700">
        Wellnest helps you learn about your health and wellbeing. It is educational only — not
        medical advice.
      </Dialog.Description>
      <EmergencyCallSentence className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900" />

      <button
        type="button"
        className="mt-4 rounded text-sm font-semibold text-teal-800 underline underline-offset-4"
        aria-expanded={isDetailed}
        aria-controls={detailsId}
        onClick={() => setIsDetailed((value) => !value)}
      >
        {isDetailed ? 'Show less' : 'Show detailed information'}
      </button>
      {isDetailed && (
        <ul id={detailsId} className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
          <li>
            <strong>Not a medical device.</strong> Wellnest is not for diagnosis, treatment or
            emergencies.
          </li>
          <li>
            <strong>The AI may be wrong.</strong> Its answers can be incomplete or mistaken; check
            anything important with a professional.
          </li>
          <li>
            <strong>Professional consultation is required</strong> before you change medicines,
            supplements, diet or treatment.
          </li>
          <li>
            <strong>Emergencies:</strong> call 911 in the US, 999 in the UK or 112 in the EU.
          </li>
          <li>
            <strong>How your data is protected.</strong> Your health information is tied to your
            account and visible only to you. It travels over encrypted connections, and your session
            is kept in a secure cookie that scripts on the page cannot read.
          </li>
        </ul>
      )}

      <div className="mt-5 flex items-start gap-3 rounded-xl bg-slate-50 p-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0 accent-teal-700"
          checked={isAcknowledged}
          onChange={(event) => setIsAcknowledged(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="text-sm text-slate-800">
          {ACKNOWLEDGEMENT}
        </label>
      </div>

      <Button className="mt-5 w-full" size="lg" disabled={!isAcknowledged} onClick={onGetStarted}>
        Get Started
      </Button>
      <p className="mt-4 text-center text-sm text-slate-600">
        Questions? Contact{' '}
        <a href={`mailto:${supportEmail}`} className="font-medium text-teal-800 underline">
          {supportEmail}
        </a>
      </p>
    </>
  );
}
