/**
 * GET /api/account/body-metrics?from=: the body measurements (imported from Apple Health or a FHIR
 * record) over the trends' window. Keyed under the account's body-metrics key, so an import
 * finishing (which invalidates that key) refreshes the charts too.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { useToday } from '#client/lib/use-today';
import { addDays } from '#shared/domain/dates';
import type { BodyMetricList } from '#shared/contracts/fhir.contract';
import { bodyMetricsQueryKey } from '#client/features/account/api/health-records';

export function useBodyMeasurements(days: number) {
  const { user } = useAuth();
  const today = useToday();
  const from = addDays(today, -(days - 1));
  return {
    from,
    today,
    query: useQuery({
      queryKey: [...bodyMetricsQueryKey, user?.id ?? null, from],
      queryFn: () => apiRequest<BodyMetricList>(`/api/account/body-metrics?from=${from}`),
      enabled: user !== null,
      staleTime: 60 * 1000,
    }),
  };
}
