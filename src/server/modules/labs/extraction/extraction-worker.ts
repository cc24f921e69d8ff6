/**
 * One extraction worker thread: reads the files the pool sends it with the in-thread reader
 * (pdf.js, tesseract.js, the unpacked-size check and every limit) and answers with the rows or
 * with the reason it refused. Started through extraction-worker.mjs, which loads TypeScript.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { resolvePDFJSImport } from 'unpdf';
import { createBiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { createLabExtractor } from './extract-lab-report';
import type {
  ExtractionWorkerData,
  WorkerReply,
  WorkerRequest,
} from './extraction-worker.protocol';
import { LabExtractionError } from './lab-extraction-error';

/**
 * This thread's scheduling priority, lowered so that the event loop (health checks, every other
 * request) wins the CPU when both want it: on 2 cores the event loop otherwise waits for its turn
 * behind the reader and its OCR thread (measured stalls of 100-200 ms). Linux only: there
 * setpriority on a thread id changes that thread alone, and threads it starts (tesseract.js's)
 * inherit it. Elsewhere the worker simply runs at normal priority.
 */
const WORKER_NICENESS = 10;
function lowerThreadPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) setPriority(threadId, WORKER_NICENESS);
  } catch {
    // Not Linux, or not allowed: keep the normal priority.
  }
}
lowerThreadPriority();

const port = parentPort;
if (!port) throw new Error('extraction-worker runs as a worker thread only');
const data = workerData as ExtractionWorkerData;
const extractor = createLabExtractor(createBiomarkerReference(data.markers));

function reply(message: WorkerReply): void {
  port!.postMessage(message);
}

port.on('message', (request: WorkerRequest) => {
  if (request.type === 'warm-up') {
    const warm = () => reply({ type: 'warm', id: request.id });
    extractor.warmUp().then(warm, warm);
    return;
  }
  extractor.extract(request.bytes, request.kind).then(
    (result) => reply({ type: 'done', id: request.id, result }),
    (error: unknown) =>
      reply({
        type: 'refused',
        id: request.id,
        // A LabExtractionError's message is written for the user; anything else is reported by
        // name only, since a parser's message can quote the report's text.
        ...(error instanceof LabExtractionError
          ? { code: error.code, message: error.message }
          : { name: error instanceof Error ? error.name : 'Error' }),
      }),
  );
});

// pdf.js is loaded before the first file, so that loading it is not counted in a file's time.
await resolvePDFJSImport();
reply({ type: 'ready' });
