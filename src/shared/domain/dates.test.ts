import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  daysEndingOn,
  earliestPossibleToday,
  eachDayBetween,
  isCalendarDate,
  isoWeekOf,
  isoWeekRange,
  isoWeekStart,
  latestLoggableDate,
  localDateOfTimestamp,
  parseCalendarDate,
  utcToday,
  weekdayOf,
  DATE_MESSAGE,
  DATE_RANGE_MESSAGE,
  EARLIEST_CALENDAR_DATE,
  LATEST_CALENDAR_DATE,
  calendarDateProblem,
  isLocalTime,
  isTimeZoneName,
  localDateIn,
  nextRunAfter,
  zonedToUtc,
} from './dates';

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
    expect(eachDayBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(eachDayBetween('2026-03-02', '2026-03-01')).toEqual([]);
    expect(eachDayBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
  });

  it('counts days as a number and lists them as dates, consistently', () => {
    const days = eachDayBetween('2026-12-25', '2027-01-05');
    expect(days).toHaveLength(daysBetween('2026-12-25', '2027-01-05') + 1);
    expect(daysEndingOn('2027-01-02', 4)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysEndingOn('2027-01-02', 0)).toEqual([]);
  });

  it('keeps whole days across daylight-saving changes (date-only arithmetic on UTC midnights)', () => {
    // Europe springs forward on 2026-03-29 and the US falls back on 2026-11-01: neither day is 23
    // or 25 hours long here, whatever the machine's zone.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-01', '2026-11-30')).toBe(60);
    expect(eachDayBetween('2026-03-28', '2026-03-30')).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
  });

  it('names weekdays from Sunday (0) to Saturday (6)', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // Sunday
    expect(weekdayOf('2026-11-16')).toBe(1); // Monday
    expect(weekdayOf('2028-02-29')).toBe(2); // Tuesday
    expect(weekdayOf('2026-11-21')).toBe(6); // Saturday
  });

  it('refuses arithmetic on a date that does not exist', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-01-01', 'tomorrow')).toThrow(RangeError);
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
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53'); // a Friday in 2026's last week
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01'); // a Monday in 2025's first week
    expect(isoWeekOf('2028-02-29')).toBe('2028-W09');
    expect(isoWeekOf('2026-11-21')).toBe('2026-W47');
  });

  it('puts the first days of January in the previous year when they come before its Thursday', () => {
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53'); // Sunday; 2020 has 53 weeks
    expect(isoWeekOf('2021-01-04')).toBe('2021-W01'); // the Monday after
    expect(isoWeekOf('2022-01-02')).toBe('2021-W52'); // 2021 has 52
    expect(isoWeekOf('2023-01-01')).toBe('2022-W52');
    expect(isoWeekOf('2019-12-30')).toBe('2020-W01'); // late December in the next year's week 1
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOf('2026-12-31')).toBe('2026-W53');
  });

  it('gives each week its Monday to Sunday, and nothing for a week the year lacks', () => {
    expect(isoWeekRange('2026-W47')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(isoWeekRange('2026-W01')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(isoWeekRange('2026-W53')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(isoWeekRange('2020-W53')).toEqual({ from: '2020-12-28', to: '2021-01-03' });
    expect(isoWeekRange('2025-W53')).toBeNull();
    expect(isoWeekRange('2026-W00')).toBeNull();
    expect(isoWeekRange('2026-47')).toBeNull();
  });

  it('round-trips every day of a decade through its week', () => {
    for (let day = '2020-01-01'; day < '2030-01-01'; day = addDays(day, 1)) {
      const range = isoWeekRange(isoWeekOf(day));
      expect(range && range.from <= day && day <= range.to, day).toBe(true);
      expect(range?.from).toBe(isoWeekStart(day));
    }
  });
});

describe('the accepted range (?today=9999-12-31 is a 400, never a RangeError and a 500)', () => {
  it('accepts 1900-01-01..2100-12-31 and says why anything else is refused', () => {
    expect(calendarDateProblem(EARLIEST_CALENDAR_DATE)).toBeNull();
    expect(calendarDateProblem(LATEST_CALENDAR_DATE)).toBeNull();
    for (const text of ['1899-12-31', '2101-01-01', '9999-12-31', '0000-01-01'])
      expect(calendarDateProblem(text), text).toBe(DATE_RANGE_MESSAGE);
    for (const text of ['2024-02-30', '0000-00-00', '+275760-09-13', '9999-12-32', ''])
      expect(calendarDateProblem(text), text).toBe(DATE_MESSAGE);
    expect(isCalendarDate('9999-12-31')).toBe(false);
    expect(isoWeekRange('9999-W52')).toBeNull();
  });

  const accepted = fc
    .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2100, 11, 31) / 86_400_000 })
    .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

  it('never throws on an accepted date and any window the API derives from it (fast-check)', () => {
    fc.assert(
      fc.property(accepted, fc.integer({ min: -400, max: 400 }), (date, offset) => {
        expect(isCalendarDate(date)).toBe(true);
        const moved = addDays(date, offset);
        expect(daysBetween(date, moved)).toBe(offset);
        expect(addDays(moved, -offset)).toBe(date);
        expect(daysEndingOn(date, 90)).toHaveLength(90);
        expect(eachDayBetween(addDays(date, -89), date)).toHaveLength(90);
        const week = isoWeekOf(moved);
        expect(week).toMatch(/^\d{4}-W\d{2}$/);
        const range = isoWeekRange(isoWeekOf(date));
        // Weeks of 2101 (reached from the last days of 2100) are outside the range: null, no throw.
        if (range) expect(range.from <= date && date <= range.to).toBe(true);
        expect(weekdayOf(moved)).toBeGreaterThanOrEqual(0);
      }),
      {
        numRuns: 300,
        examples: [
          ['2100-12-31', 90],
          ['1900-01-01', -90],
          ['2100-12-31', 366],
        ],
      },
    );
  });

  it('refuses any text the helpers could not count with (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (text) => {
        const problem = calendarDateProblem(text);
        expect(problem === null).toBe(isCalendarDate(text));
        if (problem === null) expect(() => addDays(text, 366)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('isLocalTime', () => {
  it('takes HH:MM on the 24-hour clock only', () => {
    for (const time of ['00:00', '08:30', '23:59']) expect(isLocalTime(time)).toBe(true);
    for (const time of ['8:30', '24:00', '12:60', '08:30:00', '', ' 08:30'])
      expect(isLocalTime(time)).toBe(false);
  });
});

describe('isTimeZoneName', () => {
  it('accepts IANA names and refuses offsets and nonsense', () => {
    expect(isTimeZoneName('Europe/London')).toBe(true);
    expect(isTimeZoneName('America/Los_Angeles')).toBe(true);
    expect(isTimeZoneName('UTC')).toBe(true);
    expect(isTimeZoneName('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZoneName('+01:00')).toBe(false);
    expect(isTimeZoneName('-05:00')).toBe(false);
    expect(isTimeZoneName('')).toBe(false);
    expect(isTimeZoneName(`Europe/${'x'.repeat(64)}`)).toBe(false);
  });
});

const everyDay = [0, 1, 2, 3, 4, 5, 6];

describe('zonedToUtc', () => {
  it('converts summer and winter local times', () => {
    expect(zonedToUtc('2026-07-01', '08:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(zonedToUtc('2026-01-15', '08:00', 'Europe/London').toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(zonedToUtc('2026-01-15', '08:00', 'America/New_York').toISOString()).toBe(
      '2026-01-15T13:00:00.000Z',
    );
    expect(zonedToUtc('2026-01-15', '08:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-01-15T02:30:00.000Z',
    );
  });

  it('moves a time in the spring-forward gap an hour later', () => {
    // Europe/London jumps 01:00 → 02:00 on 2026-03-29.
    expect(zonedToUtc('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes the first of the repeated hour on the fall-back night', () => {
    // America/New_York repeats 01:00-02:00 on 2026-11-01; the first one is EDT (UTC-4).
    expect(zonedToUtc('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('nextRunAfter', () => {
  const london = { local_time: '08:00', weekdays: everyDay, time_zone: 'Europe/London' };

  it('keeps 08:00 local across the DST change', () => {
    const before = nextRunAfter(london, new Date('2026-03-28T08:00:00Z'));
    expect(before.toISOString()).toBe('2026-03-29T07:00:00.000Z'); // BST starts that night
    const after = nextRunAfter(london, before);
    expect(after.toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('is strictly after the given instant', () => {
    expect(nextRunAfter(london, new Date('2026-01-15T08:00:00Z')).toISOString()).toBe(
      '2026-01-16T08:00:00.000Z',
    );
    expect(nextRunAfter(london, new Date('2026-01-15T07:59:00Z')).toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
  });

  it('skips days not chosen', () => {
    // 2026-01-15 is a Thursday; Mondays only → 2026-01-19.
    const mondays = { ...london, weekdays: [1] };
    expect(nextRunAfter(mondays, new Date('2026-01-15T12:00:00Z')).toISOString()).toBe(
      '2026-01-19T08:00:00.000Z',
    );
  });

  it('uses the zone’s day, not UTC’s', () => {
    // 2026-01-15 23:30 in Los Angeles is 07:30 UTC on the 16th; the next 23:45 there is the same evening.
    const la = { local_time: '23:45', weekdays: everyDay, time_zone: 'America/Los_Angeles' };
    expect(nextRunAfter(la, new Date('2026-01-16T07:30:00Z')).toISOString()).toBe(
      '2026-01-16T07:45:00.000Z',
    );
    expect(localDateIn(new Date('2026-01-16T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-01-15');
  });
});
