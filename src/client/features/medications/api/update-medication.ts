/** PATCH /api/medications/:id: changes some fields of one medicine (dose, schedule, the active flag...). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  medicationSchema,
  type CabinetMedication,
  type MedicationPatch,
} from '#shared/contracts/medications.contract';
import { invalidateCabinet } from './list-medications';

export interface UpdateMedicationInput {
  id: string;
  patch: MedicationPatch;
}

export async function updateMedication({
  id,
  patch,
}: UpdateMedicationInput): Promise<CabinetMedication> {
  const body = await apiRequest<unknown>(`/api/medications/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });
  return medicationSchema.parse(body);
}

export function useUpdateMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedication,
    onSuccess: () => invalidateCabinet(queryClient),
  });
}
