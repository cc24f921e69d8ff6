/** GET /api/providers/:id: an approved listing, or the caller's own whatever its status (public). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { ProviderDetail } from '#shared/contracts/providers.contract';
import { isNotFoundError } from './providers-error';
import { providerQueryKeys } from './provider-query-keys';

export async function getProvider(id: string, signal?: AbortSignal): Promise<ProviderDetail> {
  return getChecked(
    `/api/providers/${encodeURIComponent(id)}`,
    () => import('#shared/contracts/providers.contract').then((c) => c.providerDetailSchema),
    signal,
  );
}

export function providerQueryOptions(id: string) {
  return queryOptions({
    queryKey: providerQueryKeys.provider(id),
    queryFn: ({ signal }) => getProvider(id, signal),
    // A missing listing stays missing: asking again only delays the message.
    retry: (count, error) => !isNotFoundError(error) && count < 2,
  });
}

/** `enabled` waits for the session: an applicant sees their own pending listing. */
export function useProvider(id: string, enabled = true) {
  return useQuery({ ...providerQueryOptions(id), enabled });
}
