/**
 * How strong the evidence is: an oil use's level ('traditional use', 'small trials', 'systematic
 * review') and a remedy's grade (A-D), each defined on the page where it is shown.
 */
import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import {
  EVIDENCE_GRADE_MEANINGS,
  EVIDENCE_GRADES,
  OIL_EVIDENCE_LEVELS,
  type EvidenceGrade,
} from '#shared/contracts/aromatherapy.contract';
import { EVIDENCE_LEVEL_MEANINGS, GRADE_STYLES } from '../lib/labels';

const LEVEL_STYLES: Record<string, string> = {
  'traditional use': 'bg-slate-100 text-slate-900 ring-slate-300',
  'small trials': 'bg-sky-100 text-sky-950 ring-sky-300',
  'systematic review': 'bg-emerald-100 text-emerald-950 ring-emerald-300',
};

export function EvidenceLevelBadge({ level }: { level: string }): ReactElement {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        LEVEL_STYLES[level] ?? LEVEL_STYLES['traditional use'],
      )}
    >
      Evidence: {level}
    </span>
  );
}

export function EvidenceLevelLegend(): ReactElement {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3">
      {OIL_EVIDENCE_LEVELS.map((level) => (
        <div key={level} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt>
            <EvidenceLevelBadge level={level} />
          </dt>
          <dd className="mt-1 text-slate-800">{EVIDENCE_LEVEL_MEANINGS[level]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function GradeBadge({
  grade,
  className,
}: {
  grade: EvidenceGrade;
  className?: string;
}): ReactElement {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset',
        GRADE_STYLES[grade],
        className,
      )}
      title={EVIDENCE_GRADE_MEANINGS[grade]}
    >
      Grade {grade}
    </span>
  );
}

/** The A-D grades, defined: every page that shows a grade shows this too. */
export function GradeLegend({ headingLevel = 2 }: { headingLevel?: 2 | 3 }): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="grade-legend-heading" className="space-y-2">
      <Heading id="grade-legend-heading" className="text-lg font-semibold text-slate-900">
        What the grades mean
      </Heading>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {EVIDENCE_GRADES.map((grade) => (
          <div
            key={grade}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3"
          >
            <dt>
              <GradeBadge grade={grade} />
            </dt>
            <dd className="text-slate-800">{EVIDENCE_GRADE_MEANINGS[grade]}.</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-700">
        Grades come from NCCIH and systematic reviews, for each concern separately: a remedy can be
        grade B for one concern and D for another. A grade says how good the evidence is, not that a
        remedy is safe for you.
      </p>
    </section>
  );
}
