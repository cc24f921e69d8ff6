/**
 * Health records in and out (ADR 058): the FHIR download link, the import preview and its
 * confirmation (which also creates the lab reports in review, all or nothing) and the body metrics
 * list. The Apple Health upload is apple-health-upload.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type {
  BodyMetricList,
  FhirImportConfirm,
  FhirImportPreview,
  FhirImportResult,
} from '#shared/contracts/fhir.contract';

/** GET /api/account/fhir: a plain link, so the browser downloads the attachment. */
export const FHIR_EXPORT_URL = '/api/account/fhir';

export const bodyMetricsQueryKey = ['account', 'body-metrics'] as const;

export function useBodyMetrics() {
  return useQuery({
    queryKey: bodyMetricsQueryKey,
    queryFn: () => apiRequest<BodyMetricList>('/api/account/body-metrics'),
  });
}

export const previewFhirImport = (bundle: unknown) =>
  apiRequest<FhirImportPreview>('/api/account/fhir', { method: 'POST', body: bundle });

export const confirmFhirImport = (body: FhirImportConfirm) =>
  apiRequest<FhirImportResult>('/api/account/fhir/confirm', { method: 'POST', body });
