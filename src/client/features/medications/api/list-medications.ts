/**
 * GET /api/medications: the signed-in user's cabinet, active first and newest first. Every cabinet
 * query sits under the 'medications' key, so one invalidation refreshes the list, the background
 * analysis and the interactions feature's cabinet names together.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { CabinetMedication } from '#shared/contracts/medications.contract';
import { invalidateAfterWrite, QUERY_ROOTS } from '#client/lib/invalidation';

export const medicationsQueryKey = QUERY_ROOTS.medications;

export async function listMedications(signal?: AbortSignal): Promise<CabinetMedication[]> {
  const list = await getChecked(
    '/api/medications',
    () => import('#shared/contracts/medications.contract').then((c) => c.medicationListSchema),
    signal,
  );
  return list.medications;
}

export function medicationsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...medicationsQueryKey, 'list', userId],
    queryFn: ({ signal }) => listMedications(signal),
    staleTime: 30 * 1000,
  });
}

/** Asks only once someone is signed in: a signed-out request would only answer 401. */
export function useMedications() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...medicationsQueryOptions(userId), enabled: userId !== null });
}

/** After any cabinet change: every view that shows a medicine asks again (the write map). */
export function invalidateCabinet(queryClient: QueryClient): Promise<void> {
  return invalidateAfterWrite(queryClient, 'medication');
}

export function countActive(medications: readonly CabinetMedication[]): number {
  return medications.filter((medication) => medication.active).length;
}
