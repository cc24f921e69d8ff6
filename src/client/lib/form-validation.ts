/**
 * Form checks from the shared zod contracts, for the forms and live checks not yet on
 * `useContractForm` (ADR 065): the values go through the schema the server applies and each field
 * gets its first message, so no rule is written twice. A form may word a field differently
 * without changing the rule.
 */
import type { z } from 'zod';
import type { FieldMessages } from './use-contract-form';

type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type FormCheck<Output, Field extends string> =
  | { ok: true; data: Output; errors: FieldErrors<Field> }
  | { ok: false; errors: FieldErrors<Field> };

export function validateForm<
  Schema extends z.ZodType,
  Field extends string = Extract<keyof z.input<Schema>, string>,
>(
  schema: Schema,
  values: z.input<Schema>,
  messages: NoInfer<FieldMessages<Field>> = {},
): FormCheck<z.output<Schema>, Field> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, errors: {} };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || errors[field as Field]) continue;
    const words = messages[field as Field];
    errors[field as Field] =
      typeof words === 'string' ? words : (words?.[issue.code] ?? issue.message);
  }
  return { ok: false, errors };
}
