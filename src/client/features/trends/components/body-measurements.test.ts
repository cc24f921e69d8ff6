import { describe, expect, it } from 'vitest';
import type { BodyMetric } from '#shared/contracts/fhir.contract';
import { bmiOf, measureSeries } from './body-measurements';

const metric = (
  kind: BodyMetric['kind'],
  date: string,
  value: number,
  value2: number | null = null,
): BodyMetric => ({ kind, date, value, value2, unit: '', source: 'apple_health' });

describe('body measurement series', () => {
  const metrics = [
    metric('weight', '2026-11-01', 82),
    metric('weight', '2026-11-03', 81.5),
    metric('blood_pressure', '2026-11-02', 142, 91),
    metric('blood_pressure', '2026-11-03', 128, 78),
    metric('heart_rate', '2026-11-03', 104),
    // Outside the window: never charted.
    metric('steps', '2026-10-01', 9000),
  ];

  it('charts each day of the window, gaps as null, and only measures with values in it', () => {
    const series = measureSeries(metrics, '2026-11-01', '2026-11-04', 180);
    expect(series.map((item) => item.key)).toEqual([
      'weight',
      'bmi',
      'systolic',
      'diastolic',
      'heart_rate',
    ]);
    const weight = series.find((item) => item.key === 'weight')!;
    expect(weight.points).toEqual([
      { date: '2026-11-01', value: 82 },
      { date: '2026-11-02', value: null },
      { date: '2026-11-03', value: 81.5 },
      { date: '2026-11-04', value: null },
    ]);
    expect(series.find((item) => item.key === 'diastolic')!.points[1]).toEqual({
      date: '2026-11-02',
      value: 91,
    });
  });

  it('flags the latest reading of each by its category', () => {
    const series = measureSeries(metrics, '2026-11-01', '2026-11-04', 180);
    const latest = Object.fromEntries(series.map((item) => [item.key, item.latest]));
    expect(latest.bmi).toMatchObject({
      date: '2026-11-03',
      text: `BMI ${bmiOf(81.5, 180).toFixed(1)}`,
      category: { label: 'Overweight', flag: 'high' },
    });
    // The newest reading (128/78) is the one flagged, not the worst in the window.
    expect(latest.systolic).toMatchObject({
      text: '128/78 mmHg',
      category: { label: 'Elevated', flag: 'high' },
    });
    expect(latest.heart_rate).toMatchObject({ category: { flag: 'high' } });
  });

  it('leaves BMI out without a height, and computes it as kg / m²', () => {
    expect(
      measureSeries(metrics, '2026-11-01', '2026-11-04', null).map((s) => s.key),
    ).not.toContain('bmi');
    expect(bmiOf(81, 180)).toBe(25);
  });
});
