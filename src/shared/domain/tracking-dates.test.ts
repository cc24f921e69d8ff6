import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesInRange,
  daysBetween,
  earliestPossibleToday,
  isCalendarDate,
  isoWeekKey,
  isoWeekStart,
  latestLoggableDate,
  localDateOfTimestamp,
  parseCalendarDate,
  utcToday,
} from './tracking-dates';

describe('calendar dates', () => {
  it('accepts real dates, including a leap day', () => {
    expect(isCalendarDate('2026-01-31')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(parseCalendarDate('2026-12-31')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it('refuses impossible or malformed dates', () => {
    for (const text of [
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-01-00',
      'yesterday',
      '2026-1-5',
      '2026-01-05T00:00:00Z',
      '',
      '1800-01-01',
    ])
      expect(isCalendarDate(text), text).toBe(false);
  });

  it('adds days across month, year and leap boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-03-01', '2028-02-01')).toBe(-29);
  });

  it('lists a range inclusively and nothing for a reversed one', () => {
    expect(datesInRange('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesInRange('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('knows today in UTC and the span a client today may have', () => {
    const now = new Date('2026-11-21T23:30:00Z');
    expect(utcToday(now)).toBe('2026-11-21');
    expect(latestLoggableDate(now)).toBe('2026-11-22');
    expect(earliestPossibleToday(now)).toBe('2026-11-20');
  });

  it('reads the writer\u2019s own date from a timestamp with an offset', () => {
    expect(localDateOfTimestamp('2026-03-01T00:30:00+02:00')).toBe('2026-03-01');
    expect(localDateOfTimestamp('2026-02-28T23:30:00Z')).toBe('2026-02-28');
    expect(localDateOfTimestamp('not a date')).toBeNull();
  });
});

describe('ISO weeks', () => {
  it('starts weeks on Monday', () => {
    expect(isoWeekStart('2026-11-21')).toBe('2026-11-16'); // a Saturday
    expect(isoWeekStart('2026-11-16')).toBe('2026-11-16');
    expect(isoWeekStart('2026-11-22')).toBe('2026-11-16'); // Sunday
  });

  it('labels weeks that cross a year boundary by their Thursday', () => {
    expect(isoWeekKey('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(isoWeekKey('2027-01-01')).toBe('2026-W53'); // a Friday in 2026's last week
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01'); // a Monday in 2025's first week
    expect(isoWeekKey('2028-02-29')).toBe('2028-W09');
  });
});
