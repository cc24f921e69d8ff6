import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useFieldArray } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useContractForm, type FieldMessages } from './use-contract-form';

const schema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(5, 'Title is too long'),
    amount: z.number({ error: 'Amount must be a number' }).min(0, 'Amount must be 0 or more'),
    kind: z.enum(['a', 'b']).default('a'),
    tags: z.array(z.string().min(2, 'Each tag needs two letters')).default([]),
  })
  .refine((value) => value.kind === 'a' || value.amount > 0, {
    message: 'A b needs an amount',
    path: ['amount'],
  });

type Values = { title: string; amount: string; kind: 'a' | 'b'; tags: string };

function TestForm({
  onValid,
  messages,
}: {
  onValid: (data: z.output<typeof schema>) => void;
  messages?: FieldMessages<string>;
}): ReactElement {
  const form = useContractForm({
    schema,
    defaultValues: { title: '', amount: '', kind: 'a', tags: '' } satisfies Values,
    toInput: (values: Values) => ({
      title: values.title,
      amount: values.amount === '' ? Number.NaN : Number(values.amount),
      kind: values.kind,
      tags: values.tags ? values.tags.split(',') : [],
    }),
    messages,
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
      <label htmlFor="title">Title</label>
      <input
        id="title"
        {...form.register('title')}
        {...form.invalidProps('title', 'title-error')}
      />
      {form.error('title') && <p id="title-error">{form.error('title')}</p>}
      <label htmlFor="amount">Amount</label>
      <input
        id="amount"
        {...form.register('amount')}
        {...form.invalidProps('amount', 'amount-error')}
      />
      {form.error('amount') && <p id="amount-error">{form.error('amount')}</p>}
      <label htmlFor="kind">Kind</label>
      <select id="kind" {...form.register('kind')}>
        <option value="a">a</option>
        <option value="b">b</option>
      </select>
      <label htmlFor="tags">Tags</label>
      <input id="tags" {...form.register('tags')} {...form.invalidProps('tags', 'tags-error')} />
      {form.error('tags') && <p id="tags-error">{form.error('tags')}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

async function submitWith(values: Partial<Values>, messages?: FieldMessages<string>) {
  const user = userEvent.setup();
  const received: z.output<typeof schema>[] = [];
  render(<TestForm onValid={(data) => received.push(data)} messages={messages} />);
  if (values.title) await user.type(screen.getByLabelText('Title'), values.title);
  if (values.amount) await user.type(screen.getByLabelText('Amount'), values.amount);
  if (values.kind) await user.selectOptions(screen.getByLabelText('Kind'), values.kind);
  if (values.tags) await user.type(screen.getByLabelText('Tags'), values.tags);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { user, received };
}

describe('useContractForm', () => {
  it('submits the parsed contract output when the contract accepts the values', async () => {
    const { received } = await submitWith({ title: ' Tea ', amount: '2' });
    expect(received).toEqual([{ title: 'Tea', amount: 2, kind: 'a', tags: [] }]);
  });

  it("refuses the submit with the contract's first message for each field", async () => {
    const { received } = await submitWith({});
    expect(received).toEqual([]);
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Amount must be a number');
  });

  it('marks the invalid fields and focuses the first one', async () => {
    await submitWith({ title: 'Too long', amount: '-1' });
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is too long');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Amount must be 0 or more');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Tags')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Tags')).not.toHaveAttribute('aria-describedby');
  });

  it('places a cross-field rule on the field it names', async () => {
    const { received } = await submitWith({ title: 'Tea', amount: '0', kind: 'b' });
    expect(received).toEqual([]);
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('A b needs an amount');
    expect(screen.getByLabelText('Amount')).toHaveFocus();
  });

  it("reports a list item's problem on the list's field", async () => {
    await submitWith({ title: 'Tea', amount: '1', tags: 'ok,x' });
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription('Each tag needs two letters');
  });

  it("uses the form's own words for a field, for every problem or by issue code", async () => {
    const messages = { title: { too_small: 'Give it a title.' }, amount: 'Check the amount.' };
    const { user } = await submitWith({ amount: '-1' }, messages);
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Give it a title.');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Check the amount.');
    // Codes not named keep the contract's message; fixing a field clears its message.
    await user.type(screen.getByLabelText('Title'), 'Too long');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '3');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is too long');
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
  });
});

