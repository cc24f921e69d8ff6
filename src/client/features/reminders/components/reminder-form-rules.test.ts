import { describe, expect, it } from 'vitest';
import { describeWeekdays } from './reminder-schedule-fields';
import { targetFields } from './reminders-manager';

describe('reminder form rules', () => {
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
