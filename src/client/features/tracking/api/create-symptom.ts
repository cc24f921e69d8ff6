/** POST /api/symptoms: logs one symptom (201). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  symptomSchema,
  type Symptom,
  type SymptomInput,
} from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export async function createSymptom(input: SymptomInput): Promise<Symptom> {
  const body = await apiRequest<unknown>('/api/symptoms', { method: 'POST', body: input });
  return symptomSchema.parse(body);
}

export function useCreateSymptom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSymptom,
    retry: false, // a retry after a lost answer would log it twice
    onSuccess: () => invalidateTracking(queryClient),
  });
}
