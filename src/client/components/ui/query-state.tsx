/**
 * What a section shows while its data loads or after it failed to load, so each section only
 * describes its data: `children` gets the data once it is there.
 */
import type { ReactElement, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

interface QueryStateProps<T> {
  query: UseQueryResult<T, Error>;
  /** 'Loading your trends...' */
  loading: string;
  /** 'Your trends could not be loaded': the error's message follows. */
  failed: string;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({
  query,
  loading,
  failed,
  children,
}: QueryStateProps<T>): ReactElement {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-800">
        {failed}: {query.error.message}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
