/** GET /api/disclaimer/acknowledgement: whether this account has acknowledged the welcome disclaimer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import type { DisclaimerAcknowledgement } from '#shared/contracts/disclaimer.contract';

/** Per account, so a different account signing in on this browser is asked its own question. */
export const disclaimerAcknowledgementQueryKey = (userId: string) =>
  ['disclaimer-acknowledgement', userId] as const;

export function getDisclaimerAcknowledgement(): Promise<DisclaimerAcknowledgement> {
  return apiRequest<DisclaimerAcknowledgement>('/api/disclaimer/acknowledgement');
}

export function disclaimerAcknowledgementQueryOptions(userId: string) {
  return queryOptions({
    queryKey: disclaimerAcknowledgementQueryKey(userId),
    queryFn: getDisclaimerAcknowledgement,
  });
}

export function useDisclaimerAcknowledgement() {
  const { user } = useAuth();
  return useQuery({
    ...disclaimerAcknowledgementQueryOptions(user?.id ?? ''),
    enabled: Boolean(user?.id),
  });
}
