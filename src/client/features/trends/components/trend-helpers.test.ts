import { describe, expect, it } from 'vitest';
import { TREND_SERIES } from '#shared/contracts/trends.contract';
import {
  axisMaxFor,
  formatSeriesValue,
  seriesStartingWith,
} from '#client/components/charts/trend-series-display';
import { parseTrendWindow } from '../hooks/use-trend-window';

describe('trend series display', () => {
  it('gives counts an axis of whole steps, and leaves fixed scales and larger counts alone', () => {
    expect(axisMaxFor('symptom_count', [0, null, 0])).toBe(4);
    expect(axisMaxFor('symptom_count', [0, 6])).toBeUndefined();
    expect(axisMaxFor('water_glasses', [3, 5])).toBe(8);
    expect(axisMaxFor('mood', [2])).toBe(5);
    expect(axisMaxFor('sleep_hours', [7])).toBeUndefined();
  });

  it('reads shares as percentages and hours with their unit', () => {
    expect(formatSeriesValue('habit_completion', 0.564)).toBe('56%');
    expect(formatSeriesValue('sleep_hours', 7.25)).toBe('7.3 h');
    expect(formatSeriesValue('mood', 3.456)).toBe('3.5');
  });

  it('puts a page’s series first and still charts every series once', () => {
    const order = seriesStartingWith(['water_glasses', 'energy']);
    expect(order.slice(0, 2)).toEqual(['water_glasses', 'energy']);
    expect([...order].sort()).toEqual([...TREND_SERIES].sort());
  });

  it('takes 7, 30 or 90 from the address and 30 for anything else', () => {
    expect(['7', '30', '90', '14', 'x', null].map(parseTrendWindow)).toEqual([
      7, 30, 90, 30, 30, 30,
    ]);
  });
});
