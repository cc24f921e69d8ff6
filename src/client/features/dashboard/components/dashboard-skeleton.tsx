/** Placeholder blocks shown on the dashboard while auth, the profile and preferences load. */
import type { ReactElement } from 'react';

const Block = ({ className }: { className: string }) => (
  <div className={`animate-pulse rounded-2xl bg-slate-200 ${className}`} aria-hidden="true" />
);

export function DashboardSkeleton(): ReactElement {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10">
      <span className="sr-only">Loading your dashboard...</span>
      <Block className="h-10 w-2/3 max-w-md" />
      <Block className="h-5 w-1/2 max-w-sm" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Block className="h-28" />
        <Block className="h-28" />
        <Block className="h-28" />
      </div>
      <Block className="h-64" />
    </div>
  );
}
