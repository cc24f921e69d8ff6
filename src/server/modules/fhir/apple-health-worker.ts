/**
 * The Apple Health import's worker thread (ADR 075): reads the ZIP chunk by chunk as the main
 * thread forwards the upload, under every limit of apple-health-limits.ts, and answers with the
 * export's per-day summary or the refusal. Its V8 heap is capped by the main thread, so a file
 * that needs more memory ends this thread, not the server.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { AppleHealthError } from './apple-health-limits';
import { createAppleHealthZipReader } from './apple-health';
import type {
  AppleHealthWorkerData,
  AppleHealthWorkerReply,
  AppleHealthWorkerRequest,
} from './apple-health-worker.protocol';

/**
 * Lowers this thread's scheduling priority so that the event loop (health checks, every other
 * member's requests) wins the CPU when both want it. Linux only: setpriority on a thread id
 * changes that thread alone. Elsewhere the reader runs at normal priority.
 */
function lowerThreadPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: keep the normal priority.
  }
}

const port = parentPort;
if (!port) throw new Error('apple-health-worker runs as a worker thread only');
const data = workerData as AppleHealthWorkerData;
const reader = createAppleHealthZipReader(data.limits, new Date(data.now));

function reply(message: AppleHealthWorkerReply): void {
  port!.postMessage(message);
}

function refuse(error: unknown): void {
  reply(
    error instanceof AppleHealthError
      ? { type: 'refused', reason: error.reason }
      : { type: 'failed', name: error instanceof Error ? error.name : 'Error' },
  );
  port!.close();
}

port.on('message', (request: AppleHealthWorkerRequest) => {
  try {
    if (request.type === 'chunk') {
      reader.push(request.bytes);
      reply({ type: 'read' });
    } else {
      reply({ type: 'done', summary: reader.finish() });
      port.close();
    }
  } catch (error) {
    refuse(error);
  }
});

lowerThreadPriority();
reply({ type: 'ready' });
