/**
 * The latest lab report's flags on the dashboard: the out-of-range markers of the analysed report
 * collected last (the list's order, `latestReportFirst`, which the server's labs reader shares),
 * dated by its collection day, linking to the report. It is gated by `lab_uploads`, the key the upload routes' plan gate
 * uses, through the feature registry: a plan without it sees where to get it, and the Wellness
 * edition (which has no uploads, whatever the plan) says so instead of offering an upgrade.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { FlaskConical } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { healthEditionUrl } from '#client/features/billing/components/edition-notice';
import { useLabReport } from '#client/features/labs/api/get-lab-report';
import { useLabReports } from '#client/features/labs/api/list-lab-reports';
import type { LabFlag, LabReportDetail } from '#shared/contracts/labs.contract';
import { reportDateWords } from '#shared/domain/lab-dates';

const linkClass = 'font-semibold text-teal-800 underline underline-offset-4';
const FLAG_WORDS: Partial<Record<LabFlag, string>> = {
  low: 'low',
  high: 'high',
  critical_low: 'very low',
  critical_high: 'very high',
  abnormal: 'abnormal',
};

/** The flagged markers of a report's latest analysis, with the flag in words. */
export function flaggedMarkers(report: LabReportDetail) {
  return (report.analysis?.analysis_result.markers ?? []).flatMap((marker) => {
    const words = FLAG_WORDS[marker.flag];
    return words ? [{ name: marker.name, words, isCritical: marker.is_critical }] : [];
  });
}

function LatestReport({ id }: { id: string }): ReactElement {
  const report = useLabReport(id);
  if (report.isPending) return <p className="mt-2 text-sm text-slate-700">Loading…</p>;
  if (report.isError)
    return (
      <p role="alert" className="mt-2 text-sm text-red-800">
        The report could not be loaded.
      </p>
    );
  const flags = flaggedMarkers(report.data);
  // Dated by collection (ADR 086) in the words the Action Center and the bell use.
  const date = reportDateWords(report.data);
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">
        {flags.length === 0
          ? `Every result in your latest report (${date}) is within its range.`
          : `${flags.length} result${flags.length === 1 ? '' : 's'} outside the range in your latest report (${date}):`}
      </p>
      {flags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {flags.slice(0, 6).map((flag) => (
            <li
              key={flag.name}
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${flag.isCritical ? 'bg-red-100 text-red-900 ring-red-200' : 'bg-amber-100 text-amber-900 ring-amber-200'}`}
            >
              {flag.name}: {flag.words}
            </li>
          ))}
        </ul>
      )}
      <Link to={`/labs/${id}`} className={`${linkClass} mt-3 inline-block text-sm`}>
        Open the report
      </Link>
    </>
  );
}

/** The registry key of the upload routes (POST /api/labs, PUT /api/labs/:id/biomarkers). */
export const LAB_FEATURE = 'lab_uploads' as const;

export function LabFlagsPanel(): ReactElement {
  const gate = usePlanAccess().gateFor(LAB_FEATURE);
  const reports = useLabReports(gate === 'open');
  const latest = reports.data?.find((report) => report.analyzed_at !== null);
  return (
    <Card className="p-5" role="region" aria-labelledby="lab-flags-title">
      <h2
        id="lab-flags-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <FlaskConical className="h-5 w-5 text-teal-700" aria-hidden="true" />
        Lab results
      </h2>
      {gate === 'loading' ? (
        <p className="mt-2 text-sm text-slate-700">Loading…</p>
      ) : gate === 'not-in-edition' ? (
        <p className="mt-2 text-sm text-slate-700">
          Lab report uploads are offered only in the Health edition.{' '}
          <a href={healthEditionUrl('/pricing')} className={linkClass}>
            See Health edition plans
          </a>
        </p>
      ) : gate === 'upgrade' ? (
        <p className="mt-2 text-sm text-slate-700">
          Upload a blood or urine report to see which results are outside the range.{' '}
          <Link to="/pricing" className={linkClass}>
            Part of Wellness Pro
          </Link>
          .
        </p>
      ) : reports.isPending ? (
        <p className="mt-2 text-sm text-slate-700">Loading…</p>
      ) : reports.isError ? (
        <p className="mt-2 text-sm text-slate-700">
          Lab reports are not available here.{' '}
          <Link to="/upload" className={linkClass}>
            Upload results
          </Link>
        </p>
      ) : latest ? (
        <LatestReport id={latest.id} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          No analysed report yet.{' '}
          <Link to="/upload" className={linkClass}>
            Upload your lab results
          </Link>
        </p>
      )}
    </Card>
  );
}
