import { describe, expect, it } from 'vitest';
import { SAMPLE_SUB_SCORES, calculateEffort } from './action-plan';

describe('action plans', () => {
  it('halves time sensitivity and rounds up for effort, defaulting to 7', () => {
    expect(calculateEffort(7)).toBe(4);
    expect(calculateEffort(4)).toBe(2);
    expect(calculateEffort(1)).toBe(1);
    expect(calculateEffort(10)).toBe(5);
    expect(calculateEffort(undefined)).toBe(4);
  });

  it('keeps the fixed sample sub-scores', () => {
    expect(SAMPLE_SUB_SCORES.map((s) => s.score)).toEqual([82, 75, 68, 85]);
  });
});
