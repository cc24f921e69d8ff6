/**
 * What every admin page shows before its content: loading, the app's 404 page for anyone who is
 * not an admin (a visitor is never asked about: no request, no console error), or the error card.
 */
import type { ReactElement, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { useAuth } from '#client/lib/auth';
import NotFoundPage from '../not-found';

export function AdminGate<T>({
  query,
  title,
  children,
}: {
  query: UseQueryResult<T | null>;
  title: string;
  children: (data: T) => ReactNode;
}): ReactElement {
  const { isLoading, isSignedIn } = useAuth();
  if (!isLoading && !isSignedIn) return <NotFoundPage />;
  if (isLoading || query.isPending)
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-600">
        Loading...
      </p>
    );
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">{title}</h1>
        <SectionErrorCard onRetry={() => void query.refetch()} />
      </div>
    );
  return query.data === null || query.data === undefined ? (
    <NotFoundPage />
  ) : (
    <>{children(query.data)}</>
  );
}

export function AdminLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}): ReactElement {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <p className="text-sm font-semibold text-teal-800">Admin</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-slate-700">{intro}</p>
      </div>
      {children}
    </div>
  );
}

export function Stat({ label, value }: { label: string; value: ReactNode }): ReactElement {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

export function formatTime(iso: string | null): string {
  if (!iso) return 'never';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}
