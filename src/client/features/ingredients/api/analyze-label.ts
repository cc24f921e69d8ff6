/**
 * POST /api/ingredients/analyze: every ingredient on a label with what it does, its flags and,
 * signed in, this person's warnings. A mutation: each analysis counts toward the free daily cap.
 */
import { useMutation } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { AnalyzeRequest, AnalyzeResponse } from '#shared/contracts/ingredients.contract';

export async function analyzeLabel(request: AnalyzeRequest): Promise<AnalyzeResponse> {
  return requestChecked(
    '/api/ingredients/analyze',
    () => import('#shared/contracts/ingredients.contract').then((c) => c.analyzeResponseSchema),
    { method: 'POST', body: request },
  );
}

export function useAnalyzeLabel() {
  return useMutation({ mutationFn: analyzeLabel, retry: false });
}
