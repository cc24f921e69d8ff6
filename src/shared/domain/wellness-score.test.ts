import { describe, expect, it } from 'vitest';
import { DEFAULT_WELLNESS_SCORE } from './action-plan';
import {
  calculateWellnessScore,
  moodScore,
  sleepScore,
  symptomScore,
  type WellnessInputs,
} from './wellness-score';

const empty: WellnessInputs = {
  lifestyle: null,
  sleepHours: [],
  moods: [],
  energies: [],
  habitCompletion: [],
  trackedDays: 0,
  symptomDaySeverities: [],
};

describe('calculateWellnessScore', () => {
  it('answers the default 78, flagged, only when there is no data at all', () => {
    expect(calculateWellnessScore(empty)).toEqual({
      score: DEFAULT_WELLNESS_SCORE,
      is_default: true,
      parts: [],
    });
    // An empty lifestyle object is no data either.
    expect(calculateWellnessScore({ ...empty, lifestyle: {} }).is_default).toBe(true);
  });

  it('scores from mood alone, renormalising the weights', () => {
    const result = calculateWellnessScore({
      ...empty,
      moods: [5, 5],
      energies: [5, 5],
      trackedDays: 2,
    });
    expect(result.is_default).toBe(false);
    // Mood 100 and no symptoms on 2 tracked days (100) → 100.
    expect(result.score).toBe(100);
    expect(result.parts.map((p) => p.key)).toEqual(['mood', 'symptoms']);
    expect(result.parts.reduce((sum, p) => sum + p.weight, 0)).toBeCloseTo(1, 2);
  });

  it('combines every part with its weight', () => {
    const result = calculateWellnessScore({
      lifestyle: {
        exerciseFrequency: 'none',
        smokingStatus: 'regular',
        alcoholConsumption: 'daily',
        sleepHours: 5,
        stressLevel: 10,
      },
      sleepHours: [6, 6],
      moods: [1, 1],
      energies: [1, 1],
      habitCompletion: [0.5, 0.5],
      trackedDays: 2,
      symptomDaySeverities: [10, 10],
    });
    // lifestyle 0+5+2+0+0 = 7; sleep 80; mood 0; habits 50; symptoms 0.
    const expected = Math.round(7 * 0.25 + 80 * 0.2 + 0 * 0.25 + 50 * 0.15 + 0 * 0.15);
    expect(result.score).toBe(expected);
    expect(result.parts).toHaveLength(5);
    expect(result.parts.find((p) => p.key === 'sleep')?.detail).toBe(
      '6.0 hours a night on average over 2 logged nights',
    );
  });
});

describe('part scores', () => {
  it('sleep: 100 within 7-9 hours, less outside', () => {
    expect(sleepScore(7)).toBe(100);
    expect(sleepScore(9)).toBe(100);
    expect(sleepScore(6)).toBe(80);
    expect(sleepScore(10.5)).toBe(70);
    expect(sleepScore(0)).toBe(0);
  });
  it('mood: 1 → 0, 5 → 100', () => {
    expect(moodScore(1, 1)).toBe(0);
    expect(moodScore(5, 5)).toBe(100);
    expect(moodScore(3, 3)).toBe(50);
  });
  it('symptoms: burden from share of days and severity', () => {
    expect(symptomScore(10, [])).toBe(100);
    expect(symptomScore(10, [5, 5, 5, 5, 5])).toBe(75);
    expect(symptomScore(0, [])).toBe(100);
  });
});
