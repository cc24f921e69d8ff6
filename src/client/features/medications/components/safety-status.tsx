/**
 * The state of the background safety analysis (it runs about 1 s after a cabinet change):
 * 'Checking your cabinet...' while the server works on it, 'Last checked <time>' once it is ready.
 */
import type { ReactElement } from 'react';
import { LoaderCircle, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { SafetyAnalysis } from '#shared/contracts/medications.contract';
import { formatDateTime } from './format-time';

export const CHECKING_TEXT = 'Checking your cabinet...';

export interface SafetyStatusProps {
  analysis: SafetyAnalysis | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function SafetyStatus({ analysis, isError, onRetry }: SafetyStatusProps): ReactElement {
  if (!analysis && isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        We couldn&apos;t load your cabinet&apos;s safety check.
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (!analysis || analysis.status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <LoaderCircle
          className="h-4 w-4 animate-spin text-teal-700 motion-reduce:animate-none"
          aria-hidden="true"
        />
        {analysis ? CHECKING_TEXT : 'Loading your safety check...'}
      </p>
    );
  }
  if (analysis.status === 'none') {
    return (
      <p role="status" className="flex items-start gap-2 text-sm text-slate-700">
        <ShieldQuestion className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        Nothing to check yet. Once you add the medicines you take now, we check them against each
        other automatically.
      </p>
    );
  }
  const count = analysis.medication_count;
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-slate-800">
      <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
      <span>
        {analysis.analyzed_at ? (
          <>
            Last checked{' '}
            <time dateTime={analysis.analyzed_at}>{formatDateTime(analysis.analyzed_at)}</time>
          </>
        ) : (
          'Checked'
        )}
        {` · ${count} ${count === 1 ? 'medicine' : 'medicines'} taken now`}
      </span>
    </p>
  );
}
