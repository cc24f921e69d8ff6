/**
 * Every committed write to a user's rows, as it happens, for the in-process caches (ADR 025).
 *
 * Migration 0011 puts a trigger on `users` and on every table with a `user_id` column that calls
 * `pg_notify('wellnest_user_change', '<table>:<user id>')`. PostgreSQL delivers a notification
 * only when its transaction commits, to every connection listening on the channel, so each app
 * process hears every write made by any process (and by scripts or a psql session).
 *
 * - PGlite (one process): `listen` on the embedded database; the callback runs before the write's
 *   query resolves, so a cache is dropped before the writer even sees its own result.
 * - PostgreSQL: one dedicated connection per process (not from the pool: LISTEN belongs to a
 *   session), reconnected with a back-off when it drops. While it is down the feed is not `live`
 *   and the caches neither answer nor store; they are emptied when it comes back, since anything
 *   may have changed in between.
 */
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { queryInTurn } from './query-in-turn';

export const USER_CHANGE_CHANNEL = 'wellnest_user_change';

export interface UserChange {
  /** The table written (`sessions`, `subscribers`, `medications`...). */
  table: string;
  userId: string;
}

export interface UserChangeFeed {
  /** Calls `listener` for every change; returns the unsubscribe. */
  subscribe(listener: (change: UserChange) => void): () => void;
  /**
   * Calls `listener` whenever the feed has been interrupted (it may have missed changes) and when
   * it is live again; caches empty themselves then.
   */
  onInterruption(listener: () => void): () => void;
  /** Whether changes are being heard now; a cache must not answer from memory when false. */
  readonly live: boolean;
  /**
   * Resolves once every change committed before the call has been delivered here. For writers
   * outside a user's request (the billing webhook, scripts, test fixtures) whose next reader may
   * be this process: PostgreSQL delivers a session its own notification after all earlier ones.
   */
  settled(): Promise<void>;
  /**
   * Resolves once every process listening on this database has applied every change committed
   * before the call (or, on PostgreSQL, after a bounded wait for a process that does not answer).
   * For a session ended by sign-out: no process may answer from its cached copy after the
   * browser has been told it signed out.
   */
  settledEverywhere(): Promise<void>;
  close(): Promise<void>;
}

/** `<table>:<user id>`; user ids never contain ':' but a table name comes first to be safe. */
export function parseUserChange(payload: string): UserChange | null {
  const at = payload.indexOf(':');
  if (at <= 0 || at === payload.length - 1) return null;
  return { table: payload.slice(0, at), userId: payload.slice(at + 1) };
}

