/** The Health Profile Overview's section status badges, each with a colour of 4.5:1 contrast. */
import type { ReactElement, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

export const SECTION_STATUSES = [
  'Complete',
  'Active',
  'Good',
  'Moderate',
  'Needs Attention',
  'None',
  'Available',
] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

const TONES: Record<SectionStatus, string> = {
  Complete: 'bg-green-100 text-green-800 ring-green-200',
  Good: 'bg-green-100 text-green-800 ring-green-200',
  Active: 'bg-sky-100 text-sky-900 ring-sky-200',
  Available: 'bg-teal-100 text-teal-900 ring-teal-200',
  Moderate: 'bg-amber-100 text-amber-900 ring-amber-200',
  'Needs Attention': 'bg-red-100 text-red-800 ring-red-200',
  None: 'bg-slate-100 text-slate-800 ring-slate-200',
};

export function StatusBadge({ status }: { status: SectionStatus }): ReactElement {
  return <Pill className={TONES[status]}>{status}</Pill>;
}

export function Pill({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}): ReactElement {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** 'Never' before the first sync; otherwise the local time, e.g. '10:42 AM'. */
export function formatSyncTime(epochMs: number | null | undefined): string {
  if (!epochMs) return 'Never';
  return new Date(epochMs).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

export function ProgressBar({
  label,
  value,
  max = 100,
}: {
  label: string;
  value: number;
  max?: number;
}): ReactElement {
  const clamped = Math.min(max, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(clamped)}
      className="h-2 w-full rounded-full bg-slate-200"
    >
      <div
        className="h-2 rounded-full bg-teal-700"
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </div>
  );
}
