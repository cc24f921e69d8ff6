/**
 * /wellness/biomarkers: each marker's history as a chart over its range band (paid
 * 'biomarker_tracking'). Public, because the landing page's 'Lab markers explained' card links here:
 * visitors and free users see what it is, with the free marker guide one click away.
 */
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/use-page-meta';
import { EditionNotice } from '#client/features/billing/components/edition-notice';
import { GateLoading } from '#client/features/billing/components/gate-loading';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { useBiomarkerHistory } from '#client/features/labs/api/get-biomarker-history';
import { BiomarkerHistory } from '#client/features/labs/components/biomarker-history';
import { LabFeatureOffer } from '#client/features/labs/components/lab-feature-offer';
import { LabLinks } from './lab-links';

const FEATURE = 'biomarker_tracking';

function History(): ReactElement {
  const history = useBiomarkerHistory();
  if (history.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading your markers...
      </p>
    );
  if (history.isError) return <SectionErrorCard onRetry={() => void history.refetch()} />;
  if (history.data.length === 0)
    return (
      <Card className="space-y-3 text-center">
        <h2 className="text-lg font-semibold text-slate-900">No data yet</h2>
        <p className="text-slate-700">
          Upload and analyse a lab report, and every marker in it starts its own chart here.
        </p>
        <Link to="/upload" className={buttonVariants()}>
          Upload a report
        </Link>
      </Card>
    );
  return <BiomarkerHistory series={history.data} />;
}

function VisitorOffer(): ReactElement {
  const { pathname, search } = useLocation();
  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">
          Learn what your markers mean, for free
        </h2>
        <p className="text-slate-700">
          Our marker guide explains what each common blood and urine marker measures, typical adult
          ranges, and common reasons for a high or low value, each with its source.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/markers-education" className={buttonVariants()}>
            Explore the marker guide
          </Link>
          <Link to="/sample-report" className={buttonVariants({ variant: 'secondary' })}>
            See a sample report
          </Link>
        </div>
      </Card>
      <LabFeatureOffer>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/login"
            state={{ from: `${pathname}${search}` }}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            Sign in
          </Link>
          <Link to="/pricing" className={buttonVariants({ size: 'sm' })}>
            See Wellness Pro
          </Link>
        </div>
      </LabFeatureOffer>
    </div>
  );
}

function Gate(): ReactElement {
  const { user, isLoading } = useAuth();
  const access = usePlanAccess();
  if (isLoading) return <GateLoading />;
  if (!user) return <VisitorOffer />;
  switch (access.gateFor(FEATURE)) {
    case 'loading':
      return <GateLoading />;
    case 'not-in-edition':
      return <EditionNotice feature={FEATURE} />;
    case 'upgrade':
      return (
        <div className="space-y-4">
          <LabFeatureOffer />
          <UpgradePrompt feature={FEATURE} />
          <p className="text-sm text-slate-700">
            Meanwhile, the{' '}
            <Link
              to="/markers-education"
              className="font-medium text-teal-800 underline underline-offset-2"
            >
              marker guide
            </Link>{' '}
            is free for everyone.
          </p>
        </div>
      );
    case 'open':
      return <History />;
  }
}

export default function BiomarkersPage(): ReactElement {
  usePageMeta('/wellness/biomarkers');
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            Your biomarker trends
          </h1>
          <p className="mt-2 text-slate-700">
            Every marker from your analysed reports over time, drawn against its normal range, so
            you can see what changed and bring it to your clinician.
          </p>
        </div>
        <LabLinks />
      </header>
      <Gate />
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
