/**
 * The maths behind SeriesChart, kept free of React so it can be tested on its own: dates to
 * timestamps, a padded value domain that always shows the range band, and round tick values.
 */
import { formatDecimal } from '#shared/domain/en-us-format';

export interface RangeBand {
  low: number | null;
  high: number | null;
}

export type PointStatus = 'below' | 'within' | 'above' | 'no-range';

/** 'YYYY-MM-DD' is read as a calendar day (noon UTC, so no time zone moves it to the day before). */
export function parseChartDate(date: string): number {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (day) return Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12);
  const time = Date.parse(date);
  return Number.isNaN(time) ? 0 : time;
}

export function statusFor(value: number, band: RangeBand | null | undefined): PointStatus {
  const low = band?.low ?? null;
  const high = band?.high ?? null;
  if (low === null && high === null) return 'no-range';
  if (low !== null && value < low) return 'below';
  if (high !== null && value > high) return 'above';
  return 'within';
}

export interface DomainOptions {
  values: number[];
  band?: RangeBand | null;
  yMin?: number;
  yMax?: number;
  /** Bars grow from zero, so a bar chart's domain includes it. */
  includeZero?: boolean;
}

/** The value range to draw: the data and the band, padded by a tenth, unless yMin/yMax fix it. */
export function computeDomain({
  values,
  band,
  yMin,
  yMax,
  includeZero,
}: DomainOptions): [number, number] {
  const candidates = [...values];
  if (band?.low != null) candidates.push(band.low);
  if (band?.high != null) candidates.push(band.high);
  if (includeZero) candidates.push(0);
  let low = candidates.length ? Math.min(...candidates) : 0;
  let high = candidates.length ? Math.max(...candidates) : 1;
  if (low === high) {
    // One value (or a flat series): open a window around it so the point is not on the edge.
    const spread = Math.abs(low) * 0.2 || 1;
    low -= spread;
    high += spread;
  } else {
    const pad = (high - low) * 0.1;
    if (!(includeZero && low === 0)) low -= pad;
    high += pad;
  }
  // Values that cannot be negative (every series we chart) should not get a negative axis from padding.
  if (low < 0 && candidates.every((value) => value >= 0)) low = 0;
  return [yMin ?? low, yMax ?? high];
}

/** A round step (1, 2, 2.5 or 5 times a power of ten) giving about `count` ticks over [min, max]. */
export function tickStep(min: number, max: number, count = 5): number {
  const rough = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? rough;
}

/** About `count` round tick values inside [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const step = tickStep(min, max, count);
  const ticks: number[] = [];
  const first = Math.ceil(min / step) * step;
  for (let tick = first; tick <= max + step * 1e-9; tick += step) {
    // Round away floating-point dust (0.30000000000000004).
    ticks.push(Number(tick.toPrecision(12)));
  }
  return ticks;
}

/** Widens a domain out to whole ticks, so the highest point always sits under a labelled line. */
export function niceDomain(
  [min, max]: [number, number],
  count = 5,
  fixed: { yMin?: number; yMax?: number } = {},
): [number, number] {
  if (!(max > min)) return [min, max];
  const step = tickStep(min, max, count);
  return [
    fixed.yMin ?? Number((Math.floor(min / step) * step).toPrecision(12)),
    fixed.yMax ?? Number((Math.ceil(max / step) * step).toPrecision(12)),
  ];
}

/** Picks at most `max` evenly spread indexes out of `length`, always keeping the first and last. */
export function spreadIndexes(length: number, max: number): number[] {
  if (length <= max) return Array.from({ length }, (_, index) => index);
  if (max <= 1) return [length - 1];
  const picked = new Set<number>();
  for (let slot = 0; slot < max; slot += 1)
    picked.add(Math.round((slot * (length - 1)) / (max - 1)));
  return [...picked].sort((a, b) => a - b);
}

export function defaultFormatValue(value: number): string {
  return formatDecimal(value, 2);
}
