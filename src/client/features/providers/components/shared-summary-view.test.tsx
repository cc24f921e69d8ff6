import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharedSummary } from '#shared/contracts/providers.contract';
import { SharedSummaryView } from './shared-summary-view';

const SUMMARY: SharedSummary = {
  first_name: 'Ada',
  provider: null,
  created_at: '2026-11-01T10:00:00.000Z',
  expires_at: '2026-12-01T10:00:00.000Z',
  generated_at: '2026-11-20T10:00:00.000Z',
  sections: {
    medicines: {
      items: [{ name: 'Ibuprofen', dosage: null, frequency: '', type: 'Over-the-counter' }],
      interactions: [],
      not_assessed: [],
    },
    trends: {
      from: '2026-10-22',
      to: '2026-11-20',
      days: 30,
      mood: { entries: 1, average_mood: 4, average_energy: 3, series: [] },
      sleep: { nights: 1, average_hours: 7 },
      symptoms: [],
    },
    lab_report: {
      id: 'r1',
      test_type: 'blood',
      collected_on: '2026-11-10',
      created_at: '2026-11-11T10:00:00.000Z',
      biomarkers: [
        {
          name: 'LDL cholesterol',
          value: 96,
          value_text: null,
          unit: 'mg/dL',
          ref_low: null,
          ref_high: 100,
          flag: 'normal',
        },
        {
          name: 'eGFR',
          value: 88,
          value_text: null,
          unit: 'mL/min/1.73m²',
          ref_low: 60,
          ref_high: null,
          flag: 'normal',
        },
        {
          name: 'Potassium',
          value: 4.1,
          value_text: null,
          unit: 'mmol/L',
          ref_low: 3.5,
          ref_high: 5.1,
          flag: 'normal',
        },
      ],
    },
  },
  fhir_bundle_url: null,
  disclaimer: 'Educational only — not medical advice.',
};

describe('SharedSummaryView', () => {
  it("shows a one-sided range as the lab meant it: LDL '<100' is 'up to 100', never '–100'", () => {
    render(<SharedSummaryView summary={SUMMARY} />);
    const ldl = screen.getByRole('row', { name: /LDL cholesterol/ });
    expect(within(ldl).getByText('up to 100')).toBeInTheDocument();
    expect(ldl.textContent).not.toMatch(/–100/);
    expect(within(screen.getByRole('row', { name: /eGFR/ })).getByText('60 or more')).toBeVisible();
    expect(
      within(screen.getByRole('row', { name: /Potassium/ })).getByText('3.5–5.1'),
    ).toBeVisible();
  });

  it('joins a medicine’s details without empty parts, and counts in the singular for one', () => {
    const { container } = render(<SharedSummaryView summary={SUMMARY} />);
    expect(screen.getByText('Over-the-counter')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/· ·|· ,|^ ·/);
    expect(container).toHaveTextContent('1 day logged');
    expect(container).toHaveTextContent('1 night logged');
    expect(container.textContent).not.toMatch(/\b1 (days|nights)\b/);
  });

  it('offers the FHIR R4 download only when the owner chose it', () => {
    const { unmount } = render(<SharedSummaryView summary={SUMMARY} />);
    expect(screen.queryByRole('link', { name: /FHIR R4/ })).not.toBeInTheDocument();
    unmount();
    render(<SharedSummaryView summary={{ ...SUMMARY, fhir_bundle_url: '/api/shared/abc/fhir' }} />);
    const link = screen.getByRole('link', { name: /Download as a FHIR R4 bundle/ });
    expect(link).toHaveAttribute('href', '/api/shared/abc/fhir');
    expect(link).toHaveAttribute('download');
  });
});
