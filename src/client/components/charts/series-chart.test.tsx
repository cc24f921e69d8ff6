import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  computeDomain,
  niceDomain,
  niceTicks,
  parseChartDate,
  spreadIndexes,
  statusFor,
} from './chart-scale';
import { SeriesChart } from './series-chart';

const BAND = { low: 3.5, high: 5.0 };
const ZONE = process.env.TZ;
afterEach(() => {
  process.env.TZ = ZONE;
});

describe('SeriesChart', () => {
  it('names calendar days as written in every zone, and moments in the reader’s', () => {
    // New Zealand in summer (UTC+13): noon UTC on the 20th is 1 AM on the 21st there.
    process.env.TZ = 'Pacific/Auckland';
    const { unmount } = render(
      <SeriesChart
        title="Sleep"
        unit="h"
        points={[
          { date: '2026-11-20', value: 7 },
          { date: '2026-11-25', value: 8 },
        ]}
      />,
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      'from Nov 20, 2026 to Nov 25, 2026',
    );
    unmount();
    render(
      <SeriesChart
        title="Weight"
        unit="kg"
        points={[
          { date: '2026-11-20T20:00:00Z', value: 70 },
          { date: '2026-11-25T20:00:00Z', value: 71 },
        ]}
      />,
    );
    // 20:00 UTC is the next morning in Auckland: a moment is dated where the reader is.
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      'from Nov 21, 2026 to Nov 26, 2026',
    );
  });

  it('shows every reading in the screen-reader table with its status in words', () => {
    render(
      <SeriesChart
        title="Potassium"
        unit="mmol/L"
        band={BAND}
        points={[
          { date: '2026-03-01', value: 3.1 },
          { date: '2026-01-10', value: 4.2 },
          { date: '2026-06-15', value: 5.6 },
          { date: '2026-04-01', value: null },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: /Potassium, range 3\.5–5 mmol\/L/ });
    const rows = within(table).getAllByRole('row').slice(1);
    // Sorted by date, a missing value kept as a gap rather than dropped.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Jan 10, 20264.2 mmol/LWithin range',
      'Mar 1, 20263.1 mmol/LBelow range',
      'Apr 1, 2026No value',
      'Jun 15, 20265.6 mmol/LAbove range',
    ]);
  });

  it('marks out-of-range points by letter and shape, not colour alone, and summarises the series', () => {
    const { container } = render(
      <SeriesChart
        title="Potassium"
        unit="mmol/L"
        band={BAND}
        points={[
          { date: '2026-01-10', value: 4.2 },
          { date: '2026-03-01', value: 3.1 },
          { date: '2026-06-15', value: 5.6 },
        ]}
      />,
    );
    const svg = screen.getByRole('img');
    expect(svg.getAttribute('aria-label')).toBe(
      'Potassium. 3 readings from Jan 10, 2026 to Jun 15, 2026. Latest 5.6 mmol/L (above range). 2 outside the range.',
    );
    const letters = Array.from(svg.querySelectorAll('text')).map((node) => node.textContent);
    expect(letters).toContain('H');
    expect(letters).toContain('L');
    expect(container.querySelectorAll('path[fill="#b45309"]')).toHaveLength(1);
    expect(screen.getByTestId('range-band')).toBeTruthy();
    expect(screen.getByText('▲ H: above range')).toBeTruthy();
  });

  it('draws no band and no H/L marks when there is no range', () => {
    render(<SeriesChart title="Mood" points={[{ date: '2026-01-01', value: 3 }]} variant="bar" />);
    expect(screen.queryByTestId('range-band')).toBeNull();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Mood. 1 reading on Jan 1, 2026. Latest 3.',
    );
  });

  it("says 'No data yet' when nothing was recorded", () => {
    render(<SeriesChart title="Ferritin" points={[{ date: '2026-01-01', value: null }]} />);
    expect(screen.getByText('No data yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('chart scale', () => {
  it('reads a calendar day without a time-zone shift', () => {
    expect(new Date(parseChartDate('2026-02-28')).getUTCDate()).toBe(28);
  });

  it('classifies against open-ended bands', () => {
    expect(statusFor(2, { low: 3, high: null })).toBe('below');
    expect(statusFor(99, { low: null, high: 100 })).toBe('within');
    expect(statusFor(5, null)).toBe('no-range');
  });

  it('keeps the band inside the domain and never pads below zero for positive data', () => {
    const [min, max] = computeDomain({ values: [4.2], band: { low: 3.5, high: 5 } });
    expect(min).toBeLessThan(3.5);
    expect(max).toBeGreaterThan(5);
    expect(computeDomain({ values: [0.1, 8] })[0]).toBe(0);
    expect(computeDomain({ values: [2, 4], yMin: 1, yMax: 5 })).toEqual([1, 5]);
  });

  it('makes round ticks and spreads labels', () => {
    expect(niceTicks(0, 10, 5)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(0.1, 0.5, 5)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(spreadIndexes(10, 3)).toEqual([0, 5, 9]);
    expect(spreadIndexes(2, 6)).toEqual([0, 1]);
    // A value above the band still sits under a labelled line.
    expect(niceDomain(computeDomain({ values: [130], band: { low: 70, high: 99 } }))).toEqual([
      60, 140,
    ]);
    expect(niceDomain([2, 4], 5, { yMin: 1, yMax: 5 })).toEqual([1, 5]);
  });
});
