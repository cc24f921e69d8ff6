/**
 * /labs/:id (signed in): one report. Before its first analysis (or when the user edits it) the
 * review table; after it, the analysis with Download PDF (paid), the trend links and delete.
 */
import { useId, useState, type ReactElement } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Download, Pencil } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { ApiError } from '#client/lib/api-client';
import { usePageMeta } from '#client/lib/use-page-meta';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { useAnalyzeLabReport } from '#client/features/labs/api/analyze-lab-report';
import { useDeleteLabReport } from '#client/features/labs/api/delete-lab-report';
import { useLabReport } from '#client/features/labs/api/get-lab-report';
import { labReportPdfUrl } from '#client/features/labs/api/lab-report-pdf';
import { AnalysisView } from '#client/features/labs/components/analysis-view';
import { ReviewTable } from '#client/features/labs/components/review-table';
import { formatLabDay, localToday } from '#client/features/labs/lib/lab-day';
import { rowFromBiomarker } from '#client/features/labs/lib/review-rows';
import { sourceLabel, TEST_TYPE_LABELS } from '#client/features/labs/lib/test-type-labels';
import type { LabBiomarkerInput, LabReportDetail } from '#shared/contracts/labs.contract';
import { collectionDateProblem } from '#shared/domain/lab-dates';
import { LabLinks } from './lab-links';

