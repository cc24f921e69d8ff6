/** The pure rules behind goals and badges: progress maths, profile goal mapping, badge measures. */
import { describe, expect, it } from 'vitest';
import { measureAchievements } from './achievement-rules';
import { measureGoal, type GoalData } from './goal-progress';
import { DEFAULT_SLEEP_TARGET_HOURS, planProfileGoals } from './profile-goals';
import { mergeDoses } from './daily-log.service';

const window = [
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
];
const data = (overrides: Partial<GoalData> = {}): GoalData => ({
  window,
  daily: {},
  checkInDays: new Set(),
  symptomDays: new Set(),
  ...overrides,
});
const goal = { unit: null, direction: 'at_least', period: 'day', current_value: null } as const;

describe('goal progress', () => {
  it('counts the days meeting a daily target, and at-most targets', () => {
    const water = new Map([
      ['2026-11-20', 8],
      ['2026-11-21', 3],
    ]);
    expect(
      measureGoal(
        { ...goal, metric: 'water_glasses', target_value: 8 },
        data({ daily: { water_glasses: water } }),
      ),
    ).toMatchObject({ days_met: 1, days_logged: 2, percent: 14, is_met: false });
    expect(
      measureGoal(
        { ...goal, metric: 'water_glasses', target_value: 4, direction: 'at_most' },
        data({ daily: { water_glasses: water } }),
      ),
    ).toMatchObject({ days_met: 1 });
  });

  it('says so when there is nothing to measure yet', () => {
    expect(
      measureGoal({ ...goal, metric: 'mood', target_value: 4, period: 'week' }, data()),
    ).toMatchObject({
      current_value: null,
      percent: 0,
      summary: 'Nothing logged in the last 7 days yet',
    });
    expect(measureGoal({ ...goal, metric: 'custom', target_value: null }, data())).toBeNull();
    expect(
      measureGoal({ ...goal, metric: 'weight', target_value: 70, unit: 'kg' }, data()),
    ).toMatchObject({ is_met: false, percent: 0 });
  });

  it('averages levels and counts symptom-free check-in days over the week', () => {
    const mood = new Map([
      ['2026-11-20', 5],
      ['2026-11-21', 2],
    ]);
    expect(
      measureGoal(
        { ...goal, metric: 'mood', target_value: 4, period: 'week' },
        data({ daily: { mood } }),
      ),
    ).toMatchObject({ current_value: 3.5, is_met: false, percent: 88 });
    const checkInDays = new Set(['2026-11-18', '2026-11-19', '2026-11-20']);
    const symptomDays = new Set(['2026-11-19']);
    expect(
      measureGoal(
        { ...goal, metric: 'symptom_free_days', target_value: 2, period: 'day' },
        data({ checkInDays, symptomDays }),
      ),
    ).toMatchObject({ current_value: 2, is_met: true, percent: 100 });
  });

  it('compares the user\u2019s own value for weight, either direction', () => {
    expect(
      measureGoal(
        {
          ...goal,
          metric: 'weight',
          target_value: 70,
          current_value: 80,
          direction: 'at_most',
          unit: 'kg',
        },
        data(),
      ),
    ).toMatchObject({ is_met: false, percent: 88, summary: 'Now 80 kg; target at most 70 kg' });
    expect(
      measureGoal(
        { ...goal, metric: 'weight', target_value: 70, current_value: 69, direction: 'at_most' },
        data(),
      ),
    ).toMatchObject({ is_met: true, percent: 100 });
  });
});

describe('goals from the profile', () => {
  it('maps measurable goals, keeps others as the user\u2019s own and skips a weight goal without a target', () => {
    const plan = planProfileGoals(
      {
        primary: [
          'Better sleep',
          'Gain weight',
          'More energy',
          'Manage blood pressure',
          'Better sleep',
        ],
      },
      {},
    );
    expect(plan.goals.map((g) => [g.profile_goal, g.metric, g.target_value])).toEqual([
      ['Better sleep', 'sleep_hours', DEFAULT_SLEEP_TARGET_HOURS],
      ['More energy', 'energy', 4],
      ['Manage blood pressure', 'custom', null],
    ]);
    expect(plan.skipped.map((s) => s.profile_goal)).toEqual(['Gain weight']);
  });

  it('converts the current weight to the target\u2019s unit', () => {
    const plan = planProfileGoals(
      { primary: ['Lose weight'], specificTargets: { targetWeight: 150, weightUnit: 'lbs' } },
      { weight: 80, weightUnit: 'kg' },
    );
    expect(plan.goals[0]).toMatchObject({
      metric: 'weight',
      target_value: 150,
      current_value: 176.4,
      unit: 'lbs',
      direction: 'at_most',
    });
  });
});

describe('achievement measures', () => {
  const none = {
    moodDays: [],
    symptomDays: [],
    dailyLogDays: [],
    sleepDays: [],
    checkIns: [],
    profileCompleteness: 0,
    goalCount: 0,
    lastDay: '2026-11-22',
  };

  it('is zero for a new user and reads the profile score', () => {
    const progress = measureAchievements({ ...none, profileCompleteness: 85 });
    expect(progress).toMatchObject({
      first_log: 0,
      checkin_streak_7: 0,
      habit_streak_7: 0,
      complete_profile: 85,
    });
  });

  it('counts one habit\u2019s run, not days across different habits', () => {
    const checkIns = ['2026-11-15', '2026-11-16', '2026-11-17'].flatMap((d, i) => [
      { habit_id: i % 2 ? 'a' : 'b', check_date: d },
    ]);
    expect(measureAchievements({ ...none, checkIns })).toMatchObject({
      habit_streak_7: 1,
      checkin_streak_7: 3,
    });
  });
});

describe('dose marks', () => {
  it('merges by medicine and removes on null', () => {
    expect(
      mergeDoses(
        [{ medication_id: 'a', status: 'taken' }],
        [
          { medication_id: 'b', status: 'skipped' },
          { medication_id: 'a', status: null },
        ],
      ),
    ).toEqual([{ medication_id: 'b', status: 'skipped' }]);
  });
});
