// jobs: the database-backed job queue (claim with SKIP LOCKED and a lease, retries with backoff, workers in every process; no routes).
export {
  PermanentJobError,
  type EnqueueOptions,
  type JobContext,
  type JobHandler,
  type JobOutcome,
  type JobQueue,
  type UnfinishedJob,
} from './job-queue.types';
export { createJobQueue, POLL_INTERVAL_MS, type DatabaseJobQueue } from './job-queue';
