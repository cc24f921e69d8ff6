/**
 * The cabinet's safety status on the dashboard: the one safety summary (ADR 079), so its counts are
 * the bell's, the medication-safety page's and the weekly report's: interactions between the
 * medicines and cautions from the profile (a condition, an allergy, pregnancy, age), by severity,
 * the most serious findings by name, and a link to the details. The curated checker decides every
 * finding, never a model. Safety is shown on every plan.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { useSafetySummary } from '#client/features/medications/api/get-safety-summary';
import type { Severity } from '#shared/contracts/interactions.contract';
import type { SafetyFinding } from '#shared/contracts/safety-summary.contract';
import { safetyCountsLine } from '#shared/domain/safety-summary';

const linkClass = 'font-semibold text-teal-800 underline underline-offset-4';
const SEVERITY_STYLE: Record<Severity, string> = {
  major: 'bg-red-100 text-red-900 ring-red-200',
  moderate: 'bg-amber-100 text-amber-900 ring-amber-200',
  minor: 'bg-slate-100 text-slate-800 ring-slate-200',
};

/**
 * The medicines a finding concerns, and for a caution what in the profile it rests on; a lab
 * caution names its result and day first ('eGFR 38 on 2 Nov 2026 with Metformin', ADR 086).
 */
function findingText(finding: SafetyFinding): string {
  if (finding.kind === 'caution' && finding.reason === 'lab') return finding.title;
  const names = finding.medicines.join(' + ');
  return finding.kind === 'caution' && finding.because ? `${names} with ${finding.because}` : names;
}

export function SafetyStatusPanel(): ReactElement {
  const safety = useSafetySummary();
  const data = safety.data;
  const hasMajor = (data?.counts.total.major ?? 0) > 0;
  const Icon = hasMajor ? ShieldAlert : ShieldCheck;
  const serious = (data?.findings ?? []).filter((finding) => finding.severity !== null);

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
      {data && data.medication_count === 0 && (
        <p className="mt-2 text-sm text-slate-700">
          No medicines in your cabinet yet.{' '}
          <Link to="/medications" className={linkClass}>
            Add what you take
          </Link>{' '}
          to have every pair checked.
        </p>
      )}
      {data && data.medication_count > 0 && (
        <>
          <p className="mt-2 text-sm text-slate-700">
            <strong className="text-slate-900">
              {safetyCountsLine(data.medication_count, data.counts)}
            </strong>{' '}
            (interactions, and cautions from your profile and lab results).
          </p>
          {serious.length > 0 && (
            <ul className="mt-3 space-y-2">
              {serious.slice(0, 3).map((finding) => (
                <li key={finding.key} className="flex flex-wrap items-center gap-2 text-sm">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ${SEVERITY_STYLE[finding.severity!]}`}
                  >
                    {finding.severity}
                  </span>
                  <span className="break-words text-slate-900">{findingText(finding)}</span>
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
