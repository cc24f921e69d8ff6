import { describe, expect, it } from 'vitest';
import {
  effectiveRange,
  flagDirection,
  flagLabValue,
  isCriticalFlag,
  isFlagged,
  normaliseResultText,
  parseBoundText,
} from './lab-flags';

const ours = { low: 70, high: 99 };
const reference = effectiveRange({ low: null, high: null }, ours);

describe('effectiveRange', () => {
  it('uses the lab’s printed range over ours, even when only one end is printed', () => {
    expect(effectiveRange({ low: 65, high: 110 }, ours)).toEqual({
      low: 65,
      high: 110,
      source: 'lab',
    });
    expect(effectiveRange({ low: null, high: 200 }, ours)).toEqual({
      low: null,
      high: 200,
      source: 'lab',
    });
  });
  it('falls back to ours, and to nothing', () => {
    expect(reference).toEqual({ low: 70, high: 99, source: 'reference' });
    expect(effectiveRange({ low: null, high: null }, null)).toBeNull();
    expect(
      effectiveRange({ low: undefined, high: undefined }, { low: null, high: null }),
    ).toBeNull();
  });
});

describe('flagLabValue: numbers', () => {
  it('flags low, normal and high against the range, ends included as normal', () => {
    expect(flagLabValue({ value: 69.9, range: reference })).toBe('low');
    expect(flagLabValue({ value: 70, range: reference })).toBe('normal');
    expect(flagLabValue({ value: 99, range: reference })).toBe('normal');
    expect(flagLabValue({ value: 99.1, range: reference })).toBe('high');
  });
  it('flags critical beyond the critical limits, before the range', () => {
    const base = { range: reference, criticalLow: 54, criticalHigh: 400 };
    expect(flagLabValue({ ...base, value: 40 })).toBe('critical_low');
    expect(flagLabValue({ ...base, value: 54 })).toBe('low');
    expect(flagLabValue({ ...base, value: 450 })).toBe('critical_high');
    expect(flagLabValue({ ...base, value: 400 })).toBe('high');
  });
  it('lets the lab’s range decide: 105 is high by ours, normal by a lab printing 65–110', () => {
    expect(flagLabValue({ value: 105, range: reference })).toBe('high');
    expect(flagLabValue({ value: 105, range: effectiveRange({ low: 65, high: 110 }, ours) })).toBe(
      'normal',
    );
  });
  it('is unknown without any range, unless the lab printed H or L', () => {
    expect(flagLabValue({ value: 5, range: null })).toBe('unknown');
    expect(flagLabValue({ value: 5, range: null, labFlag: 'H' })).toBe('high');
    expect(flagLabValue({ value: 5, range: null, labFlag: 'L' })).toBe('low');
    expect(flagLabValue({ value: null, range: reference })).toBe('unknown');
  });
  it('reads a number typed as text', () => {
    expect(flagLabValue({ value: null, valueText: '120', range: reference })).toBe('high');
    expect(flagLabValue({ value: null, valueText: '80,5', range: reference })).toBe('normal');
  });
});

describe('flagLabValue: censored results', () => {
  const crp = effectiveRange({ low: null, high: 5 }, null);
  const egfr = effectiveRange({ low: 60, high: null }, null);
  it('judges "<x" and ">x" by the whole open interval, whatever the value field holds', () => {
    expect(flagLabValue({ value: 1, valueText: '<1', range: crp })).toBe('normal');
    expect(flagLabValue({ value: null, valueText: '>90', range: egfr })).toBe('normal');
    expect(flagLabValue({ value: null, valueText: '>10', range: crp })).toBe('high');
    expect(flagLabValue({ value: null, valueText: '<50', range: egfr })).toBe('low');
    expect(flagLabValue({ value: null, valueText: '<3', range: reference })).toBe('low');
    expect(flagLabValue({ value: null, valueText: '<80', range: reference })).toBe('unknown');
  });
  it('parses the comparison signs', () => {
    expect(parseBoundText('< 0.5')).toEqual({ direction: 'below', bound: 0.5 });
    expect(parseBoundText('≥90')).toEqual({ direction: 'above', bound: 90 });
    expect(parseBoundText('negative')).toBeNull();
  });
});

describe('flagLabValue: dipsticks and text', () => {
  const protein = {
    value: null,
    range: null,
    normalValues: ['negative'],
    scale: ['negative', 'trace', '1+', '2+', '3+', '4+'],
  };
  it('compares ordinal results with the normal values on the scale', () => {
    expect(flagLabValue({ ...protein, valueText: 'Negative' })).toBe('normal');
    expect(flagLabValue({ ...protein, valueText: 'neg' })).toBe('normal');
    expect(flagLabValue({ ...protein, valueText: 'trace' })).toBe('high');
    expect(flagLabValue({ ...protein, valueText: '++' })).toBe('high');
  });
  it('flags other text as abnormal and is unknown without normal values', () => {
    const colour = { value: null, range: null, normalValues: ['yellow', 'pale yellow', 'straw'] };
    expect(flagLabValue({ ...colour, valueText: 'Straw' })).toBe('normal');
    expect(flagLabValue({ ...colour, valueText: 'red' })).toBe('abnormal');
    expect(flagLabValue({ value: null, valueText: 'positive', range: null })).toBe('unknown');
    expect(
      flagLabValue({ value: null, valueText: 'positive', range: null, normalValues: ['negative'] }),
    ).toBe('high');
  });
  it('flags a categorical test’s positive answer as abnormal, never high (ADR 081 item 435)', () => {
    const screen = { value: null, range: null, normalValues: ['negative'], categorical: true };
    expect(flagLabValue({ ...screen, valueText: 'Positive' })).toBe('abnormal');
    expect(flagLabValue({ ...screen, valueText: '2+' })).toBe('abnormal');
    expect(flagLabValue({ ...screen, valueText: 'neg' })).toBe('normal');
  });
  it('judges a categorical test’s index by no range, only by the lab’s own mark (item 749)', () => {
    // 'Antigène HBs 0,39 S/CO Non réactif, réactif si ≥ 1,00': the cut-off read as a low bound.
    const index = { normalValues: ['non-reactive'], categorical: true };
    const reactiveSide = { low: 1, high: null, source: 'lab' } as const;
    expect(flagLabValue({ ...index, value: 0.39, valueText: '0.39', range: reactiveSide })).toBe(
      'unknown',
    );
    expect(
      flagLabValue({ ...index, value: 12.84, range: { ...reactiveSide, low: null, high: 1 } }),
    ).toBe('unknown');
    expect(flagLabValue({ ...index, value: 12.84, range: null, labFlag: 'H' })).toBe('abnormal');
    expect(flagLabValue({ ...index, value: null, valueText: '<0.10', range: reactiveSide })).toBe(
      'unknown',
    );
    // A quantitative test keeps its range.
    expect(flagLabValue({ value: 0.39, range: reactiveSide })).toBe('low');
  });
  it('normalises common spellings', () => {
    expect(normaliseResultText('  NOT   detected ')).toBe('negative');
    expect(normaliseResultText('+++')).toBe('3+');
  });
});

describe('flag helpers', () => {
  it('says which flags are findings, critical, and which causes apply', () => {
    expect(isFlagged('normal')).toBe(false);
    expect(isFlagged('unknown')).toBe(false);
    expect(isFlagged('abnormal')).toBe(true);
    expect(isCriticalFlag('critical_high')).toBe(true);
    expect(isCriticalFlag('high')).toBe(false);
    expect(flagDirection('critical_low')).toBe('low');
    expect(flagDirection('high')).toBe('high');
    expect(flagDirection('normal')).toBeNull();
  });
});
