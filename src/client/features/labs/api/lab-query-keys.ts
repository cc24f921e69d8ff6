/** Every signed-in lab query sits under 'labs', so one invalidation refreshes lists, reports and history. */
import type { QueryClient } from '@tanstack/react-query';

export const labsQueryKey = ['labs'] as const;

export function invalidateLabs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: labsQueryKey });
}

export const labReportQueryKey = (id: string) => [...labsQueryKey, 'detail', id] as const;
export const labReportListQueryKey = [...labsQueryKey, 'list'] as const;
export const biomarkerHistoryQueryKey = [...labsQueryKey, 'history'] as const;
