/** GET /api/symptoms/options: the predefined symptom names (free text is allowed too). */
import { useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import { SYMPTOM_OPTIONS } from '#shared/contracts/tracking.contract';
import { trackingQueryKey, useTrackingUserId } from './query-keys';

export async function getSymptomOptions(signal?: AbortSignal): Promise<string[]> {
  const answer = await getChecked(
    '/api/symptoms/options',
    () => import('#shared/contracts/tracking.contract').then((c) => c.symptomOptionsSchema),
    signal,
  );
  return answer.options;
}

export function useSymptomOptions() {
  const userId = useTrackingUserId();
  return useQuery({
    queryKey: [...trackingQueryKey, 'symptom-options', userId],
    queryFn: ({ signal }) => getSymptomOptions(signal),
    staleTime: Infinity,
    // The shared list shows at once; the server's answer replaces it when it arrives.
    placeholderData: [...SYMPTOM_OPTIONS],
    enabled: userId !== null,
  });
}
