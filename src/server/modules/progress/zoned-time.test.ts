import { describe, expect, it } from 'vitest';
import { localDateIn, nextRunAfter, zonedToUtc } from './zoned-time';

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
