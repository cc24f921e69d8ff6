import { describe, expect, it } from 'vitest';
import { reportDateWords } from './lab-dates';

describe('reportDateWords: a latest report’s date as every surface prints it (ADR 086)', () => {
  it('says the collection day as written, whatever the zone', () => {
    const report = { collected_on: '2026-11-02', created_at: '2026-11-20T23:30:00.000Z' };
    expect(reportDateWords(report, 'UTC')).toBe('collected Nov 2, 2026');
    expect(reportDateWords(report, 'America/Los_Angeles')).toBe('collected Nov 2, 2026');
    expect(reportDateWords(report, 'Pacific/Kiritimati')).toBe('collected Nov 2, 2026');
  });

  it('falls back to the upload day, said as such, in the zone given', () => {
    const report = { collected_on: null, created_at: '2026-11-20T23:30:00.000Z' };
    expect(reportDateWords(report, 'UTC')).toBe('uploaded Nov 20, 2026');
    expect(reportDateWords(report, 'Pacific/Kiritimati')).toBe('uploaded Nov 21, 2026');
  });
});
