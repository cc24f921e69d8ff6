import { describe, expect, it } from 'vitest';
import { formatCount, pluralWord } from './plural';

describe('formatCount', () => {
  it('says 1 medicine and 1 result, never 1 medicines or 1 results', () => {
    expect(formatCount(1, 'medicine')).toBe('1 medicine');
    expect(formatCount(1, 'result')).toBe('1 result');
    expect(formatCount(1, 'medicine')).not.toBe('1 medicines');
  });

  it('uses the plural for 0, 2, many and fractions', () => {
    expect(formatCount(0, 'result')).toBe('0 results');
    expect(formatCount(2, 'medicine')).toBe('2 medicines');
    expect(formatCount(250, 'drop')).toBe('250 drops');
    expect(formatCount(1.5, 'hour')).toBe('1.5 hours');
  });

  it('takes an irregular plural', () => {
    expect(formatCount(1, 'reply', 'replies')).toBe('1 reply');
    expect(formatCount(3, 'reply', 'replies')).toBe('3 replies');
    expect(formatCount(1, 'side effect')).toBe('1 side effect');
    expect(pluralWord(2, 'person', 'people')).toBe('people');
  });
});
