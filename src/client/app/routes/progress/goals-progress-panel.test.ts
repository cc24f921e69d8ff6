import { describe, expect, it } from 'vitest';
import type { Goal } from '#shared/contracts/tracking.contract';
import { isDietGoal, unitWord } from './goals-progress-panel';

describe('goals', () => {
  const goal = (overrides: Partial<Goal>): Goal =>
    ({ title: 'Sleep better', metric: 'sleep_hours', profile_goal: null, ...overrides }) as Goal;

  it('keeps water, weight and food goals for the diet page', () => {
    expect(isDietGoal(goal({ metric: 'water_glasses', title: 'Hydrate' }))).toBe(true);
    expect(isDietGoal(goal({ metric: 'custom', title: 'Eat more vegetables' }))).toBe(true);
    expect(
      isDietGoal(goal({ metric: 'custom', title: 'Steps', profile_goal: 'Better nutrition' })),
    ).toBe(true);
    expect(isDietGoal(goal({}))).toBe(false);
  });

  it('says 1 day, 2 days, 1 week', () => {
    expect([
      unitWord(1, 'days'),
      unitWord(2, 'days'),
      unitWord(1, 'weeks'),
      unitWord(0, 'weeks'),
    ]).toEqual(['day', 'days', 'week', 'weeks']);
  });
});
