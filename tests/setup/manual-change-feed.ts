/**
 * A change feed driven by hand, for tests of what the per-user caches (lib/user-cache.ts) keep and
 * drop: `change(table, userId)` is a committed write as the database's feed would name it.
 */
import type { UserChange, UserChangeFeed } from '#server/db/user-change-feed';

export function manualFeed() {
  const listeners = new Set<(change: UserChange) => void>();
  const interruptions = new Set<() => void>();
  const feed = {
    live: true,
    subscribe(listener: (change: UserChange) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onInterruption(listener: () => void) {
      interruptions.add(listener);
      return () => void interruptions.delete(listener);
    },
    settled: async () => undefined,
    settledEverywhere: async () => undefined,
    close: async () => undefined,
  };
  const typed: UserChangeFeed & { live: boolean } = feed;
  return {
    feed: typed,
    change: (table: string, userId: string) => listeners.forEach((l) => l({ table, userId })),
    interrupt: () => interruptions.forEach((l) => l()),
  };
}
