import { describe, expect, it } from 'vitest';
import { fixtureIndex } from '../../../../tests/setup/knowledge-fixture';
import { parseClock, planTiming } from './timing-planner';

const index = fixtureIndex();
const timeOf = (plan: ReturnType<typeof planTiming>, item: number) =>
  plan.schedule.filter((slot) => slot.doses.some((d) => d.item === item)).map((slot) => slot.time);

describe('planTiming', () => {
  it('puts levothyroxine on waking and calcium 4 hours later', () => {
    const plan = planTiming(
      index,
      [
        { name: 'Synthroid', doses_per_day: 1 },
        { name: 'calcium carbonate', doses_per_day: 1 },
      ],
      '07:00',
      '22:30',
    );
    expect(timeOf(plan, 0)).toEqual(['07:00']);
    expect(parseClock(timeOf(plan, 1)[0]!) - parseClock('07:00')).toBeGreaterThanOrEqual(240);
    expect(plan.rules).toEqual([
      expect.objectContaining({ between: [0, 1], hours: 4, kept: true }),
    ]);
    expect(plan.all_rules_kept).toBe(true);
  });

  it('keeps every rule for several doses of several items', () => {
    const plan = planTiming(
      index,
      [
        { name: 'levothyroxine', doses_per_day: 1 },
        { name: 'calcium', doses_per_day: 2 },
        { name: 'iron', doses_per_day: 1 },
        { name: 'magnesium', doses_per_day: 1 },
      ],
      '06:30',
      '23:00',
    );
    expect(plan.all_rules_kept).toBe(true);
    for (const rule of plan.rules) expect(rule.gap_hours).toBeGreaterThanOrEqual(rule.hours);
    expect(timeOf(plan, 1)).toHaveLength(2);
  });

  it('says which rule it could not keep when the day is too short', () => {
    const plan = planTiming(
      index,
      [
        { name: 'levothyroxine', doses_per_day: 1 },
        { name: 'calcium', doses_per_day: 2 },
        { name: 'iron', doses_per_day: 2 },
      ],
      '08:00',
      '16:00',
    );
    expect(plan.all_rules_kept).toBe(false);
    expect(plan.rules.some((rule) => !rule.kept && rule.gap_hours < rule.hours)).toBe(true);
  });

  it('keeps an unknown item in the plan with an honest note', () => {
    const plan = planTiming(index, [{ name: 'mystery tonic', doses_per_day: 1 }], '07:00', '22:00');
    expect(plan.schedule[0]!.doses[0]!.note).toMatch(/do not know this item/);
  });
});
