/**
 * /health/journey-selector: choose or change the health journey
 * level. Someone who has never saved a level is choosing ('Choose Your Health Journey', 'Start My
 * Journey'); afterwards they are updating it.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { JourneySelector } from '#client/features/journey/components/journey-selector';
import { usePreferences } from '#client/features/profile/api/get-preferences';
import { usePageMeta } from '#client/lib/use-page-meta';

export default function JourneySelectorPage(): ReactElement {
  usePageMeta();
  const preferences = usePreferences();
  const mode = preferences.data?.updated_at ? 'update' : 'onboarding';
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      {preferences.isPending ? (
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Your Health Journey
          </h1>
          <p role="status" className="mt-4 text-slate-600">
            Loading your journey...
          </p>
        </div>
      ) : (
        <JourneySelector mode={mode} headingLevel={1} />
      )}
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
