/**
 * GET /api/reports/weekly?week=YYYY-Www: the week's report (free 'wellness_reports'), and the address
 * of its PDF (paid 'pdf_reports'), which is a plain link so the browser downloads it.
 */
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { WeeklyReport } from '#shared/contracts/reports.contract';
import { useToday } from '#client/lib/use-today';
import { QUERY_ROOTS } from '#client/lib/invalidation';
import { withToday } from '#client/lib/today-query';

/** Under the 'progress' root: a tracker written makes it stale (lib/invalidation.ts). */
export const weeklyReportKey = (userId: string | null, week: string | null, today: string) =>
  [...QUERY_ROOTS.progress, 'weekly-report', userId, week, today] as const;

export async function getWeeklyReport(
  week: string | null,
  today: string,
  signal?: AbortSignal,
): Promise<WeeklyReport> {
  return getChecked(
    `/api/reports/weekly${withToday(today, { week })}`,
    () => import('#shared/contracts/reports.contract').then((c) => c.weeklyReportSchema),
    signal,
  );
}

/** `week` null: the current week. */
export function useWeeklyReport(week: string | null = null) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const today = useToday();
  return useQuery({
    queryKey: weeklyReportKey(userId, week, today),
    queryFn: ({ signal }) => getWeeklyReport(week, today, signal),
    enabled: userId !== null,
    staleTime: 60 * 1000,
  });
}

// GET /api/reports/weekly/pdf
export function weeklyReportPdfUrl(week: string | null, today: string): string {
  return `/api/reports/weekly/pdf${withToday(today, { week })}`;
}
