/**
 * GET /api/dashboard/summary: the dashboard's first screen in one request. Each part it answers is
 * filed under the query that part's own route fills (the profile, the plan, the day's log, the
 * cabinet's safety, the lab list and newest report, notifications), so the panels render from it
 * without asking again, and every write that makes a part stale refreshes that part as before.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import { QUERY_ROOTS } from '#client/lib/invalidation';
import { useToday } from '#client/lib/use-today';
import type { DashboardSummary } from '#shared/contracts/dashboard.contract';
import { disclaimerAcknowledgementQueryKey } from '#client/features/disclaimer/api/get-disclaimer-acknowledgement';
import { labReportListQueryKey, labReportQueryKey } from '#client/features/labs/api/lab-query-keys';
import { safetyAnalysisQueryOptions } from '#client/features/medications/api/get-safety-analysis';
import { safetySummaryQueryOptions } from '#client/features/medications/api/get-safety-summary';
import { notificationsQueryKey } from '#client/features/notifications/api/get-unread-count';
import { preferencesQueryKey } from '#client/features/profile/api/get-preferences';
import { profileQueryKey } from '#client/features/profile/api/get-profile';
import { subscriptionQueryOptions } from '#client/features/billing/api/get-subscription';
import { dailyLogQueryOptions } from '#client/features/tracking/api/get-daily-log';

export const dashboardSummaryQueryKey = (userId: string | null, date: string) =>
  [...QUERY_ROOTS.dashboard, 'summary', userId, date] as const;

/**
 * Files each part the server answered under its own query; a null part is left to its route. The
 * summary was checked against its contract as a whole, so each part already has its route's shape.
 */
export function fileSummaryParts(
  queryClient: QueryClient,
  userId: string,
  summary: DashboardSummary,
): void {
  const file = <T>(key: readonly unknown[], value: T | null, toData: (part: T) => unknown) => {
    if (value !== null) queryClient.setQueryData(key, toData(value));
  };
  const asIs = <T>(part: T) => part;
  file(profileQueryKey, summary.profile, (part) => part.profile);
  file(preferencesQueryKey, summary.preferences, asIs);
  file(subscriptionQueryOptions(userId).queryKey, summary.subscription, asIs);
  file(dailyLogQueryOptions(userId, summary.date).queryKey, summary.daily_log, asIs);
  file(safetyAnalysisQueryOptions(userId).queryKey, summary.safety, asIs);
  file(safetySummaryQueryOptions(userId).queryKey, summary.safety_summary, asIs);
  file([...labReportListQueryKey, userId], summary.labs, (part) => part.reports);
  if (summary.latest_lab_report)
    file(labReportQueryKey(summary.latest_lab_report.id), summary.latest_lab_report, asIs);
  file(disclaimerAcknowledgementQueryKey(userId), summary.disclaimer_acknowledgement, asIs);
  file(notificationsQueryKey(userId), summary.notifications, asIs);
}

export function dashboardSummaryQueryOptions(
  queryClient: QueryClient,
  userId: string | null,
  date: string,
) {
  return queryOptions({
    queryKey: dashboardSummaryQueryKey(userId, date),
    queryFn: async ({ signal }) => {
      const summary = await getChecked(
        `/api/dashboard/summary?date=${encodeURIComponent(date)}`,
        () => import('#shared/contracts/dashboard.contract').then((c) => c.dashboardSummarySchema),
        signal,
      );
      if (userId) fileSummaryParts(queryClient, userId, summary);
      return summary;
    },
    staleTime: 30 * 1000,
    // The parts live on in their own queries; a failed summary falls back to them, not to retries.
    retry: false,
  });
}

export function useDashboardSummary() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const today = useToday();
  return useQuery({
    ...dashboardSummaryQueryOptions(queryClient, userId, today),
    enabled: userId !== null,
  });
}
