/**
 * POST /api/ingredients/analyze: every ingredient on a label with what it does, its flags and,
 * signed in, this person's warnings. A mutation: each analysis counts toward the free daily cap.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  analyzeResponseSchema,
  type AnalyzeRequest,
  type AnalyzeResponse,
} from '#shared/contracts/ingredients.contract';

export async function analyzeLabel(request: AnalyzeRequest): Promise<AnalyzeResponse> {
  const body = await apiRequest<unknown>('/api/ingredients/analyze', {
    method: 'POST',
    body: request,
  });
  return analyzeResponseSchema.parse(body);
}

export function useAnalyzeLabel() {
  return useMutation({ mutationFn: analyzeLabel, retry: false });
}
