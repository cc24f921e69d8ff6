/**
 * Which earned badges a report may show next to its own numbers. A badge is earned over a run of
 * days that can start before the report's week, so a week can hold the day a 'Symptom-free week'
 * was earned and, later, two headaches. The report shows a badge only when its own numbers say
 * the same thing, so the text and the badges can never contradict each other.
 * Pure TypeScript: no DOM, no Node APIs.
 */

/** The report's own figures that a badge's claim can be checked against. */
export interface ReportFacts {
  /** Symptom entries logged in the report's days. */
  symptomCount: number;
  /** Nights with sleep logged in the report's days. */
  sleepNights: number;
  /** Days with anything logged in the report's days. */
  daysWithData: number;
}

/** What each claim-making badge needs from the report's figures; other badges always hold. */
const CLAIMS: Readonly<Record<string, (facts: ReportFacts) => boolean>> = {
  // 'Symptom-free week': only in a report that counts no symptom at all.
  symptom_free_week: (facts) => facts.symptomCount === 0 && facts.daysWithData > 0,
  sleep_week: (facts) => facts.sleepNights > 0,
  checkin_streak_7: (facts) => facts.daysWithData > 0,
};

export function badgeHoldsFor(key: string, facts: ReportFacts): boolean {
  const claim = CLAIMS[key];
  return claim ? claim(facts) : true;
}

/** The badges a report may list, in their order. */
export function consistentBadges<T extends { key: string }>(
  badges: readonly T[],
  facts: ReportFacts,
): T[] {
  return badges.filter((badge) => badgeHoldsFor(badge.key, facts));
}
