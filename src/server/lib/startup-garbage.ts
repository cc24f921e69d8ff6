/**
 * One full garbage collection once the server has started, before it listens (ADR 102).
 *
 * Start-up reads and validates every knowledge file, hashes it, reads the tables back and builds
 * the indexes: some 60 MB of the heap is garbage afterwards. V8 collects old garbage when the heap
 * grows, and an idle server's does not, so the process kept those pages (and the heap's room for
 * them) until traffic happened to trigger a full collection. One collection here, while nothing
 * else runs, costs about a tenth of a second of a start that takes seconds.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's gc(): a full collection, or a young one with { type: 'minor' }. */
type Collect = (options?: { type: 'minor' }) => void;

/** `gc()` without starting node with --expose-gc: exposed in a fresh context, then hidden again. */
export function exposedGc(): Collect {
  const existing = (globalThis as { gc?: Collect }).gc;
  if (existing) return existing;
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as Collect;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

export function collectStartupGarbage(): void {
  exposedGc()();
}
