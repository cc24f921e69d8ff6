/**
 * Reads lab reports in worker threads so that the server's event loop never runs pdf.js or OCR:
 * a 120 kB PDF that unpacks to 60 MB of drawing operators once held the main thread for 36 s and
 * grew its heap by 1.7 GB. Each worker has its own V8 heap limit; each file has a time
 * limit, enforced by terminating the worker and starting a new one; the queue of files waiting
 * for a worker is bounded. ADR 017 gives the reasons.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { LabExtractor } from './extract-lab-report';
import { MAX_EXTRACTION_MS, MAX_QUEUED_EXTRACTIONS, MAX_WORKER_HEAP_MB } from './extraction-limits';
import type {
  ExtractionWorkerData,
  WorkerReply,
  WorkerRequest,
} from './extraction-worker.protocol';
import { LabExtractionError } from './lab-extraction-error';
import { workerExecArgv } from '#server/lib/worker-exec-argv';

/** Every worker is busy and the queue is full: the caller should answer 503 and retry later. */
export class ExtractionBusyError extends Error {
  override readonly name = 'ExtractionBusyError';
  constructor() {
    super('Every lab report reader is busy.');
  }
}

/** A worker failed for a reason that is not the file's (it could not start, or it crashed). */
export class ExtractionWorkerError extends Error {
  override readonly name = 'ExtractionWorkerError';
}

/**
 * Workers for a machine: one per core, less one for the event loop (HTTP, the database), and at
 * least one. On the 2-core machines we run on that is a single reader.
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

export interface ExtractionPoolOptions {
  size?: number;
  maxQueued?: number;
  /** Per file, from the moment a worker takes it. */
  timeoutMs?: number;
  heapMb?: number;
  /** How long a worker with nothing to read is kept before it is stopped (its memory given back). */
  idleMs?: number;
}

/**
 * A worker that has read nothing for this long is stopped: with pdf.js and tesseract.js loaded it
 * holds 100-200 MB, which an idle server would otherwise keep for good after one upload. The next
 * upload starts a worker again (a second or two before its time limit starts counting).
 */
export const IDLE_WORKER_MS = 30_000;

export interface ExtractionPool extends LabExtractor {
  /** Files being read and files waiting, for logs, tests and the bench. */
  load(): { running: number; queued: number; workers: number };
}

interface Job {
  id: number;
  request: WorkerRequest;
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  /** The worker has loaded its code (tsx, pdf.js): a file's time limit starts only then. */
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
  /** Stops the worker once it has been idle for idleMs. */
  idleTimer: NodeJS.Timeout | undefined;
}

const WORKER_ENTRY = new URL('./extraction-worker.mjs', import.meta.url);

/** Why a worker stopped with an error: the file's memory limit, or a failure of the reader's own. */
function workerStopped(error: Error & { code?: string }, heapMb: number): Error {
  return error.code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? new LabExtractionError(
        'NEEDS_TOO_MUCH_MEMORY',
        `This file needs more than ${heapMb} MB of memory to read, ` +
          'far more than a lab report needs. Please upload the report as your lab issued it, ' +
          'a photo of it, or enter your results by hand.',
      )
    : new ExtractionWorkerError(`The lab report reader stopped: ${error.name}`);
}

/** A file that ran over its time limit. */
function tookTooLong(timeoutMs: number): LabExtractionError {
  return new LabExtractionError(
    'TOOK_TOO_LONG',
    `This file took more than ${Math.round(timeoutMs / 1000)} seconds to read and was stopped; ` +
      'lab reports take a few. Please upload a clearer or shorter file, or enter your results by hand.',
  );
}

/** Stops the slot's worker after idleMs unless a job comes first (a job clears the timer). */
function retireWhenIdle(slot: Slot, idleMs: number): void {
  clearTimeout(slot.idleTimer);
  const worker = slot.worker;
  slot.idleTimer = setTimeout(() => {
    slot.idleTimer = undefined;
    if (slot.job || slot.worker !== worker || !worker) return;
    slot.worker = null;
    slot.ready = false;
    void worker.terminate();
  }, idleMs);
  slot.idleTimer.unref();
}

