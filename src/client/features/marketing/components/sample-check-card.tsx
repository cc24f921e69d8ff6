import type { ReactElement } from 'react';
import { BookOpen, ShieldCheck } from 'lucide-react';
import { cn } from '#client/lib/cn';

type Severity = 'Major' | 'Moderate';

interface SampleResult {
  pair: string;
  severity: Severity;
  meaning: string;
  action: string;
  source: string;
}

// Real, well-documented interactions, shown to illustrate what a result looks like.
const SAMPLE_RESULTS: SampleResult[] = [
  {
    pair: 'St. John’s wort + birth control pills',
    severity: 'Major',
    meaning: 'St. John’s wort can make hormonal contraceptives less effective.',
    action: 'Talk to your prescriber or pharmacist before taking them together.',
    source: 'NCCIH — St. John’s Wort',
  },
  {
    pair: 'Vitamin K + warfarin',
    severity: 'Moderate',
    meaning: 'Sudden changes in vitamin K intake can change how well warfarin works.',
    action: 'Keep vitamin K intake steady and tell your care team before changing your diet.',
    source: 'MedlinePlus — Warfarin',
  },
];

const severityStyles: Record<Severity, string> = {
  Major: 'bg-red-100 text-red-900',
  Moderate: 'bg-amber-100 text-amber-900',
};

/** An illustration of a check result: severity, meaning, what to do and the cited source. */
export function SampleCheckCard(): ReactElement {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-teal-900/5 sm:p-6">
      <div className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ShieldCheck className="h-5 w-5 text-teal-700" aria-hidden="true" />
        Interaction check
      </div>
      <ul className="mt-4 space-y-4">
        {SAMPLE_RESULTS.map((result) => (
          <li key={result.pair} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">{result.pair}</p>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  severityStyles[result.severity],
                )}
              >
                {result.severity}
              </span>
            </div>
            <p className="mt-2 text-sm text-slate-700">{result.meaning}</p>
            <p className="mt-1 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">What to do: </span>
              {result.action}
            </p>
            <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-teal-800">
              <BookOpen className="h-3.5 w-3.5" aria-hidden="true" />
              Source: {result.source}
            </p>
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 text-xs text-slate-600">
        An example of how results look. Educational only — not medical advice.
      </figcaption>
    </figure>
  );
}
