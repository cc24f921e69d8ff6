/**
 * How each trend series is drawn: its scale, bar or line, and how its values read. Shares (0-1)
 * read as percentages; 1-5 and 1-10 scales keep their full axis so a flat week looks flat.
 */
import { TREND_SERIES, type TrendSeries } from '#shared/domain/trend-series';
import { formatDecimal } from '#shared/domain/en-us-format';

export interface SeriesDisplay {
  variant: 'line' | 'bar';
  yMin?: number;
  yMax?: number;
  /** Counts: the axis reaches at least this high, so a week of zeros or ones reads 0, 1, 2... not 0.25. */
  minYMax?: number;
  unit?: string;
  formatValue?: (value: number) => string;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;
const oneDecimal = (value: number) => formatDecimal(value, 1);

export const SERIES_DISPLAY: Readonly<Record<TrendSeries, SeriesDisplay>> = {
  mood: { variant: 'line', yMin: 1, yMax: 5, formatValue: oneDecimal },
  energy: { variant: 'line', yMin: 1, yMax: 5, formatValue: oneDecimal },
  sleep_hours: { variant: 'line', yMin: 0, unit: 'h', formatValue: oneDecimal },
  water_glasses: { variant: 'bar', minYMax: 8, formatValue: oneDecimal },
  symptom_count: { variant: 'bar', minYMax: 4, formatValue: oneDecimal },
  symptom_max_severity: { variant: 'line', yMin: 0, yMax: 10, formatValue: oneDecimal },
  habit_completion: { variant: 'bar', yMin: 0, yMax: 1, formatValue: percent },
  medicines_taken_ratio: { variant: 'bar', yMin: 0, yMax: 1, formatValue: percent },
};

export function formatSeriesValue(series: TrendSeries, value: number): string {
  const display = SERIES_DISPLAY[series];
  const text = (display.formatValue ?? oneDecimal)(value);
  return display.unit ? `${text} ${display.unit}` : text;
}

/** Every series, with `first` leading in the order given: each page charts all of them, its own first. */
export function seriesStartingWith(first: readonly TrendSeries[]): TrendSeries[] {
  return [...first, ...TREND_SERIES.filter((series) => !first.includes(series))];
}

/** The top of the axis: fixed for scales, at least `minYMax` for counts, else left to the chart. */
export function axisMaxFor(
  series: TrendSeries,
  values: readonly (number | null)[],
): number | undefined {
  const display = SERIES_DISPLAY[series];
  if (display.yMax !== undefined || display.minYMax === undefined) return display.yMax;
  const highest = Math.max(0, ...values.map((value) => value ?? 0));
  return highest < display.minYMax ? display.minYMax : undefined;
}
