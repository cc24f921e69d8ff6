/**
 * Side effects and warnings for each medicine taken now (analyze-medications): common side
 * effects, serious ones that need medical help, and warnings, each medicine with its sources.
 * Looked up on request; this device remembers when (lastMedicationAnalysis).
 */
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { ChevronRight, ClipboardList } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { SourceRef } from '#shared/contracts/interactions.contract';
import type { AnalyzeMedicationsResponse } from '#shared/contracts/medications.contract';
import { useAnalyzeMedications } from '../api/analyze-medications';
import { medicationErrorMessage } from '../api/medication-error-message';
import { useLastMedicationAnalysis } from '../hooks/use-last-medication-analysis';
import { comparable, NOT_IN_KNOWLEDGE_BASE } from './cabinet-list';
import { formatDateTime } from './format-time';
import { MedicineFacts } from './medicine-facts';
import { formatCount } from '#shared/domain/plural';

const LOOKUP_FAILED = "We couldn't look up side effects and warnings. Please try again.";

type MedicationAnalysis = AnalyzeMedicationsResponse['medications'][number];

function MedicationFacts({
  medication,
  renderSources,
}: {
  medication: MedicationAnalysis;
  renderSources: (sources: SourceRef[]) => ReactNode;
}): ReactElement {
  const { substance } = medication;
  const counts = `${formatCount(medication.sideEffects.length + medication.detailedSideEffects.length, 'side effect')} · ${formatCount(medication.warnings.length, 'warning')}`;
  return (
    <details className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-start gap-2 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="mt-0.5 h-5 w-5 shrink-0 text-teal-700 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="font-semibold break-words text-slate-900">
            {medication.name}
            {substance && comparable(substance.name) !== comparable(medication.name) && (
              <span className="font-normal text-slate-700"> ({substance.name})</span>
            )}
          </span>
          <span className="text-sm text-slate-600">
            {substance ? counts : NOT_IN_KNOWLEDGE_BASE}
          </span>
        </span>
      </summary>
      <div className="space-y-3 border-t border-slate-100 px-4 py-3 text-sm">
        <MedicineFacts medication={medication} />
        {renderSources(medication.sources)}
      </div>
    </details>
  );
}

export interface SideEffectsPanelProps {
  /** The names of the medicines taken now. */
  names: readonly string[];
  /** Draws a medicine's references (the page passes the interactions feature's source links). */
  renderSources: (sources: SourceRef[]) => ReactNode;
}

export function SideEffectsPanel({ names, renderSources }: SideEffectsPanelProps): ReactElement {
  const headingId = useId();
  const analyze = useAnalyzeMedications();
  const last = useLastMedicationAnalysis();
  const [shown, setShown] = useState<{
    names: string[];
    analysis: AnalyzeMedicationsResponse;
  } | null>(null);
  const isCurrent = shown !== null && shown.names.join('\n') === names.join('\n');

  const lookUp = () => {
    const list = [...names];
    analyze.mutate(list, { onSuccess: (analysis) => setShown({ names: list, analysis }) });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ClipboardList className="h-5 w-5 text-teal-700" aria-hidden="true" />
          Side effects and warnings
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          For each medicine you take now: common side effects, serious ones that need medical help,
          and warnings, with where they come from.
        </p>
      </div>
      {names.length === 0 ? (
        <p className="text-sm text-slate-600">
          Add a medicine you take now to see its side effects and warnings.
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={isCurrent ? 'secondary' : 'primary'}
            onClick={lookUp}
            disabled={analyze.isPending}
            aria-busy={analyze.isPending}
          >
            {analyze.isPending
              ? 'Looking up...'
              : isCurrent
                ? 'Look up again'
                : 'Show side effects and warnings'}
          </Button>
          {last && (
            <p className="text-sm text-slate-600">
              Last looked up on this device{' '}
              <time dateTime={last.timestamp}>{formatDateTime(last.timestamp)}</time>, for{' '}
              {last.count} {last.count === 1 ? 'medicine' : 'medicines'}.
            </p>
          )}
        </div>
      )}
      {shown && !isCurrent && names.length > 0 && (
        <p className="text-sm text-amber-900">
          Your cabinet has changed since this list was made. Look it up again to bring it up to
          date.
        </p>
      )}
      {analyze.isError && (
        <p role="alert" className="text-sm text-red-800">
          {medicationErrorMessage(analyze.error, LOOKUP_FAILED)}
        </p>
      )}
      {shown && (
        <ul className="space-y-2" aria-label="Side effects and warnings by medicine">
          {shown.analysis.medications.map((medication, index) => (
            <li key={`${medication.name}-${index}`}>
              <MedicationFacts medication={medication} renderSources={renderSources} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
