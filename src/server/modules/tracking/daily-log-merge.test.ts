import { describe, expect, it } from 'vitest';
import { mergeStoredMarks } from './daily-log.repository';

describe('mergeStoredMarks (the fast path of a daily log save, ADR 117)', () => {
  const stored = [
    { medication_id: 'a', status: 'taken' as const },
    { medication_id: 'b', status: 'skipped' as const, dose: 2 },
    { medication_id: 'c', status: 'taken' as const },
  ];

  it('keeps the stored marks the save does not decide, in order, then appends the sent ones', () => {
    expect(
      mergeStoredMarks(stored, {
        sentKeys: ['a#1', 'b#2'],
        marks: [{ medication_id: 'b', status: 'taken', dose: 2 }],
      }),
    ).toEqual([
      { medication_id: 'c', status: 'taken' },
      { medication_id: 'b', status: 'taken', dose: 2 },
    ]);
  });

  it('leaves the stored marks as they are when none is sent', () => {
    expect(mergeStoredMarks(stored, { sentKeys: [], marks: [] })).toEqual(stored);
  });
});
