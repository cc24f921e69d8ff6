import { describe, expect, it } from 'vitest';
import { describeWeekdays } from './reminder-schedule-fields';
import { scheduleProblem, targetFields } from './reminders-manager';

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
