/**
 * POST /api/medications/analyze: side effects, serious side
 * effects and warnings for each medicine, with their sources, and the interactions between them. A success is
 * remembered on this device under 'lastMedicationAnalysis'.
 */
import { useMutation } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { AnalyzeMedicationsResponse } from '#shared/contracts/medications.contract';
import { saveLastMedicationAnalysis } from '../hooks/use-last-medication-analysis';

export async function analyzeMedications(
  names: readonly string[],
): Promise<AnalyzeMedicationsResponse> {
  return requestChecked(
    '/api/medications/analyze',
    () =>
      import('#shared/contracts/medications.contract').then(
        (c) => c.analyzeMedicationsResponseSchema,
      ),
    { method: 'POST', body: { medications: names } },
  );
}

export function useAnalyzeMedications() {
  return useMutation({
    mutationFn: analyzeMedications,
    retry: false,
    onSuccess: (analysis) =>
      saveLastMedicationAnalysis({
        timestamp: analysis.analyzed_at,
        count: analysis.medications.length,
      }),
  });
}
