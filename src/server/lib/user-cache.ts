/**
 * Small in-process caches of what one user's requests read again and again (the session behind a
 * cookie, the plan, the profile), dropped the moment that user's rows change (ADR 025).
 *
 * Staleness has three guards:
 * - the change feed (db/user-change-feed.ts) names every committed write, from any process, and
 *   each entry is dropped when a table it depends on changes;
 * - a write request answers only once this process has heard its notifications
 *   (plugins/write-invalidation.ts), so the user's next request never meets a stale entry;
 * - a load that overlaps a change is not stored: each user's last change carries a sequence
 *   number, and a load stores its result only when no change came after the load began.
 * Requests that miss the same key while its load is on its way wait for that load instead of
 * each starting their own (a hundred requests after a write would otherwise rebuild a dashboard
 * summary a hundred times at once, ADR 145); a waiting request takes its value only when the load
 * began after the request came or no change of that user has been heard since the load began,
 * else it loads again. A load that fails or finds nothing is not shared: each caller loads.
 * While the feed is not live nothing is answered from memory or stored. Entries also expire
 * (`ttlMs`, or earlier when the value says so), which bounds what time alone changes.
 *
 * Values are shared between requests: callers must not mutate them.
 */
import type { UserChange, UserChangeFeed } from '#server/db/user-change-feed';

export interface Loaded<V> {
  value: V;
  userId: string;
  /** Epoch ms after which the value is wrong whatever happens (a session's expiry). */
  expiresAt?: number;
}

export interface UserCacheOptions {
  /** Tables whose changes make an entry stale; 'any' for every user-owned table. */
  dependsOn: readonly string[] | 'any';
  ttlMs: number;
  maxEntries: number;
}

export interface UserCache<V> {
  /** The cached value for `key`, or `load()`'s (stored when it is safe to); null is not cached. */
  getOrLoad(key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null>;
  /** The cached value for `key` without loading (undefined when absent, expired or the feed is down). */
  peek(key: string): V | undefined;
  readonly size: number;
}

interface Entry<V> {
  userId: string;
  value: V;
  expiresAt: number;
}

/** When more users than this have recent changes, the oldest are forgotten (see `floor`). */
const MAX_TRACKED_CHANGES = 10_000;

export function createUserCacheGroup(feed: UserChangeFeed, now: () => number = Date.now) {
  let sequence = 0;
  // Any load that began before `floor` is treated as overlapping a change (bookkeeping forgotten).
  let floor = 0;
  const lastChange = new Map<string, number>();
  const caches: {
    dependsOn: UserCacheOptions['dependsOn'];
    drop: (userId: string) => void;
    clear: () => void;
  }[] = [];

  function changedSince(userId: string, start: number): boolean {
    return Math.max(lastChange.get(userId) ?? 0, floor) > start;
  }

  function noteChange(userId: string): void {
    sequence += 1;
    lastChange.delete(userId); // re-inserted last: the map stays ordered oldest first
    lastChange.set(userId, sequence);
    if (lastChange.size > MAX_TRACKED_CHANGES) {
      lastChange.clear();
      floor = sequence;
    }
  }

  function onChange(change: UserChange): void {
    noteChange(change.userId);
    for (const cache of caches)
      if (cache.dependsOn === 'any' || cache.dependsOn.includes(change.table))
        cache.drop(change.userId);
  }

  function onInterruption(): void {
    sequence += 1;
    floor = sequence;
    lastChange.clear();
    for (const cache of caches) cache.clear();
  }

  const unsubscribe = feed.subscribe(onChange);
  const unsubscribeInterruptions = feed.onInterruption(onInterruption);

  function create<V>(options: UserCacheOptions): UserCache<V> {
    const entries = new Map<string, Entry<V>>();
    const keysByUser = new Map<string, Set<string>>();
    type Flight = { start: number; loaded: Promise<Loaded<V> | null> };
    /** Loads on their way, by key, with the sequence number they began at. */
    const inFlight = new Map<string, Flight>();

    /**
     * What `flight` loaded when it is good for a request that came at `arrived`: undefined when it
     * failed, found nothing, or may predate a change the request must see.
     */
    async function joined(flight: Flight, arrived: number): Promise<Loaded<V> | undefined> {
      const loaded = await flight.loaded.catch(() => null);
      if (!loaded) return undefined;
      return flight.start >= arrived || !changedSince(loaded.userId, flight.start)
        ? loaded
        : undefined;
    }

    function remove(key: string): void {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      const keys = keysByUser.get(entry.userId);
      keys?.delete(key);
      if (keys?.size === 0) keysByUser.delete(entry.userId);
    }

    function store(key: string, loaded: Loaded<V>): void {
      remove(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) remove(oldest.value);
      }
      const expiresAt = Math.min(now() + options.ttlMs, loaded.expiresAt ?? Infinity);
      entries.set(key, { userId: loaded.userId, value: loaded.value, expiresAt });
      let keys = keysByUser.get(loaded.userId);
      if (!keys) keysByUser.set(loaded.userId, (keys = new Set()));
      keys.add(key);
    }

    caches.push({
      dependsOn: options.dependsOn,
      drop: (userId) => {
        for (const key of keysByUser.get(userId) ?? []) remove(key);
      },
      clear: () => {
        entries.clear();
        keysByUser.clear();
      },
    });

    return {
      async getOrLoad(key, load) {
        if (feed.live) {
          const entry = entries.get(key);
          if (entry && entry.expiresAt > now()) return entry.value;
          if (entry) remove(key);
          // Another request's load of this key is on its way: its value, when it is good for this
          // request (see joinLoad); a load that is not leaves the key to the next one started.
          const arrived = sequence;
          let waited: Flight | undefined;
          for (
            let flight = inFlight.get(key);
            flight && flight !== waited;
            flight = inFlight.get(key)
          ) {
            waited = flight;
            const value = await joined(flight, arrived);
            if (value) return value.value;
          }
        }
        const start = sequence;
        const loaded = load();
        const flight: Flight = { start, loaded };
        if (feed.live) inFlight.set(key, flight);
        try {
          const value = await loaded;
          if (!value) return null;
          if (feed.live && !changedSince(value.userId, start)) store(key, value);
          return value.value;
        } finally {
          if (inFlight.get(key) === flight) inFlight.delete(key);
        }
      },
      peek(key) {
        const entry = feed.live ? entries.get(key) : undefined;
        return entry && entry.expiresAt > now() ? entry.value : undefined;
      },
      get size() {
        return entries.size;
      },
    };
  }

  return {
    create,
    close(): void {
      unsubscribe();
      unsubscribeInterruptions();
    },
  };
}
export type UserCacheGroup = ReturnType<typeof createUserCacheGroup>;

/**
 * A read of one member's rows, kept per member in a cache of `caches` (`options`): the cached
 * answer while none of the tables it reads has changed for them, else a fresh read. A read that
 * answers null is not kept (nothing to keep for a member without rows).
 */
export function cachedPerUser<V>(
  caches: UserCacheGroup,
  options: UserCacheOptions,
  read: (userId: string) => Promise<V>,
): (userId: string) => Promise<V> {
  const cache = caches.create<V>(options);
  return async (userId) => {
    // The read's own answer when it was null (getOrLoad answers null then), so it is not read twice.
    const fresh: { value?: V } = {};
    const kept = await cache.getOrLoad(userId, async () => {
      fresh.value = await read(userId);
      return fresh.value === null ? null : { value: fresh.value, userId };
    });
    return kept ?? ('value' in fresh ? (fresh.value as V) : read(userId));
  };
}
