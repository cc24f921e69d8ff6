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

describe('SupplementTotalsView: upper limits in their own basis (ADR 050)', () => {
  const ODS_NIACIN = {
    title: 'NIH Office of Dietary Supplements: Niacin fact sheet for health professionals',
    url: 'https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/',
  };
  const WITH_NIACIN: SupplementTotals = {
    date: '2026-11-22',
    upper_limits_for: 'pregnancy (19-50 years)',
    supplements: [
      {
        medication_id: 'm1',
        name: 'Prenatal',
        nutrients: [
          { key: 'folic_acid_ug', label: 'Folic acid', amount: 800, unit: 'µg' },
          { key: 'niacin_mg', label: 'Niacin', amount: 500, unit: 'mg' },
        ],
        known: true,
      },
    ],
    nutrients: [
      {
        key: 'magnesium_mg',
        label: 'Magnesium',
        unit: 'mg',
        from_food: 300,
        from_food_known: true,
        from_supplements: 200,
        total: 500,
        target: 350,
        upper_limit: 350,
        over_upper_limit: false,
        message: null,
        sources: [],
        upper_limit_kind: 'UL',
        upper_limit_basis: 'magnesium from supplements and medicines only',
        counted_toward_limit: 200,
      },
      {
        key: 'niacin_mg',
        label: 'Niacin (supplemental)',
        unit: 'mg',
        from_food: 0,
        from_food_known: false,
        from_supplements: 500,
        total: 500,
        target: null,
        upper_limit: 35,
        over_upper_limit: true,
        message:
          'Your supplements give 500 mg of niacin (supplemental) a day: over the upper limit of 35 mg from supplements for pregnancy (19-50 years).',
        sources: [ODS_NIACIN],
        upper_limit_kind: 'UL',
        upper_limit_basis:
          'niacin from supplements and fortified foods; niacin in food does not count',
        counted_toward_limit: 500,
      },
    ],
  };

  it('names each nutrient as the supplement holds it, says what counts toward an exceeded limit and whose limits apply', () => {
    renderWithProviders(<SupplementTotalsView totals={WITH_NIACIN} />, { auth: 'signed-in' });
    expect(screen.getByText('Folic acid 800 µg · Niacin 500 mg')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('over the upper limit of 35 mg from supplements for pregnancy');
    expect(alert).toHaveTextContent(
      'What counts toward this limit: niacin from supplements and fortified foods; niacin in food does not count.',
    );
    expect(within(alert).getByRole('link', { name: /Niacin fact sheet/ })).toHaveAttribute(
      'href',
      ODS_NIACIN.url,
    );
    expect(alert).not.toHaveTextContent('Magnesium');
    // A supplement-only limit under it: the table says what it counted.
    expect(screen.getByRole('row', { name: /^Magnesium/ })).toHaveTextContent(
      'Counts 200 mg: magnesium from supplements and medicines only',
    );
    expect(
      screen.getByText(
        /upper limits are the National Academies' ULs for pregnancy \(19-50 years\)/,
      ),
    ).toBeInTheDocument();
  });
});
