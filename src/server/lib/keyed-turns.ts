/**
 * Tasks that take turns by key: each key's tasks run one after another, in the order they came,
 * while other keys' run alongside. A task that fails does not stop the next one.
 *
 * Used where writes to the same row would wait for each other anyway (PGlite's one connection,
 * PostgreSQL's row lock) and each needs what the one before it wrote: the saves of one member's
 * day (tracking/daily-log.repository.ts, ADR 117 addendum). Per process only: another process's
 * writes are caught by the row's version check, not by this.
 */
export type InTurn = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function createKeyedTurns(): InTurn {
  const tails = new Map<string, Promise<unknown>>();
  return async function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = tails.get(key);
    const run = before ? before.then(task) : task();
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      // The key's last task leaves no entry behind, so the map holds only keys in use.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
