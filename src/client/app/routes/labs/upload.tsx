/**
 * /upload, /blood-test-upload and /urine-test-upload (signed in; paid plan and Health edition):
 * pick or drop a report, or type the results in by hand, then review them before any analysis.
 * The route presets the test type. Free users see what uploads give and how to upgrade.
 */
import { useRef, useState, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '#client/components/ui/card';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { ApiError } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { usePageMeta } from '#client/lib/use-page-meta';
import { EditionNotice } from '#client/features/billing/components/edition-notice';
import { GateLoading } from '#client/features/billing/components/gate-loading';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { useAnalyzeLabReport } from '#client/features/labs/api/analyze-lab-report';
import { useCreateManualLabReport } from '#client/features/labs/api/create-manual-lab-report';
import { useLabReports } from '#client/features/labs/api/list-lab-reports';
import { useLabUploads } from '#client/features/labs/api/list-lab-uploads';
import { LabFeatureOffer } from '#client/features/labs/components/lab-feature-offer';
import { LabReportList } from '#client/features/labs/components/lab-report-list';
import { LabUploadCard } from '#client/features/labs/components/lab-upload-card';
import { LabUploadStates } from '#client/features/labs/components/lab-upload-states';
import { ReviewTable } from '#client/features/labs/components/review-table';
import { TEST_TYPE_LABELS } from '#client/features/labs/lib/test-type-labels';
import { emptyRow } from '#client/features/labs/lib/review-rows';
import {
  LAB_TEST_TYPES,
  type LabBiomarkerInput,
  type LabTestType,
} from '#shared/contracts/labs.contract';
import { LabLinks } from './lab-links';

const UPLOAD_FEATURE = 'lab_uploads';

interface UploadPageCopy {
  testType: LabTestType;
  title: string;
  lead: string;
}

const DEFAULT_PAGE: UploadPageCopy = {
  testType: 'blood',
  title: 'Upload your lab results',
  lead: 'Add a blood or urine test as a PDF or a photo, or type the results in. You check every value before we explain them.',
};

const PAGES: Record<string, UploadPageCopy> = {
  '/blood-test-upload': {
    testType: 'blood',
    title: 'Upload a blood test',
    lead: 'Add your blood test as a PDF or a photo. We read the values, you check them, then we explain each marker with its sources.',
  },
  '/urine-test-upload': {
    testType: 'urine',
    title: 'Upload a urine test',
    lead: 'Add your urinalysis as a PDF or a photo, dipstick results included. You check every value before we explain them.',
  },
  '/upload': DEFAULT_PAGE,
};

type Mode = 'file' | 'manual';

function ManualEntry({ testType }: { testType: LabTestType }): ReactElement {
  const navigate = useNavigate();
  const [manualType, setManualType] = useState<LabTestType>(testType);
  const create = useCreateManualLabReport();
  const analyze = useAnalyzeLabReport();
  const [error, setError] = useState<string | null>(null);

  const submit = (rows: LabBiomarkerInput[]) => {
    setError(null);
    create.mutate(
      { test_type: manualType, biomarkers: rows },
      {
        onSuccess: (report) =>
          analyze.mutate(
            { id: report.id, request: {} },
            {
              onSettled: () => void navigate(`/labs/${encodeURIComponent(report.id)}`),
            },
          ),
        onError: (cause) =>
          setError(cause instanceof ApiError ? cause.message : 'Saving failed. Please try again.'),
      },
    );
  };

  return (
    <div className="space-y-4">
      <label className="block max-w-xs text-sm font-medium text-slate-800">
        Kind of test
        <select
          value={manualType}
          onChange={(event) => setManualType(event.target.value as LabTestType)}
          className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
        >
          {LAB_TEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {TEST_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <p className="text-sm text-slate-700">
        Copy each result from your report: its name, value and unit, and the range the lab printed
        beside it if there is one (the lab’s own range is the one we use).
      </p>
      <ReviewTable
        initialRows={[emptyRow()]}
        onSubmit={submit}
        isSubmitting={create.isPending || analyze.isPending}
        submitError={error}
      />
    </div>
  );
}

function UploadWorkspace({ testType }: { testType: LabTestType }): ReactElement {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('file');
  const [uploadType, setUploadType] = useState<LabTestType>(testType);
  const [uploadKey, setUploadKey] = useState(0);
  const reports = useLabReports();
  const uploads = useLabUploads();
  const uploadCard = useRef<HTMLDivElement>(null);
  return (
    <div className="space-y-8">
      {uploads.data && uploads.data.length > 0 && (
        <LabUploadStates
          uploads={uploads.data}
          onUploadAgain={(upload) => {
            setMode('file');
            setUploadType(upload.test_type);
            // A fresh form for that kind of test, brought into view.
            setUploadKey((key) => key + 1);
            uploadCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            uploadCard.current?.focus();
          }}
        />
      )}
      <div ref={uploadCard} tabIndex={-1} className="outline-none">
        <Card className="space-y-5 p-4 sm:p-6">
          <div
            role="group"
            aria-label="How to add your results"
            className="inline-flex rounded-lg border border-slate-300 p-1"
          >
            {(
              [
                ['file', 'Upload a file'],
                ['manual', 'Enter by hand'],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium',
                  mode === value ? 'bg-teal-700 text-white' : 'text-slate-800 hover:bg-slate-100',
                )}
              >
                {label}
              </button>
            ))}
          </div>
          {mode === 'file' ? (
            <LabUploadCard
              key={uploadKey}
              initialTestType={uploadType}
              onUploaded={(report) => void navigate(`/labs/${encodeURIComponent(report.id)}`)}
            />
          ) : (
            <ManualEntry testType={testType} />
          )}
          {mode === 'file' && (
            <p className="text-xs text-slate-600">
              Your file is read on our own servers and never sent elsewhere. You can delete a report
              and its file at any time.
            </p>
          )}
        </Card>
      </div>

      <section aria-labelledby="lab-reports-heading" className="space-y-3">
        <h2 id="lab-reports-heading" className="text-xl font-semibold text-slate-900">
          Your reports
        </h2>
        {reports.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your reports...
          </p>
        ) : reports.isError ? (
          <SectionErrorCard onRetry={() => void reports.refetch()} />
        ) : (
          <LabReportList reports={reports.data} />
        )}
      </section>
    </div>
  );
}

function UploadGate({ testType }: { testType: LabTestType }): ReactElement {
  const access = usePlanAccess();
  switch (access.gateFor(UPLOAD_FEATURE)) {
    case 'loading':
      return <GateLoading />;
    case 'not-in-edition':
      return <EditionNotice feature={UPLOAD_FEATURE} />;
    case 'upgrade':
      return (
        <div className="space-y-4">
          <LabFeatureOffer />
          <UpgradePrompt feature={UPLOAD_FEATURE} />
        </div>
      );
    case 'open':
      return <UploadWorkspace testType={testType} />;
  }
}

export default function UploadPage(): ReactElement {
  const { pathname } = useLocation();
  usePageMeta();
  const page = PAGES[pathname] ?? DEFAULT_PAGE;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {page.title}
          </h1>
          <p className="mt-2 text-slate-700">{page.lead}</p>
        </div>
        <LabLinks />
      </header>
      <UploadGate key={pathname} testType={page.testType} />
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
