/**
 * The per-day summaries an Apple Health export is reduced to (ADR 058), fed one <Record> at a
 * time by the XML reader so that nothing but the summaries is kept:
 *
 * - weight and height: the day's last reading (kg, cm);
 * - blood pressure: the day's last systolic/diastolic pair taken at the same moment (mmHg);
 * - heart rate: the day's resting heart rate when the watch gave one, else the day's mean (/min);
 * - steps: the day's total from the source that counted most (a phone and a watch both count the
 *   same steps, so adding sources would double them);
 * - sleep: per night, the time asleep from the source that recorded most, or the time in bed when
 *   a source recorded only that. A night is named by the evening it began: every piece of sleep
 *   that starts between noon and the next noon (the watch's own local clock) belongs to the night
 *   of the first day, so a night cut by midnight (or by a wake-up) is one night, never two
 *   (ADR 094 addendum).
 *
 * A record whose day is not a real calendar date (2026-02-30) or lies outside what the daily log
 * accepts (before 1900, after tomorrow) is left out, so that no write can fail on it (ADR 075).
 */
import { addDays, calendarDateProblem, latestLoggableDate } from '#shared/domain/dates';
import type { BodyMetricInput } from '#shared/contracts/fhir.contract';
import { AppleHealthError } from './apple-health-limits';

export interface AppleHealthSummary {
  recordsRead: number;
  metrics: BodyMetricInput[];
  sleep: { date: string; hours: number }[];
}

export interface CollectorOptions {
  now: Date;
  /** Distinct source names kept; past it the export is refused ('too_many_sources'). */
  maxSources: number;
}

/** "2024-01-05 07:12:33 +0100" → epoch milliseconds (NaN when unreadable). */
/**
 * The night a piece of sleep belongs to, from its start as written ('2024-01-05 00:40:00 +0100'):
 * its local day, or the day before when it starts before noon. Null when unreadable.
 */
export function nightOf(start: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):/.exec(start);
  if (!match || calendarDateProblem(match[1]!) !== null) return null;
  return Number(match[2]) < 12 ? addDays(match[1]!, -1) : match[1]!;
}

export function appleTime(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text);
  if (!match) return Date.parse(text);
  return Date.parse(`${match[1]}T${match[2]}${match[3]}${match[4]}:${match[5]}`);
}

const WEIGHT_KG: Record<string, number> = { kg: 1, g: 0.001, lb: 0.45359237, st: 6.35029318 };
const HEIGHT_CM: Record<string, number> = { cm: 1, m: 100, mm: 0.1, in: 2.54, ft: 30.48 };
const ASLEEP = /^HKCategoryValueSleepAnalysisAsleep/;
const IN_BED = 'HKCategoryValueSleepAnalysisInBed';

/** Plausible values; a reading outside is a typo in the source and is left out. */
const LIMITS = {
  weight: [1, 650],
  height: [30, 275],
  heart_rate: [20, 300],
  systolic: [50, 300],
  diastolic: [20, 200],
  steps: [1, 300_000],
} as const;
const within = (value: number, [low, high]: readonly [number, number]) =>
  Number.isFinite(value) && value >= low && value <= high;

/** The largest value of a map; a loop, since spreading a million values overflows the stack. */
function largest(values: Iterable<number>): number {
  let most = -Infinity;
  for (const value of values) if (value > most) most = value;
  return most;
}

