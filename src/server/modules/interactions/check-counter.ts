/**
 * The public "checks run" figure: checks are counted in memory and written every few seconds, so
 * the counter never becomes a per-request write on one hot row. A write that fails keeps its
 * checks for the next one.
 */
import type { KnowledgeRepository } from '#server/knowledge/knowledge.repository';

interface PendingChecks {
  /** Checks counted since the last write: added to the stored figure when it is read. */
  pending: number;
  readonly store: Pick<KnowledgeRepository, 'addChecks'>;
  readonly onFlushError: (error: unknown) => void;
}

export interface CheckCounter extends PendingChecks {
  /** Writes the pending checks every few seconds, until `stopCheckCounter`. */
  readonly timer: ReturnType<typeof setInterval>;
}

/** Writes the checks counted since the last write. */
async function flushChecks(counter: PendingChecks): Promise<void> {
  if (counter.pending === 0) return;
  const count = counter.pending;
  counter.pending = 0;
  try {
    await counter.store.addChecks(count);
  } catch (error) {
    counter.pending += count; // keep them for the next flush
    counter.onFlushError(error);
  }
}

/** A counter at 0 whose timer (not keeping the process alive) writes it every `intervalMs`. */
export function startCheckCounter(
  store: Pick<KnowledgeRepository, 'addChecks'>,
  intervalMs: number,
  onFlushError: (error: unknown) => void,
): CheckCounter {
  const counter: PendingChecks = { pending: 0, store, onFlushError };
  const timer = setInterval(() => void flushChecks(counter), intervalMs);
  timer.unref();
  return Object.assign(counter, { timer });
}

/** Stops the timer and writes what is left; called on shutdown. */
export async function stopCheckCounter(counter: CheckCounter): Promise<void> {
  clearInterval(counter.timer);
  await flushChecks(counter);
}
