/**
 * Forms on react-hook-form, checked by the shared zod contract the API applies: a submit runs the
 * values through the same schema and each field shows the schema's first message for it, so the
 * browser and the API refuse the same things in the same words. A form may word a field
 * differently (a friendlier sentence) without changing the rule.
 *
 * The hook also gives the accessible wiring every form needs: `aria-invalid` and
 * `aria-describedby` for a field with an error, and focus on the first invalid field after a
 * refused submit (react-hook-form's `shouldFocusError`, for fields bound with `register`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * Per field: one sentence for every problem, or sentences by zod issue code ('too_small' is an
 * empty required text, 'invalid_type' a missing number); codes not listed keep the contract's.
 */
export type FieldMessages<Field extends string> = Partial<
  Record<Field, string | Partial<Record<z.core.$ZodIssue['code'], string>>>
>;

type ContractSchema = z.ZodType<unknown, FieldValues>;

export interface ContractFormOptions<Schema extends ContractSchema, Values extends FieldValues> {
  schema: Schema;
  /** Not used to infer the field types: those come from `toInput`, or are the contract's input. */
  defaultValues: NoInfer<DefaultValues<Values>>;
  /** What the fields hold, turned into what the contract reads (numbers from text, trimming). */
  toInput?: (values: Values) => z.input<Schema>;
  messages?: FieldMessages<string>;
  /**
   * When fields are checked: at the submit (the default), or as each one changes, for a form that
   * works live without a submit (a calculator).
   */
  mode?: 'onSubmit' | 'onChange';
  /**
   * Contract fields whose problems stay on the part they are about (`oils.1.drops`, `person.age`)
   * instead of one message on the field: rows edited with useFieldArray, or fields the contract
   * reads as one object. `error` takes the part's path; `messages` words only whole fields.
   */
  nestedErrors?: readonly string[];
}

export type ContractForm<
  Values extends FieldValues,
  Output,
  ContractField extends string = never,
> = UseFormReturn<Values, unknown, Output> & {
  /**
   * One radio of a group bound to `name`: react-hook-form's props, the radio's `value`, and
   * `defaultChecked` from the form's default, so the server's HTML has the default choice ticked.
   * A radio takes this instead of `register` (whose `defaultValue` a radio with a `value` refuses).
   */
  registerRadio: (
    name: Path<Values>,
    value: string,
  ) => UseFormRegisterReturn & { type: 'radio'; value: string; defaultChecked: boolean };
  /**
   * The field's message after a refused submit, or undefined. A contract field no input holds
   * (a group of checkboxes sent as one object) has its message too; a part of a field listed in
   * `nestedErrors` is named by its path (`oils.1.drops`).
   */
  error: (name: Path<Values> | ContractField) => string | undefined;
  /** aria-invalid and aria-describedby for a field whose message sits in the element `errorId`. */
  invalidProps: (
    name: Path<Values> | ContractField,
    errorId: string,
  ) => { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
};

export function useContractForm<
  Schema extends ContractSchema,
  Values extends FieldValues = z.input<Schema> & FieldValues,
>({
  schema,
  defaultValues,
  toInput,
  messages = {},
  mode = 'onSubmit',
  nestedErrors = [],
}: ContractFormOptions<Schema, Values>): ContractForm<
  Values,
  z.output<Schema>,
  Extract<keyof z.input<Schema>, string>
> {
  const form = useForm<Values, unknown, z.output<Schema>>({
    defaultValues,
    resolver: contractResolver<Values, z.output<Schema>>(schema, toInput, messages, nestedErrors),
    mode,
    shouldFocusError: true,
  });
  const initial = (name: string): unknown => get(form.control._defaultValues, name);
  /**
   * react-hook-form's `register` leaves the field empty in the markup and writes the default into
   * the element only once it is mounted: a page rendered on the server (ADR 111) painted its
   * fields empty (the meal planner's Days, the daily log's sleep), then the default appeared under
   * a visitor who had started typing ('1' became '31'). The default goes in the markup too
   * (ADR 116): `defaultValue` for a text, number or date field and a select, `defaultChecked` for
   * a checkbox bound to a boolean.
   */
  const register: UseFormRegister<Values> = (name, options) => {
    const props = form.register(name, options);
    const value = initial(name);
    if (typeof value === 'string' || typeof value === 'number')
      return { ...props, defaultValue: value };
    return typeof value === 'boolean' ? { ...props, defaultChecked: value } : props;
  };
  const registerRadio = (name: Path<Values>, value: string) => ({
    ...form.register(name),
    type: 'radio' as const,
    value,
    defaultChecked: String(initial(name)) === value,
  });
  const errors = form.formState.errors;
  const error = (name: string) => {
    const message = (get(errors, name) as FieldError | undefined)?.message;
    return typeof message === 'string' && message ? message : undefined;
  };
  return {
    ...form,
    register,
    registerRadio,
    error,
    invalidProps: (name, errorId) => {
      const invalid = error(name) !== undefined;
      return {
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': invalid ? errorId : undefined,
      };
    },
  };
}

/**
 * The contract's check as a react-hook-form resolver. Every problem is reported on the top-level
 * field it belongs to (a list's message on the list), with the first message the contract gives
 * for that field, as the API's own 400 answer words it; a field in `nestedErrors` keeps each
 * part's own message.
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: ContractSchema,
  toInput: ((values: Values) => unknown) | undefined,
  messages: FieldMessages<string>,
  nestedErrors: readonly string[] = [],
): Resolver<Values, unknown, Output> {
  const parse = zodResolver(schema as z.ZodType<unknown, FieldValues>);
  return async (values, context, options) => {
    const input = (toInput ? toInput(values) : values) as FieldValues;
    const result = await parse(input, context, options as never);
    if (Object.keys(result.errors).length === 0) {
      return { values: result.values as Output, errors: {} };
    }
    return {
      values: {},
      errors: topLevelErrors(result.errors, messages, nestedErrors) as FieldErrors<Values>,
    };
  };
}

/** A rule on the whole form (no field named) still refuses the submit; it is kept here. */
export const FORM_ERROR_KEY = '_form';

function topLevelErrors(
  nested: FieldErrors,
  messages: FieldMessages<string>,
  nestedErrors: readonly string[],
) {
  const errors: Record<string, unknown> = {};
  for (const [field, node] of Object.entries(nested)) {
    if (nestedErrors.includes(field)) {
      errors[field] = node;
      continue;
    }
    const first = firstError(node);
    if (!first) continue;
    const words = messages[field];
    const message =
      typeof words === 'string' ? words : (words?.[first.type as never] ?? first.message);
    errors[field === '' ? FORM_ERROR_KEY : field] = { ...first, message };
  }
  return errors;
}

function firstError(node: unknown): FieldError | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const candidate = node as Partial<FieldError>;
  if (typeof candidate.type === 'string' && typeof candidate.message === 'string') {
    return candidate as FieldError;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue;
    const found = firstError(value);
    if (found) return found;
  }
  return undefined;
}
