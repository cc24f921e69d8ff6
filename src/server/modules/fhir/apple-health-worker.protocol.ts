/**
 * The messages between the Apple Health import (main thread) and its worker thread, in a module of
 * their own so that neither side imports the other.
 */
import type { AppleHealthSummary } from './apple-health-collector';
import type { AppleHealthLimits, AppleHealthRefusal } from './apple-health-limits';

export interface AppleHealthWorkerData {
  limits: AppleHealthLimits;
  /** Epoch ms of the request: records dated after the next day are left out. */
  now: number;
}

/** One chunk of the ZIP (its buffer transferred, not copied), or the end of the upload. */
export type AppleHealthWorkerRequest = { type: 'chunk'; bytes: Uint8Array } | { type: 'end' };

export type AppleHealthWorkerReply =
  | { type: 'ready' }
  /** The chunk was read: the next may be sent (one chunk in flight bounds the worker's queue). */
  | { type: 'read' }
  | { type: 'done'; summary: AppleHealthSummary }
  | { type: 'refused'; reason: AppleHealthRefusal }
  /** Failed for a reason that is not the file's; named only, as a message can quote the file. */
  | { type: 'failed'; name: string };