/** The listener bookkeeping both implementations share. */
function createFanOut() {
  const listeners = new Set<(change: UserChange) => void>();
  const interruptionListeners = new Set<() => void>();
  return {
    subscribe(listener: (change: UserChange) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onInterruption(listener: () => void) {
      interruptionListeners.add(listener);
      return () => void interruptionListeners.delete(listener);
    },
    deliver(payload: string) {
      const change = parseUserChange(payload);
      if (!change) return;
      for (const listener of listeners) listener(change);
    },
    interrupted() {
      for (const listener of interruptionListeners) listener();
    },
  };
}

interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

export async function pgliteUserChangeFeed(client: PgliteListener): Promise<UserChangeFeed> {
  const fanOut = createFanOut();
  const unlisten = await client.listen(USER_CHANGE_CHANNEL, (payload) => fanOut.deliver(payload));
  return {
    subscribe: fanOut.subscribe,
    onInterruption: fanOut.onInterruption,
    live: true,
    // Delivered before the writing query resolves: nothing is ever in flight, and PGlite serves
    // one process only.
    settled: async () => undefined,
    settledEverywhere: async () => undefined,
    close: async () => {
      await unlisten();
    },
  };
}

const BARRIER_PREFIX = 'barrier:';
/** A request that every listening process confirm it has applied all earlier changes. */
const SYNC_PREFIX = 'sync:';
/** A process's confirmation: `ack:<sync key>:<feed id>`. */
const ACK_PREFIX = 'ack:';
/**
 * The listening connection's application_name, so a process can count its peers in
 * pg_stat_activity (a process that has died has no connection there and is not waited for).
 */
export const FEED_APPLICATION_PREFIX = 'wellnest-feed:';
/**
 * How long a sign-out waits for a process that does not confirm: one blocked that long is not
 * answering requests either, and a sign-out must not hang on it.
 */
const SYNC_TIMEOUT_MS = 2_000;

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** What the feed's notification handler reads and settles. */
interface FeedState {
  feedId: string;
  fanOut: ReturnType<typeof createFanOut>;
  barriers: Map<string, () => void>;
  /** Open sync requests: the feeds still to confirm, and the release of the waiting caller. */
  syncs: Map<string, { waiting: Set<string>; release: () => void }>;
}

/** One notification on the channel: a barrier reached, a sync asked or confirmed, or a change. */
function onFeedPayload(
  payload: string,
  next: Client,
  { feedId, fanOut, barriers, syncs }: FeedState,
): void {
  if (payload.startsWith(BARRIER_PREFIX)) {
    const key = payload.slice(BARRIER_PREFIX.length);
    barriers.get(key)?.();
    barriers.delete(key);
  } else if (payload.startsWith(SYNC_PREFIX)) {
    // Notifications arrive in commit order and each is applied as it arrives, so answering
    // now confirms that every change committed before the request has been applied here.
    queryInTurn(next, 'select pg_notify($1, $2)', [
      USER_CHANGE_CHANNEL,
      `${ACK_PREFIX}${payload.slice(SYNC_PREFIX.length)}:${feedId}`,
    ]).catch(() => undefined); // a failing connection is handled by its 'error' event
  } else if (payload.startsWith(ACK_PREFIX)) {
    const rest = payload.slice(ACK_PREFIX.length);
    const at = rest.lastIndexOf(':');
    const sync = syncs.get(rest.slice(0, at));
    if (!sync) return;
    sync.waiting.delete(rest.slice(at + 1));
    if (sync.waiting.size === 0) sync.release();
  } else fanOut.deliver(payload);
}

/**
 * `send`, shared by every call made while the one before it is on its way, and started once that
 * one has come back (at once when none is). For the change feed's barrier: a barrier shared by a
 * call is started after the call, so it still follows every change committed before it, and a
 * hundred writes answering while one barrier is out share the next one instead of queueing one
 * each (bench/signed-in-profile.ts: each is a round trip on loopback, as costly as the write's own
 * statement). A call waits for at most two barriers.
 */
function sharedWhileOut(send: () => Promise<void>): () => Promise<void> {
  let out: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;
  return () => {
    if (next) return next;
    const mine = out.then(() => {
      next = null; // started now: a later call needs a later barrier
      return send();
    });
    next = mine;
    out = mine.catch(() => undefined);
    return mine;
  };
}

export async function postgresUserChangeFeed(
  connect: () => Promise<Client>,
  log: (message: string) => void = (message) => console.error(message),
): Promise<UserChangeFeed> {
  const fanOut = createFanOut();
  let client: Client | null = null;
  let live = false;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  const barriers = new Map<string, () => void>();
  let barrierCount = 0;
  const feedId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  /** Open sync requests: the feeds still to confirm, and the release of the waiting caller. */
  const syncs = new Map<string, { waiting: Set<string>; release: () => void }>();

  function lost(reason: string): void {
    if (!live && client === null) return;
    live = false;
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => undefined); // a late error on the dead client must not crash us
    void old?.end().catch(() => undefined);
    fanOut.interrupted();
    for (const release of barriers.values()) release(); // the caches were just emptied
    barriers.clear();
    for (const sync of syncs.values()) sync.release();
    syncs.clear();
    if (closed) return;
    log(
      `database: the change feed connection was lost (${reason}); caches are bypassed until it returns`,
    );
    schedule();
  }

  function schedule(): void {
    timer = setTimeout(() => {
      timer = null;
      void start().catch((error: unknown) => {
        log(`database: the change feed could not reconnect (${String(error)})`);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        if (!closed) schedule();
      });
    }, delay);
    timer.unref();
  }

  async function start(): Promise<void> {
    const next = await connect();
    if (closed) {
      await next.end();
      return;
    }
    next.on('notification', (message) => {
      if (message.channel !== USER_CHANGE_CHANNEL || !message.payload) return;
      onFeedPayload(message.payload, next, { feedId, fanOut, barriers, syncs });
    });
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    await queryInTurn(next, 'select set_config($1, $2, false)', [
      'application_name',
      FEED_APPLICATION_PREFIX + feedId,
    ]);
    await queryInTurn(next, `LISTEN ${USER_CHANGE_CHANNEL}`);
    client = next;
    live = true;
    delay = RECONNECT_MIN_MS;
    // Whatever changed while nobody listened is unknown: caches start empty.
    fanOut.interrupted();
  }

  /** One barrier: a notification to ourselves, heard after every change committed before it. */
  async function sendBarrier(): Promise<void> {
    const current = client;
    if (!live || !current) return;
    const key = `${process.pid}-${++barrierCount}`;
    const arrived = new Promise<void>((resolve) => barriers.set(key, resolve));
    try {
      await queryInTurn(current, 'select pg_notify($1, $2)', [
        USER_CHANGE_CHANNEL,
        BARRIER_PREFIX + key,
      ]);
    } catch {
      // The connection is failing: its 'error' handler marks the feed down and empties the caches.
      barriers.delete(key);
      return;
    }
    await arrived;
  }
  const sharedBarrier = sharedWhileOut(sendBarrier);

  await start();
  return {
    subscribe: fanOut.subscribe,
    onInterruption: fanOut.onInterruption,
    get live() {
      return live;
    },
    // Without the feed the caches are bypassed and emptied anyway.
    settled: () => (live && client ? sharedBarrier() : Promise.resolve()),
    settledEverywhere: async () => {
      const current = client;
      if (!live || !current) return;
      await syncEveryFeed(current, `${feedId}-${++barrierCount}`, { feedId, syncs }, log);
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      live = false;
      current?.removeAllListeners();
      current?.on('error', () => undefined);
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * Asks every listening process (each feed's connection in pg_stat_activity, this one included)
 * to confirm it has applied every change committed before now; settles once all have, or after
 * SYNC_TIMEOUT_MS, naming how many did not in the log.
 */
async function syncEveryFeed(
  current: Client,
  key: string,
  { feedId, syncs }: Pick<FeedState, 'feedId' | 'syncs'>,
  log: (message: string) => void,
): Promise<void> {
  let release: () => void = () => undefined;
  const confirmed = new Promise<void>((resolve) => (release = resolve));
  let timeout: NodeJS.Timeout | undefined;
  try {
    const peers = await queryInTurn<{ name: string }>(
      current,
      `select application_name as name from pg_stat_activity
       where datname = current_database() and starts_with(application_name, $1)`,
      [FEED_APPLICATION_PREFIX],
    );
    const waiting = new Set(
      peers.rows.map((row) => row.name.slice(FEED_APPLICATION_PREFIX.length)),
    );
    waiting.add(feedId); // this process too: its own answer comes after every earlier change
    syncs.set(key, { waiting, release });
    timeout = setTimeout(() => {
      const missing = syncs.get(key)?.waiting.size ?? 0;
      if (missing > 0)
        log(`database: ${missing} process(es) did not confirm a session change in time`);
      release();
    }, SYNC_TIMEOUT_MS);
    timeout.unref();
    await queryInTurn(current, 'select pg_notify($1, $2)', [
      USER_CHANGE_CHANNEL,
      SYNC_PREFIX + key,
    ]);
    await confirmed;
  } catch {
    // The connection is failing: its 'error' handler marks the feed down and empties the caches.
  } finally {
    if (timeout) clearTimeout(timeout);
    syncs.delete(key);
  }
}
