/**
 * POST /api/labs (multipart `test_type` + `file`) → 201 LabReportDetail, the extraction ready for
 * review. fetch cannot report upload progress, so this one request goes through XMLHttpRequest; it
 * sends what api-client sends (same-origin cookies, the browser's Origin, the start-up headers) and
 * turns errors into the same ApiError.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client';
import {
  labReportDetailSchema,
  type LabReportDetail,
  type LabTestType,
} from '#shared/contracts/labs.contract';
import { invalidateLabs, labReportQueryKey } from './lab-query-keys';

export const LAB_UPLOAD_PATH = '/api/labs';
const NETWORK_MESSAGE = 'Network error. Please check your connection.';

export interface UploadProgress {
  /** Bytes sent so far and in all (total is 0 when the browser cannot tell). */
  loaded: number;
  total: number;
}

export interface UploadLabReportInput {
  file: File;
  testType: LabTestType;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** The api client's start-up headers (X-Requested-With, no-cache), left out inside an iframe. */
function startUpHeaders(): Record<string, string> {
  if (isEmbedded()) return {};
  return { 'X-Requested-With': 'XMLHttpRequest', 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

function toApiError(xhr: XMLHttpRequest): ApiError {
  const body = (parseBody(xhr.responseText) ?? {}) as { code?: unknown; message?: unknown };
  const retryAfter = Number(xhr.getResponseHeader('retry-after'));
  return new ApiError(
    xhr.status,
    typeof body.code === 'string' ? body.code : `HTTP_${xhr.status}`,
    typeof body.message === 'string' ? body.message : xhr.statusText || 'Request failed',
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** Sends the file with upload progress; resolves with the extracted report. */
export function uploadWithProgress({
  file,
  testType,
  onProgress,
  signal,
}: UploadLabReportInput): Promise<LabReportDetail> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', LAB_UPLOAD_PATH);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(startUpHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr));
        return;
      }
      const parsed = labReportDetailSchema.safeParse(parseBody(xhr.responseText));
      if (parsed.success) resolve(parsed.data);
      else
        reject(new ApiError(xhr.status, 'BAD_RESPONSE', 'The server sent an unexpected answer.'));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    // The text field first, so the server knows the test type before the file streams in.
    const form = new FormData();
    form.append('test_type', testType);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export function useUploadLabReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWithProgress,
    retry: false,
    onSuccess: (report) => {
      queryClient.setQueryData(labReportQueryKey(report.id), report);
      void invalidateLabs(queryClient);
    },
  });
}
