import { describe, expect, it } from 'vitest';
import {
  MIN_DAYS_PER_GROUP,
  cohensD,
  effectSizeWords,
  comparePattern,
  findPatterns,
  type AnalysisDay,
  type FactorDefinition,
} from './correlations';

const walk: FactorDefinition = { key: 'habit:walk', label: 'Walked', when: 'On days you walked' };
const tea: FactorDefinition = { key: 'tag:tea', label: 'Tea', when: 'On days tagged "tea"' };

/** Days with the factor at `withMoods`, then days without at `withoutMoods`. */
function days(withMoods: number[], withoutMoods: number[], key = walk.key): AnalysisDay[] {
  return [
    ...withMoods.map((mood, i) => ({
      date: `w${i}`,
      outcomes: { mood },
      factors: { [key]: true },
    })),
    ...withoutMoods.map((mood, i) => ({
      date: `o${i}`,
      outcomes: { mood },
      factors: { [key]: false },
    })),
  ];
}

describe('comparePattern', () => {
  it('states the difference of means, the day counts and the sentence', () => {
    const pattern = comparePattern(walk, 'mood', days([4, 4, 5, 4], [3, 3, 4, 3, 3]));
    expect(pattern).toMatchObject({
      factor: 'habit:walk',
      outcome: 'mood',
      effect: 1.05,
      days_with: 4,
      days_without: 5,
      direction: 'higher',
      mean_with: 4.25,
      mean_without: 3.2,
    });
    expect(pattern?.summary).toBe(
      'On days you walked, your mood averaged 1.1 points higher (4.3 vs 3.2; 4 days with, 5 without).',
    );
    expect(pattern?.effect_size).toBeGreaterThan(1);
  });

  it('shows nothing with 2 days with and 10 without (too little data)', () => {
    expect(comparePattern(walk, 'mood', days([5, 5], [2, 2, 2, 2, 2, 3, 3, 3, 3, 3]))).toBeNull();
  });

  it('shows nothing with 10 days with and 2 without', () => {
    expect(comparePattern(walk, 'mood', days([5, 5, 5, 4, 4, 4, 5, 5, 4, 5], [1, 1]))).toBeNull();
  });

  it(`needs exactly ${MIN_DAYS_PER_GROUP} days per group`, () => {
    expect(comparePattern(walk, 'mood', days([5, 4, 5], [2, 3, 2]))).not.toBeNull();
  });

  it('shows nothing when every value is the same (no difference)', () => {
    expect(comparePattern(walk, 'mood', days([3, 3, 3, 3], [3, 3, 3, 3]))).toBeNull();
  });

  it('shows no pattern when either group has no spread (d would be a divide-by-zero artefact)', () => {
    expect(comparePattern(walk, 'mood', days([4, 4, 4], [2, 2, 2]))).toBeNull();
    expect(comparePattern(walk, 'mood', days([4, 4, 4], [1, 2, 3]))).toBeNull();
    expect(comparePattern(walk, 'mood', days([3, 4, 5], [1, 1, 1]))).toBeNull();
  });

  it('drops trivial differences (|d| < 0.2)', () => {
    // Means 3.05 vs 3.0 with a spread of about 1: d ≈ 0.05.
    const pattern = comparePattern(
      walk,
      'mood',
      days([2, 4, 2, 4, 3.25, 3.05], [2, 4, 2, 4, 3, 3]),
    );
    expect(pattern).toBeNull();
  });

  it('states a lower mood with direction lower', () => {
    const pattern = comparePattern(walk, 'mood', days([2, 2, 3], [4, 4, 5, 4]));
    expect(pattern?.direction).toBe('lower');
    expect(pattern?.effect).toBeLessThan(0);
    expect(pattern?.summary).toContain('points lower');
  });

  it('leaves out days where the factor or the outcome is unknown', () => {
    const base = days([5, 4, 5], [2, 3, 1]);
    const unknown: AnalysisDay[] = [
      { date: 'u1', outcomes: { mood: 1 }, factors: { [walk.key]: null } },
      { date: 'u2', outcomes: { mood: null }, factors: { [walk.key]: true } },
      { date: 'u3', outcomes: {}, factors: {} },
    ];
    const pattern = comparePattern(walk, 'mood', [...base, ...unknown]);
    expect(pattern).toMatchObject({ days_with: 3, days_without: 3, effect: 2.67 });
  });
});

describe('cohensD', () => {
  it('uses the pooled standard deviation', () => {
    // Means 5 and 3; both sample SDs are 1 → d = 2.
    expect(cohensD([4, 5, 6], [2, 3, 4])).toBeCloseTo(2, 6);
  });
  it('is 0 for equal means with spread on both sides', () => {
    expect(cohensD([1, 5], [2, 4])).toBe(0);
  });
  it('is null when either side has no spread', () => {
    expect(cohensD([1, 5], [3, 3])).toBeNull();
    expect(cohensD([4], [1, 2])).toBeNull();
  });
  it('reads |d| in words', () => {
    expect(effectSizeWords(1.4)).toBe('large difference');
    expect(effectSizeWords(-0.6)).toBe('medium difference');
    expect(effectSizeWords(0.3)).toBe('small difference');
  });
});

describe('findPatterns', () => {
  it('sorts by |effect| and keeps the top N', () => {
    const merged: AnalysisDay[] = days([5, 5, 4, 5], [2, 2, 3, 2]).map((day, i) => ({
      ...day,
      // Tea on alternating days: a weaker association.
      factors: { ...day.factors, [tea.key]: i % 2 === 0 },
    }));
    const patterns = findPatterns([tea, walk], merged, ['mood']);
    expect(patterns[0]?.factor).toBe('habit:walk');
    expect(findPatterns([tea, walk], merged, ['mood'], 1)).toHaveLength(1);
  });

  it('orders ties by effect size, then factor key, then outcome', () => {
    const a: FactorDefinition = { key: 'a', label: 'A', when: 'On A days' };
    const b: FactorDefinition = { key: 'b', label: 'B', when: 'On B days' };
    const tied: AnalysisDay[] = [
      ...[4, 5, 4].map((v, i) => ({
        date: `x${i}`,
        outcomes: { mood: v, energy: v },
        factors: { a: true, b: true },
      })),
      ...[3, 2, 3].map((v, i) => ({
        date: `y${i}`,
        outcomes: { mood: v, energy: v },
        factors: { a: false, b: false },
      })),
    ];
    const order = findPatterns([b, a], tied).map((p) => `${p.factor}/${p.outcome}`);
    expect(order).toEqual(['a/energy', 'a/mood', 'b/energy', 'b/mood']);
  });

  it('returns nothing without data', () => {
    expect(findPatterns([walk], [])).toEqual([]);
  });
});
