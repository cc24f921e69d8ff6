import { describe, expect, it } from 'vitest';
import { badgeHoldsFor, consistentBadges } from './report-badges';

const quietWeek = { symptomCount: 0, sleepNights: 7, daysWithData: 7 };

describe('badges a report may show', () => {
  it("shows 'Symptom-free week' only when the report counts no symptom", () => {
    expect(badgeHoldsFor('symptom_free_week', quietWeek)).toBe(true);
    expect(badgeHoldsFor('symptom_free_week', { ...quietWeek, symptomCount: 2 })).toBe(false);
    expect(badgeHoldsFor('symptom_free_week', { ...quietWeek, daysWithData: 0 })).toBe(false);
  });

  it('keeps badges that make no claim about the week, in their order', () => {
    const badges = [
      { key: 'first_goal' },
      { key: 'symptom_free_week' },
      { key: 'sleep_week' },
      { key: 'complete_profile' },
    ];
    expect(
      consistentBadges(badges, { symptomCount: 1, sleepNights: 0, daysWithData: 3 }).map(
        (b) => b.key,
      ),
    ).toEqual(['first_goal', 'complete_profile']);
  });
});
