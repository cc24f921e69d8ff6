import { describe, expect, it } from 'vitest';
import type { Goal } from '#shared/contracts/tracking.contract';
import { TREND_SERIES } from '#shared/contracts/progress.contract';
import { parseTrendWindow } from '../hooks/use-trend-window';
import { isDietGoal, unitWord } from './goals-progress';
import { describeWeekdays } from './reminder-schedule-fields';
import { scheduleProblem, targetFields } from './reminders-manager';
import { axisMaxFor, formatSeriesValue, seriesStartingWith } from './trend-series-display';

describe('trend series display', () => {
  it('gives counts an axis of whole steps, and leaves fixed scales and larger counts alone', () => {
    expect(axisMaxFor('symptom_count', [0, null, 0])).toBe(4);
    expect(axisMaxFor('symptom_count', [0, 6])).toBeUndefined();
    expect(axisMaxFor('water_glasses', [3, 5])).toBe(8);
    expect(axisMaxFor('mood', [2])).toBe(5);
    expect(axisMaxFor('sleep_hours', [7])).toBeUndefined();
  });

  it('reads shares as percentages and hours with their unit', () => {
    expect(formatSeriesValue('habit_completion', 0.564)).toBe('56%');
    expect(formatSeriesValue('sleep_hours', 7.25)).toBe('7.3 h');
    expect(formatSeriesValue('mood', 3.456)).toBe('3.5');
  });

  it('puts a page’s series first and still charts every series once', () => {
    const order = seriesStartingWith(['water_glasses', 'energy']);
    expect(order.slice(0, 2)).toEqual(['water_glasses', 'energy']);
    expect([...order].sort()).toEqual([...TREND_SERIES].sort());
  });

  it('takes 7, 30 or 90 from the address and 30 for anything else', () => {
    expect(['7', '30', '90', '14', 'x', null].map(parseTrendWindow)).toEqual([
      7, 30, 90, 30, 30, 30,
    ]);
  });
});

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

describe('reminder form rules', () => {
  it('names the first problem before anything is sent', () => {
    expect(scheduleProblem({ localTime: '', weekdays: [1], channels: ['in_app'] })).toBe(
      'Choose a time',
    );
    expect(scheduleProblem({ localTime: '24:00', weekdays: [1], channels: ['in_app'] })).toBe(
      'Choose a time',
    );
    expect(scheduleProblem({ localTime: '07:30', weekdays: [], channels: ['in_app'] })).toBe(
      'Choose at least one day',
    );
    expect(scheduleProblem({ localTime: '07:30', weekdays: [1], channels: [] })).toBe(
      'Choose in-app, email or both',
    );
    expect(scheduleProblem({ localTime: '07:30', weekdays: [1], channels: ['email'] })).toBeNull();
  });

  it('turns the chosen target into exactly one of habit_id and medication_id', () => {
    expect(targetFields('habit:h-1')).toEqual({ habit_id: 'h-1' });
    expect(targetFields('medication:m:2')).toEqual({ medication_id: 'm:2' });
    expect(targetFields('')).toBeNull();
    expect(targetFields('goal:g-1')).toBeNull();
  });

  it('describes the days in words', () => {
    expect(describeWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(describeWeekdays([5, 1, 2, 3, 4])).toBe('Weekdays');
    expect(describeWeekdays([6, 0])).toBe('Weekends');
    expect(describeWeekdays([3, 1])).toBe('Mon, Wed');
  });
});
