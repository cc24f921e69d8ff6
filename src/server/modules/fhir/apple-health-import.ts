/**
 * Runs the Apple Health reader off the event loop (ADR 075): each import gets a worker thread of
 * its own, with its V8 heap capped, and the upload is forwarded to it chunk by chunk, one chunk in
 * flight, so neither the worker's queue nor this thread holds more than a chunk. Parsing a 1 GB
 * export.xml once held /api/health at 1.6 s for 20 s on the main thread; here the event loop only
 * copies bytes. The worker's reading time is summed over the chunks and the worker is ended past
 * the limit; a worker that runs out of memory ends alone. Every way out is an AppleHealthError
 * (answered 413/400/503 by the route) or, for a reader that failed for no fault of the file, an
 * ordinary Error (500).
 */
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import { workerExecArgv } from '#server/lib/worker-exec-argv';
import type { AppleHealthSummary } from './apple-health-collector';
import {
  AppleHealthError,
  APPLE_HEALTH_LIMITS,
  MAX_CONCURRENT_APPLE_IMPORTS,
  type AppleHealthLimits,
} from './apple-health-limits';
import type { AppleHealthWorkerData, AppleHealthWorkerReply } from './apple-health-worker.protocol';

const WORKER_ENTRY = new URL('./apple-health-worker.mjs', import.meta.url);

interface Waiter {
  resolve: (reply: AppleHealthWorkerReply) => void;
  reject: (error: Error) => void;
}

/** One worker and the one answer awaited from it. */
function startReader(data: AppleHealthWorkerData) {
  const worker = new Worker(WORKER_ENTRY, {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: data.limits.workerHeapMb },
    execArgv: workerExecArgv(),
  });
  let waiter: Waiter | null = null;
  let failure: Error | null = null;
  let budgetMs = data.limits.maxReadMs;

  const fail = (error: Error) => {
    failure ??= error;
    const waiting = waiter;
    waiter = null;
    waiting?.reject(failure);
  };
  worker.on('message', (reply: AppleHealthWorkerReply) => {
    if (reply.type === 'refused') return fail(new AppleHealthError(reply.reason));
    if (reply.type === 'failed')
      return fail(new Error(`The Apple Health reader failed: ${reply.name}`));
    const waiting = waiter;
    waiter = null;
    waiting?.resolve(reply);
  });
  worker.on('error', (error: Error & { code?: string }) =>
    fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new AppleHealthError('out_of_memory') : error),
  );
  // After 'done' or a refusal the worker ends itself; an exit before that is a failure.
  worker.on('exit', () => fail(new Error('The Apple Health reader stopped.')));

  /** The worker's next answer; `timed` counts the wait against the reading budget. */
  function next(timed: boolean): Promise<AppleHealthWorkerReply> {
    if (failure) return Promise.reject(failure);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const timer = timed
        ? setTimeout(() => {
            fail(new AppleHealthError('too_slow'));
            void worker.terminate();
          }, budgetMs)
        : undefined;
      const stop = () => {
        clearTimeout(timer);
        if (timed) budgetMs -= performance.now() - started;
      };
      waiter = {
        resolve: (reply) => (stop(), resolve(reply)),
        reject: (error) => (stop(), reject(error)),
      };
    });
  }

  return {
    ready: () => next(false),
    send(bytes: Uint8Array) {
      const answer = next(true);
      worker.postMessage({ type: 'chunk', bytes }, [bytes.buffer as ArrayBuffer]);
      return answer;
    },
    async finish(): Promise<AppleHealthSummary> {
      const answer = next(true);
      worker.postMessage({ type: 'end' });
      const reply = await answer;
      if (reply.type !== 'done') throw new Error(`The Apple Health reader answered ${reply.type}`);
      return reply.summary;
    },
    stop: () => void worker.terminate(),
  };
}

export interface AppleHealthImportOptions {
  /** Any limit to tighten (tests); the rest are APPLE_HEALTH_LIMITS. */
  limits?: Partial<AppleHealthLimits>;
  now?: Date;
}

let running = 0;

/**
 * Reads the export's ZIP in a worker thread and returns its per-day summary. Refused with 'busy'
 * while MAX_CONCURRENT_APPLE_IMPORTS are being read, so a burst of uploads cannot take every core.
 */
export async function readAppleHealthInWorker(
  zip: AsyncIterable<Uint8Array>,
  options: AppleHealthImportOptions = {},
): Promise<AppleHealthSummary> {
  if (running >= MAX_CONCURRENT_APPLE_IMPORTS) throw new AppleHealthError('busy');
  running += 1;
  const limits = { ...APPLE_HEALTH_LIMITS, ...options.limits };
  const reader = startReader({ limits, now: (options.now ?? new Date()).getTime() });
  try {
    await reader.ready();
    let zipBytes = 0;
    // Not `for await`: leaving one early destroys the request stream, and with it the socket
    // before the refusal is sent; the route reads the rest instead (discardRest).
    const chunks = zip[Symbol.asyncIterator]();
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      const chunk = next.value;
      zipBytes += chunk.length;
      // Checked here too, so that an oversized upload is not even copied.
      if (zipBytes > limits.maxZipBytes) throw new AppleHealthError('too_large');
      // A copy in a buffer of its own, transferred: a request chunk may share its buffer.
      await reader.send(new Uint8Array(chunk));
    }
    return await reader.finish();
  } finally {
    running -= 1;
    reader.stop();
  }
}

/**
 * Reads and drops what is left of a refused upload, up to `maxBytes`, so that the refusal is sent
 * after it. Node does not keep a connection whose request was not read to its end: answered
 * early, the client (a browser's XHR included) meets a reset connection instead of the 413.
 */
export async function discardRest(upload: Readable, maxBytes: number): Promise<void> {
  let seen = 0;
  // The abandoned reader's listener: while a 'readable' listener is attached, resume() does nothing.
  upload.removeAllListeners('readable');
  upload.on('data', (chunk: Uint8Array) => {
    seen += chunk.length;
    if (seen > maxBytes) upload.destroy();
  });
  upload.resume();
  await finished(upload).catch(() => undefined);
}
