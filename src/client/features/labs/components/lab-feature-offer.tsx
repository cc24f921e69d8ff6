/** What lab uploads give, for visitors and free users in place of the form (never a broken form). */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { Check } from 'lucide-react';

const BENEFITS = [
  'Upload a PDF or a phone photo of your blood or urine test; it is read on our own servers',
  'Check and correct every value before anything is analysed',
  'Each marker flagged low, normal or high against your lab’s own range, with sources',
  'Results grouped by body system, with blood–urine patterns and scores',
  'A trend chart for every marker across your reports, and a PDF for your doctor',
] as const;

export function LabFeatureOffer({ children }: { children?: ReactNode }): ReactElement {
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="font-semibold text-slate-900">With lab uploads you can:</p>
      <ul className="space-y-2 text-sm text-slate-800">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        See exactly what you would get in the{' '}
        <Link
          to="/sample-report"
          className="font-medium text-teal-800 underline underline-offset-2"
        >
          sample report
        </Link>
        , made from fictional values.
      </p>
      {children}
    </div>
  );
}