const rowsSchema = z.object({
  rows: z.array(z.object({ count: z.number({ error: 'Give a count' }).min(1, 'At least 1') })),
});

/** A form with no submit: rows edited with useFieldArray, each checked as it changes. */
function LiveRows(): ReactElement {
  const form = useContractForm({
    schema: rowsSchema,
    defaultValues: { rows: [{ count: '1' }, { count: '2' }] },
    toInput: (values: { rows: { count: string }[] }) => ({
      rows: values.rows.map((row) => ({
        count: row.count === '' ? Number.NaN : Number(row.count),
      })),
    }),
    mode: 'onChange',
    nestedErrors: ['rows'],
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  return (
    <form noValidate>
      {rows.fields.map((row, index) => (
        <div key={row.id}>
          <label htmlFor={`count-${index}`}>Count {index + 1}</label>
          <input
            id={`count-${index}`}
            {...form.register(`rows.${index}.count`)}
            {...form.invalidProps(`rows.${index}.count`, `count-${index}-error`)}
          />
          {form.error(`rows.${index}.count`) && (
            <p id={`count-${index}-error`}>{form.error(`rows.${index}.count`)}</p>
          )}
        </div>
      ))}
    </form>
  );
}

describe('useContractForm, live and row by row', () => {
  it("checks a field as it changes and keeps each row's own message", async () => {
    const user = userEvent.setup();
    render(<LiveRows />);
    const second = screen.getByLabelText('Count 2');
    await user.clear(second);
    await user.type(second, '0');
    await waitFor(() => expect(second).toHaveAccessibleDescription('At least 1'));
    expect(screen.getByLabelText('Count 1')).not.toHaveAttribute('aria-invalid');
    await user.clear(second);
    await user.type(second, '3');
    await waitFor(() => expect(second).not.toHaveAttribute('aria-invalid'));
  });
});

function DefaultsForm(): ReactElement {
  const form = useContractForm({
    schema: z.object({
      days: z.string(),
      schedule: z.enum(['daily', 'weekly']),
      kind: z.enum(['a', 'b']),
      shared: z.boolean(),
    }),
    defaultValues: { days: '3', schedule: 'weekly', kind: 'b', shared: true },
  });
  return (
    <form>
      <input aria-label="Days" type="number" {...form.register('days')} />
      <input aria-label="Every day" {...form.registerRadio('schedule', 'daily')} />
      <input aria-label="Some days" {...form.registerRadio('schedule', 'weekly')} />
      <select aria-label="Kind" {...form.register('kind')}>
        <option value="a">a</option>
        <option value="b">b</option>
      </select>
      <input aria-label="Shared" type="checkbox" {...form.register('shared')} />
    </form>
  );
}

describe('useContractForm on a page rendered on the server', () => {
  it('puts the defaults in the markup, so the fields do not change as the page hydrates', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<DefaultsForm />);
    const field = (label: string) =>
      host.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
    expect(field('Days').value).toBe('3');
    expect(field('Every day').checked).toBe(false);
    expect(field('Some days').checked).toBe(true);
    expect(host.querySelector('select')!.value).toBe('b');
    expect(field('Shared').checked).toBe(true);
  });

  it('keeps the defaults once mounted, and the radios work as a group', async () => {
    const user = userEvent.setup();
    render(<DefaultsForm />);
    expect(screen.getByLabelText('Days')).toHaveValue(3);
    expect(screen.getByLabelText('Some days')).toBeChecked();
    await user.click(screen.getByLabelText('Every day'));
    expect(screen.getByLabelText('Every day')).toBeChecked();
    expect(screen.getByLabelText('Some days')).not.toBeChecked();
  });
});
