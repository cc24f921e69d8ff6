/** Every signed-in lab query sits under 'labs', so one invalidation refreshes lists, reports and history. */
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAfterWrite, QUERY_ROOTS } from '#client/lib/invalidation';

export const labsQueryKey = QUERY_ROOTS.labs;

export function invalidateLabs(queryClient: QueryClient): Promise<void> {
  return invalidateAfterWrite(queryClient, 'labs');
}

export const labReportQueryKey = (id: string) => [...labsQueryKey, 'detail', id] as const;
export const labReportListQueryKey = [...labsQueryKey, 'list'] as const;
export const biomarkerHistoryQueryKey = [...labsQueryKey, 'history'] as const;
