/** A process's worker loops: claim and run due jobs, idle between polls, prune now and then, stop on demand. */
import { PRUNE_EVERY_MS, errorCode, type JobQueueState } from './job-queue-state';
import { prune } from './job-rows';
import { claimAndRunOne } from './job-runs';

/** An idle worker's pause, cut short by stop(). */
export function idle(queue: JobQueueState, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      queue.sleepers.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    // The poll loop must never keep the process alive on its own.
    timer.unref();
    queue.sleepers.add(wake);
  });
}

export async function workerLoop(queue: JobQueueState, prunes: boolean): Promise<void> {
  let failures = 0;
  let prunedAt = 0;
  while (!queue.stopping) {
    try {
      const found = await claimAndRunOne(queue);
      failures = 0;
      if (!found && prunes && Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await prune(queue);
      }
      if (!found) await idle(queue, queue.pollIntervalMs);
    } catch (error) {
      // The database is unreachable or the statement failed: back off, never spin.
      failures += 1;
      queue.log.error({ code: errorCode(error) }, 'job worker could not claim a job');
      await idle(queue, Math.min(30_000, queue.pollIntervalMs * 2 ** Math.min(failures, 5)));
    }
  }
}

export function startWorkers(queue: JobQueueState): void {
  if (queue.loops.length > 0 || queue.concurrency <= 0) return;
  queue.stopping = false;
  queue.loops = Array.from({ length: queue.concurrency }, (_, n) => workerLoop(queue, n === 0));
}

export async function stopWorkers(queue: JobQueueState): Promise<void> {
  queue.stopping = true;
  for (const wake of [...queue.sleepers]) wake();
  await Promise.all(queue.loops);
  queue.loops = [];
  await Promise.allSettled([...queue.inFlight]);
}
