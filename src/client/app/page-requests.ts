/**
 * The URLs pages ask first, built as their hooks build them, for the first data their declarations
 * name (`<area>-pages.ts`, ADR 119). Pure TypeScript: a declaration is read by the server through
 * the client's server entry, and by the app only when a page's meta loads.
 */
import { addDays, daysEndingOn } from '#shared/domain/dates';
import type { PageVisit } from '#shared/contracts/page-data.contract';
import { sharedPageData } from './page-declaration';

export const id = (value: string | undefined) => encodeURIComponent(value ?? '');

/** '?a=1&b=2' from the values given (empty ones left out), as the client's query builders write it. */
export function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The trends the progress pages open with: 30 days ending on the visitor's day. */
export const bodyMetricsOfMonth = (date: string) =>
  `/api/account/body-metrics${query({ from: addDays(date, -29) })}`;
export const habitsWithArchived = (date: string) =>
  `/api/habits${query({ today: date, include_archived: 'true' })}`;
/** Pattern insights (a paid feature: a free member's 403 is not kept), asked after the trends. */
export const patternsOf = ({ date }: PageVisit) => [
  `/api/insights/patterns${query({ today: date })}`,
];
export const trends = (date: string) => `/api/trends${query({ days: '30', today: date })}`;
export const goals = (date: string) => `/api/goals${query({ today: date })}`;
export const habits = (date: string) => `/api/habits${query({ today: date })}`;
/** The food logs of the 7 days ending on the visitor's day (the nutrition and diet charts). */
export const lastWeekFoodLogs = (date: string) =>
  daysEndingOn(date, 7).map((day) => `/api/food-log/${id(day)}`);
export const supplementTotals = (date: string) => `/api/supplements/totals${query({ date })}`;

/** The first day and the last day of the visitor's month. */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 8)}01`;
  const next = addDays(from, 32);
  return { from, to: addDays(`${next.slice(0, 8)}01`, -1) };
}

/** The ids of the items of a list answer's `key` (`{ [key]: [{ id }] }`), in its order. */
export function idsIn(
  answers: Readonly<Record<string, unknown>>,
  path: string,
  key: string,
): string[] {
  const list = (answers[path] as Record<string, unknown> | null | undefined)?.[key];
  if (!Array.isArray(list)) return [];
  return list
    .map((item) => (item as { id?: unknown } | null)?.id)
    .filter((itemId): itemId is string => typeof itemId === 'string');
}

/** The id of the first item of a list answer's `key`, if it has one. */
export function firstIdIn(
  answers: Readonly<Record<string, unknown>>,
  path: string,
  key: string,
): string | null {
  return idsIn(answers, path, key)[0] ?? null;
}

/** What the profile, the onboarding steps and the wellness page ask first: the profile. */
export const PROFILE_DATA = sharedPageData('profile', {
  firstRequests: () => ['/api/profile'],
  // The body measurements section, shown once the profile has rendered.
  thenRequests: ({ date }) => [bodyMetricsOfMonth(date)],
});
