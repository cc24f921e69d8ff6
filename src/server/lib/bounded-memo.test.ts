import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes an answer once, null answers included, and starts over past its limit', () => {
    const asked: string[] = [];
    const lengthOrNull = boundedMemo((key) => {
      asked.push(key);
      return key === '' ? null : key.length;
    }, 2);
    expect([lengthOrNull('ab'), lengthOrNull('ab'), lengthOrNull(''), lengthOrNull('')]).toEqual([
      2,
      2,
      null,
      null,
    ]);
    expect(asked).toEqual(['ab', '']);
    lengthOrNull('abc');
    lengthOrNull('ab');
    expect(asked).toEqual(['ab', '', 'abc', 'ab']);
  });
});
