/**
 * Health records in and out (ADR 058): the FHIR download link, the import preview and its
 * confirmation (which also creates the lab reports in review, all or nothing), the Apple Health
 * upload with its progress, and the body metrics list.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#client/lib/api-client';
import type {
  AppleHealthImportResult,
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

/**
 * POST /api/account/apple-health with the ZIP as the body. XMLHttpRequest, not fetch, because it
 * reports upload progress; the server reads the file as it arrives, so the upload's progress is
 * the import's.
 */
export function uploadAppleHealth(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<AppleHealthImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/account/apple-health');
    request.setRequestHeader('Content-Type', 'application/zip');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { code?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // An answer that is not JSON is reported by its status below.
      }
      if (request.status >= 200 && request.status < 300) resolve(body as AppleHealthImportResult);
      else
        reject(
          new ApiError(
            request.status,
            body.code ?? `HTTP_${request.status}`,
            body.message ?? 'The import failed. Please try again.',
          ),
        );
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.'));
    request.send(file);
  });
}
