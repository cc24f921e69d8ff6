/** POST /api/medications: adds a medicine to the cabinet (201); the server re-analyses the cabinet about 1 s later. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  medicationSchema,
  type CabinetMedication,
  type MedicationInput,
} from '#shared/contracts/medications.contract';
import { invalidateCabinet } from './list-medications';

export async function createMedication(input: MedicationInput): Promise<CabinetMedication> {
  const body = await apiRequest<unknown>('/api/medications', { method: 'POST', body: input });
  return medicationSchema.parse(body);
}

export function useCreateMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMedication,
    retry: false, // a retry after a lost answer would add the medicine twice
    onSuccess: () => invalidateCabinet(queryClient),
  });
}
