/**
 * Which cached views each kind of write makes stale: the one table every mutation hook asks after
 * a write, so a change shows everywhere it appears without a reload (ADR 057).
 *
 * Every query key starts with one of `QUERY_ROOTS`; a feature builds its keys from its root. A new
 * view adds its root here and to each write kind that changes what it shows; a new kind of write
 * adds one row to `WRITE_EFFECTS`.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const QUERY_ROOTS = {
  /** The cabinet: its list, its background safety analysis, the checker's cabinet names. */
  medications: ['medications'],
  /** The unified profile (its medicines are the cabinet's) and the overview's counts. */
  profile: ['profile'],
  preferences: ['preferences'],
  systemCheck: ['system-check'],
  recoveryStatus: ['recovery-status'],
  /** Trackers and the daily log (the day's medicine doses, the dashboard's Today panel). */
  tracking: ['tracking'],
  /** Trends, patterns, action plans (safety first), wellness score, reminders, notifications. */
  progress: ['progress'],
  /** The weekly insight (reads the cabinet's interactions and the lab flags). */
  insights: ['insights'],
  /** Meal plans and the food log (food–drug rules and cabinet flags). */
  nutrition: ['nutrition'],
  /** Oils and remedies with personal warnings from the profile and the cabinet. */
  aromatherapy: ['aromatherapy'],
  labs: ['labs'],
  /** A summary read behind the dashboard, for views that gather several areas at once. */
  dashboard: ['dashboard'],
} as const satisfies Record<string, QueryKey>;

export type QueryRoot = keyof typeof QUERY_ROOTS;

/** The notifications list and the header's bell share this entry under 'progress'. */
export const notificationsKey = (userId: string | null) =>
  [...QUERY_ROOTS.progress, 'notifications', userId] as const;

/** Everything that shows a medicine: the cabinet and every view that reads it. */
const SHOWS_MEDICINES = [
  QUERY_ROOTS.medications,
  QUERY_ROOTS.profile,
  QUERY_ROOTS.systemCheck,
  QUERY_ROOTS.tracking,
  QUERY_ROOTS.progress,
  QUERY_ROOTS.insights,
  QUERY_ROOTS.nutrition,
  QUERY_ROOTS.aromatherapy,
  QUERY_ROOTS.dashboard,
] as const;

/** Everything that reads the profile's facts (allergies, diet, conditions, goals, medicines). */
const SHOWS_PROFILE = [...SHOWS_MEDICINES] as const;

export const WRITE_EFFECTS = {
  /** A medicine added, edited, stopped or deleted in the cabinet. */
  medication: SHOWS_MEDICINES,
  /** A profile save: any section, the medicine list included (it is the cabinet). */
  profile: SHOWS_PROFILE,
  /** The last onboarding step: the profile and the onboarding flag in the preferences. */
  onboarding: [...SHOWS_PROFILE, QUERY_ROOTS.preferences],
  /** Legacy data merged into the profile (its medicines land in the cabinet). */
  profileRecovery: [...SHOWS_PROFILE, QUERY_ROOTS.recoveryStatus],
  /** A mood, symptom, habit, goal or daily log entry: trackers, trends, score, insight. */
  tracking: [
    QUERY_ROOTS.tracking,
    QUERY_ROOTS.progress,
    QUERY_ROOTS.insights,
    QUERY_ROOTS.dashboard,
  ],
  /** A lab report uploaded, reviewed, analysed or deleted: its flags feed plans and alerts. */
  labs: [QUERY_ROOTS.labs, QUERY_ROOTS.progress, QUERY_ROOTS.insights, QUERY_ROOTS.dashboard],
  /** A food logged or a meal plan made, swapped or deleted. */
  nutrition: [QUERY_ROOTS.nutrition, QUERY_ROOTS.progress, QUERY_ROOTS.dashboard],
  /** A reminder created, changed or deleted. */
  reminder: [[...QUERY_ROOTS.progress, 'reminders']],
  /** A notification marked read: the list and the bell. */
  notificationRead: [[...QUERY_ROOTS.progress, 'notifications']],
} as const satisfies Record<string, readonly QueryKey[]>;

export type WriteKind = keyof typeof WRITE_EFFECTS;

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => key[index] === part);
}

/** Whether a write of this kind makes the cached query under `key` stale. */
export function isStaleAfter(kind: WriteKind, key: QueryKey): boolean {
  return WRITE_EFFECTS[kind].some((prefix) => startsWith(key, prefix));
}

/**
 * Marks every query the write changed stale and asks again those on screen. `fresh` names entries
 * the caller has just filled from the write's own answer (left as they are).
 */
export function invalidateAfterWrite(
  queryClient: QueryClient,
  kind: WriteKind,
  options: { fresh?: readonly QueryKey[] } = {},
): Promise<void> {
  const fresh = options.fresh ?? [];
  return queryClient.invalidateQueries({
    predicate: (query) =>
      isStaleAfter(kind, query.queryKey) &&
      !fresh.some((key) => key.length === query.queryKey.length && startsWith(query.queryKey, key)),
  });
}

/**
 * The kinds of write that refresh a page showing these views (its declaration's `views`, ADR
 * 119): each write whose effects reach one of them, a root or a part of one.
 */
export function writesRefreshing(views: readonly QueryRoot[]): WriteKind[] {
  return (Object.keys(WRITE_EFFECTS) as WriteKind[]).filter((kind) =>
    WRITE_EFFECTS[kind].some((prefix) =>
      views.some(
        (view) => startsWith(prefix, QUERY_ROOTS[view]) || startsWith(QUERY_ROOTS[view], prefix),
      ),
    ),
  );
}
