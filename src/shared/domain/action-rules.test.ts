import { describe, expect, it } from 'vitest';
import { quickTip, recurringName, suggestActions, type ActionInputs } from './action-rules';

const quiet: ActionInputs = {
  lifestyle: {
    exerciseFrequency: '3-4-times',
    smokingStatus: 'never',
    alcoholConsumption: 'rarely',
    sleepHours: 8,
  },
  completeness: 100,
  sleepLast7: [8, 8, 8],
  waterLast7: [8, 8, 8],
  dailyLogDaysLast7: 3,
  moodLast7: [4, 4, 4],
  moodPrevious7: [4, 4, 4],
  habitCompletionLast7: [1, 1, 1],
  topSymptom: null,
  mostSkippedMedicine: null,
};
const keys = (inputs: ActionInputs) => suggestActions(inputs).map((s) => s.rule_key);

describe('suggestActions', () => {
  it('suggests nothing when everything is fine', () => {
    expect(suggestActions(quiet)).toEqual([]);
  });

  it('sleep under 7 h over 7 days → Protect a 7-hour sleep window (lifestyle, high)', () => {
    const [action] = suggestActions({ ...quiet, sleepLast7: [6, 6.5, 5.5] });
    expect(action).toMatchObject({
      rule_key: 'sleep_window',
      title: 'Protect a 7-hour sleep window',
      category: 'lifestyle',
      priority: 'high',
    });
    expect(action?.description).toContain(
      '6.0 hours a night on average over your last 3 logged nights',
    );
    expect(action?.steps.length).toBeGreaterThan(1);
  });

  it('uses the profile sleep when fewer than 3 nights are logged', () => {
    expect(keys({ ...quiet, sleepLast7: [5], lifestyle: { sleepHours: 6 } })).toContain(
      'sleep_window',
    );
    expect(keys({ ...quiet, sleepLast7: [5], lifestyle: { sleepHours: 8 } })).not.toContain(
      'sleep_window',
    );
  });

  it('water: none logged → track it (low); under 6 glasses → nutrition, medium', () => {
    expect(suggestActions({ ...quiet, waterLast7: [] })[0]).toMatchObject({
      rule_key: 'water',
      priority: 'low',
      category: 'nutrition',
    });
    expect(suggestActions({ ...quiet, waterLast7: [3, 4, 5] })[0]).toMatchObject({
      title: 'Drink a glass of water with each meal',
      priority: 'medium',
      category: 'nutrition',
    });
  });

  it('exercise none → fitness', () => {
    const [action] = suggestActions({
      ...quiet,
      lifestyle: { ...quiet.lifestyle, exerciseFrequency: 'none' },
    });
    expect(action).toMatchObject({ rule_key: 'move_more', category: 'fitness' });
  });

  it('a symptom on 4 of 14 days → talk to your doctor', () => {
    const [action] = suggestActions({ ...quiet, topSymptom: { name: 'Headache', days: 4 } });
    expect(action?.title).toBe('Talk to your doctor about recurring headaches');
    expect(keys({ ...quiet, topSymptom: { name: 'Headache', days: 3 } })).toEqual([]);
  });

  it('a medicine skipped often → reminder, keyed by the medicine', () => {
    expect(
      keys({
        ...quiet,
        mostSkippedMedicine: { id: 'm1', name: 'Metformin', skipped: 3, logged: 10 },
      }),
    ).toEqual(['medicine_skipped:m1']);
    expect(
      keys({
        ...quiet,
        mostSkippedMedicine: { id: 'm1', name: 'Metformin', skipped: 2, logged: 20 },
      }),
    ).toEqual([]);
  });

  it('low mood or a drop of a point → plan something you enjoy', () => {
    expect(suggestActions({ ...quiet, moodLast7: [2, 2, 2] })[0]).toMatchObject({
      rule_key: 'low_mood',
      priority: 'high',
    });
    expect(
      suggestActions({ ...quiet, moodLast7: [3, 3, 3], moodPrevious7: [4, 4, 4.5] })[0],
    ).toMatchObject({
      rule_key: 'low_mood',
      priority: 'medium',
    });
  });

  it('regular smoking → quit plan (high, impact 10); incomplete profile → complete it', () => {
    expect(suggestActions({ ...quiet, lifestyle: { smokingStatus: 'regular' } })[0]).toMatchObject({
      rule_key: 'quit_smoking',
      priority: 'high',
      impact_score: 10,
    });
    expect(keys({ ...quiet, completeness: 40 })).toEqual(['complete_profile']);
  });

  it('orders by priority, then impact, then key', () => {
    const all = suggestActions({
      ...quiet,
      lifestyle: {
        smokingStatus: 'regular',
        exerciseFrequency: 'none',
        alcoholConsumption: 'daily',
      },
      completeness: 20,
      sleepLast7: [5, 5, 5],
      waterLast7: [2, 2, 2],
      topSymptom: { name: 'Nausea', days: 6 },
    });
    const ranks = all.map((a) => ['high', 'medium', 'low'].indexOf(a.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(all[0]?.rule_key).toBe('quit_smoking');
    expect(all.length).toBeGreaterThan(5);
  });
});

describe('quickTip', () => {
  it('names the top pending action with its impact and effort', () => {
    expect(quickTip(quiet, [{ title: 'Walk', impact_score: 8, time_sensitivity: 5 }])).toBe(
      'Start with "Walk": Impact 8/10 for Effort 3/5.',
    );
  });
  it('is deterministic from the data without pending actions', () => {
    expect(
      quickTip({ ...quiet, moodLast7: [], dailyLogDaysLast7: 0, sleepLast7: [] }, []),
    ).toContain('Log your mood');
    expect(quickTip(quiet, [])).toContain('All caught up');
  });
});

it('recurringName pluralises aches', () => {
  expect(recurringName('Headache')).toBe('headaches');
  expect(recurringName('Fatigue')).toBe('fatigue');
});

describe('safety actions', () => {
  const source = { title: 'FDA label', url: 'https://example.org/label' };
  const busy: ActionInputs = {
    ...quiet,
    sleepLast7: [5, 5, 5],
    topSymptom: { name: 'Headache', days: 6 },
    interactions: [
      {
        severity: 'moderate',
        pair: ['Ibuprofen', 'Lisinopril'],
        summary: 'NSAIDs can blunt blood-pressure medicines.',
        management: 'Check your blood pressure.',
        source,
      },
      {
        severity: 'minor',
        pair: ['Vitamin C', 'Iron'],
        summary: 'Helps absorption.',
        management: 'Nothing to do.',
        source: null,
      },
      {
        severity: 'major',
        pair: ['Warfarin', 'Ibuprofen'],
        summary: 'Raises the risk of bleeding.',
        management: 'Avoid the combination unless your doctor says otherwise.',
        source,
      },
    ],
    labFlags: { reportId: 'r1', markers: ['LDL cholesterol (high)'], isCritical: false },
  };

  it('puts a major interaction first, then moderate, then a lab flag, then the rest; minor ones are left out', () => {
    const actions = suggestActions(busy);
    expect(actions.slice(0, 3).map((a) => a.rule_key)).toEqual([
      'interaction:major:ibuprofen+warfarin',
      'interaction:moderate:ibuprofen+lisinopril',
      'lab_flags:r1',
    ]);
    expect(actions[0]).toMatchObject({
      title: 'Major interaction: Warfarin and Ibuprofen',
      priority: 'high',
      steps: [
        'What to do: Avoid the combination unless your doctor says otherwise.',
        expect.stringContaining('pharmacist'),
        'Source: FDA label (https://example.org/label)',
      ],
    });
    expect(actions[2]?.title).toBe(
      'Review your lab results outside the range: LDL cholesterol (high)',
    );
    expect(keys(busy)).not.toContain(expect.stringContaining('Vitamin C'));
    expect(keys(busy).slice(3)).toEqual(expect.arrayContaining(['sleep_window']));
  });

  it('dates the lab action by the latest report’s collection day, as the dashboard card does', () => {
    const dated = (labFlags: NonNullable<ActionInputs['labFlags']>) =>
      suggestActions({ ...quiet, labFlags }).find((a) => a.rule_key === 'lab_flags:r1')
        ?.description;
    expect(dated({ ...busy.labFlags!, dated: 'collected Nov 2, 2026' })).toBe(
      'Your latest lab report (collected Nov 2, 2026) has results outside the reference range. Go through them with your doctor.',
    );
    expect(dated({ ...busy.labFlags!, isCritical: true, dated: 'uploaded Nov 20, 2026' })).toBe(
      'Your latest lab report (uploaded Nov 20, 2026) has a result far outside the range. Contact your doctor promptly.',
    );
  });

  it('names the same pair once, whichever way round the checker listed it', () => {
    const twice = suggestActions({
      ...quiet,
      interactions: [
        busy.interactions![2]!,
        { ...busy.interactions![2]!, pair: ['Ibuprofen', 'Warfarin'] },
      ],
    });
    expect(twice).toHaveLength(1);
  });
});
