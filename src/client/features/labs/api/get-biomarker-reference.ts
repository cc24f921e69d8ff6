/** GET /api/biomarkers (public): our reference for every marker, grouped by body system. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { BiomarkerReferenceList } from '#shared/contracts/labs.contract';
import { BIOMARKER_REFERENCE_QUERY_KEY } from './biomarker-reference-key';

export async function getBiomarkerReference(signal?: AbortSignal): Promise<BiomarkerReferenceList> {
  return getChecked(
    '/api/biomarkers',
    () => import('#shared/contracts/labs.contract').then((c) => c.biomarkerReferenceListSchema),
    signal,
  );
}

export const biomarkerReferenceQueryOptions = queryOptions({
  queryKey: BIOMARKER_REFERENCE_QUERY_KEY,
  queryFn: ({ signal }) => getBiomarkerReference(signal),
  // Curated data that changes only with a release.
  staleTime: 60 * 60 * 1000,
});

export function useBiomarkerReference() {
  return useQuery(biomarkerReferenceQueryOptions);
}
