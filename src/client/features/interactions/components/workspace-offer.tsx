/** What the paid interactions workspace adds to the free checker; shown to visitors and free users. */
import { useId, type ReactElement, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { PLAN_DISPLAY_NAMES } from '#shared/domain/plans';

export const WORKSPACE_BENEFITS = [
  'How each interaction happens (the mechanism) and how strong the evidence is, on every result',
  'Save an analysis with a name, reopen it later and delete it when you are done',
  'Download a saved analysis as a PDF to bring to your doctor or pharmacist',
  'A food and medicine timing plan that keeps doses apart through your day',
] as const;

export function WorkspaceOffer({ children }: { children?: ReactNode }): ReactElement {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        What the {PLAN_DISPLAY_NAMES.wellness_plus} workspace adds
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The checker above is free for everyone, and its safety information is complete on every
        plan.
      </p>
      <ul className="mt-3 space-y-2 text-sm text-slate-800">
        {WORKSPACE_BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