export function createExtractionPool(
  reference: BiomarkerReference,
  options: ExtractionPoolOptions = {},
): ExtractionPool {
  const size = Math.max(1, options.size ?? defaultPoolSize());
  const maxQueued = options.maxQueued ?? MAX_QUEUED_EXTRACTIONS;
  const timeoutMs = options.timeoutMs ?? MAX_EXTRACTION_MS;
  const idleMs = options.idleMs ?? IDLE_WORKER_MS;
  const workerData: ExtractionWorkerData = {
    markers: [...reference.list()],
  };
  const resourceLimits = { maxOldGenerationSizeMb: options.heapMb ?? MAX_WORKER_HEAP_MB };
  const slots: Slot[] = Array.from({ length: size }, () => ({
    worker: null,
    ready: false,
    job: null,
    timer: undefined,
    idleTimer: undefined,
  }));
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function startWorker(slot: Slot): Worker {
    const worker = new Worker(WORKER_ENTRY, {
      workerData,
      resourceLimits,
      execArgv: workerExecArgv(),
    });
    slot.ready = false;
    worker.on('message', (reply: WorkerReply) => {
      if (slot.worker !== worker) return;
      if (reply.type === 'ready') {
        slot.ready = true;
        if (slot.job) send(slot, slot.job);
      } else if (slot.job?.id === reply.id) {
        finish(slot, (job) => job.resolve(reply));
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.worker !== worker) return;
      replace(slot, workerStopped(error, resourceLimits.maxOldGenerationSizeMb));
    });
    worker.on('exit', () => {
      if (slot.worker === worker) {
        replace(slot, new ExtractionWorkerError('The lab report reader stopped.'));
      }
    });
    return worker;
  }

  /** Ends the slot's job, makes the slot free and gives it the next job in the queue. */
  function finish(slot: Slot, settle: (job: Job) => void): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = undefined;
    // An idle worker must not keep a script (a bench, a test run) from exiting.
    slot.worker?.unref();
    if (job) settle(job);
    dispatch();
    if (!slot.job && slot.worker) retireWhenIdle(slot, idleMs);
  }

  /** Stops the slot's worker (its memory is given back whole) and fails its job with `reason`. */
  function replace(slot: Slot, reason: Error): void {
    const worker = slot.worker;
    slot.worker = null;
    if (worker) void worker.terminate();
    finish(slot, (job) => job.reject(reason));
  }

  function run(slot: Slot, job: Job): void {
    clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    slot.job = job;
    slot.worker ??= startWorker(slot);
    slot.worker.ref();
    if (slot.ready) send(slot, job);
  }

  function send(slot: Slot, job: Job): void {
    slot.timer = setTimeout(() => replace(slot, tookTooLong(timeoutMs)), timeoutMs);
    // A copy, not a transfer: the caller still stores the file's bytes after it has been read.
    slot.worker!.postMessage(job.request);
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (closed || queue.length === 0) return;
      if (!slot.job) run(slot, queue.shift()!);
    }
  }

  function submit(request: WorkerRequest): Promise<WorkerReply> {
    if (closed)
      return Promise.reject(new ExtractionWorkerError('The lab report reader is closed.'));
    const idle = slots.some((slot) => !slot.job);
    if (!idle && queue.length >= maxQueued) return Promise.reject(new ExtractionBusyError());
    return new Promise<WorkerReply>((resolve, reject) => {
      queue.push({ id: request.id, request, resolve, reject });
      dispatch();
    });
  }

  return {
    async extract(bytes, kind) {
      const reply = await submit({ type: 'extract', id: nextId++, bytes, kind });
      if (reply.type === 'done') return reply.result;
      if (reply.type === 'refused' && 'code' in reply) {
        throw new LabExtractionError(reply.code, reply.message);
      }
      const error = new Error('The lab report could not be read.');
      error.name = reply.type === 'refused' && 'name' in reply ? reply.name : 'Error';
      throw error;
    },
    async warmUp() {
      // One warm-up per worker: each starts its OCR engine while no upload waits for it.
      await Promise.all(slots.map(() => submit({ type: 'warm-up', id: nextId++ })));
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        job.reject(new ExtractionWorkerError('The lab report reader is closed.'));
      }
      const workers = slots.map((slot) => slot.worker).filter((w): w is Worker => w !== null);
      for (const slot of slots) {
        const job = slot.job;
        clearTimeout(slot.timer);
        clearTimeout(slot.idleTimer);
        slot.worker = null;
        slot.job = null;
        job?.reject(new ExtractionWorkerError('The lab report reader is closed.'));
      }
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
    load() {
      return {
        running: slots.filter((slot) => slot.job).length,
        queued: queue.length,
        workers: slots.filter((slot) => slot.worker).length,
      };
    },
  };
}
