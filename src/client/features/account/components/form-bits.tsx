/** Small shared pieces of the account forms: a labelled field and an error or success line. */
import { useId, type InputHTMLAttributes, type ReactElement } from 'react';
import { Input, Label } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api-client';

export function Field({
  label,
  error,
  hint,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
}): ReactElement {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function errorText(error: unknown, fallback = 'Something went wrong. Please try again.') {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function Status({
  error,
  success,
}: {
  error?: string | null;
  success?: string | null;
}): ReactElement | null {
  if (error)
    return (
      <p role="alert" className="text-sm text-red-800">
        {error}
      </p>
    );
  if (success)
    return (
      <p role="status" className="text-sm text-teal-800">
        {success}
      </p>
    );
  return null;
}
