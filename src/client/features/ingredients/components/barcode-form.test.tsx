import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BarcodeForm } from './barcode-form';

describe('BarcodeForm', () => {
  it('names what is wrong with the format and looks up nothing, then sends the digits alone', async () => {
    const onLookup = vi.fn();
    render(<BarcodeForm onLookup={onLookup} isPending={false} serverError={null} />);
    const field = screen.getByLabelText('Barcode number');
    const check = screen.getByRole('button', { name: 'Check this product' });

    await userEvent.click(check);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Type the digits under the barcode.',
    );
    await userEvent.type(field, '40063813339ab');
    await userEvent.click(check);
    expect(screen.getByRole('alert')).toHaveTextContent('A barcode is digits only.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onLookup).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '4006381 33393-1');
    await userEvent.click(check);
    expect(onLookup).toHaveBeenCalledWith('4006381333931');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the last code", () => {
    render(
      <BarcodeForm
        initialCode="4006381333932"
        onLookup={vi.fn()}
        isPending={false}
        serverError="That barcode's check digit is wrong."
      />,
    );
    expect(screen.getByLabelText('Barcode number')).toHaveValue('4006381333932');
    expect(screen.getByRole('alert')).toHaveTextContent("That barcode's check digit is wrong.");
  });
});
