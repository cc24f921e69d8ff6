/**
 * The cabinet's safety status on the dashboard: interactions by severity from the cabinet's
 * background analysis (the curated checker, never a model), the most serious pairs by name, and
 * a link to the details. Safety is shown on every plan.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { useSafetyAnalysis } from '#client/features/medications/api/get-safety-analysis';
import type { CheckResponse, Severity } from '#shared/contracts/interactions.contract';
import { formatCount } from '#shared/domain/plural';

const linkClass = 'font-semibold text-teal-800 underline underline-offset-4';
const SEVERITY_STYLE: Record<Severity, string> = {
  major: 'bg-red-100 text-red-900 ring-red-200',
  moderate: 'bg-amber-100 text-amber-900 ring-amber-200',
  minor: 'bg-slate-100 text-slate-800 ring-slate-200',
};

/** Counts by severity and the pairs (by the user's own names), most serious first. */
export function summariseInteractions(result: CheckResponse) {
  const counts: Record<Severity, number> = { major: 0, moderate: 0, minor: 0 };
  for (const interaction of result.interactions) counts[interaction.severity] += 1;
  const order: Record<Severity, number> = { major: 0, moderate: 1, minor: 2 };
  const pairs = [...result.interactions]
    .sort((a, b) => order[a.severity] - order[b.severity])
    .map((interaction) => ({
      id: interaction.id,
      severity: interaction.severity,
      names: interaction.between.map((index) => result.items[index]?.query ?? '?').join(' + '),
    }));
  return { counts, pairs };
}

export function SafetyStatusPanel(): ReactElement {
  const safety = useSafetyAnalysis();
  const data = safety.data;
  const summary = data?.result ? summariseInteractions(data.result) : null;
  const hasMajor = (summary?.counts.major ?? 0) > 0;
  const Icon = hasMajor ? ShieldAlert : ShieldCheck;

  return (
    <Card className="p-5" role="region" aria-labelledby="safety-status-title">
      <h2
        id="safety-status-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Icon
          className={hasMajor ? 'h-5 w-5 text-red-700' : 'h-5 w-5 text-teal-700'}
          aria-hidden="true"
        />
        Medicine safety
      </h2>
      {safety.isPending && <p className="mt-2 text-sm text-slate-700">Checking your cabinet…</p>}
      {safety.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          The safety check could not be loaded.
        </p>
      )}
      {data?.status === 'none' && (
        <p className="mt-2 text-sm text-slate-700">
          No medicines in your cabinet yet.{' '}
          <Link to="/medications" className={linkClass}>
            Add what you take
          </Link>{' '}
          to have every pair checked.
        </p>
      )}
      {data?.status === 'pending' && (
        <p className="mt-2 text-sm text-slate-700">
          Checking {formatCount(data.medication_count, 'medicine')} for interactions…
        </p>
      )}
      {data?.status === 'ready' && summary && (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {formatCount(data.medication_count, 'medicine')} checked:{' '}
            <strong className="text-slate-900">
              {summary.counts.major} major, {summary.counts.moderate} moderate,{' '}
              {summary.counts.minor} minor
            </strong>{' '}
            interactions.
          </p>
          {summary.pairs.length > 0 && (
            <ul className="mt-3 space-y-2">
              {summary.pairs.slice(0, 3).map((pair) => (
                <li key={pair.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ${SEVERITY_STYLE[pair.severity]}`}
                  >
                    {pair.severity}
                  </span>
                  <span className="break-words text-slate-900">{pair.names}</span>
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/dashboard/medication-safety"
            className={`${linkClass} mt-3 inline-block text-sm`}
          >
            See the details and what to do
          </Link>
        </>
      )}
    </Card>
  );
}
