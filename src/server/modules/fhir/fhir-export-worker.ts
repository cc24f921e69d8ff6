/**
 * The FHIR export's worker thread (ADR 097): builds the Bundle from what the main thread read and
 * writes it as UTF-8 JSON, then hands the bytes back (transferred, not copied). Ten years of a
 * watch's data is a 13 MB Bundle; building and writing it took 170 ms of the event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildFhirBundle } from './fhir-export';
import type { FhirExportWorkerInput } from './fhir-export-in-worker';

const port = parentPort;
if (!port) throw new Error('fhir-export-worker runs as a worker thread only');
const { substanceNames, ...input } = workerData as FhirExportWorkerInput;
try {
  const bundle = buildFhirBundle({ ...input, substanceName: (id) => substanceNames[id] ?? null });
  const bytes = new TextEncoder().encode(JSON.stringify(bundle));
  port.postMessage({ type: 'done', bytes }, [bytes.buffer as ArrayBuffer]);
} catch (error) {
  // Named only: a message could quote the member's data.
  port.postMessage({ type: 'failed', name: error instanceof Error ? error.name : 'Error' });
}
