/**
 * /onboarding, /profile-completion and /health/profile-completion (one screen): the seven-step
 * profile setup. ?continue=true resumes partial progress. Composes the onboarding flow with the profile
 * feature's section editors.
 */
import type { ReactElement } from 'react';
import { OnboardingFlow } from '#client/features/onboarding/components/onboarding-flow';
import { SECTION_EDITOR_COMPONENTS } from '#client/features/profile/components/sections';
import { usePageMeta } from '#client/lib/use-page-meta';

export default function OnboardingPage(): ReactElement {
  usePageMeta();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Set up your health profile
        </h1>
        <p className="mt-1 text-slate-600">
          About 8 minutes. Your answers save as you go, so you can stop and come back at any time.
        </p>
      </div>
      <OnboardingFlow editors={SECTION_EDITOR_COMPONENTS} />
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
