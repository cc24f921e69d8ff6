/**
 * /dashboard?demo=true: the 'Preview Dashboard', the four tabs
 * filled with sample data only and labelled so nobody mistakes it for their own results.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { PreviewDashboardTabs } from './preview-panels';

export const DEMO_LABEL = 'Demo dashboard — sample data, not yours';

export function DemoDashboard({ isSignedIn = false }: { isSignedIn?: boolean }): ReactElement {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:py-12">
      <p
        role="note"
        className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-amber-900"
      >
        {DEMO_LABEL}
      </p>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Preview Dashboard
        </h1>
        <p className="mt-1 text-slate-700">
          A look at the Smart Wellness Dashboard with made-up values. Your own dashboard starts
          empty and fills in from what you tell us.
        </p>
      </div>

      <PreviewDashboardTabs headingLevel={2} />

      <Card className="bg-teal-50 text-center">
        <h2 className="text-xl font-semibold text-slate-900">
          {isSignedIn ? 'Ready for your own dashboard?' : 'Make it yours'}
        </h2>
        <p className="mt-2 text-slate-700">
          {isSignedIn
            ? 'Your dashboard uses only the data you enter.'
            : 'Create a free account to build your wellness profile and see your own actions and trends.'}
        </p>
        <Link
          to={isSignedIn ? '/dashboard' : '/register'}
          className={cn(buttonVariants({ size: 'lg' }), 'mt-4')}
        >
          {isSignedIn ? 'Go to your dashboard' : 'Create your free account'}
        </Link>
      </Card>

      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
