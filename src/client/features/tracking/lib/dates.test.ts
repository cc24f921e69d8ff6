import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';

describe('formatLongDate', () => {
  it('writes every day of four years exactly as Intl does in en-US', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 4 * 366; day += 1) {
      const date = new Date(start + day * 86_400_000);
      expect(formatLongDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });

  it('names the day of the week and the month', () => {
    expect(formatLongDate('2026-03-03')).toBe('Tuesday, March 3, 2026');
  });
});
