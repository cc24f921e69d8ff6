/**
 * The FHIR worker thread, started for one job (its entry keeps the export's name, under which the
 * build bundles it): the export (ADR 097) builds the Bundle from what the main thread read and
 * writes it as UTF-8 JSON, then hands the bytes back (transferred, not copied); ten years of a
 * watch's data is a 13 MB Bundle, whose building and writing took 170 ms of the event loop. The
 * import (ADR 100) parses and reads a body of up to 20 MB (fhir-import-job.ts). Each job's code is
 * loaded only when it runs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { FhirExportWorkerInput } from './fhir-export-in-worker';
import type { FhirImportWorkerData } from './fhir-import-worker.protocol';

const port = parentPort;
if (!port) throw new Error('fhir-export-worker runs as a worker thread only');
const data = workerData as FhirExportWorkerInput | FhirImportWorkerData;
if (data.job === 'import') {
  const { runImportJob } = await import('./fhir-import-job');
  runImportJob(port, data);
} else {
  const { buildFhirBundle } = await import('./fhir-export');
  const { substanceNames, job: _job, ...input } = data;
  try {
    const bundle = buildFhirBundle({ ...input, substanceName: (id) => substanceNames[id] ?? null });
    const bytes = new TextEncoder().encode(JSON.stringify(bundle));
    port.postMessage({ type: 'done', bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    // Named only: a message could quote the member's data.
    port.postMessage({ type: 'failed', name: error instanceof Error ? error.name : 'Error' });
  }
}
