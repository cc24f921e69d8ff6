/** GET /api/health, run on demand from the recovery card's debug panel ('Run Connection Test'). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { HealthResponse } from '#shared/contracts/health.contract';

export function checkConnection(): Promise<HealthResponse> {
  return apiRequest<HealthResponse>('/api/health');
}

export function useCheckConnection() {
  return useMutation({ mutationFn: checkConnection, retry: false });
}
