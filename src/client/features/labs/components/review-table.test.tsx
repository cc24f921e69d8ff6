import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LabBiomarkerInput } from '#shared/contracts/labs.contract';
import { emptyRow, rowFromBiomarker } from '../lib/review-rows';
import { makeBiomarker } from '../test-fixtures';
import { ReviewTable } from './review-table';

const potassium = makeBiomarker({ lab_flag: null });
const protein = makeBiomarker({
  id: 'b2',
  name: 'Urine protein',
  printed_name: 'PROTEIN (DIPSTICK)',
  value: null,
  value_text: 'negative',
  unit: null,
  ref_low: null,
  ref_high: null,
  marker_id: 'urine_protein',
  specimen: 'urine',
  normal_values: ['negative'],
  reference_low: null,
  reference_high: null,
  critical_low: null,
  critical_high: null,
});

function renderTable(rows = [potassium, protein]) {
  const onSubmit = vi.fn<(rows: LabBiomarkerInput[]) => void>();
  render(<ReviewTable initialRows={rows.map(rowFromBiomarker)} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

const resultGroup = (name: RegExp) => screen.getByRole('group', { name });

describe('ReviewTable', () => {
  it('shows each extracted row as editable fields with its flag in words', () => {
    renderTable();
    const row = resultGroup(/Result 1: Potassium/);
    expect(within(row).getByLabelText('Value')).toHaveValue('4.2');
    expect(within(row).getByLabelText('Lab range low')).toHaveValue('3.5');
    expect(within(row).getByText('Normal')).toBeInTheDocument();
    expect(within(resultGroup(/Result 2: Urine protein/)).getByLabelText('Value')).toHaveValue(
      'negative',
    );
    // The printed name is shown when we matched it to another name, so the user can compare.
    expect(
      within(resultGroup(/Urine protein/)).getByText('Printed as “PROTEIN (DIPSTICK)”'),
    ).toBeInTheDocument();
    expect(within(row).queryByText(/Printed as/)).toBeNull();
  });

  it('shows the earlier results a cumulative report printed, while the row is that test in that unit', async () => {
    const withEarlier = makeBiomarker({
      earlier_results: [
        { collected_on: '2026-05-12', value: 4.6, value_text: '4.6' },
        { collected_on: '2026-09-03', value: 4.9, value_text: '4.9' },
      ],
    });
    const { user } = renderTable([withEarlier]);
    const row = resultGroup(/Result 1: Potassium/);
    const earlier = 'Earlier on this report: 4.6 on May 12, 2026, 4.9 on September 3, 2026';
    expect(within(row).getByText(earlier)).toBeInTheDocument();
    // In another unit the earlier values would read wrong: they are not shown beside it.
    await user.clear(within(row).getByLabelText('Unit'));
    await user.type(within(row).getByLabelText('Unit'), 'mg/dL');
    expect(within(row).queryByText(/Earlier on this report/)).toBeNull();
  });

  it('shows the unit as printed, and why a row without a value needs checking', async () => {
    const wbc = makeBiomarker({
      id: 'b3',
      name: 'White blood cell count',
      printed_name: 'WBC',
      value: 11.6,
      unit: '10^3/µL',
      unit_printed: 'x10E3/uL',
      marker_id: 'wbc',
    });
    const unread = makeBiomarker({
      id: 'b4',
      name: 'Hemoglobin',
      printed_name: 'Hemoglobin',
      value: null,
      value_text: null,
      unit: 'g/dL',
      unit_printed: 'g/dL',
      ref_low: 13.5,
      ref_high: 17.5,
      review_reason: 'No result could be told apart from the reference range on this line.',
    });
    const { user } = renderTable([wbc, unread]);
    expect(
      within(resultGroup(/White blood cell count/)).getByText('Printed as “x10E3/uL”'),
    ).toBeInTheDocument();
    // The same spelling as ours is not repeated.
    expect(within(resultGroup(/Hemoglobin/)).queryByText(/Printed as/)).toBeNull();
    const note = /told apart from the reference range/;
    expect(within(resultGroup(/Hemoglobin/)).getByText(note)).toBeInTheDocument();
    await user.type(within(resultGroup(/Hemoglobin/)).getByLabelText('Value'), '14.1');
    expect(within(resultGroup(/Hemoglobin/)).queryByText(note)).toBeNull();
  });

  it('asks for a check of a row read with a value but not for certain, until the member edits it', async () => {
    const doubtful = makeBiomarker({
      id: 'b5',
      name: 'Potassium',
      printed_name: 'Kalium',
      value: 46,
      unit: 'mmol/L',
      unit_printed: 'mmol/l',
      ref_low: 3.5,
      ref_high: 5.1,
      marker_id: 'potassium',
      review_reason:
        '46 mmol/l is outside anything possible for Potassium, so the value or the unit was probably misread; please check both.',
    });
    const { user } = renderTable([doubtful]);
    const row = resultGroup(/Potassium/);
    const value = within(row).getByLabelText('Value');
    expect(within(row).getByText(/Check this result: 46 mmol\/l is outside/)).toBeInTheDocument();
    expect(value).toHaveAccessibleDescription(/outside anything possible for Potassium/);
    expect(
      screen.getByText(/1 result needs your check against the report before it is trusted/),
    ).toBeInTheDocument();
    // No 'High' from us on a value that may be misread.
    expect(within(row).getByText('Check first')).toBeInTheDocument();
    expect(within(row).queryByText('High')).toBeNull();
    await user.clear(value);
    await user.type(value, '4.6');
    expect(within(row).queryByText(/Check this result/)).toBeNull();
    expect(screen.queryByText(/needs your check/)).toBeNull();
    expect(within(row).queryByText('Check first')).toBeNull();
  });

  it('re-flags a corrected value with the same rules as the analysis', async () => {
    const { user } = renderTable();
    const value = within(resultGroup(/Potassium/)).getByLabelText('Value');
    await user.clear(value);
    await user.type(value, '3.1');
    expect(within(resultGroup(/Potassium/)).getByText('Low')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '7');
    // Beyond our critical limit (6.5): the words say what to do.
    expect(
      within(resultGroup(/Potassium/)).getByText('Seek prompt medical advice'),
    ).toBeInTheDocument();
  });

  it('refuses to analyse with a missing name or value, or an upside-down range, and says why', async () => {
    const { user, onSubmit } = renderTable();
    const row = resultGroup(/Potassium/);
    await user.clear(within(row).getByLabelText('Value'));
    await user.clear(within(row).getByLabelText('Lab range low'));
    await user.type(within(row).getByLabelText('Lab range low'), '9');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fix the highlighted result before analysing.',
    );
    expect(within(row).getByLabelText('Value')).toHaveAccessibleDescription(
      'Each result needs a value.',
    );
    expect(within(row).getByLabelText('Lab range low')).toHaveAccessibleDescription(
      'The range’s low value must not be above its high value.',
    );
    await user.type(within(row).getByLabelText('Lab range high'), 'abc');
    expect(within(row).getByLabelText('Lab range high')).toHaveAccessibleDescription(
      'Enter the range as a number, or leave it empty.',
    );
  });

  it('adds and removes rows, and sends the reviewed rows as the API takes them', async () => {
    const { user, onSubmit } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Remove Urine protein' }));
    expect(screen.queryByRole('group', { name: /Urine protein/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add a result' }));
    const added = resultGroup(/Result 2: result 2/);
    // Focus moves to the new row so typing can start at once.
    expect(within(added).getByLabelText('Name')).toHaveFocus();
    await user.keyboard('Ferritin');
    await user.type(within(resultGroup(/Ferritin/)).getByLabelText('Value'), '8,5');
    await user.type(within(resultGroup(/Ferritin/)).getByLabelText('Unit'), 'ng/mL');

    const value = within(resultGroup(/Potassium/)).getByLabelText('Value');
    await user.clear(value);
    await user.type(value, '5.6');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));

    expect(onSubmit).toHaveBeenCalledWith([
      {
        name: 'Potassium',
        value: 5.6,
        value_text: null,
        unit: 'mmol/L',
        ref_low: 3.5,
        ref_high: 5,
        marker_id: 'potassium',
        specimen: 'blood',
        lab_flag: null,
      },
      {
        name: 'Ferritin',
        value: 8.5,
        value_text: null,
        unit: 'ng/mL',
        ref_low: null,
        ref_high: null,
        marker_id: null,
        specimen: null,
        lab_flag: null,
      },
    ]);
  });

  it('keeps a text result as text and drops the printed H/L once the value is corrected', async () => {
    const flagged = makeBiomarker({ value: 5.6, lab_flag: 'H', flag: 'high' });
    const { user, onSubmit } = renderTable([flagged, protein]);
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    const [first, second] = onSubmit.mock.calls[0]![0];
    expect(first).toMatchObject({ value: 5.6, lab_flag: 'H' });
    expect(second).toMatchObject({
      value: null,
      value_text: 'negative',
      marker_id: 'urine_protein',
    });

    const value = within(resultGroup(/Potassium/)).getByLabelText('Value');
    await user.clear(value);
    await user.type(value, '4.4');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(onSubmit.mock.calls[1]![0][0]).toMatchObject({ value: 4.4, lab_flag: null });
  });

  it('starts manual entry from an empty row and will not analyse an empty table', async () => {
    const onSubmit = vi.fn();
    render(<ReviewTable initialRows={[emptyRow()]} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Remove result 1/ }));
    expect(screen.getByText(/No results yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Add at least one result before analysing the report.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
