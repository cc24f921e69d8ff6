/**
 * /dashboard/medication-safety and /dashboard/safety (signed in): the medicine cabinet at a glance:
 * medicines taken now, the one safety summary (interactions and cautions from the profile, ADR
 * 079), what the stored background analysis found by severity, the most serious interactions with
 * their sources, and the way to each safety tool.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { SeverityBadge } from '#client/features/interactions/components/severity-badge';
import { SourceLinks } from '#client/components/ui/source-links';
import { countActive, useMedications } from '#client/features/medications/api/list-medications';
import { useSafetyAnalysis } from '#client/features/medications/api/get-safety-analysis';
import { useSafetySummary } from '#client/features/medications/api/get-safety-summary';
import { SafetySummaryCard } from '#client/features/medications/components/safety-summary-card';
import { MultipleMedicationsNotice } from '#client/features/medications/components/multiple-medications-notice';
import { SafetyOverview } from '#client/features/medications/components/safety-overview';
import { SafetyStatus } from '#client/features/medications/components/safety-status';
import { SafetyToolsNav } from '#client/features/medications/components/safety-tools-nav';

export default function MedicationSafetyDashboardPage(): ReactElement {
  usePageMeta();
  const medications = useMedications();
  const safety = useSafetyAnalysis();
  // Everything found, cautions from the profile included: the counts every surface shows.
  const summary = useSafetySummary();
  const activeCount = countActive(medications.data ?? []);
  const isEmpty = medications.data?.length === 0;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            Medication safety
          </h1>
          <p className="mt-2 text-slate-700">
            Your medicine cabinet at a glance, checked again after every change.
          </p>
        </div>
        <SafetyToolsNav />
      </header>

      {medications.isError ? (
        <SectionErrorCard onRetry={() => void medications.refetch()} />
      ) : medications.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your cabinet...
        </p>
      ) : (
        <>
          <SafetyStatus
            analysis={safety.data}
            isError={safety.isError}
            onRetry={() => void safety.refetch()}
          />
          {summary.data && (
            <SafetySummaryCard
              summary={summary.data}
              renderSeverity={(severity) => <SeverityBadge severity={severity} />}
              renderSources={(sources) => <SourceLinks sources={sources} className="pt-1" />}
            />
          )}
          <MultipleMedicationsNotice activeCount={activeCount} />
          {safety.data && (
            <SafetyOverview
              activeCount={activeCount}
              analysis={safety.data}
              renderSeverity={(severity) => <SeverityBadge severity={severity} />}
              renderSources={(sources) => <SourceLinks sources={sources} className="pt-1" />}
            />
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to="/safety/cabinet"
              className={buttonVariants({ variant: isEmpty ? 'primary' : 'secondary' })}
            >
              {isEmpty ? 'Add your medicines' : 'Open your cabinet'}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <Link to="/safety/checks" className={buttonVariants({ variant: 'secondary' })}>
              Check something new
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
        </>
      )}
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
