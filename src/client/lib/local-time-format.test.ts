import { afterEach, describe, expect, it } from 'vitest';
import { localTimeFormat } from './local-time-format';

const initialZone = process.env.TZ;
afterEach(() => {
  if (initialZone === undefined) delete process.env.TZ;
  else process.env.TZ = initialZone;
});

describe('localTimeFormat', () => {
  it('formats in the zone in effect when it formats, not the one it was made in', () => {
    process.env.TZ = 'UTC';
    const format = localTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    const moment = new Date('2026-11-27T08:00:00Z');
    expect(format.format(moment)).toBe('8:00 AM');
    // The server renders the next member's page in their zone (member-render.ts).
    process.env.TZ = 'America/New_York';
    expect(format.format(moment)).toBe('3:00 AM');
    process.env.TZ = 'Asia/Tokyo';
    expect(format.format(moment)).toBe('5:00 PM');
    process.env.TZ = 'UTC';
    expect(format.format(moment)).toBe('8:00 AM');
  });
});
