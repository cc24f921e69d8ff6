import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDICATION_FREQUENCIES, MEDICATION_TYPES } from '#shared/contracts/medications.contract';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import { MedicationForm } from './medication-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(onSubmit = vi.fn(() => Promise.resolve(true))) {
  renderWithProviders(
    <MedicationForm
      submitLabel="Add medicine"
      busyLabel="Adding..."
      isSubmitting={false}
      onSubmit={onSubmit}
    />,
    { auth: 'signed-in' },
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('MedicationForm', () => {
  it('keeps Add disabled while the name is blank and enables it once a name is typed', async () => {
    const { onSubmit, user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add medicine' });
    const name = screen.getByRole('combobox', { name: 'Medicine name (required)' });
    expect(add).toBeDisabled();
    await user.type(name, '  ');
    expect(add).toBeDisabled();
    await user.type(name, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(name, 'Metformin');
    expect(add).toBeEnabled();
    await user.clear(name);
    expect(add).toBeDisabled();
  });

  it('hands over trimmed values with blanks as null, then clears', async () => {
    const { onSubmit, user } = renderForm();
    const name = screen.getByRole('combobox', { name: 'Medicine name (required)' });
    await user.type(name, '  Metformin ');
    await user.type(screen.getByRole('textbox', { name: 'Strength' }), ' 500 mg ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Prescription');
    await user.click(screen.getByRole('button', { name: 'Add medicine' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Metformin',
      type: 'Prescription',
      dosage: null,
      strength: '500 mg',
      frequency: 'Once daily',
      indication: null,
      prescribing_doctor: null,
      start_date: null,
    });
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
  });

  it('offers every type and frequency the contract allows', () => {
    renderForm();
    const options = (label: string) =>
      Array.from((screen.getByRole('combobox', { name: label }) as HTMLSelectElement).options).map(
        (option) => option.value,
      );
    expect(options('Type')).toEqual([...MEDICATION_TYPES]);
    expect(options('How often')).toEqual([...MEDICATION_FREQUENCIES]);
  });
});
