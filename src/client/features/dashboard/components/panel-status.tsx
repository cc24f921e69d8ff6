/** A tab's loading line, or why its data is missing; nothing once the data is there. */
import type { ReactElement } from 'react';

interface PanelStatusProps {
  query: { isPending: boolean; error: Error | null };
  loading: string;
  failed: string;
}

export function PanelStatus({ query, loading, failed }: PanelStatusProps): ReactElement | null {
  if (query.error) {
    return (
      <p role="alert" className="text-sm font-medium text-red-800">
        {failed}: {query.error.message}
      </p>
    );
  }
  return query.isPending ? (
    <p role="status" className="text-sm text-slate-600">
      {loading}
    </p>
  ) : null;
}
