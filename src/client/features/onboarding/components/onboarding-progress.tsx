/** 'Step N of 7' with a bar. */
import type { ReactElement } from 'react';
import { ONBOARDING_STEP_COUNT } from '#shared/domain/profile-status';

export function OnboardingProgress({ step }: { step: number }): ReactElement {
  const label = `Step ${step + 1} of ${ONBOARDING_STEP_COUNT}`;
  const percent = Math.round(((step + 1) / ONBOARDING_STEP_COUNT) * 100);
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <p className="font-semibold text-slate-900">{label}</p>
        <p className="text-slate-600">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Profile setup progress"
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEP_COUNT}
        aria-valuenow={step + 1}
        aria-valuetext={label}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-teal-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
