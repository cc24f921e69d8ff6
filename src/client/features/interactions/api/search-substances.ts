/**
 * GET /api/substances/search?q=&limit=: names that match what the user is typing (brands, UK names
 * and synonyms included). Asked from the second letter, after a short pause; a newer query makes
 * React Query cancel the stale request through its abort signal.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { SubstanceSearchResult } from '#shared/contracts/interactions.contract';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export const SEARCH_MIN_LETTERS = 2;
export const SEARCH_DEBOUNCE_MS = 150;
const DEFAULT_LIMIT = 8;

export const substanceSearchQueryKey = ['substances', 'search'] as const;

export async function searchSubstances(
  query: string,
  limit = DEFAULT_LIMIT,
  signal?: AbortSignal,
): Promise<SubstanceSearchResult[]> {
  const params = new URLSearchParams({ q: query, limit: String(limit) });
  const answer = await getChecked(
    `/api/substances/search?${params.toString()}`,
    () =>
      import('#shared/contracts/interactions.contract').then(
        (c) => c.substanceSearchResponseSchema,
      ),
    signal,
  );
  return answer.results;
}

export function substanceSearchQueryOptions(query: string, limit = DEFAULT_LIMIT) {
  return queryOptions({
    queryKey: [...substanceSearchQueryKey, query.toLowerCase(), limit],
    queryFn: ({ signal }) => searchSubstances(query, limit, signal),
    staleTime: 10 * 60 * 1000,
  });
}

/** Results for `text` once it has two letters and the user has paused typing. */
export function useSubstanceSearch(text: string, limit = DEFAULT_LIMIT) {
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const isEnabled = query.length >= SEARCH_MIN_LETTERS;
  const result = useQuery({
    ...substanceSearchQueryOptions(query, limit),
    enabled: isEnabled,
    // Keeps the last list on screen while the next one loads, so the options do not flicker.
    placeholderData: keepPreviousData,
  });
  return { ...result, query, isEnabled };
}
