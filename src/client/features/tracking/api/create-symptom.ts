/** POST /api/symptoms: logs one symptom (201). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { Symptom, SymptomInput } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export async function createSymptom(input: SymptomInput): Promise<Symptom> {
  return requestChecked(
    '/api/symptoms',
    () => import('#shared/contracts/tracking.contract').then((c) => c.symptomSchema),
    { method: 'POST', body: input },
  );
}

export function useCreateSymptom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSymptom,
    retry: false, // a retry after a lost answer would log it twice
    onSuccess: () => invalidateTracking(queryClient),
  });
}
