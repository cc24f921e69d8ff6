/**
 * /account, every setting in one place (ADR 037): names, e-mail (changed through a link to the new
 * address), password, where the account is signed in, plan and billing, reminders and
 * notifications, cookie choices, units and time zone, the health journey, and the data rights:
 * download everything and delete the account.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowRight, LogOut } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SITE } from '#client/config/site';
import { useAuth } from '#client/lib/auth';
import { STORAGE_KEYS } from '#client/lib/storage';
import { setStoredValue, useStoredValue } from '#client/lib/use-stored-value';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useSignOut } from '#client/lib/use-sign-out';
import { useSubscription } from '#client/features/billing/api/get-subscription';
import { usePreferences } from '#client/features/profile/api/get-preferences';
import { parseConsent } from '#client/features/consent/consent-format';
import { useAccountSettings } from '#client/features/account/api/account-settings';
import { NamesForm } from '#client/features/account/components/names-form';
import {
  EmailChangeCard,
  EmailConfirmBanner,
} from '#client/features/account/components/email-change-card';
import { PasswordCard } from '#client/features/account/components/password-card';
import { SessionsCard } from '#client/features/account/components/sessions-card';
import { DataRightsCard } from '#client/features/account/components/data-rights-card';
import { HealthRecordsCard } from '#client/features/account/components/health-records-card';
import { UnitsCard } from '#client/features/account/components/units-card';
import {
  PLAN_DISPLAY_NAMES,
  formatPlanPrice,
  isBillingCycle,
  isPlanId,
} from '#shared/domain/plans';
import { DEFAULT_JOURNEY_LEVEL, JOURNEY_CONFIG } from '#shared/domain/journey';

export function planLabel(
  selectedPlan: string | null | undefined,
  billingCycle: string | null | undefined,
): string {
  const plan = isPlanId(selectedPlan) ? selectedPlan : 'wellness';
  if (plan === 'wellness') return PLAN_DISPLAY_NAMES.wellness;
  const cycle = isBillingCycle(billingCycle) ? billingCycle : 'monthly';
  return `${PLAN_DISPLAY_NAMES[plan]} (${formatPlanPrice(plan, cycle)})`;
}

const SECTIONS = [
  ['profile', 'Name'],
  ['email', 'Email'],
  ['password', 'Password'],
  ['sessions', 'Sessions'],
  ['plan', 'Plan and billing'],
  ['reminders', 'Reminders'],
  ['cookies', 'Cookies'],
  ['units', 'Units and time zone'],
  ['journey', 'Health journey'],
  ['records', 'Health records'],
  ['data', 'Your data'],
] as const;

type SectionId = (typeof SECTIONS)[number][0];

function Section({
  id,
  title,
  description,
  children,
}: {
  id: SectionId;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}): ReactElement {
  return (
    <Card id={id} aria-labelledby={`${id}-heading`} role="region" className="scroll-mt-20">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function CookieChoices(): ReactElement {
  const stored = useStoredValue(STORAGE_KEYS.cookieConsent);
  const consent = parseConsent(stored);
  const [reopened, setReopened] = useState(false);
  const optional = consent
    ? (['functional', 'analytics', 'marketing'] as const).filter((key) => consent[key])
    : [];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {consent
          ? optional.length > 0
            ? `You allowed necessary cookies and ${optional.join(', ')} cookies on this browser.`
            : 'You allowed only necessary cookies on this browser.'
          : 'You have not made a cookie choice on this browser yet; only necessary cookies are used.'}
      </p>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          // No stored choice: the cookie banner opens again at the foot of the page.
          setStoredValue(STORAGE_KEYS.cookieConsent, '');
          setReopened(true);
        }}
      >
        Change cookie choices
      </Button>
      {reopened && (
        <p role="status" className="text-sm text-teal-800">
          The cookie choices are open at the bottom of the page.
        </p>
      )}
    </div>
  );
}

export default function AccountPage(): ReactElement | null {
  usePageMeta('/account');
  const { user } = useAuth();
  const { signOut, isSigningOut } = useSignOut();
  const preferences = usePreferences();
  const subscription = useSubscription();
  const settings = useAccountSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  // The confirmed token leaves the address bar (a reload must not confirm again), but the banner
  // stays to say the change is done.
  const [confirmedToken, setConfirmedToken] = useState<string | null>(null);
  const emailToken = searchParams.get('email-token') ?? confirmedToken;
  if (!user) return null; // the route guard shows loading or redirects

  const level = preferences.data?.health_journey_level ?? DEFAULT_JOURNEY_LEVEL;
  const journey = JOURNEY_CONFIG[level];

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Account settings
          </h1>
          <p className="mt-1 text-slate-700">
            Every setting of your account in one place, and your data to take or delete.
          </p>
        </div>
        <Button variant="secondary" onClick={() => void signOut()} disabled={isSigningOut}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {isSigningOut ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>

      <nav aria-label="Account sections">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-slate-800 hover:bg-slate-100"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {emailToken && (
        <EmailConfirmBanner
          token={emailToken}
          pendingEmail={settings.data?.pending_email ?? null}
          onDone={() => {
            setConfirmedToken(emailToken);
            setSearchParams({}, { replace: true });
          }}
        />
      )}

      <Section id="profile" title="Name">
        {settings.data ? (
          <NamesForm settings={settings.data} />
        ) : (
          <p className="text-sm text-slate-700">
            {settings.isError ? 'Your account details could not be loaded.' : 'Loading...'}
          </p>
        )}
      </Section>

      <Section
        id="email"
        title="Email"
        description="We send a link to the new address and tell the current one. The change happens only when you open that link while signed in."
      >
        {settings.data ? (
          <EmailChangeCard settings={settings.data} />
        ) : (
          <p className="text-sm text-slate-700">Loading...</p>
        )}
      </Section>

      <Section
        id="password"
        title="Password"
        description="Changing your password signs out every other session; this one stays signed in."
      >
        <PasswordCard />
      </Section>

      <Section id="sessions" title="Where you are signed in">
        <SessionsCard />
      </Section>

      <Section id="plan" title="Plan and billing">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Plan chosen at sign-up</dt>
            <dd className="font-medium text-slate-900">
              {planLabel(user.selected_plan, user.billing_cycle)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Plan in use</dt>
            <dd className="font-medium text-slate-900">
              {subscription.loading
                ? 'Checking...'
                : subscription.isSubscribed && isPlanId(subscription.tier)
                  ? PLAN_DISPLAY_NAMES[subscription.tier]
                  : PLAN_DISPLAY_NAMES.wellness}
            </dd>
          </div>
        </dl>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link to="/subscription" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            Manage subscription and billing
          </Link>
          <Link to="/pricing" className={buttonVariants({ variant: 'link', size: 'sm' })}>
            Compare plans
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </Section>

      <Section
        id="reminders"
        title="Reminders and notifications"
        description="Each reminder has its own time, days, time zone and channels (in the app, by email)."
      >
        <Link
          to="/dashboard/reminders"
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          Manage reminders
        </Link>
      </Section>

      <Section id="cookies" title="Cookies">
        <CookieChoices />
      </Section>

      <Section
        id="units"
        title="Units and time zone"
        description="The units weight and height are typed in, and the time zone new reminders run in. A reminder keeps the zone it was saved with."
      >
        <UnitsCard />
      </Section>

      <Section id="journey" title="Health journey">
        <p className="text-sm text-slate-700">
          {preferences.isPending ? (
            'Loading your journey...'
          ) : (
            <>
              You are on the <strong className="text-slate-900">{journey.title}</strong> path (
              {journey.estimatedTimeCommitment}).
            </>
          )}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link to="/dashboard" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            Change journey on your dashboard
          </Link>
        </div>
      </Section>

      <Section
        id="records"
        title="Health records"
        description="Bring in records from a patient portal, another app or Apple Health. To take yours elsewhere, download them as FHIR under Your data."
      >
        <HealthRecordsCard />
      </Section>

      <Section
        id="data"
        title="Your data"
        description={
          <>
            Your rights to a copy of your data and to erasure (GDPR articles 15, 17 and 20) are
            here, without asking anyone.{' '}
            <Link
              to="/privacy-policy#your-rights"
              className="font-medium text-teal-800 underline underline-offset-4"
            >
              Your data rights
            </Link>
          </>
        }
      >
        <DataRightsCard />
      </Section>

      <p className="text-center text-sm text-slate-600">{SITE.shortDisclaimer}</p>
    </div>
  );
}
