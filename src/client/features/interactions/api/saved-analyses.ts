/**
 * Saved analyses (paid: drug_interaction_database), one fetcher and hook per endpoint:
 * GET and POST /api/interactions/analyses, GET and DELETE /api/interactions/analyses/:id, and the
 * PDF at /api/interactions/analyses/:id/pdf (a plain link: the browser downloads it).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { getChecked, requestChecked } from '#client/lib/checked-answer';
import type {
  SavedAnalysis,
  SavedAnalysisSummary,
  saveAnalysisRequestSchema,
} from '#shared/contracts/interactions.contract';

export const savedAnalysesQueryKey = ['interactions', 'analyses'] as const;
const analysisPath = (id: string) => `/api/interactions/analyses/${encodeURIComponent(id)}`;

export type SaveAnalysisInput = z.input<typeof saveAnalysisRequestSchema>;

// GET /api/interactions/analyses
export async function listSavedAnalyses(signal?: AbortSignal): Promise<SavedAnalysisSummary[]> {
  const answer = await getChecked(
    '/api/interactions/analyses',
    () => import('#shared/contracts/interactions.contract').then((c) => c.savedAnalysisListSchema),
    signal,
  );
  return answer.analyses;
}

/** Asks only when `isEnabled` (the caller has checked the plan) and someone is signed in. */
export function useSavedAnalyses(isEnabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...savedAnalysesQueryKey, 'list', user?.id ?? null],
    queryFn: ({ signal }) => listSavedAnalyses(signal),
    enabled: isEnabled && user !== null,
  });
}

// GET /api/interactions/analyses/:id
export async function getSavedAnalysis(id: string, signal?: AbortSignal): Promise<SavedAnalysis> {
  return getChecked(
    analysisPath(id),
    () => import('#shared/contracts/interactions.contract').then((c) => c.savedAnalysisSchema),
    signal,
  );
}

export function savedAnalysisQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...savedAnalysesQueryKey, 'one', id],
    queryFn: ({ signal }) => getSavedAnalysis(id, signal),
  });
}

// POST /api/interactions/analyses
export async function saveAnalysis(input: SaveAnalysisInput): Promise<SavedAnalysisSummary> {
  return requestChecked(
    '/api/interactions/analyses',
    () =>
      import('#shared/contracts/interactions.contract').then((c) => c.savedAnalysisSummarySchema),
    { method: 'POST', body: { title: input.title, items: input.items } },
  );
}

export function useSaveAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnalysis,
    retry: false, // a retry after a lost answer would save it twice
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAnalysesQueryKey }),
  });
}

// DELETE /api/interactions/analyses/:id
export async function deleteSavedAnalysis(id: string): Promise<void> {
  await apiRequest<unknown>(analysisPath(id), { method: 'DELETE' });
}

export function useDeleteSavedAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedAnalysis,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...savedAnalysesQueryKey, 'one', id] });
      return queryClient.invalidateQueries({ queryKey: [...savedAnalysesQueryKey, 'list'] });
    },
  });
}

// GET /api/interactions/analyses/:id/pdf
export function savedAnalysisPdfUrl(id: string): string {
  return `${analysisPath(id)}/pdf`;
}
