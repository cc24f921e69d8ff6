/**
 * A segmented control for the chart window: three radio buttons that look like one bar, so the
 * arrow keys move between them and a screen reader hears '30 days, selected, 2 of 3'.
 */
import { useId, type ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import { TREND_WINDOWS, type TrendWindow } from '#shared/domain/trend-series';

interface RangeSelectorProps {
  value: TrendWindow;
  onChange: (days: TrendWindow) => void;
  label?: string;
}

export function RangeSelector({
  value,
  onChange,
  label = 'Time range',
}: RangeSelectorProps): ReactElement {
  const name = useId();
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="inline-flex rounded-lg bg-slate-100 p-1">
        {TREND_WINDOWS.map((days) => (
          <label
            key={days}
            className={cn(
              'relative flex min-h-9 cursor-pointer items-center rounded-md px-3 text-sm font-semibold text-slate-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700',
              value === days && 'bg-white text-teal-800 shadow-sm',
            )}
          >
            <input
              type="radio"
              name={name}
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            {days} days
          </label>
        ))}
      </div>
    </div>
  );
}
