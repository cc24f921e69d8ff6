/** GET /api/symptoms/options: the predefined symptom names (free text is allowed too). */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { SYMPTOM_OPTIONS, symptomOptionsSchema } from '#shared/contracts/tracking.contract';
import { trackingQueryKey, useTrackingUserId } from './query-keys';

export async function getSymptomOptions(signal?: AbortSignal): Promise<string[]> {
  const body = await apiRequest<unknown>('/api/symptoms/options', { signal });
  return symptomOptionsSchema.parse(body).options;
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
