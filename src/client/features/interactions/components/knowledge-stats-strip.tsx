/**
 * The real figures behind the checker (rather than an unbacked '3.4M+'): substances
 * known, interaction records, and 'N checks run on Wellnest'. Fetched in the browser; nothing is
 * shown while loading or after a failure, so no page ever carries a made-up number.
 */
import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';
// Not toLocaleString: on the landing page its first call loads ICU's number data (ADR 137).
import { formatInteger } from '#shared/domain/en-us-format';
import { useKnowledgeStats } from '../api/get-knowledge-stats';

export function KnowledgeStatsStrip({ className }: { className?: string }): ReactElement | null {
  const stats = useKnowledgeStats();
  if (!stats.data) return null;
  const { substances, interaction_records: records, checks_run: checks } = stats.data;
  const figures = [
    {
      value: substances,
      label:
        substances === 1 ? 'substance in our knowledge base' : 'substances in our knowledge base',
    },
    {
      value: records,
      label: records === 1 ? 'sourced interaction record' : 'sourced interaction records',
    },
    { value: checks, label: checks === 1 ? 'check run on Wellnest' : 'checks run on Wellnest' },
  ];
  return (
    <section
      aria-label="Wellnest in numbers"
      className={cn('border-y border-slate-200 bg-white', className)}
    >
      <ul className="mx-auto grid max-w-4xl grid-cols-1 gap-3 px-4 py-5 text-center sm:grid-cols-3 sm:px-6">
        {figures.map((figure) => (
          <li key={figure.label} className="text-sm text-slate-700">
            <strong className="block text-2xl font-bold text-teal-800">
              {formatInteger(figure.value)}
            </strong>{' '}
            {figure.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
