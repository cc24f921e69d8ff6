/**
 * GET /api/medications/:id: one medicine, its facts with sources, and what it meets in the
 * cabinet (404 for anyone else's id). Under the cabinet's root, so every cabinet write refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { MedicationDetail } from '#shared/contracts/medications.contract';
import { medicationsQueryKey } from './list-medications';

export function medicationPath(id: string): string {
  return `/api/medications/${encodeURIComponent(id)}`;
}

export async function getMedication(id: string, signal?: AbortSignal): Promise<MedicationDetail> {
  return getChecked(
    medicationPath(id),
    () => import('#shared/contracts/medications.contract').then((c) => c.medicationDetailSchema),
    signal,
  );
}

export function medicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...medicationsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getMedication(id, signal),
    staleTime: 30 * 1000,
  });
}

export function useMedication(id: string) {
  return useQuery(medicationQueryOptions(id));
}
