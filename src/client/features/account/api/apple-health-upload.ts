/**
 * The Apple Health import sent in parts and read in the background (ADR 094). A phone's export is
 * hundreds of megabytes; sent in one request it meets the server's request timeout on a slow
 * uplink and a dropped connection loses everything. So the file goes in numbered parts, each
 * sized by the speed measured so far (a part takes a few seconds), a part that failed is sent
 * again, and the reading is polled until it ends. The upload's id is kept in this browser, so a
 * member who leaves the page sees the result when they come back.
 */
import { ApiError, apiRequest } from '#client/lib/api-client';
import type { AppleHealthImportResult, AppleHealthUpload } from '#shared/contracts/fhir.contract';

const BASE = '/api/account/apple-health/uploads';
const FIRST_PART_BYTES = 1024 * 1024;
const MIN_PART_BYTES = 256 * 1024;
/** A part should take about this long: well inside the request timeout, yet few requests. */
const PART_TARGET_MS = 4_000;
const PART_TRIES = 4;
const POLL_MS = 1_000;
const KEPT_UPLOAD = 'wellnest.apple-health-upload';

export type AppleHealthPhase = 'uploading' | 'queued' | 'reading' | 'saving';

export interface AppleHealthProgress {
  phase: AppleHealthPhase;
  /** 0..1 of the phase (sending the file, then reading it). */
  fraction: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One part by XMLHttpRequest, for its upload progress. */
function sendPart(
  uploadId: string,
  number: number,
  bytes: Blob,
  onLoaded: (loaded: number) => void,
): Promise<AppleHealthUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `${BASE}/${uploadId}/parts/${number}`);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.upload.onprogress = (event) => onLoaded(event.loaded);
    request.onload = () => {
      let body: { code?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // An answer that is not JSON is reported by its status below.
      }
      if (request.status >= 200 && request.status < 300) resolve(body as AppleHealthUpload);
      else {
        const retryAfter = Number(request.getResponseHeader('Retry-After'));
        reject(
          new ApiError(
            request.status,
            body.code ?? `HTTP_${request.status}`,
            body.message ?? 'The upload failed. Please try again.',
            Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
          ),
        );
      }
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.'));
    request.send(bytes);
  });
}

/** Worth sending again: the network, a rate limit or a passing server fault, not the file. */
const passing = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

async function sendParts(
  file: Blob,
  upload: AppleHealthUpload,
  onProgress: (progress: AppleHealthProgress) => void,
): Promise<void> {
  let offset = 0;
  let number = 1;
  let partBytes = FIRST_PART_BYTES;
  while (offset < file.size) {
    const part = file.slice(offset, Math.min(file.size, offset + partBytes));
    const started = performance.now();
    for (let attempt = 1; ; attempt += 1) {
      try {
        await sendPart(upload.id, number, part, (loaded) =>
          onProgress({ phase: 'uploading', fraction: (offset + loaded) / file.size }),
        );
        break;
      } catch (error) {
        if (!passing(error) || attempt >= PART_TRIES) throw error;
        const retryAfter = (error as ApiError).retryAfterSeconds;
        await pause(retryAfter ? retryAfter * 1000 : 1000 * 2 ** (attempt - 1));
      }
    }
    offset += part.size;
    number += 1;
    partBytes = nextPartBytes(part.size, performance.now() - started, upload.part_max_bytes);
  }
}

/**
 * The next part sized to take about PART_TARGET_MS at the speed the last one went: at most twice
 * the last (one fast part on a shaky link is not a promise), within 256 kB and the server's most.
 */
export function nextPartBytes(lastBytes: number, lastMs: number, maxBytes: number): number {
  const fitting = (lastBytes / Math.max(1, lastMs)) * PART_TARGET_MS;
  return Math.round(Math.min(maxBytes, Math.max(MIN_PART_BYTES, Math.min(fitting, lastBytes * 2))));
}

/** Polls the upload until its reading ends: the result, or the refusal as an ApiError. */
export async function awaitAppleHealthReading(
  uploadId: string,
  onProgress: (progress: AppleHealthProgress) => void,
): Promise<AppleHealthImportResult> {
  for (;;) {
    const upload = await apiRequest<AppleHealthUpload>(`${BASE}/${uploadId}`);
    if (upload.status === 'done' && upload.result) return upload.result;
    if (upload.error)
      throw new ApiError(upload.error.status, upload.error.code, upload.error.message);
    if (upload.status === 'uploading')
      throw new ApiError(409, 'APPLE_HEALTH_UPLOAD_UNFINISHED', 'This upload was not finished.');
    onProgress({
      phase: upload.status as AppleHealthPhase,
      fraction: upload.bytes_total > 0 ? upload.bytes_read / upload.bytes_total : 0,
    });
    await pause(POLL_MS);
  }
}

/** Sends the export in parts, then waits for its reading in the background. */
export async function uploadAppleHealth(
  file: Blob,
  onProgress: (progress: AppleHealthProgress) => void,
): Promise<AppleHealthImportResult> {
  const upload = await apiRequest<AppleHealthUpload>(BASE, {
    method: 'POST',
    body: { size: file.size },
  });
  onProgress({ phase: 'uploading', fraction: 0 });
  await sendParts(file, upload, onProgress);
  await apiRequest<AppleHealthUpload>(`${BASE}/${upload.id}/complete`, { method: 'POST' });
  keepUploadId(upload.id);
  try {
    return await awaitAppleHealthReading(upload.id, onProgress);
  } finally {
    keepUploadId(null);
  }
}

/** The upload being read when the member left the page, if any. */
export function keptUploadId(): string | null {
  try {
    return window.localStorage.getItem(KEPT_UPLOAD);
  } catch {
    return null;
  }
}

export function keepUploadId(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(KEPT_UPLOAD, id);
    else window.localStorage.removeItem(KEPT_UPLOAD);
  } catch {
    // Storage refused (private mode): the result shows only while the page stays open.
  }
}
