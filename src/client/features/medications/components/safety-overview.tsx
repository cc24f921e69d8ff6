/**
 * The medication-safety dashboard's summary: how many medicines are taken now, how many major,
 * moderate and minor interactions the stored background analysis found, and the most serious few.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  SEVERITIES,
  SEVERITY_MEANINGS,
  type CheckResponse,
  type InteractionResult,
  type Severity,
  type SourceRef,
} from '#shared/contracts/interactions.contract';
import type { SafetyAnalysis } from '#shared/contracts/medications.contract';

export const TOP_INTERACTIONS = 3;

export function countBySeverity(
  interactions: readonly InteractionResult[],
): Record<Severity, number> {
  const counts: Record<Severity, number> = { major: 0, moderate: 0, minor: 0 };
  for (const interaction of interactions) counts[interaction.severity] += 1;
  return counts;
}

/** The most serious interactions first, at most `limit`. */
export function topInteractions(
  interactions: readonly InteractionResult[],
  limit = TOP_INTERACTIONS,
): InteractionResult[] {
  const rank = (severity: Severity) => SEVERITIES.indexOf(severity);
  return [...interactions].sort((a, b) => rank(a.severity) - rank(b.severity)).slice(0, limit);
}

function pairText(result: CheckResponse, interaction: InteractionResult): string {
  return interaction.between
    .map(
      (index, side) =>
        result.items[index]?.query ?? interaction.substances?.[side]?.name ?? 'Unknown',
    )
    .join(' + ');
}

export interface SafetyOverviewProps {
  activeCount: number;
  analysis: SafetyAnalysis;
  /** Draws a severity (the page passes the interactions feature's badge). */
  renderSeverity: (severity: Severity) => ReactNode;
  /** Draws an interaction's references (the page passes the interactions feature's source links). */
  renderSources: (sources: SourceRef[]) => ReactNode;
}

export function SafetyOverview({
  activeCount,
  analysis,
  renderSeverity,
  renderSources,
}: SafetyOverviewProps): ReactElement {
  const topId = useId();
  const result = analysis.status === 'ready' ? analysis.result : null;
  const counts = result ? countBySeverity(result.interactions) : null;
  const top = result ? topInteractions(result.interactions) : [];
  const stats: { label: string; value: string }[] = [
    { label: 'Medicines taken now', value: String(activeCount) },
    ...SEVERITIES.map((severity) => ({
      label: `${SEVERITY_MEANINGS[severity].label} interactions`,
      value: counts ? String(counts[severity]) : '–',
    })),
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm text-slate-700">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>

      {result && (
        <section
          aria-labelledby={topId}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id={topId} className="text-lg font-semibold text-slate-900">
            {top.length > 0 ? 'Most important interactions' : 'No interactions found'}
          </h2>
          {top.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              We found no interactions between the medicines you take now. That is not a guarantee:
              ask your pharmacist.
            </p>
          ) : (
            <ol aria-labelledby={topId} className="mt-3 divide-y divide-slate-100">
              {top.map((interaction) => (
                <li
                  key={`${interaction.id}:${interaction.between.join('-')}`}
                  className="space-y-1 py-3 first:pt-0 last:pb-0"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold break-words text-slate-900">
                      {pairText(result, interaction)}
                    </p>
                    {renderSeverity(interaction.severity)}
                  </div>
                  <p className="text-sm text-slate-800">{interaction.summary}</p>
                  <p className="text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">What to do:</span>{' '}
                    {interaction.management}
                  </p>
                  {renderSources(interaction.sources)}
                </li>
              ))}
            </ol>
          )}
          {result.interactions.length > top.length && (
            <p className="mt-3 text-sm text-slate-700">
              And {result.interactions.length - top.length} more.{' '}
              <Link
                to="/safety/cabinet"
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                See them all with their sources
              </Link>
            </p>
          )}
        </section>
      )}
    </div>
  );
}