export function createAppleHealthCollector(options: CollectorOptions) {
  const lastDay = latestLoggableDate(options.now);
  /** A day the daily log and the body metrics can store: real, from 1900, not after tomorrow. */
  const storableDay = (day: string) => calendarDateProblem(day) === null && day <= lastDay;
  let recordsRead = 0;
  const weight = new Map<string, number>();
  const height = new Map<string, number>();
  // Keyed by the reading's time in ms: an attribute string would keep the parser's whole chunk.
  const pressure = new Map<number, { day: string; systolic?: number; diastolic?: number }>();
  /** Source names, each copied once out of the chunk it was parsed from (see above). */
  const sources = new Map<string, string>();
  const sourceOf = (name: string) => {
    let kept = sources.get(name);
    if (kept === undefined) {
      if (sources.size >= options.maxSources) throw new AppleHealthError('too_many_sources');
      kept = Buffer.from(name, 'utf8').toString('utf8');
      sources.set(kept, kept);
    }
    return kept;
  };
  const heartSum = new Map<string, { sum: number; count: number }>();
  const resting = new Map<string, number>();
  const steps = new Map<string, Map<string, number>>();
  const asleep = new Map<string, Map<string, number>>();
  const inBed = new Map<string, Map<string, number>>();

  const addTo = (map: Map<string, Map<string, number>>, day: string, source: string, n: number) => {
    const bySource = map.get(day) ?? new Map<string, number>();
    bySource.set(source, (bySource.get(source) ?? 0) + n);
    map.set(day, bySource);
  };

  return {
    /** One <Record> element's attributes. */
    record(attributes: Record<string, string>): void {
      recordsRead += 1;
      const type = attributes.type ?? '';
      const start = attributes.startDate ?? '';
      const day = start.slice(0, 10);
      if (!storableDay(day)) return;
      const value = Number(attributes.value);
      const unit = attributes.unit ?? '';
      const source = sourceOf(attributes.sourceName ?? '');
      switch (type) {
        case 'HKQuantityTypeIdentifierBodyMass': {
          const kg = value * (WEIGHT_KG[unit] ?? NaN);
          if (within(kg, LIMITS.weight)) weight.set(day, kg);
          break;
        }
        case 'HKQuantityTypeIdentifierHeight': {
          const cm = value * (HEIGHT_CM[unit] ?? NaN);
          if (within(cm, LIMITS.height)) height.set(day, cm);
          break;
        }
        case 'HKQuantityTypeIdentifierBloodPressureSystolic':
        case 'HKQuantityTypeIdentifierBloodPressureDiastolic': {
          const side = type.endsWith('Systolic') ? 'systolic' : 'diastolic';
          if (unit !== 'mmHg' || !within(value, LIMITS[side])) break;
          const at = appleTime(start);
          const reading = pressure.get(at) ?? { day };
          reading[side] = value;
          pressure.set(at, reading);
          break;
        }
        case 'HKQuantityTypeIdentifierHeartRate': {
          if (unit !== 'count/min' || !within(value, LIMITS.heart_rate)) break;
          const total = heartSum.get(day) ?? { sum: 0, count: 0 };
          total.sum += value;
          total.count += 1;
          heartSum.set(day, total);
          break;
        }
        case 'HKQuantityTypeIdentifierRestingHeartRate':
          if (unit === 'count/min' && within(value, LIMITS.heart_rate)) resting.set(day, value);
          break;
        case 'HKQuantityTypeIdentifierStepCount':
          if (Number.isFinite(value) && value > 0) addTo(steps, day, source, value);
          break;
        case 'HKCategoryTypeIdentifierSleepAnalysis': {
          const kind = attributes.value ?? '';
          const end = attributes.endDate ?? '';
          const hours = (appleTime(end) - appleTime(start)) / 3_600_000;
          if (!Number.isFinite(hours) || hours <= 0 || hours > 24) break;
          const night = nightOf(start);
          if (night === null || !storableDay(night)) break;
          if (ASLEEP.test(kind)) addTo(asleep, night, source, hours);
          else if (kind === IN_BED) addTo(inBed, night, source, hours);
          break;
        }
        default:
          break;
      }
    },

    summary(): AppleHealthSummary {
      const metrics: BodyMetricInput[] = [];
      const round1 = (n: number) => Math.round(n * 10) / 10;
      for (const [date, kg] of weight) metrics.push({ kind: 'weight', date, value: round1(kg) });
      for (const [date, cm] of height) metrics.push({ kind: 'height', date, value: round1(cm) });
      const lastPressure = new Map<string, { systolic: number; diastolic: number; at: number }>();
      for (const [at, reading] of pressure) {
        if (reading.systolic === undefined || reading.diastolic === undefined) continue;
        const before = lastPressure.get(reading.day);
        if (!before || before.at < at)
          lastPressure.set(reading.day, {
            systolic: reading.systolic,
            diastolic: reading.diastolic,
            at,
          });
      }
      for (const [date, r] of lastPressure)
        metrics.push({
          kind: 'blood_pressure',
          date,
          value: Math.round(r.systolic),
          value2: Math.round(r.diastolic),
        });
      const heartDays = new Set([...heartSum.keys(), ...resting.keys()]);
      for (const date of heartDays) {
        const total = heartSum.get(date);
        const value = resting.get(date) ?? (total ? total.sum / total.count : NaN);
        if (within(value, LIMITS.heart_rate))
          metrics.push({ kind: 'heart_rate', date, value: Math.round(value) });
      }
      for (const [date, bySource] of steps) {
        const most = Math.round(largest(bySource.values()));
        if (within(most, LIMITS.steps)) metrics.push({ kind: 'steps', date, value: most });
      }
      const sleep: { date: string; hours: number }[] = [];
      for (const date of new Set([...asleep.keys(), ...inBed.keys()])) {
        const bySource = asleep.get(date) ?? inBed.get(date)!;
        const hours = Math.min(24, largest(bySource.values()));
        if (hours > 0) sleep.push({ date, hours: Math.round(hours * 4) / 4 });
      }
      metrics.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
      sleep.sort((a, b) => a.date.localeCompare(b.date));
      return { recordsRead, metrics, sleep };
    },
  };
}
