/** A labelled set of toggle chips (triggers, tags): each is a button whose pressed state says if it is chosen. */
import type { ReactElement } from 'react';
import { Check } from 'lucide-react';
import { cn } from '#client/lib/cn';

export interface ChipOption {
  value: string;
  label: string;
}

export interface ChipGroupProps {
  legend: string;
  options: readonly ChipOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  hint?: string;
}

export function ChipGroup({
  legend,
  options,
  selected,
  onChange,
  hint,
}: ChipGroupProps): ReactElement {
  const toggle = (value: string) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && <p className="mt-0.5 text-sm text-slate-600">{hint}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const isOn = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={isOn}
              onClick={() => toggle(option.value)}
              className={cn(
                'inline-flex min-h-10 items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                isOn
                  ? 'border-teal-700 bg-teal-50 text-teal-900'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
              )}
            >
              {isOn && <Check className="h-4 w-4" aria-hidden="true" />}
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
