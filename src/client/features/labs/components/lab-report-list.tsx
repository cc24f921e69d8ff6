/** The user's reports, newest collection first, each linking to its review or analysis. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import type { LabReportSummary } from '#shared/contracts/labs.contract';
import { formatLabDay } from '../lib/lab-day';
import { sourceLabel, TEST_TYPE_LABELS } from '../lib/test-type-labels';

export function LabReportList({ reports }: { reports: LabReportSummary[] }): ReactElement {
  if (reports.length === 0)
    return (
      <p className="text-sm text-slate-700">
        No reports yet. Your uploaded reports will be listed here.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {reports.map((report) => (
        <li key={report.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="flex min-w-0 items-start gap-3">
            <FileText className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
            <div className="min-w-0">
              <Link
                to={`/labs/${encodeURIComponent(report.id)}`}
                className="font-semibold break-words text-teal-800 underline underline-offset-2"
              >
                {TEST_TYPE_LABELS[report.test_type]},{' '}
                {report.collected_on
                  ? `collected ${formatLabDay(report.collected_on)}`
                  : `uploaded ${formatLabDay(report.created_at)}`}
              </Link>
              <p className="text-sm text-slate-700">
                {report.file ? report.file.display_name : sourceLabel(report.source)} ·{' '}
                {report.biomarker_count} {report.biomarker_count === 1 ? 'result' : 'results'}
                {report.status === 'analyzed' ? ` · ${report.flagged_count} flagged` : ''}
              </p>
            </div>
          </div>
          <span
            className={
              report.status === 'analyzed'
                ? 'rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-800'
                : 'rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900'
            }
          >
            {report.status === 'analyzed' ? 'Analysed' : 'Needs review'}
          </span>
        </li>
      ))}
    </ul>
  );
}
