/** A labelled progress bar with its numbers in words beside it ('3 of 7 days'). */
import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';

export interface ProgressBarProps {
  label: string;
  value: number;
  max: number;
  /** What the numbers mean, shown and read out: '3 of 7 days'. */
  valueText: string;
  className?: string;
}

export function ProgressBar({
  label,
  value,
  max,
  valueText,
  className,
}: ProgressBarProps): ReactElement {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-700">{valueText}</span>
        <span className="font-medium text-slate-900">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
