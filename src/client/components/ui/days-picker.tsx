/**
 * How many days a history shows (7, 30, 90...): a group of toggle buttons, the chosen one pressed.
 * The food log's trends and the dose history share it.
 */
import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';

export interface DaysPickerProps<Days extends number> {
  choices: readonly Days[];
  value: Days;
  onChange: (days: Days) => void;
}

export function DaysPicker<Days extends number>({
  choices,
  value,
  onChange,
}: DaysPickerProps<Days>): ReactElement {
  return (
    <div role="group" aria-label="Days shown" className="flex flex-wrap gap-2">
      {choices.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={cn(
            'min-h-11 rounded-full px-4 text-sm font-medium ring-1 ring-slate-300',
            value === days
              ? 'bg-teal-700 text-white ring-teal-700'
              : 'bg-white text-slate-800 hover:bg-slate-100',
          )}
        >
          {days} days
        </button>
      ))}
    </div>
  );
}
