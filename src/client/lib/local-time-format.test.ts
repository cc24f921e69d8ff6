import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * A formatter made when its module loads is made in the zone the process has then: in the client's
 * code each one either names its zone or is a localTimeFormat.
 */
describe('date formatters made at module load', () => {
  it('name their time zone, or are made per zone with localTimeFormat', () => {
    const root = join(import.meta.dirname, '..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const atLoad = /^(?:export )?const (\w+) = new Intl\.DateTimeFormat\(([\s\S]*?)\);$/gm;
    const zoneless = sources.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(atLoad)]
        .filter((match) => !match[2]!.includes('timeZone'))
        .map((match) => `${file}: ${match[1]}`),
    );
    expect(zoneless).toEqual([]);
  });
});
