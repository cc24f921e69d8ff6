/**
 * One tap on a big button picks a level (mood, energy): native radios underneath, so arrow keys and
 * screen readers work; each button shows a face and a word, never colour alone. The chosen button
 * is styled from its radio's `:checked` state, not from React's, so a tap made before the page has
 * hydrated shows at once: the boot loader lets a radio tick before the app runs (ADR 116).
 */
import { useId, type ReactElement } from 'react';
import type { ScaleLevel } from '../lib/scales';

export interface ScalePickerProps {
  legend: string;
  levels: readonly ScaleLevel[];
  value: number | null;
  onChange: (value: number) => void;
  error?: string | null;
}

export function ScalePicker({
  legend,
  levels,
  value,
  onChange,
  error,
}: ScalePickerProps): ReactElement {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 grid grid-cols-5 gap-1.5 sm:gap-2">
        {levels.map((level) => (
          <label
            key={level.value}
            className="group flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-slate-200 bg-white px-1 py-2 text-center hover:border-slate-400 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700"
          >
            <input
              type="radio"
              name={name}
              value={level.value}
              checked={value === level.value}
              onChange={() => onChange(level.value)}
              className="sr-only"
            />
            <level.icon
              className="h-7 w-7 text-slate-700 group-has-[:checked]:text-teal-800 sm:h-8 sm:w-8"
              aria-hidden="true"
            />
            <span className="text-xs leading-tight font-medium text-slate-800 sm:text-sm">
              {level.value} {level.label}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