function Review({
  report,
  onCancel,
}: {
  report: LabReportDetail;
  onCancel: (() => void) | null;
}): ReactElement {
  const analyze = useAnalyzeLabReport();
  const dateId = useId();
  const [collectedOn, setCollectedOn] = useState(report.collected_on ?? '');
  const dateProblem = collectedOn === '' ? null : collectionDateProblem(collectedOn, new Date());
  const submit = (rows: LabBiomarkerInput[]) => {
    if (dateProblem) return;
    analyze.mutate(
      { id: report.id, request: { biomarkers: rows, collected_on: collectedOn || null } },
      { onSuccess: () => onCancel?.() },
    );
  };
  const error =
    analyze.error instanceof ApiError
      ? analyze.error.message
      : analyze.error
        ? 'Analysis failed. Please try again.'
        : null;
  return (
    <section aria-labelledby="lab-review-heading" className="space-y-4">
      <Card className="space-y-4 p-4 sm:p-6">
        <div>
          <h2 id="lab-review-heading" className="text-xl font-semibold text-slate-900">
            Check your results
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {report.source === 'upload'
              ? `We read ${report.biomarkers.length} ${report.biomarkers.length === 1 ? 'result' : 'results'} from ${report.file?.display_name ?? 'your file'}${report.method === 'ocr' ? ' with text recognition' : ''}. Compare them with your report: correct any value, add what we missed, remove what does not belong. Nothing is analysed until you press Analyse.`
              : 'Correct any value, add or remove results, then press Analyse.'}
          </p>
        </div>
        {report.warnings.length > 0 && (
          <ul className="space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {report.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
        <div className="max-w-xs">
          <label htmlFor={dateId} className="block text-sm font-medium text-slate-800">
            Collection date
          </label>
          <input
            id={dateId}
            type="date"
            value={collectedOn}
            min="1900-01-01"
            max={localToday()}
            onChange={(event) => setCollectedOn(event.target.value)}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={`${dateId}-hint`}
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
          />
          <p
            id={`${dateId}-hint`}
            className={dateProblem ? 'mt-1 text-sm text-red-700' : 'mt-1 text-sm text-slate-600'}
          >
            {dateProblem ??
              (report.collected_on && report.source === 'upload'
                ? 'Read from your report. Your trends use this date.'
                : 'The day the sample was taken, as printed on the report. Your trends use this date (the upload day when empty).')}
          </p>
        </div>
        <ReviewTable
          // A fresh table whenever the stored rows change (after an analysis or another tab's edit).
          key={report.updated_at}
          initialRows={report.biomarkers.map(rowFromBiomarker)}
          onSubmit={submit}
          isSubmitting={analyze.isPending}
          submitError={error}
          actions={
            onCancel && (
              <Button variant="secondary" onClick={onCancel} disabled={analyze.isPending}>
                Cancel
              </Button>
            )
          }
        />
      </Card>
    </section>
  );
}

function ReportActions({
  report,
  onEdit,
}: {
  report: LabReportDetail;
  onEdit: () => void;
}): ReactElement {
  const access = usePlanAccess();
  const canDownload = access.canUse('pdf_reports');
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      {canDownload ? (
        <a
          href={labReportPdfUrl(report.id)}
          download
          className={buttonVariants({ variant: 'primary', size: 'sm' })}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Download PDF
        </a>
      ) : (
        <Link
          to="/upgrade/pdf_reports"
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          Download PDF with Wellness Pro
        </Link>
      )}
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Edit results
      </Button>
      <Link
        to="/wellness/biomarkers"
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        See your trends
      </Link>
    </div>
  );
}

function ReportBody({ report }: { report: LabReportDetail }): ReactElement {
  const [isEditing, setIsEditing] = useState(false);
  const analysis = report.analysis;
  if (!analysis || report.status === 'review' || isEditing)
    return <Review report={report} onCancel={analysis ? () => setIsEditing(false) : null} />;
  return (
    <AnalysisView
      result={analysis.analysis_result}
      trendHref={(marker) =>
        marker.marker_id
          ? `/wellness/biomarkers?marker=${encodeURIComponent(marker.marker_id)}`
          : null
      }
      actions={<ReportActions report={report} onEdit={() => setIsEditing(true)} />}
    />
  );
}

export default function LabReportPage(): ReactElement {
  usePageMeta('/labs/:id');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const report = useLabReport(id);
  const remove = useDeleteLabReport();
  const data = report.data;
  const isMissing = report.error instanceof ApiError && report.error.status === 404;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {data
              ? `${TEST_TYPE_LABELS[data.test_type]}, ${formatLabDay(data.collected_on ?? data.created_at, 'long')}`
              : 'Lab report'}
          </h1>
          {data && (
            <p className="mt-1 text-sm text-slate-700">
              {data.collected_on ? 'Date collected' : 'Upload date (no collection date set)'} ·{' '}
              {data.file ? data.file.display_name : sourceLabel(data.source)}
              {data.analysis
                ? ` · analysed ${formatLabDay(data.analysis.created_at, 'long')}`
                : ' · not analysed yet'}
            </p>
          )}
        </div>
        <LabLinks />
      </header>

      {report.isPending ? (
        <p role="status" className="text-slate-600">
          Loading your report...
        </p>
      ) : isMissing ? (
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Report not found</h2>
          <p className="mt-1 text-slate-700">
            It may have been deleted.{' '}
            <Link to="/upload" className="font-medium text-teal-800 underline">
              Upload a report
            </Link>
          </p>
        </Card>
      ) : report.isError || !data ? (
        <SectionErrorCard onRetry={() => void report.refetch()} />
      ) : (
        <>
          <ReportBody report={data} />
          <div className="border-t border-slate-200 pt-4 print:hidden">
            <DeleteConfirmButton
              triggerLabel="Delete this report"
              title="Delete this report?"
              description="The report, its file, its results and its analyses are removed for good. Your marker trends no longer include it."
              confirmLabel="Delete report"
              busyLabel="Deleting..."
              isBusy={remove.isPending}
              errorMessage={remove.isError ? 'Deleting failed. Please try again.' : null}
              onClosed={() => remove.reset()}
              onConfirm={(close) =>
                remove.mutate(data.id, {
                  onSuccess: () => {
                    close();
                    void navigate('/upload', { replace: true });
                  },
                })
              }
            />
          </div>
        </>
      )}
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
