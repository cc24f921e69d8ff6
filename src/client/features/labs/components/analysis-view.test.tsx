import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAnalysisResult } from '../test-fixtures';
import { AnalysisView } from './analysis-view';

function renderInRouter(ui: ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

const systemSection = (name: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(name) }).closest('section')!;

describe('AnalysisView', () => {
  it('groups markers by body system with each flag in words', () => {
    renderInRouter(<AnalysisView result={makeAnalysisResult()} />);
    expect(
      within(systemSection('Electrolytes and kidneys')).getByText('Normal'),
    ).toBeInTheDocument();
    const iron = systemSection('Iron and blood');
    expect(within(iron).getByText('Ferritin')).toBeInTheDocument();
    expect(within(iron).getByText('Low')).toBeInTheDocument();
    expect(within(iron).getByText('Typical range 15–150 ng/mL')).toBeInTheDocument();
    expect(
      within(systemSection('Metabolism')).getByText('Seek prompt medical advice'),
    ).toBeInTheDocument();
  });

  it('reads each value and its range as one line with one separator, never a stray "· ,"', () => {
    const { container } = renderInRouter(<AnalysisView result={makeAnalysisResult()} />);
    const iron = systemSection('Iron and blood');
    const line = within(iron).getByText('Typical range 15–150 ng/mL').closest('p')!;
    expect(line.textContent).toMatch(/^\S.* · Typical range 15–150 ng\/mL$/);
    expect(container.textContent).not.toMatch(/·\s*,|,\s*·/);
  });

  it('puts critical values first, with what to do and the emergency numbers', () => {
    renderInRouter(<AnalysisView result={makeAnalysisResult()} />);
    const notice = screen
      .getByRole('heading', { level: 2, name: 'Seek prompt medical advice' })
      .closest('section')!;
    expect(notice).toHaveTextContent('Glucose (28 mmol/L)');
    expect(within(notice).getByRole('link', { name: /911/ })).toHaveAttribute('href', 'tel:911');
    // The notice comes before the summary in reading order.
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Seek prompt medical advice', 'At a glance']);
  });

  it('gives every flagged marker its causes and sources, and a link to its trend', () => {
    renderInRouter(
      <AnalysisView
        result={makeAnalysisResult()}
        trendHref={(marker) => `/wellness/biomarkers?marker=${marker.marker_id}`}
      />,
    );
    const iron = systemSection('Iron and blood');
    expect(within(iron).getByText('Common reasons for a low value')).toBeInTheDocument();
    expect(within(iron).getByText('Iron deficiency')).toBeInTheDocument();
    expect(
      within(iron).getByRole('link', { name: /MedlinePlus: Ferritin blood test/ }),
    ).toHaveAttribute('href', 'https://medlineplus.gov/lab-tests/ferritin-blood-test/');
    expect(within(iron).getByRole('link', { name: 'See the trend for Ferritin' })).toHaveAttribute(
      'href',
      '/wellness/biomarkers?marker=ferritin',
    );
  });

  it('shows each score with the markers it rests on, and says so when there is not enough data', () => {
    renderInRouter(<AnalysisView result={makeAnalysisResult()} />);
    const immune = screen.getByText('Immune score').closest('li')!;
    expect(immune).toHaveTextContent('Not enough data');
    expect(immune).toHaveTextContent('Based on 0 markers');
    const overall = screen.getByText('Overall score').closest('li')!;
    expect(overall).toHaveTextContent('67 / 100');
    expect(overall).toHaveTextContent('Based on 3 markers: Potassium, Ferritin, Glucose');
    expect(
      screen.getByText(/3 results: 1 normal, 1 low, 1 needing prompt medical advice/),
    ).toBeInTheDocument();
  });

  it('says who wrote the narrative: our rules or the assistant', () => {
    const { unmount } = renderInRouter(<AnalysisView result={makeAnalysisResult()} />);
    expect(screen.getByText('Ferritin is low.')).toBeInTheDocument();
    expect(
      screen.getByText('Written by our rules from the flags below (no AI involved).'),
    ).toBeInTheDocument();
    unmount();
    renderInRouter(
      <AnalysisView
        result={makeAnalysisResult({
          narrative: { text: 'Summary.', written_by: 'model', provider: 'openai' },
        })}
      />,
    );
    expect(
      screen.getByText(/Written by the AI assistant \(openai\) from the flags below/),
    ).toBeInTheDocument();
  });

  it('shows blood–urine correlations with their markers and sources', () => {
    renderInRouter(<AnalysisView result={makeAnalysisResult()} />);
    const item = screen.getByRole('heading', { name: 'Sugar in blood and urine' }).closest('li')!;
    expect(item).toHaveTextContent('Based on Glucose, Urine glucose');
    expect(within(item).getByRole('link', { name: /Glucose in urine test/ })).toBeInTheDocument();
  });
});
