/** PATCH /api/medications/:id: changes some fields of one medicine (dose, schedule, the active flag...). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { CabinetMedication, MedicationPatch } from '#shared/contracts/medications.contract';
import { invalidateCabinet } from './list-medications';

export interface UpdateMedicationInput {
  id: string;
  patch: MedicationPatch;
}

export async function updateMedication({
  id,
  patch,
}: UpdateMedicationInput): Promise<CabinetMedication> {
  return requestChecked(
    `/api/medications/${encodeURIComponent(id)}`,
    () => import('#shared/contracts/medications.contract').then((c) => c.medicationSchema),
    { method: 'PATCH', body: patch },
  );
}

export function useUpdateMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedication,
    onSuccess: () => invalidateCabinet(queryClient),
  });
}
