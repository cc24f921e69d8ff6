/**
 * POST /api/medications/analyze: side effects, serious side
 * effects and warnings for each medicine, with their sources, and the interactions between them. A success is
 * remembered on this device under 'lastMedicationAnalysis'.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  analyzeMedicationsResponseSchema,
  type AnalyzeMedicationsResponse,
} from '#shared/contracts/medications.contract';
import { saveLastMedicationAnalysis } from '../hooks/use-last-medication-analysis';

export async function analyzeMedications(
  names: readonly string[],
): Promise<AnalyzeMedicationsResponse> {
  const body = await apiRequest<unknown>('/api/medications/analyze', {
    method: 'POST',
    body: { medications: names },
  });
  return analyzeMedicationsResponseSchema.parse(body);
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
