/**
 * GET /api/medications, read only for the names and frequencies of the active medicines, so a
 * check or a timing plan can include the user's cabinet. The medications feature owns the cabinet;
 * the key sits under its 'medications' prefix so its invalidations refresh this too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { MedicationFrequency } from '#shared/contracts/medications.contract';
import { QUERY_ROOTS } from '#client/lib/invalidation';

export interface CabinetEntry {
  name: string;
  frequency: MedicationFrequency;
}

// Only the fields used here are read, so a change elsewhere in a cabinet row does not break the check.
const loadCabinetNamesSchema = () =>
  import('#shared/contracts/medications.contract').then(
    ({ medicationListSchema, medicationSchema }) =>
      medicationListSchema.extend({
        medications: medicationSchema.pick({ name: true, frequency: true, active: true }).array(),
      }),
  );

export const cabinetNamesQueryKey = [...QUERY_ROOTS.medications, 'active-names'] as const;

export async function getCabinetNames(signal?: AbortSignal): Promise<CabinetEntry[]> {
  const answer = await getChecked('/api/medications', loadCabinetNamesSchema, signal);
  return answer.medications
    .filter((medication) => medication.active)
    .map(({ name, frequency }) => ({ name, frequency }));
}

export function cabinetNamesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...cabinetNamesQueryKey, userId],
    queryFn: ({ signal }) => getCabinetNames(signal),
    staleTime: 30 * 1000,
  });
}

/** The signed-in user's active medicines; asks only when `isEnabled` and someone is signed in. */
export function useCabinetNames(isEnabled = true) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...cabinetNamesQueryOptions(userId), enabled: isEnabled && userId !== null });
}
