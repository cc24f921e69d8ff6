/**
 * Form checks from the shared zod contracts: a form runs its values through the schema the server
 * applies and shows the first message of each field, so no rule is written twice. A form may word
 * a field differently (the spec's or a friendlier sentence) without changing the rule.
 */
import type { z } from 'zod';

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * Per field: one sentence for every problem, or sentences by zod issue code ('too_small' is an
 * empty required text, 'invalid_type' a missing number); codes not listed keep the contract's.
 */
export type FieldMessages<Field extends string> = Partial<
  Record<Field, string | Partial<Record<z.core.$ZodIssue['code'], string>>>
>;

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
