/** What Major, Moderate and Minor mean (SEVERITY_MEANINGS), each in its colour and words. */
import { useId, type ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import { SEVERITIES, SEVERITY_MEANINGS } from '#shared/contracts/interactions.contract';
import { SeverityBadge } from './severity-badge';

export function SeverityLegend({
  className,
  headingLevel = 2,
}: {
  className?: string;
  headingLevel?: 2 | 3;
}): ReactElement {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-4 sm:p-5', className)}
    >
      <Heading id={headingId} className="text-base font-semibold text-slate-900">
        What the severity levels mean
      </Heading>
      <dl className="mt-3 space-y-3 text-sm">
        {SEVERITIES.map((severity) => (
          <div key={severity} className="grid gap-1 sm:grid-cols-[7rem_1fr] sm:gap-3">
            <dt>
              <SeverityBadge severity={severity} />
            </dt>
            <dd className="text-slate-700">{SEVERITY_MEANINGS[severity].meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
