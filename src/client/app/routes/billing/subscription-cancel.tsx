/** /subscription-cancel: the user left checkout; nothing was charged. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SITE } from '#client/config/site';
import { useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/use-page-meta';

export default function SubscriptionCancelPage(): ReactElement {
  usePageMeta('/subscription-cancel');
  const { isSignedIn } = useAuth();
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10 sm:py-14">
      <Card className="text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 text-balance sm:text-3xl">
          Checkout cancelled — no charge was made
        </h1>
        <p className="mt-3 text-slate-700">
          You left the checkout before paying, so nothing was charged and your plan has not changed.
          You can choose a plan again whenever you like.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/pricing" className={buttonVariants()}>
            Back to pricing
          </Link>
          <Link
            to={isSignedIn ? '/dashboard' : '/'}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {isSignedIn ? 'Go to your dashboard' : 'Go home'}
          </Link>
        </div>
      </Card>
      <p className="text-center text-sm text-slate-600">{SITE.shortDisclaimer}</p>
    </div>
  );
}
