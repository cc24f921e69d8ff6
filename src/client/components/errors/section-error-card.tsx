/** The in-page error card for one section that failed to load, with Retry and Go to Dashboard. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';

export const SECTION_ERROR_MESSAGE = 'Something went wrong while loading this section...';

export function SectionErrorCard({ onRetry }: { onRetry: () => void }): ReactElement {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-white p-6 text-center shadow-sm"
    >
      <AlertTriangle className="mx-auto h-8 w-8 text-red-700" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-900">{SECTION_ERROR_MESSAGE}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Retry
        </Button>
        <Link to="/dashboard" className={buttonVariants({ variant: 'secondary' })}>
          Go to Dashboard
        </Link>
      </div>
    </div>
  );
}
