/**
 * The body measurements a member imported, as day-by-day series for the charts and the latest
 * reading of each with its category (body-metric-flags.ts). Pure: the panel renders what this
 * computes, and its tests check the numbers.
 */
import type { BodyMetric } from '#shared/contracts/fhir.contract';
import {
  classifyBloodPressure,
  classifyBmi,
  classifyRestingHeartRate,
  type MeasureCategory,
} from '#shared/domain/body-metric-flags';
import { eachDayBetween } from '#shared/domain/dates';
import { formatInteger } from '#shared/domain/en-us-format';

export type MeasureKey = 'weight' | 'bmi' | 'systolic' | 'diastolic' | 'heart_rate' | 'steps';

export interface MeasureSeries {
  key: MeasureKey;
  points: { date: string; value: number | null }[];
  latest: { date: string; text: string; category: MeasureCategory | null } | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** kg / m² from a weight and a height in cm, to one decimal. */
export function bmiOf(kilograms: number, heightCm: number): number {
  const metres = heightCm / 100;
  return round1(kilograms / (metres * metres));
}

/**
 * One series per measure that has at least one value in the window, in a fixed order; BMI only
 * when a height is known. Days without a value are null (a gap, not a zero).
 */
export function measureSeries(
  metrics: readonly BodyMetric[],
  from: string,
  to: string,
  heightCm: number | null,
): MeasureSeries[] {
  const days = eachDayBetween(from, to);
  const byKind = new Map<string, Map<string, BodyMetric>>();
  for (const metric of metrics) {
    if (metric.date < from || metric.date > to) continue;
    const kind = byKind.get(metric.kind) ?? new Map<string, BodyMetric>();
    kind.set(metric.date, metric);
    byKind.set(metric.kind, kind);
  }
  const newest = (kind: string) => {
    const values = byKind.get(kind);
    if (!values || values.size === 0) return null;
    return [...values.values()].sort((a, b) => b.date.localeCompare(a.date))[0]!;
  };
  const series = (
    key: MeasureKey,
    kind: string,
    valueOf: (metric: BodyMetric) => number | null,
    latestOf: (metric: BodyMetric) => { text: string; category: MeasureCategory | null } | null,
  ): MeasureSeries | null => {
    const values = byKind.get(kind);
    if (!values || values.size === 0) return null;
    const points = days.map((date) => {
      const metric = values.get(date);
      return { date, value: metric ? valueOf(metric) : null };
    });
    const last = newest(kind)!;
    const latest = latestOf(last);
    return { key, points, latest: latest ? { date: last.date, ...latest } : null };
  };

  const list: (MeasureSeries | null)[] = [
    series(
      'weight',
      'weight',
      (m) => round1(m.value),
      (m) => ({ text: `${round1(m.value)} kg`, category: null }),
    ),
    heightCm
      ? series(
          'bmi',
          'weight',
          (m) => bmiOf(m.value, heightCm),
          (m) => {
            const bmi = bmiOf(m.value, heightCm);
            return { text: `BMI ${bmi.toFixed(1)}`, category: classifyBmi(bmi) };
          },
        )
      : null,
    series(
      'systolic',
      'blood_pressure',
      (m) => m.value,
      (m) => ({
        text: `${m.value}/${m.value2 ?? '?'} mmHg`,
        category: m.value2 === null ? null : classifyBloodPressure(m.value, m.value2),
      }),
    ),
    series(
      'diastolic',
      'blood_pressure',
      (m) => m.value2,
      () => null,
    ),
    series(
      'heart_rate',
      'heart_rate',
      (m) => Math.round(m.value),
      (m) => ({
        text: `${Math.round(m.value)} beats/min`,
        category: classifyRestingHeartRate(m.value),
      }),
    ),
    series(
      'steps',
      'steps',
      (m) => Math.round(m.value),
      (m) => ({ text: `${formatInteger(Math.round(m.value))} steps`, category: null }),
    ),
  ];
  return list.filter((item): item is MeasureSeries => item !== null);
}
