/**
 * Totals against targets as labelled bars: each says the numbers in words ('1,950 of 2,000 kcal,
 * 98%'), so the bar's colour and length are never the only sign. A bar past the target shows so.
 */
import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import { formatAmount, nutrientInfo, percentOfTarget } from '../lib/nutrients';

export interface TargetRow {
  key: string;
  value: number;
  target: number | null;
  /** Above this is too much (an upper limit), not just over a target. */
  upperLimit?: number | null;
  /** Whether the value is over the upper limit, when the API says so (some limits count supplements only). */
  overLimit?: boolean;
  label?: string;
  unit?: string;
}

export function TargetBars({
  rows,
  className,
}: {
  rows: readonly TargetRow[];
  className?: string;
}): ReactElement {
  return (
    <ul className={cn('space-y-3', className)}>
      {rows.map((row) => {
        const info = nutrientInfo(row.key);
        const label = row.label ?? info.label;
        const unit = row.unit ?? info.unit;
        const percent = row.target ? percentOfTarget(row.value, row.target) : null;
        const overLimit = row.overLimit ?? (row.upperLimit != null && row.value > row.upperLimit);
        // Past a macro target is worth a colour; past a vitamin's daily need is not (only its limit).
        const isPastTarget = row.upperLimit === undefined && percent !== null && percent > 110;
        const width = percent === null ? 0 : Math.min(percent, 100);
        const words =
          row.target === null
            ? `${formatAmount(row.value)} ${unit} (no target)`
            : `${formatAmount(row.value)} of ${formatAmount(row.target)} ${unit}, ${percent}%`;
        return (
          <li key={row.key}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium text-slate-900">{label}</span>
              <span className={cn('text-slate-700', overLimit && 'font-semibold text-red-800')}>
                {words}
                {overLimit &&
                  (row.upperLimit != null
                    ? ` — over the upper limit of ${formatAmount(row.upperLimit)} ${unit}`
                    : ' — over the upper limit')}
              </span>
            </div>
            {row.target !== null && (
              <div
                role="meter"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={Math.max(row.target, row.value)}
                aria-valuenow={row.value}
                aria-valuetext={words}
                className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className={cn(
                    'h-full rounded-full',
                    overLimit ? 'bg-red-700' : isPastTarget ? 'bg-amber-600' : 'bg-teal-700',
                  )}
                  style={{ width: `${width}%` }}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
