import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateForm } from './form-validation';

const schema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(5, 'Title is too long'),
    amount: z.number({ error: 'Amount must be a number' }).min(0, 'Amount must be 0 or more'),
    kind: z.enum(['a', 'b']).default('a'),
  })
  .refine((value) => value.kind === 'a' || value.amount > 0, {
    message: 'A b needs an amount',
    path: ['amount'],
  });

describe('validateForm', () => {
  it('returns the parsed data when the contract accepts the values', () => {
    expect(validateForm(schema, { title: ' Tea ', amount: 2 })).toEqual({
      ok: true,
      data: { title: 'Tea', amount: 2, kind: 'a' },
      errors: {},
    });
  });

  it("gives each field the contract's first message", () => {
    expect(validateForm(schema, { title: '', amount: Number.NaN })).toEqual({
      ok: false,
      errors: { title: 'Title is required', amount: 'Amount must be a number' },
    });
    expect(validateForm(schema, { title: 'Too long', amount: -1 }).errors).toEqual({
      title: 'Title is too long',
      amount: 'Amount must be 0 or more',
    });
  });

  it('places a cross-field rule on the field it names', () => {
    expect(validateForm(schema, { title: 'Tea', amount: 0, kind: 'b' }).errors).toEqual({
      amount: 'A b needs an amount',
    });
  });

  it("uses the form's own words for a field, for every problem or by issue code", () => {
    const messages = { title: { too_small: 'Give it a title.' }, amount: 'Check the amount.' };
    expect(validateForm(schema, { title: '', amount: -1 }, messages).errors).toEqual({
      title: 'Give it a title.',
      amount: 'Check the amount.',
    });
    // Codes not named keep the contract's message.
    expect(validateForm(schema, { title: 'Too long', amount: 1 }, messages).errors).toEqual({
      title: 'Title is too long',
    });
  });
});
