import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from './format';

const ZONE = process.env.TZ;
afterEach(() => {
  process.env.TZ = ZONE;
});

describe('formatDay', () => {
  it('names a calendar day as written in every zone, and a moment where the reader is', () => {
    for (const zone of ['Pacific/Auckland', 'Pacific/Kiritimati', 'America/Los_Angeles', 'UTC']) {
      process.env.TZ = zone;
      expect(formatDay('2026-11-23'), zone).toBe('Nov 23, 2026');
    }
    process.env.TZ = 'Pacific/Auckland';
    expect(formatDay('2026-11-23T20:00:00Z')).toBe('Nov 24, 2026');
    expect(formatDay('not a date')).toBe('not a date');
  });
});
