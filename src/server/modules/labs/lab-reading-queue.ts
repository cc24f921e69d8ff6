/**
 * How an upload has its file read through the job queue (ADR 047): it takes a place (or is told
 * every reader is busy), queues a 'lab.extract' job, and runs it here at once; a job another worker
 * holds is waited for, and a retry after a passing failure is taken up here without waiting for
 * its backoff, until the upload's time is up.
 *
 * The bound is the extraction pool's own (readers + MAX_QUEUED_EXTRACTIONS, ADR 017), counted as
 * 'lab.extract' jobs queued or running in the database, so it holds across every app process. A
 * place is taken in turn within this process (the count and the reservation together), so a burst
 * of uploads cannot all read the same count and all get in; and given back in turn as its job is
 * queued, so no count sees a reading both queued and reserved.
 */
import type { JobOutcome, JobQueue } from '#server/modules/jobs/index';
import { defaultPoolSize } from './extraction/extraction-pool';
import { MAX_EXTRACTION_MS, MAX_QUEUED_EXTRACTIONS } from './extraction/extraction-limits';
import {
  LAB_EXTRACT_JOB,
  LAB_EXTRACT_MAX_ATTEMPTS,
  type LabExtractPayload,
} from './lab-file-reading';

export interface LabReadingQueueDeps {
  jobs: Pick<JobQueue, 'enqueue' | 'runNow' | 'depth'>;
  /**
   * Jobs queued or running past which an upload is refused (503); by default the pool's bound
   * (ADR 017): its readers and the files that may wait for one.
   */
  capacity?: number;
  /**
   * How long an upload waits for its reading before answering that it is still going; by default
   * a file's own time limit and time to wait behind others.
   */
  waitMs?: number;
  /** Pause before taking up a retry here (its cause, a busy reader or store, may pass). */
  retryPauseMs?: number;
}

export function createLabReadingQueue(deps: LabReadingQueueDeps) {
  const retryPauseMs = deps.retryPauseMs ?? 1_000;
  const capacity = deps.capacity ?? defaultPoolSize() + MAX_QUEUED_EXTRACTIONS;
  const waitMs = deps.waitMs ?? 3 * MAX_EXTRACTION_MS;
  let reserved = 0;
  let turn: Promise<unknown> = Promise.resolve();

  return {
    /** A place for one reading (call the answer once queued or given up), or null when full. */
    reserve(): Promise<(() => void) | null> {
      const mine = turn.then(async () => {
        const depth = await deps.jobs.depth(LAB_EXTRACT_JOB);
        if (depth + reserved >= capacity) return null;
        reserved++;
        let held = true;
        return () => {
          if (held) reserved--;
          held = false;
        };
      });
      turn = mine.catch(() => undefined);
      return mine;
    },

    /**
     * Queues the reading's job and gives its place back (`release`, from `reserve`) in the same
     * turn: between the job's insert and the place given back, a reservation made in between
     * would count the reading twice (once queued, once reserved) and refuse an upload with a
     * place still free, which a loaded machine's slower turns made happen.
     */
    enqueue(payload: LabExtractPayload, release: () => void): Promise<string> {
      const queued = turn.then(async () => {
        try {
          return await deps.jobs.enqueue(
            LAB_EXTRACT_JOB,
            { ...payload },
            { userId: payload.user_id, maxAttempts: LAB_EXTRACT_MAX_ATTEMPTS },
          );
        } finally {
          release();
        }
      });
      turn = queued.catch(() => undefined);
      return queued;
    },

    /** Runs the job here (or waits for whoever has it) until it is done, failed or time is up. */
    async settle(jobId: string): Promise<JobOutcome> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const outcome = await deps.jobs.runNow(jobId, {
          timeoutMs: Math.max(0, deadline - Date.now()),
        });
        if (outcome.status !== 'pending' || Date.now() + retryPauseMs >= deadline) return outcome;
        await new Promise((resolve) => setTimeout(resolve, retryPauseMs));
      }
    },
  };
}
export type LabReadingQueue = ReturnType<typeof createLabReadingQueue>;
