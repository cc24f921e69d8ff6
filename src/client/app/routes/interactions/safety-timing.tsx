/**
 * /safety/timing (signed in; paid: food_drug_timing): a day plan for the user's medicines and
 * supplements that keeps apart what must be kept apart. Free users see the upgrade prompt, as
 * every paid page does.
 */
import type { ReactElement } from 'react';
import { usePageMeta } from '#client/lib/use-page-meta';
import { PremiumFeatureGate } from '#client/features/billing/components/premium-feature-gate';
import { TimingPlanner } from '#client/features/interactions/components/timing-planner';

export default function SafetyTimingPage(): ReactElement {
  usePageMeta('/safety/timing');
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          Food and medicine timing
        </h1>
        <p className="mt-2 text-slate-700">
          Some medicines and supplements work less well, or cause harm, when taken too close
          together or with food. Tell us your day and what you take; we plan the times and say why.
        </p>
      </div>
      <PremiumFeatureGate feature="food_drug_timing">
        <TimingPlanner />
      </PremiumFeatureGate>
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
