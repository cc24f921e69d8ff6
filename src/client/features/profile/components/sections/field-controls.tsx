/**
 * Labelled form controls shared by the section editors: native selects, number inputs that only
 * report valid numbers, range sliders with a visible value, and checkboxes. Native elements keep
 * them keyboard-usable and readable by screen readers without extra wiring.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Input, Label } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';

export const controlClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[invalid=true]:border-red-600';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export function optionsFrom<T extends string>(
  labels: Readonly<Record<T, string>>,
): SelectOption<T>[] {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T | null | undefined;
  options: readonly SelectOption<T>[];
  onChange: (next: T | null) => void;
  placeholder?: string;
  className?: string;
  hideLabel?: boolean;
}

export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  placeholder = 'Select...',
  className,
  hideLabel,
}: SelectFieldProps<T>): ReactElement {
  return (
    <div className={className}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          onChange(next ? next.value : null);
        }}
        className={controlClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const toText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const isStep = (value: number, step: number) =>
  Math.abs(value / step - Math.round(value / step)) < 1e-9;

interface NumberFieldProps {
  id: string;
  label: string;
  value: number | null | undefined;
  onChange: (next: number | null) => void;
  min: number;
  max?: number;
  step: number;
  /** Shown when the typed text is not a number in range, or not on a step. */
  error: string;
  hint?: string;
  className?: string;
}

/**
 * Keeps what the user typed while it is half-written ("1." or "") and reports a number only when
 * it is valid, so an out-of-range value never reaches the saved profile.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  step,
  error,
  hint,
  className,
}: NumberFieldProps): ReactElement {
  const [text, setText] = useState(() => toText(value));
  const [shown, setShown] = useState(value);
  // A new value from outside (another tab, a reset) replaces the text unless it already says so.
  if (value !== shown) {
    setShown(value);
    if (Number(text) !== value || text.trim() === '') setText(toText(value));
  }
  const parsed = text.trim() === '' ? null : Number(text);
  const isInvalid =
    parsed !== null &&
    (!Number.isFinite(parsed) ||
      parsed < min ||
      (max !== undefined && parsed > max) ||
      !isStep(parsed, step));
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [isInvalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-invalid={isInvalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          const nextText = event.target.value;
          setText(nextText);
          const next = nextText.trim() === '' ? null : Number(nextText);
          const valid =
            next === null ||
            (Number.isFinite(next) &&
              next >= min &&
              (max === undefined || next <= max) &&
              isStep(next, step));
          if (!valid) return;
          setShown(next);
          onChange(next);
        }}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {isInvalid && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface RangeFieldProps {
  id: string;
  label: string;
  value: number | null | undefined;
  defaultValue: number;
  min: number;
  max: number;
  step: number;
  onChange: (next: number) => void;
  /** The value in words, for the visible readout and screen readers ("7.5 hours"). */
  format?: (value: number) => string;
  minLabel?: string;
  maxLabel?: string;
  className?: string;
}

export function RangeField({
  id,
  label,
  value,
  defaultValue,
  min,
  max,
  step,
  onChange,
  format = String,
  minLabel,
  maxLabel,
  className,
}: RangeFieldProps): ReactElement {
  const current = value ?? defaultValue;
  const isUnset = value === null || value === undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="text-sm font-semibold text-teal-800">
          {format(current)}
          {isUnset && <span className="font-normal text-slate-600"> (not set)</span>}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={current}
        aria-valuetext={format(current)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-2 h-11 w-full cursor-pointer accent-teal-700"
      />
      {(minLabel || maxLabel) && (
        <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </div>
      )}
    </div>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  className?: string;
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  hint,
  className,
}: CheckboxFieldProps): ReactElement {
  const hintId = `${id}-hint`;
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3',
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 accent-teal-700"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string | null | undefined;
  onChange: (next: string) => void;
  placeholder?: string;
  maxLength?: number;
  multiline?: boolean;
  /** Called on Enter (single-line only), which never submits a surrounding form. */
  onEnter?: () => void;
  className?: string;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  multiline,
  onEnter,
  className,
}: TextFieldProps): ReactElement {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <textarea
          id={id}
          value={value ?? ''}
          placeholder={placeholder}
          maxLength={maxLength}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          className={cn(controlClass, 'h-auto min-h-24 py-2')}
        />
      ) : (
        <Input
          id={id}
          value={value ?? ''}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !onEnter) return;
            event.preventDefault();
            onEnter();
          }}
        />
      )}
    </div>
  );
}
