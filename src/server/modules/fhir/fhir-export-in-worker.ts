/**
 * The FHIR export built and written off the event loop (ADR 097): the main thread reads the rows
 * (the database's work), a worker thread of its own builds the Bundle and writes the JSON, and the
 * bytes come back transferred. The route sends them as they are.
 */
import { Worker } from 'node:worker_threads';
import { workerExecArgv } from '#server/lib/worker-exec-argv';
import type { FhirExportInput } from './fhir-export';

const WORKER_ENTRY = new URL('./fhir-export-worker.mjs', import.meta.url);
/** The Bundle of ten years of a watch's data needs about 150 MB of heap to build and write. */
const WORKER_HEAP_MB = 512;

/** What crosses to the worker: the input without its function, a substance's name by id instead. */
export type FhirExportWorkerInput = Omit<FhirExportInput, 'substanceName'> & {
  job: 'export';
  substanceNames: Record<string, string>;
};

type Reply = { type: 'done'; bytes: Uint8Array } | { type: 'failed'; name: string };

export async function fhirBundleBytesInWorker(input: FhirExportInput): Promise<Buffer> {
  const { substanceName, ...rest } = input;
  const substanceNames: Record<string, string> = {};
  for (const medicine of input.medicines) {
    const name = medicine.substanceId ? substanceName?.(medicine.substanceId) : null;
    if (medicine.substanceId && name) substanceNames[medicine.substanceId] = name;
  }
  const workerData: FhirExportWorkerInput = { ...rest, job: 'export', substanceNames };
  const worker = new Worker(WORKER_ENTRY, {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    execArgv: workerExecArgv(),
  });
  try {
    const reply = await new Promise<Reply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The FHIR export worker stopped (${code}).`)));
    });
    if (reply.type === 'failed') throw new Error(`The FHIR export failed: ${reply.name}`);
    return Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength);
  } finally {
    void worker.terminate();
  }
}
