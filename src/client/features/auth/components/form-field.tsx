/**
 * A labelled field whose error and hint are linked to the input (aria-invalid, aria-describedby).
 * The error is announced with role=alert when it appears.
 */
import type { ReactElement, ReactNode } from 'react';
import { Label } from '#client/components/ui/input';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | null;
  hintId?: string;
  children: (control: FieldControlProps) => ReactNode;
  after?: ReactNode;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export function FormField({
  id,
  label,
  error,
  hintId,
  children,
  after,
}: FormFieldProps): ReactElement {
  const errorId = fieldErrorId(id);
  const describedBy =
    [error ? errorId : null, hintId ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
