import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INGREDIENT_MESSAGES, MAX_LABEL_TEXT } from '#shared/contracts/ingredients.contract';
import { AddProductForm } from './add-product-form';

function renderForm(serverError: string | null = null) {
  const onAdd = vi.fn();
  render(
    <AddProductForm
      barcode="4006381333931"
      onAdd={onAdd}
      isPending={false}
      serverError={serverError}
    />,
  );
  return { onAdd, user: userEvent.setup() };
}

const add = () => screen.getByRole('button', { name: 'Add the product and check it' });

describe('AddProductForm', () => {
  it('refuses a missing name and an empty or overlong list under each field, adding nothing', async () => {
    const { onAdd, user } = renderForm();
    await user.type(screen.getByLabelText('Product name'), '   ');
    await user.click(add());
    const name = screen.getByLabelText('Product name');
    const list = screen.getByLabelText('Ingredient list');
    expect(screen.getByText('Type the product name.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText(INGREDIENT_MESSAGES.emptyText)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await user.type(name, 'Oat bar');
    expect(screen.queryByText('Type the product name.')).not.toBeInTheDocument();
    fireEvent.change(list, { target: { value: 'a'.repeat(MAX_LABEL_TEXT + 1) } });
    await user.click(add());
    expect(screen.getByRole('alert')).toHaveTextContent(INGREDIENT_MESSAGES.textTooLong);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('sends the name and brand trimmed, no brand when blank, and the list as typed', async () => {
    const { onAdd, user } = renderForm();
    await user.type(screen.getByLabelText('Product name'), '  Oat bar ');
    await user.type(screen.getByLabelText('Ingredient list'), 'Oats, honey ');
    await user.selectOptions(screen.getByLabelText('Kind of product'), 'supplement');
    await user.click(add());
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]?.[0]).toStrictEqual({
      barcode: '4006381333931',
      name: 'Oat bar',
      brand: undefined,
      ingredients_text: 'Oats, honey ',
      kind: 'supplement',
    });

    await user.type(screen.getByLabelText('Brand (optional)'), ' Oatly ');
    await user.click(add());
    expect(onAdd.mock.calls[1]?.[0]).toMatchObject({ brand: 'Oatly' });
  });

  it("shows the server's refusal until a refusal here takes its place", async () => {
    const { user } = renderForm('This product is already in our catalogue.');
    expect(screen.getByRole('alert')).toHaveTextContent('already in our catalogue');
    await user.click(add());
    expect(screen.queryByText(/already in our catalogue/)).not.toBeInTheDocument();
    expect(screen.getByText('Type the product name.')).toBeInTheDocument();
  });
});
