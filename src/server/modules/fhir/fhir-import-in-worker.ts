/**
 * The FHIR import's body parsed and read off the event loop (ADR 100). The routes take the body as
 * the bytes received; past 256 kB a worker thread of its own parses them as the app's JSON parser
 * would, checks them against the contract and, for a preview, reads the Bundle, asking the main
 * thread once for what the knowledge base and the person's rows say. Only the plain result comes
 * back: the preview written as the route's answer, or a confirmation's checked body (bounded by
 * its contract). Each read has a time limit and a capped heap, and at most two run at once; the
 * others wait their turn. A smaller body is read in place by the same code.
 */
import { Worker } from 'node:worker_threads';
import { errorCodes } from 'fastify';
import { AppError } from '#server/lib/app-error';
import { workerExecArgv } from '#server/lib/worker-exec-argv';
import type { FhirImportConfirm } from '#shared/contracts/fhir.contract';
import type {
  FhirImportBodyKind,
  FhirImportRefusal,
  FhirImportWorkerData,
  FhirImportWorkerReply,
  FhirImportWorkerRequest,
  KnowledgeQuestions,
  PreviewFacts,
} from './fhir-import-worker.protocol';
import { knowledgeQuestions } from './fhir-import';
import { previewAnswer, previewWithFacts, readImportBody } from './fhir-import-job';
import type { Json } from './fhir-json';

/** The FHIR worker's entry, which runs the export and the import (fhir-export-worker.ts). */
const WORKER_ENTRY = new URL('./fhir-export-worker.mjs', import.meta.url);

export interface FhirImportReadLimits {
  /**
   * A body up to this size is read in place, by the same code: its parse and read hold the event
   * loop a few milliseconds, less than starting a worker costs (0.3-0.7 s from the sources).
   */
  inPlaceMaxBytes: number;
  /** A read still running after this long is ended; a 20 MB Bundle reads in 1-3 s. */
  maxReadMs: number;
  /** The worker's V8 heap; parsing a 20 MB Bundle uses about 150 MB. */
  workerHeapMb: number;
}

export const FHIR_IMPORT_READ_LIMITS: FhirImportReadLimits = {
  inPlaceMaxBytes: 256 * 1024,
  maxReadMs: 30_000,
  workerHeapMb: 512,
};
/** Reads at once; a burst of imports waits rather than taking every core and heap. */
const MAX_CONCURRENT_READS = 2;

export const FHIR_IMPORT_TOO_HEAVY =
  'The file could not be read within our time and memory limits; split it and import the parts. Nothing was imported.';

const tooHeavy = () => new AppError(413, 'FHIR_BUNDLE_TOO_LARGE', FHIR_IMPORT_TOO_HEAVY);

/** The error the app's parser or validator would have thrown in place, for the error handler. */
const refusalError = (refusal: FhirImportRefusal): Error =>
  'fastify' in refusal
    ? new errorCodes[refusal.fastify]()
    : new AppError(refusal.status, refusal.code, refusal.message);

let running = 0;
const waiting: (() => void)[] = [];

async function takeSlot(): Promise<void> {
  if (running < MAX_CONCURRENT_READS) {
    running += 1;
    return;
  }
  // The slot is handed over by the read that ends, so `running` stays counted.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/** The bytes in a buffer of their own, to transfer: a small body may share Node's buffer pool. */
function ownedBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

type Result = Extract<FhirImportWorkerReply, { type: 'preview' } | { type: 'confirm' }>;

/** A small body read on this thread, with the worker's own code and the same answers. */
async function readInPlace(
  kind: FhirImportBodyKind,
  bytes: Uint8Array,
  factsFor: ((questions: KnowledgeQuestions) => Promise<PreviewFacts>) | null,
): Promise<Result> {
  const read = readImportBody(bytes, kind);
  if ('refusal' in read) throw refusalError(read.refusal);
  if (kind === 'confirm') return { type: 'confirm', body: read.value as FhirImportConfirm };
  if (!factsFor) throw new Error('A FHIR preview needs the facts it asks for.');
  const bundle = read.value as Json;
  const facts = await factsFor(knowledgeQuestions(bundle));
  return { type: 'preview', bytes: previewAnswer(previewWithFacts(bundle, facts)) };
}

async function readInWorker(
  kind: FhirImportBodyKind,
  bytes: Uint8Array,
  factsFor: ((questions: KnowledgeQuestions) => Promise<PreviewFacts>) | null,
  limits: FhirImportReadLimits,
): Promise<Result> {
  if (bytes.byteLength <= limits.inPlaceMaxBytes) return readInPlace(kind, bytes, factsFor);
  await takeSlot();
  const owned = ownedBytes(bytes);
  const data: FhirImportWorkerData = { job: 'import', kind, bytes: owned };
  let worker: Worker | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const started = new Worker(WORKER_ENTRY, {
      workerData: data,
      transferList: [owned.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
      execArgv: workerExecArgv(),
    });
    worker = started;
    return await new Promise<Result>((resolve, reject) => {
      timer = setTimeout(() => reject(tooHeavy()), limits.maxReadMs);
      started.on('message', (reply: FhirImportWorkerReply) => {
        if (reply.type === 'ask') {
          if (!factsFor) return reject(new Error('The FHIR import reader asked for no reason.'));
          factsFor(reply.questions).then((facts) => {
            const request: FhirImportWorkerRequest = { type: 'facts', facts };
            started.postMessage(request);
          }, reject);
        } else if (reply.type === 'refused') {
          reject(refusalError(reply.refusal));
        } else if (reply.type === 'failed') {
          reject(new Error(`The FHIR import reader failed: ${reply.name}`));
        } else {
          resolve(reply);
        }
      });
      started.on('error', (error: Error & { code?: string }) =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooHeavy() : error),
      );
      started.on('exit', (code) => reject(new Error(`The FHIR import reader stopped (${code}).`)));
    });
  } finally {
    clearTimeout(timer);
    void worker?.terminate();
    releaseSlot();
  }
}

/**
 * The preview of a Bundle sent as bytes, as the route's answer (its JSON as UTF-8): parsed,
 * checked, read and written in a worker thread. `factsFor` answers, on the main thread, what the
 * Bundle asks of the knowledge base and the person's rows.
 */
export async function previewInWorker(
  bytes: Uint8Array,
  factsFor: (questions: KnowledgeQuestions) => Promise<PreviewFacts>,
  limits: FhirImportReadLimits = FHIR_IMPORT_READ_LIMITS,
): Promise<Buffer> {
  const result = await readInWorker('preview', bytes, factsFor, limits);
  if (result.type !== 'preview') throw new Error('The FHIR import reader answered out of turn.');
  return Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
}

/** A confirmation's body sent as bytes: parsed and checked against its contract in a worker. */
export async function confirmBodyInWorker(
  bytes: Uint8Array,
  limits: FhirImportReadLimits = FHIR_IMPORT_READ_LIMITS,
): Promise<FhirImportConfirm> {
  const result = await readInWorker('confirm', bytes, null, limits);
  if (result.type !== 'confirm') throw new Error('The FHIR import reader answered out of turn.');
  return result.body;
}
