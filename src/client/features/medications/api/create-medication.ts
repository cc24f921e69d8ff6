/** POST /api/medications: adds a medicine to the cabinet (201); the server re-analyses the cabinet about 1 s later. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { CabinetMedication, MedicationInput } from '#shared/contracts/medications.contract';
import { invalidateCabinet } from './list-medications';

export async function createMedication(input: MedicationInput): Promise<CabinetMedication> {
  return requestChecked(
    '/api/medications',
    () => import('#shared/contracts/medications.contract').then((c) => c.medicationSchema),
    { method: 'POST', body: input },
  );
}

export function useCreateMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMedication,
    retry: false, // a retry after a lost answer would add the medicine twice
    onSuccess: () => invalidateCabinet(queryClient),
  });
}
