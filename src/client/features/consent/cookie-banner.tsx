/**
 * Cookie banner: shown until a choice is stored. Accept All, Reject All, or
 * Customize then Save Preferences.
 *
 * Prerendered pages carry it with no `data-open`: hidden by styles.css until the boot loader,
 * finding no stored choice, marks it `data-open`, so a first visit shows it before any app script
 * runs (ADR 049). After hydration the stored value decides: removed once a choice exists,
 * otherwise rendered with `data-open` itself.
 */
import { useId, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Cookie } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { STORAGE_KEYS } from '#client/lib/storage';
import { useStoredValue } from '#client/lib/use-stored-value';
import { ACCEPT_ALL, parseConsent, REJECT_ALL, type ConsentChoices } from './consent-format';
import { saveConsent } from './consent-storage';

const CATEGORIES: {
  key: keyof ConsentChoices | 'necessary';
  label: string;
  description: string;
}[] = [
  {
    key: 'necessary',
    label: 'Necessary',
    description: 'Keep you signed in and remember this choice. Always on.',
  },
  {
    key: 'functional',
    label: 'Functional',
    description: 'Remember preferences such as dismissed notices.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Help us see which pages are used so we can improve them.',
  },
  { key: 'marketing', label: 'Marketing', description: 'Measure how people find Wellnest.' },
];

export function CookieBanner(): ReactElement | null {
  const stored = useStoredValue(STORAGE_KEYS.cookieConsent);
  const [isCustomizing, setIsCustomizing] = useState(false);
  const [choices, setChoices] = useState<ConsentChoices>(REJECT_ALL);
  const headingId = useId();
  // undefined: prerendering or hydrating, where the boot loader's mark decides.
  const isKnown = stored !== undefined;
  if (isKnown && parseConsent(stored)) return null;
  const quickVariant = isCustomizing ? 'secondary' : 'primary';

  return (
    <section
      aria-label="Cookie consent"
      data-cookie-banner=""
      data-open={isKnown ? '' : undefined}
      className="fixed inset-x-0 bottom-0 z-30 p-3 sm:p-4"
    >
      <div className="mx-auto max-h-[85vh] max-w-3xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
          <div className="space-y-1">
            <h2 id={headingId} className="font-semibold text-slate-900">
              Your cookie choices
            </h2>
            <p className="text-sm text-slate-700">
              Wellnest uses necessary cookies to keep you signed in. With your permission we also
              use optional cookies. Read our{' '}
              <Link to="/privacy-policy" className="font-medium text-teal-800 underline">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
        </div>

        {isCustomizing && (
          <fieldset className="mt-4 space-y-3" aria-describedby={headingId}>
            <legend className="sr-only">Cookie categories</legend>
            {CATEGORIES.map((category) => {
              const isNecessary = category.key === 'necessary';
              const id = `cookie-${category.key}`;
              return (
                <div
                  key={category.key}
                  className="flex items-start gap-3 rounded-xl bg-slate-50 p-3"
                >
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 h-4 w-4 accent-teal-700"
                    checked={isNecessary ? true : choices[category.key as keyof ConsentChoices]}
                    disabled={isNecessary}
                    aria-describedby={`${id}-description`}
                    onChange={(event) => {
                      if (isNecessary) return;
                      const key = category.key as keyof ConsentChoices;
                      setChoices((current) => ({ ...current, [key]: event.target.checked }));
                    }}
                  />
                  <div>
                    <label htmlFor={id} className="text-sm font-medium text-slate-900">
                      {category.label}
                    </label>
                    <p id={`${id}-description`} className="text-sm text-slate-700">
                      {category.description}
                    </p>
                  </div>
                </div>
              );
            })}
          </fieldset>
        )}

        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {isCustomizing ? (
            <Button onClick={() => saveConsent(choices)}>Save Preferences</Button>
          ) : (
            <Button variant="secondary" onClick={() => setIsCustomizing(true)}>
              Customize
            </Button>
          )}
          {/* Rejecting is exactly as easy and as prominent as accepting. */}
          <Button variant={quickVariant} onClick={() => saveConsent(REJECT_ALL)}>
            Reject All
          </Button>
          <Button variant={quickVariant} onClick={() => saveConsent(ACCEPT_ALL)}>
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
