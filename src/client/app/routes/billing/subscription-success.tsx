/**
 * /subscription-success. After checkout (?pending=true) the plan changes only
 * when the payment provider's webhook lands, so the page asks every 2 s, for up to 60 s, showing
 * 'Confirming your subscription…', then 'Welcome to Wellness Pro'. Without pending it shows the plan.
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SITE } from '#client/config/site';
import { usePageMeta } from '#client/lib/use-page-meta';
import { formatRenewalDate, useSubscription } from '#client/features/billing/api/get-subscription';
import { normalizeTier } from '#shared/domain/plan-access';
import { PLAN_DISPLAY_NAMES } from '#shared/domain/plans';

export const SUBSCRIPTION_POLL_MS = 2000;
export const SUBSCRIPTION_POLL_LIMIT_MS = 60_000;

const H1 = 'text-2xl font-bold tracking-tight text-slate-900 text-balance sm:text-3xl';
const SUBSCRIPTION_LINK: [string, string] = ['/subscription', 'Your subscription'];

/** A row of links; the first is primary unless a button (children) leads the row. */
function LinkActions({
  links,
  children,
}: {
  links: Array<[string, string]>;
  children?: ReactNode;
}): ReactElement {
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      {children}
      {links.map(([to, label], index) => (
        <Link
          key={to}
          to={to}
          className={buttonVariants({
            variant: index === 0 && !children ? 'primary' : 'secondary',
          })}
        >
          {label}
        </Link>
      ))}
    </div>
  );
}

function LookupError({ message }: { message: string | null }): ReactElement | null {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 text-sm text-amber-900">
      {message}
    </p>
  );
}

export default function SubscriptionSuccessPage(): ReactElement {
  usePageMeta('/subscription-success');
  const [search] = useSearchParams();
  const isPending = search.get('pending') === 'true';
  // Each value starts a fresh 60 s wait; 'Check again' bumps it.
  const [attempt, setAttempt] = useState(0);
  const [timedOutAttempt, setTimedOutAttempt] = useState<number | null>(null);
  const isWaiting = isPending && timedOutAttempt !== attempt;
  const subscription = useSubscription({
    pollUntilPaidMs: isWaiting ? SUBSCRIPTION_POLL_MS : undefined,
  });
  const isPaid = subscription.isSubscribed;

  useEffect(() => {
    if (!isPending || isPaid) return;
    const timer = setTimeout(() => setTimedOutAttempt(attempt), SUBSCRIPTION_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [attempt, isPaid, isPending]);

  let content: ReactElement;
  if (isPaid) {
    const planName = PLAN_DISPLAY_NAMES[normalizeTier(subscription.tier)];
    content = (
      <>
        <CheckCircle2 className="mx-auto h-12 w-12 text-teal-700" aria-hidden="true" />
        <h1 className={`mt-3 ${H1}`}>Welcome to {planName}</h1>
        <p className="mt-3 text-slate-700">
          Your subscription is active
          {subscription.subscriptionEnd
            ? ` and renews on ${formatRenewalDate(subscription.subscriptionEnd)}`
            : ''}
          . Every {planName} feature is open to you now.
        </p>
        <LinkActions
          links={[
            ['/dashboard', 'Go to your dashboard'],
            ['/pro-features', 'See what is included'],
            SUBSCRIPTION_LINK,
          ]}
        />
      </>
    );
  } else if (isWaiting || (isPending && subscription.loading)) {
    content = (
      <>
        <span
          className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-teal-200 border-t-teal-700"
          aria-hidden="true"
        />
        <h1 className={`mt-4 ${H1}`}>Confirming your subscription…</h1>
        <p role="status" className="mt-3 text-slate-700">
          Your payment went through. We are waiting for the payment provider to confirm it, which
          usually takes a few seconds. You can stay on this page.
        </p>
      </>
    );
  } else if (isPending) {
    content = (
      <>
        <h1 className={H1}>Still confirming your subscription</h1>
        <p className="mt-3 text-slate-700">
          The confirmation is taking longer than usual. Your plan changes as soon as it arrives, and
          you will not be charged twice. Check again in a minute, or look at your subscription page
          later.
        </p>
        <LookupError message={subscription.error} />
        <LinkActions links={[SUBSCRIPTION_LINK]}>
          <Button
            onClick={() => {
              setAttempt((value) => value + 1);
              void subscription.refetch();
            }}
          >
            Check again
          </Button>
        </LinkActions>
      </>
    );
  } else {
    content = (
      <>
        <h1 className={H1}>
          {subscription.loading
            ? 'Checking your plan…'
            : `Your plan: ${PLAN_DISPLAY_NAMES.wellness}`}
        </h1>
        {!subscription.loading && (
          <p className="mt-3 text-slate-700">
            There is no active subscription on your account yet.
          </p>
        )}
        <LookupError message={subscription.error} />
        <LinkActions links={[['/pricing', 'See plans'], SUBSCRIPTION_LINK]} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10 sm:py-14">
      <Card className="text-center" aria-live="polite">
        {content}
      </Card>
      <p className="text-center text-sm text-slate-600">{SITE.shortDisclaimer}</p>
    </div>
  );
}
