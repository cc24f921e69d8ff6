/**
 * Type the digits under a barcode. A format hint answers here (digits, length); the check digit is
 * the server's to judge, and its 400 message is shown as it is.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import { barcodeFormatHint, cleanBarcode } from '../lib/barcode-hint';

/** The code as printed (spaces and dashes dropped), held to the format hint's rules. */
const barcodeFieldSchema = z.object({
  barcode: z
    .string()
    .transform(cleanBarcode)
    .superRefine((code, context) => {
      const hint = barcodeFormatHint(code);
      if (hint !== null) context.addIssue({ code: 'custom', message: hint });
    }),
});

export function BarcodeForm({
  initialCode = '',
  onLookup,
  isPending,
  serverError,
  children,
}: {
  initialCode?: string;
  onLookup: (barcode: string) => void;
  isPending: boolean;
  /** The server's refusal of the last code (a bad check digit). */
  serverError: string | null;
  /** The camera option (or its upgrade prompt) under the field. */
  children?: ReactNode;
}): ReactElement {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const form = useContractForm({
    schema: barcodeFieldSchema,
    defaultValues: { barcode: initialCode },
  });
  const hint = form.error('barcode') ?? null;
  const error = hint ?? serverError;
  return (
    <form
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={form.handleSubmit(({ barcode }) => onLookup(barcode))}
    >
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>Barcode number</Label>
        <p id={hintId} className="text-sm text-slate-700">
          The 8, 12 or 13 digits printed under the bars (EAN-13, EAN-8, UPC-A or UPC-E).
        </p>
        <Input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={error !== null}
          {...form.register('barcode')}
          className="sm:w-72"
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isPending}>
        <Search className="h-5 w-5" aria-hidden="true" />
        {isPending ? 'Looking it up...' : 'Check this product'}
      </Button>
      {children}
    </form>
  );
}
