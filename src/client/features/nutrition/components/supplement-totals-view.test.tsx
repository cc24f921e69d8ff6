import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import type { SupplementTotals } from '../api/get-supplement-totals';
import { SupplementTotalsView } from './supplement-totals-view';

const ODS_VITAMIN_D = {
  title: 'NIH ODS: Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};

const TOTALS: SupplementTotals = {
  date: '2026-11-22',
  supplements: [
    {
      medication_id: 'm1',
      name: 'Vitamin D3',
      nutrients: [{ key: 'vitamin_d_ug', amount: 125, unit: 'µg' }],
      known: true,
    },
    { medication_id: 'm2', name: 'Mystery blend', nutrients: [], known: false },
  ],
  nutrients: [
    {
      key: 'vitamin_d_ug',
      label: 'Vitamin D',
      unit: 'µg',
      from_food: 5,
      from_food_known: true,
      from_supplements: 125,
      total: 130,
      target: 15,
      upper_limit: 100,
      over_upper_limit: true,
      message: 'Too much vitamin D: 130 µg today is over the upper limit of 100 µg.',
      sources: [ODS_VITAMIN_D],
    },
    {
      key: 'iron_mg',
      label: 'Iron',
      unit: 'mg',
      from_food: 0,
      from_food_known: false,
      from_supplements: 0,
      total: 0,
      target: 18,
      upper_limit: 45,
      over_upper_limit: false,
      message: null,
      sources: [],
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SupplementTotalsView', () => {
  it('says plainly which nutrient is over its upper limit, with the source', () => {
    renderWithProviders(<SupplementTotalsView totals={TOTALS} />, { auth: 'signed-in' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('One nutrient is over its upper limit today');
    expect(alert).toHaveTextContent(
      'Too much vitamin D: 130 µg today is over the upper limit of 100 µg.',
    );
    expect(within(alert).getByRole('link', { name: /NIH ODS: Vitamin D/ })).toHaveAttribute(
      'href',
      ODS_VITAMIN_D.url,
    );
    expect(alert).not.toHaveTextContent('Iron');
  });

  it("lists the cabinet's supplements with their amounts, and says when a dose could not be read", () => {
    renderWithProviders(<SupplementTotalsView totals={TOTALS} />, { auth: 'signed-in' });
    expect(screen.getByText('Vitamin D 125 µg')).toBeInTheDocument();
    expect(screen.getByText(/We could not read an amount from its dose/)).toBeInTheDocument();
  });

  it('says a food figure is not known rather than showing 0 when the logged food lacks it', () => {
    renderWithProviders(<SupplementTotalsView totals={TOTALS} />, { auth: 'signed-in' });
    const iron = screen.getByRole('row', { name: /^Iron/ });
    expect(iron).toHaveTextContent('Not known');
    expect(screen.getByRole('row', { name: /^Vitamin D/ })).toHaveTextContent('5 µg');
  });
});
