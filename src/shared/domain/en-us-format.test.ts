import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatInteger,
  formatLocalMoment,
  formatDecimal,
  type CalendarDayShape,
} from './en-us-format';

/** A fixed pseudo-random sequence, so a failure names the same values every run. */
function* pseudoRandom(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state / 2_147_483_648;
  }
}

describe('formatDecimal', () => {
  const intl = (digits: number) =>
    new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
  const edges = [
    0,
    -0,
    1,
    -1,
    0.5,
    -0.5,
    1.5,
    2.5,
    -2.5,
    0.05,
    0.15,
    0.25,
    0.35,
    1.005,
    1.015,
    2.675,
    9.95,
    9.995,
    99.95,
    999.95,
    999.5,
    1000,
    1234.5678,
    -1234.5678,
    1e6,
    123_456_789.987,
    0.0004,
    -0.04,
    4.35,
    1e20,
    Number.MAX_SAFE_INTEGER,
    1e21,
    5e-324,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  for (const digits of [0, 1, 2, 3]) {
    it(`writes what Intl writes with at most ${digits} decimals`, () => {
      const values = [...edges];
      const random = pseudoRandom(digits + 7);
      for (let index = 0; index < 3_000; index += 1) {
        const scale = 10 ** Math.floor(random.next().value * 8 - 2);
        const sign = random.next().value < 0.3 ? -1 : 1;
        values.push(sign * random.next().value * scale);
        // Exact halves at the last kept decimal, the case rounding rules disagree on.
        values.push((sign * (Math.floor(random.next().value * 10_000) + 0.5)) / 10 ** digits);
      }
      for (const value of values)
        expect(formatDecimal(value, digits), String(value)).toBe(intl(digits).format(value));
    });
  }

  it('writes a count with its thousands grouped', () => {
    expect(formatInteger(1_234_567)).toBe('1,234,567');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(12.9)).toBe('12');
  });
});

describe('formatCalendarDay', () => {
  const options: Record<CalendarDayShape, Intl.DateTimeFormatOptions> = {
    monthDay: { month: 'short', day: 'numeric' },
    monthYear: { month: 'short', year: '2-digit' },
    medium: { year: 'numeric', month: 'short', day: 'numeric' },
    long: { year: 'numeric', month: 'long', day: 'numeric' },
    weekdayLong: { weekday: 'long', month: 'long', day: 'numeric' },
    weekdayShort: { weekday: 'short', month: 'short', day: 'numeric' },
    dayMonthGb: { day: 'numeric', month: 'short' },
  };
  for (const [shape, shapeOptions] of Object.entries(options) as [
    CalendarDayShape,
    Intl.DateTimeFormatOptions,
  ][]) {
    it(`writes '${shape}' as Intl does for every day of 1999-2031, at any hour`, () => {
      const locale = shape === 'dayMonthGb' ? 'en-GB' : 'en-US';
      const intl = new Intl.DateTimeFormat(locale, { ...shapeOptions, timeZone: 'UTC' });
      for (
        let time = Date.UTC(1999, 0, 1);
        time < Date.UTC(2032, 0, 1);
        time += 86_400_000 + 3_600_000 * 7
      ) {
        expect(formatCalendarDay(time, shape)).toBe(intl.format(time));
        expect(formatCalendarDay(new Date(time), shape)).toBe(intl.format(time));
      }
    });
  }

  it('says an invalid date is one', () => {
    expect(formatCalendarDay(Number.NaN, 'medium')).toBe('Invalid Date');
  });
});

describe('formatLocalMoment', () => {
  it('writes a moment in the local zone as Intl does, every 37 minutes for two years', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 37 * 60_000) {
      // ICU may put a narrow no-break space before AM/PM; the product writes a plain one.
      expect(formatLocalMoment(new Date(time))).toBe(intl.format(time).replace('\u202f', ' '));
    }
  });
});
