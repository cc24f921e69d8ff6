/**
 * /sample-report (public, prerendered shell): a complete example report any visitor can see, made
 * from fictional values by the real analysis (GET /api/labs/sample), labelled as a sample.
 */
import { useDeferredValue, type ReactElement } from 'react';
import { Link } from 'react-router';
import { FlaskConical } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useSampleLabReport } from '#client/features/labs/api/get-sample-lab-report';
import { AnalysisView } from '#client/features/labs/components/analysis-view';
import { LAB_MESSAGES } from '#shared/contracts/labs.contract';
import { LabLinks } from './lab-links';

const SAMPLE_TITLE = 'Sample blood and urine report (fictional values)';

export default function SampleReportPage(): ReactElement {
  usePageMeta('/sample-report');
  const sample = useSampleLabReport();
  // The analysis is long: rendered from a deferred value, React builds it in slices that yield to
  // the browser rather than in one long task as the answer arrives.
  const report = useDeferredValue(sample.data);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        <p className="inline-flex items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
          <FlaskConical className="h-4 w-4" aria-hidden="true" />
          Sample report
        </p>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {/* The server's title, also in the prerendered page, so the heading does not change
                length (and push the page down) when the report arrives. */}
            {sample.data?.title ?? SAMPLE_TITLE}
          </h1>
          <p className="mt-2 text-slate-700">
            {sample.data?.label ?? LAB_MESSAGES.sample} This is what Wellnest shows after you upload
            and check a blood and urine test: flags in plain words, results by body system, scores
            and sources.
          </p>
        </div>
        <LabLinks />
      </header>

      {sample.isError ? (
        <SectionErrorCard onRetry={() => void sample.refetch()} />
      ) : !report ? (
        // Holds the report's place, so the footer starts below the screen and is not pushed down
        // (a layout shift) when the report replaces it.
        <p role="status" className="min-h-[100vh] text-slate-600">
          Loading the sample report...
        </p>
      ) : (
        <AnalysisView
          result={report.analysis_result}
          actions={
            <div className="flex flex-wrap gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4">
              <p className="w-full text-sm text-slate-800">
                Want this for your own results? Lab uploads are part of Wellness Pro.
              </p>
              <Link to="/upload" className={buttonVariants({ size: 'sm' })}>
                Upload your report
              </Link>
              <Link to="/pricing" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                Compare plans
              </Link>
            </div>
          }
        />
      )}
    </div>
  );
}
