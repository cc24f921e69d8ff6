import { describe, expect, it } from 'vitest';
import { countThisWeek, dailyStreaks, weeklyStreaks } from './streaks';

describe('daily streaks', () => {
  it('is zero with no check-ins', () => {
    expect(dailyStreaks([], '2026-11-21')).toEqual({ current: 0, best: 0 });
  });

  it('counts one check-in today, or yesterday while today is not over', () => {
    expect(dailyStreaks(['2026-11-21'], '2026-11-21')).toEqual({ current: 1, best: 1 });
    expect(dailyStreaks(['2026-11-20'], '2026-11-21')).toEqual({ current: 1, best: 1 });
  });

  it('breaks once a whole day is missed', () => {
    expect(dailyStreaks(['2026-11-19'], '2026-11-21')).toEqual({ current: 0, best: 1 });
  });

  it('counts back from yesterday when today is missing', () => {
    const days = ['2026-11-18', '2026-11-19', '2026-11-20'];
    expect(dailyStreaks(days, '2026-11-21')).toEqual({ current: 3, best: 3 });
    expect(dailyStreaks([...days, '2026-11-21'], '2026-11-21')).toEqual({ current: 4, best: 4 });
  });

  it('keeps the best run across gaps, in any order, ignoring duplicates', () => {
    const days = [
      '2026-11-21',
      '2026-11-01',
      '2026-11-02',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-20',
      '2026-11-20',
    ];
    expect(dailyStreaks(days, '2026-11-21')).toEqual({ current: 2, best: 4 });
  });

  it('crosses month and year boundaries and the leap day', () => {
    expect(dailyStreaks(['2026-01-30', '2026-01-31', '2026-02-01'], '2026-02-01')).toEqual({
      current: 3,
      best: 3,
    });
    expect(dailyStreaks(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01').current).toBe(3);
    expect(dailyStreaks(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01').current).toBe(3);
    // 2027 has no 29 February: 28 Feb and 1 Mar are consecutive.
    expect(dailyStreaks(['2027-02-28', '2027-03-01'], '2027-03-01').current).toBe(2);
    expect(dailyStreaks(['2028-02-28', '2028-03-01'], '2028-03-01')).toEqual({
      current: 1,
      best: 1,
    });
  });

  it('ignores days after today', () => {
    expect(dailyStreaks(['2026-11-22', '2026-11-23'], '2026-11-21')).toEqual({
      current: 0,
      best: 0,
    });
  });
});

describe('weekly streaks (N times a week, ISO weeks)', () => {
  // Mondays: 2026-11-02, 2026-11-09, 2026-11-16 (today 2026-11-21 is a Saturday).
  const today = '2026-11-21';

  it('is zero with no check-ins', () => {
    expect(weeklyStreaks([], 3, today)).toEqual({ current: 0, best: 0 });
  });

  it('counts weeks that met the target, and the current week once met', () => {
    const days = [
      '2026-11-02',
      '2026-11-04',
      '2026-11-06',
      '2026-11-09',
      '2026-11-10',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
    ];
    expect(weeklyStreaks(days, 3, today)).toEqual({ current: 3, best: 3 });
  });

  it('does not break the streak while the current week is still short', () => {
    const days = ['2026-11-02', '2026-11-04', '2026-11-09', '2026-11-15', '2026-11-16'];
    expect(weeklyStreaks(days, 2, today)).toEqual({ current: 2, best: 2 });
  });

  it('breaks on a past week below target', () => {
    const days = ['2026-11-02', '2026-11-04', '2026-11-09', '2026-11-16', '2026-11-17'];
    expect(weeklyStreaks(days, 2, today)).toEqual({ current: 1, best: 1 });
  });

  it('counts a duplicated date once', () => {
    expect(weeklyStreaks(['2026-11-16', '2026-11-16'], 2, today).current).toBe(0);
  });

  it('runs across a year boundary by ISO week (2026-W53 then 2027-W01)', () => {
    const days = ['2026-12-28', '2027-01-03', '2027-01-04', '2027-01-05'];
    expect(weeklyStreaks(days, 2, '2027-01-06')).toEqual({ current: 2, best: 2 });
  });

  it('counts this week\u2019s check-ins', () => {
    expect(countThisWeek(['2026-11-15', '2026-11-16', '2026-11-21', '2026-11-22'], today)).toBe(2);
  });
});
